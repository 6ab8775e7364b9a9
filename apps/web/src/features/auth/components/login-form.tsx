import { loginRequestSchema } from '@facet/contracts';
import { useForm, withSchema } from '@/lib/form';
import { useLogin } from '../api/login';
import { submitWithToasts, useWelcomeHome } from '../lib/submit-with-toasts';
import { AuthSubmitButton, EmailField, PasswordField } from './account-fields';

export function LoginForm() {
  const welcomeHome = useWelcomeHome();
  const loginMutation = useLogin();
  const form = useForm({ email: '', password: '' }, withSchema(loginRequestSchema));

  const onSubmit = submitWithToasts(
    form.handleSubmit,
    loginMutation,
    () => welcomeHome('Welcome back!', 'You have successfully logged in.'),
    ['Login failed', 'Invalid credentials'],
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <EmailField placeholder="you@company.com" {...form.field('email')} />
      <PasswordField label="Password" kind="current" {...form.field('password')} />
      <AuthSubmitButton pending={loginMutation.isPending} pendingLabel="Logging in...">
        Login
      </AuthSubmitButton>
    </form>
  );
}
