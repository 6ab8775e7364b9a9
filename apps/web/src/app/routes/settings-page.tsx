import { PageShell } from '@/components/layout/page-shell';
import { AccountInfoCard } from '@/features/auth/components/account-info-card';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { LinkedinProfileCard } from '@/features/auth/components/linkedin-profile-card';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { ProfileForm } from '@/features/auth/components/profile-form';

/** SPEC §2 Account Settings. */
export default function SettingsPage() {
  return (
    <PageShell
      title="Account Settings"
      description="Manage your profile, LinkedIn data, password and account details."
      back={{ to: '/', label: 'Back to Home' }}
      actions={<LogoutButton />}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-6">
          <ProfileForm />
          <LinkedinProfileCard />
          <ChangePasswordForm />
        </div>
        <div className="grid content-start gap-6">
          <AccountInfoCard />
        </div>
      </div>
    </PageShell>
  );
}
