import { Link, useLocation } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountRecoveryLayout } from './account-recovery-layout';

/**
 * /reset-password#token=…: the link from the reset e-mail. The secret travels in the fragment, so
 * it never reaches a server log or a Referer header.
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token');
  return (
    <AccountRecoveryLayout
      title="Choose a new password"
      description="Your new password signs every device out of your account."
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p className="text-sm">
          This page needs the link from your e-mail.{' '}
          <Link to="/forgot-password" className="font-medium text-primary underline">
            Ask for a new link
          </Link>
          .
        </p>
      )}
    </AccountRecoveryLayout>
  );
}
