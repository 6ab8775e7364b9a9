import { resetPasswordRequestSchema } from '@facet/contracts';
import { useNavigate } from 'react-router';
import { toast, toastError } from '@/components/ui/use-toast';
import { useForm, withSchema } from '@/lib/form';
import { useResetPassword } from '../api/account';
import { AuthSubmitButton, PasswordField } from './account-fields';

const schema = resetPasswordRequestSchema;

/** Chooses a new password with the link's secret; then the member logs in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm({ token, newPassword: '', confirmPassword: '' }, withSchema(schema));
  const onSubmit = form.handleSubmit((data) => {
    if (reset.isPending) return;
    reset.mutate(data, {
      onSuccess: ({ message }) => {
        toast({ title: 'Password changed', description: message, variant: 'success' });
        navigate('/auth', { replace: true });
      },
      onError: (error) =>
        toastError(
          'Password not changed',
          error,
          'Your password could not be changed. Please try again.',
        ),
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {form.errors.token ? (
        <p role="alert" className="text-sm text-destructive">
          {form.errors.token}
        </p>
      ) : null}
      <PasswordField label="New Password" kind="new" {...form.field('newPassword')} />
      <PasswordField label="Confirm New Password" kind="new" {...form.field('confirmPassword')} />
      <AuthSubmitButton pending={reset.isPending} pendingLabel="Saving...">
        Set new password
      </AuthSubmitButton>
    </form>
  );
}
