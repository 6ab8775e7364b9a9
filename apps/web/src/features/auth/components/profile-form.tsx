import { updateProfileRequestSchema } from '@facet/contracts';
import { LoaderCircle, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useForm, withSchema } from '@/lib/form';
import { useCurrentUser } from '../api/get-me';
import { useUpdateProfile } from '../api/update-profile';

/** SPEC §2 Account Settings: Profile Information (First Name, Last Name, Email Address). */
export function ProfileForm() {
  const user = useCurrentUser();
  const updateMutation = useUpdateProfile();
  const form = useForm(
    {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    },
    withSchema(updateProfileRequestSchema),
  );

  const onSubmit = form.handleSubmit((data) => {
    if (updateMutation.isPending) return;
    updateMutation.mutate(data, {
      onSuccess: ({ user: saved }) => {
        form.setValues({
          firstName: saved.firstName,
          lastName: saved.lastName,
          email: saved.email,
        });
        toast({
          title: 'Profile updated',
          description: 'Your profile information has been saved.',
        });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Error',
          description: errorDetail(error, 'Failed to update profile. Please try again.'),
        });
      },
    });
  });

  const pending = updateMutation.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="size-5 text-primary" aria-hidden="true" />
          Profile Information
        </CardTitle>
        <CardDescription>Update your name and the e-mail address you sign in with.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
            <FormField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
          </div>
          <FormField
            label="Email Address"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.field('email')}
          />
          <div>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {pending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
