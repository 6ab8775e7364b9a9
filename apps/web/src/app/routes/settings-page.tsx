import { PageShell } from '@/components/layout/page-shell';
import { useCurrentUser, useSetCurrentUser } from '@/features/auth/api/get-me';
import { AccountDataCard } from '@/features/auth/components/account-data-card';
import { AccountInfoCard } from '@/features/auth/components/account-info-card';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { ProfileForm } from '@/features/auth/components/profile-form';
import { LinkedinProfileCard } from '@/features/linkedin/components/linkedin-profile-card';

/** Account Settings: profile, LinkedIn data, password and account details. */
export default function SettingsPage() {
  const user = useCurrentUser();
  const setUser = useSetCurrentUser();
  return (
    <PageShell
      title="Account Settings"
      description="Manage your profile, LinkedIn data, password, sessions and account data."
      actions={<LogoutButton />}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-6">
          <ProfileForm />
          <LinkedinProfileCard user={user} onUserChange={setUser} />
          <ChangePasswordForm />
        </div>
        <div className="grid content-start gap-6">
          <AccountInfoCard />
          <AccountDataCard />
        </div>
      </div>
    </PageShell>
  );
}
