import { EMAIL_CHANGE_NEEDS_PASSWORD, updateProfileRequestSchema } from '@facet/contracts';
import { UserRound } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';
import { useForm, withSchema } from '@/lib/form';
import { useCurrentUser } from '../api/get-me';
import { useUpdateProfile } from '../api/update-profile';
import { submitWithToasts } from '../lib/submit-with-toasts';
import { EmailField, NameFields, PasswordField } from './account-fields';
import { SettingsCard } from './settings-card';

const validate = withSchema(updateProfileRequestSchema);

/** Whether the typed address differs from the account's (as the server compares them). */
const changesEmail = (typed: string, current: string) =>
  typed.trim().toLowerCase() !== current.toLowerCase();

/**
 * Account Settings: Profile Information (First Name, Last Name, Email Address). Changing the
 * address asks for the current password, in a field shown only then.
 */
export function ProfileForm() {
  const user = useCurrentUser();
  const updateMutation = useUpdateProfile();
  const form = useForm(
    { firstName: user.firstName, lastName: user.lastName, email: user.email, currentPassword: '' },
    (values) => {
      const result = validate(values);
      if (changesEmail(values.email, user.email) && !values.currentPassword) {
        const errors = 'errors' in result ? result.errors : {};
        return { errors: { ...errors, currentPassword: EMAIL_CHANGE_NEEDS_PASSWORD } };
      }
      return result;
    },
  );
  const emailChanging = changesEmail(form.values.email, user.email);

  const onSubmit = submitWithToasts(
    form.handleSubmit,
    updateMutation,
    ({ user: saved }) => {
      form.setValues({
        firstName: saved.firstName,
        lastName: saved.lastName,
        email: saved.email,
        currentPassword: '',
      });
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
      {emailChanging ? (
        <PasswordField
          label="Your password (to change your e-mail)"
          kind="current"
          {...form.field('currentPassword')}
        />
      ) : null}
    </SettingsCard>
  );
}
