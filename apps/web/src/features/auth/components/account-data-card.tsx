import { deleteAccountRequestSchema } from '@facet/contracts';
import { Download, LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog, FormDialogFooter } from '@/components/ui/dialog';
import { PendingButton } from '@/components/ui/pending-button';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useForm, withSchema } from '@/lib/form';
import { useDeleteAccount, useExportMyData, useLogoutEverywhere } from '../api/account';
import { useLogout } from '../hooks/use-logout';
import { PasswordField } from './account-fields';
import { SettingsCard } from './settings-card';

/** Asks for the current password, then deletes the account and signs this browser out. */
function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const deletion = useDeleteAccount();
  const logout = useLogout();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ password: '' }, withSchema(deleteAccountRequestSchema));
  const onSubmit = form.handleSubmit((data) => {
    if (deletion.isPending) return;
    setError(null);
    deletion.mutate(data, {
      onSuccess: ({ message }) => {
        toast({ title: 'Account deleted', description: message, variant: 'success' });
        logout({ ended: true });
      },
      onError: (failure) =>
        setError(errorMessage(failure, 'Your account could not be deleted. Please try again.')),
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <PasswordField label="Current Password" kind="current" {...form.field('password')} />
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-destructive-soft px-3 py-2 text-sm text-destructive"
        >
          {error}
        </p>
      ) : null}
      <FormDialogFooter
        onCancel={onCancel}
        submitLabel="Delete my account"
        pending={deletion.isPending}
      />
    </form>
  );
}

/** Account Settings: export everything, sign out everywhere, delete the account. */
export function AccountDataCard() {
  const exporting = useExportMyData();
  const everywhere = useLogoutEverywhere();
  const logout = useLogout();
  const [deleting, setDeleting] = useState(false);

  const exportData = () => {
    if (exporting.isPending) return;
    exporting.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Export ready',
          description: 'Your data was downloaded as one zip file.',
          variant: 'success',
        }),
      onError: (error) =>
        toastError('Export failed', error, 'Your data could not be exported. Please try again.'),
    });
  };

  const signOutEverywhere = () => {
    if (everywhere.isPending) return;
    everywhere.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast({ title: 'Signed out everywhere', description: message, variant: 'success' });
        logout({ ended: true });
      },
      onError: (error) =>
        toastError('Not signed out', error, 'Signing out everywhere failed. Please try again.'),
    });
  };

  return (
    <SettingsCard
      icon={Download}
      title="Your Data and Sessions"
      description="Take your data with you, end every session, or delete your account."
    >
      <div className="grid gap-3">
        <PendingButton
          variant="outline"
          pending={exporting.isPending}
          pendingLabel="Preparing export..."
          onClick={exportData}
          icon={<Download aria-hidden="true" />}
        >
          Export my data
        </PendingButton>
        <PendingButton
          variant="outline"
          pending={everywhere.isPending}
          pendingLabel="Signing out..."
          onClick={signOutEverywhere}
          icon={<LogOut aria-hidden="true" />}
        >
          Sign out everywhere
        </PendingButton>
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </div>
      <FormDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete your account?"
        description="This deletes your profile, conversations, notes, uploaded files, diamond profile and LinkedIn data for good. Enter your password to confirm."
      >
        <DeleteAccountForm onCancel={() => setDeleting(false)} />
      </FormDialog>
    </SettingsCard>
  );
}
