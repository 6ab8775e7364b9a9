import { loginRequestSchema } from '@facet/contracts';
import { Link } from 'react-router';
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
      <Link
        to="/forgot-password"
        className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Forgot password?
      </Link>
      <AuthSubmitButton pending={loginMutation.isPending} pendingLabel="Logging in...">
        Login
      </AuthSubmitButton>
    </form>
  );
}
