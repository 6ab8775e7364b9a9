import { z } from 'zod';
import { checkNewPassword, emailSchema } from './auth.js';
import { PASSWORD_MAX_LENGTH } from './limits.js';

/** How long a password-reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

const password = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required.` : `${label} must be text.`,
    })
    .min(1, `${label} is required.`)
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** Answers that only confirm something happened. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `POST /api/auth/logout-everywhere`: how many sessions ended, this one included. */
export const logoutEverywhereResponseSchema = z.object({
  message: z.string(),
  ended: z.number().int(),
});
export type LogoutEverywhereResponse = z.infer<typeof logoutEverywhereResponseSchema>;

/** `DELETE /api/account`: the member confirms with their current password. */
export const deleteAccountRequestSchema = z.object({ password: password('Password') });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** `POST /api/auth/password/forgot`: the same answer whether or not an account has the address. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The secret of a reset link: 43 URL-safe base64 characters (32 random bytes). */
export const resetTokenSchema = z
  .string({ error: 'This reset link is not valid. Ask for a new one.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This reset link is not valid. Ask for a new one.');

/** `POST /api/auth/password/reset`: the link's secret and the new password, twice. */
export const resetPasswordRequestSchema = z
  .object({
    token: resetTokenSchema,
    newPassword: password('New password'),
    confirmPassword: password('Password confirmation'),
  })
  .superRefine(checkNewPassword);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
