import { type SignupRequest, signupRequestSchema } from '@facet/contracts';
import { FormField } from '@/components/ui/form-field';
import { useForm, withSchema } from '@/lib/form';
import { useSignup } from '../api/signup';
import { submitWithToasts, useWelcomeHome } from '../lib/submit-with-toasts';
import { AuthSubmitButton, EmailField, NameFields, PasswordField } from './account-fields';

type Field = keyof SignupRequest;
type Values = Record<Field, string>;

const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '', linkedinUrl: '' };

export function SignupForm() {
  const welcomeHome = useWelcomeHome();
  const signupMutation = useSignup();
  const form = useForm(EMPTY, withSchema(signupRequestSchema));

  const onSubmit = submitWithToasts(
    form.handleSubmit,
    signupMutation,
    () => welcomeHome('Account created!', 'Welcome to Facet! Your account is ready.'),
    ['Signup failed', 'Something went wrong'],
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <NameFields field={form.field} />
      <EmailField placeholder="you@company.com" {...form.field('email')} />
      <PasswordField
        label="Password"
        kind="new"
        hint="At least 6 characters."
        {...form.field('password')}
      />
      <FormField
        label="LinkedIn Profile URL (optional)"
        type="url"
        autoComplete="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/your-name"
        {...form.field('linkedinUrl')}
        hint="We use it to tailor your coaching to your experience."
      />
      <AuthSubmitButton pending={signupMutation.isPending} pendingLabel="Creating account...">
        Create Account
      </AuthSubmitButton>
    </form>
  );
}
