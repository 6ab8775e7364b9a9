import { type ChangePasswordRequest, changePasswordRequestSchema } from '@facet/contracts';
import { type FieldErrors, type Validation, withSchema } from '@/lib/form';

export type PasswordChangeField = keyof ChangePasswordRequest;

const REQUIRED: Record<PasswordChangeField, string> = {
  currentPassword: 'Current password is required.',
  newPassword: 'New password is required.',
  confirmPassword: 'Please confirm your new password.',
};

const bySchema = withSchema(changePasswordRequestSchema);

/**
 * Checked in this order: all three required; new and confirm match
 * ('New passwords do not match.'); new at least 6 characters. Only the first failing step is
 * reported.
 */
export function validatePasswordChange(
  values: ChangePasswordRequest,
): Validation<PasswordChangeField, ChangePasswordRequest> {
  const missing: FieldErrors<PasswordChangeField> = {};
  for (const field of Object.keys(REQUIRED) as PasswordChangeField[]) {
    if (!values[field]) missing[field] = REQUIRED[field];
  }
  if (Object.keys(missing).length > 0) return { errors: missing };
  // The shared schema implements the remaining steps (match first, then length) and the limits.
  return bySchema(values);
}
