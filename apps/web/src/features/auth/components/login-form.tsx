import { loginRequestSchema } from '@facet/contracts';
import { LoaderCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useForm, withSchema } from '@/lib/form';
import { useLogin } from '../api/login';

export function LoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const form = useForm({ email: '', password: '' }, withSchema(loginRequestSchema));

  const onSubmit = form.handleSubmit((data) => {
    if (loginMutation.isPending) return;
    loginMutation.mutate(data, {
      onSuccess: () => {
        toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
        navigate('/', { replace: true });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Login failed',
          description: errorDetail(error, 'Invalid credentials'),
        });
      },
    });
  });

  const pending = loginMutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
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
        autoComplete="current-password"
        {...form.field('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {pending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
