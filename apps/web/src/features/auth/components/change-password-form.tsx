import type { ChangePasswordRequest } from '@facet/contracts';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useForm } from '@/lib/form';
import { useChangePassword } from '../api/change-password';
import { validatePasswordChange } from '../lib/validate-password-change';

const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** SPEC §2/§5 Account Settings: Change Password. */
export function ChangePasswordForm() {
  const changeMutation = useChangePassword();
  const form = useForm(EMPTY, validatePasswordChange);

  const onSubmit = form.handleSubmit((data) => {
    if (changeMutation.isPending) return;
    changeMutation.mutate(data, {
      onSuccess: () => {
        form.setValues(EMPTY);
        toast({
          title: 'Password updated',
          description: 'Your password has been changed successfully.',
        });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Error',
          description: errorDetail(error, 'Failed to update password. Please try again.'),
        });
      },
    });
  });

  const pending = changeMutation.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          Change Password
        </CardTitle>
        <CardDescription>
          Changing your password signs you out on every other device.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <FormField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="New Password"
              type="password"
              autoComplete="new-password"
              {...form.field('newPassword')}
            />
            <FormField
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
              {...form.field('confirmPassword')}
            />
          </div>
          <div>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {pending ? 'Updating...' : 'Update Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
