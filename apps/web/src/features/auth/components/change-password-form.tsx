import type { ChangePasswordRequest } from '@facet/contracts';
import { KeyRound } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';
import { useForm } from '@/lib/form';
import { useChangePassword } from '../api/change-password';
import { submitWithToasts } from '../lib/submit-with-toasts';
import { validatePasswordChange } from '../lib/validate-password-change';
import { PasswordField } from './account-fields';
import { SettingsCard } from './settings-card';

const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Account Settings: Change Password. */
export function ChangePasswordForm() {
  const changeMutation = useChangePassword();
  const form = useForm(EMPTY, validatePasswordChange);

  const onSubmit = submitWithToasts(
    form.handleSubmit,
    changeMutation,
    () => {
      form.setValues(EMPTY);
      toast({
        title: 'Password updated',
        description: 'Your password has been changed successfully.',
        variant: 'success',
      });
    },
    ['Password not changed', 'Failed to update password. Please try again.'],
  );

  return (
    <SettingsCard
      icon={KeyRound}
      title="Change Password"
      description="Changing your password signs you out on every other device."
      form={{
        onSubmit,
        pending: changeMutation.isPending,
        submitLabel: 'Update Password',
        pendingLabel: 'Updating...',
      }}
    >
      <PasswordField label="Current Password" kind="current" {...form.field('currentPassword')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField label="New Password" kind="new" {...form.field('newPassword')} />
        <PasswordField label="Confirm New Password" kind="new" {...form.field('confirmPassword')} />
      </div>
    </SettingsCard>
  );
}
