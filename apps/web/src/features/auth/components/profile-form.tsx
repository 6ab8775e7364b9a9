import { updateProfileRequestSchema } from '@facet/contracts';
import { UserRound } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';
import { useForm, withSchema } from '@/lib/form';
import { useCurrentUser } from '../api/get-me';
import { useUpdateProfile } from '../api/update-profile';
import { submitWithToasts } from '../lib/submit-with-toasts';
import { EmailField, NameFields } from './account-fields';
import { SettingsCard } from './settings-card';

/** Account Settings: Profile Information (First Name, Last Name, Email Address). */
export function ProfileForm() {
  const user = useCurrentUser();
  const updateMutation = useUpdateProfile();
  const form = useForm(
    { firstName: user.firstName, lastName: user.lastName, email: user.email },
    withSchema(updateProfileRequestSchema),
  );

  const onSubmit = submitWithToasts(
    form.handleSubmit,
    updateMutation,
    ({ user: saved }) => {
      form.setValues({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email });
      toast({
        title: 'Profile updated',
        description: 'Your profile information has been saved.',
        variant: 'success',
      });
    },
    ['Profile not updated', 'Failed to update profile. Please try again.'],
  );

  return (
    <SettingsCard
      icon={UserRound}
      title="Profile Information"
      description="Update your name and the e-mail address you sign in with."
      form={{
        onSubmit,
        pending: updateMutation.isPending,
        submitLabel: 'Save Changes',
        pendingLabel: 'Saving...',
      }}
    >
      <NameFields field={form.field} />
      <EmailField label="Email Address" {...form.field('email')} />
    </SettingsCard>
  );
}
