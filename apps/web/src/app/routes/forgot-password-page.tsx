import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountRecoveryLayout } from './account-recovery-layout';

/** /forgot-password: asks for the address to send a reset link to. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <AccountRecoveryLayout
      title="Forgot your password?"
      description="Enter your account's e-mail address and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AccountRecoveryLayout>
  );
}
