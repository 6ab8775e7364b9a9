import { type SignupRequest, signupRequestSchema } from '@facet/contracts';
import { LoaderCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useForm, withSchema } from '@/lib/form';
import { useSignup } from '../api/signup';

type Field = keyof SignupRequest;
type Values = Record<Field, string>;

const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '', linkedinUrl: '' };

export function SignupForm() {
  const navigate = useNavigate();
  const signupMutation = useSignup();
  const form = useForm(EMPTY, withSchema(signupRequestSchema));

  const onSubmit = form.handleSubmit((data) => {
    if (signupMutation.isPending) return;
    signupMutation.mutate(data, {
      onSuccess: () => {
        toast({
          title: 'Account created!',
          description: 'Welcome to Facet! Your account is ready.',
        });
        navigate('/', { replace: true });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Signup failed',
          description: errorDetail(error, 'Something went wrong'),
        });
      },
    });
  });

  const pending = signupMutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
        <FormField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@company.com"
        {...form.field('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
        hint="At least 6 characters."
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
      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
