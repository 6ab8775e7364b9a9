import { forgotPasswordRequestSchema } from '@facet/contracts';
import { useState } from 'react';
import { toastError } from '@/components/ui/use-toast';
import { useForm, withSchema } from '@/lib/form';
import { useForgotPassword } from '../api/account';
import { AuthSubmitButton, EmailField } from './account-fields';

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ email: '' }, withSchema(forgotPasswordRequestSchema));
  const onSubmit = form.handleSubmit((data) => {
    if (request.isPending) return;
    request.mutate(data, {
      onSuccess: ({ message }) => setSent(message),
      onError: (error) =>
        toastError(
          'Link not sent',
          error,
          'The reset link could not be requested. Please try again.',
        ),
    });
  });
  if (sent) {
    return (
      <p role="status" className="text-sm text-foreground">
        {sent}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <EmailField placeholder="you@company.com" {...form.field('email')} />
      <AuthSubmitButton pending={request.isPending} pendingLabel="Sending...">
        Send reset link
      </AuthSubmitButton>
    </form>
  );
}
