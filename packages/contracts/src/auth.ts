import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  URL_MAX_LENGTH,
} from './limits.js';
import { cleanTextCheck, textField } from './text.js';

/** A required one-line text field: names the field when it is missing, the wrong type or blank. */
function requiredText(label: string, max: number) {
  return textField(label, { trim: true })
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** E-mail addresses are compared case-insensitively, so they are stored trimmed and lower-cased. */
export const emailSchema = requiredText('Email', EMAIL_MAX_LENGTH)
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address.'));

const passwordRequired = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required.` : `${label} must be text.`,
    })
    .min(1, `${label} is required.`)
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const newPasswordSchema = passwordRequired('Password').min(
  PASSWORD_MIN_LENGTH,
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
);

/** Optional http(s) URL; an empty string means "not given". */
export const optionalUrlSchema = z
  .string({ error: 'LinkedIn URL must be text.' })
  .trim()
  .check(cleanTextCheck('LinkedIn URL'))
  .max(URL_MAX_LENGTH, `LinkedIn URL must be at most ${URL_MAX_LENGTH} characters.`)
  .optional()
  .nullable()
  .transform((value) => (value ? value : undefined))
  .pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'Please enter a valid URL, for example https://www.linkedin.com/in/your-name.',
      })
      .optional(),
  );

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordRequired('Password'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const signupRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: requiredText('First name', NAME_MAX_LENGTH),
  lastName: requiredText('Last name', NAME_MAX_LENGTH),
  linkedinUrl: optionalUrlSchema,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** The user as the API shows it. No password material, ever. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  linkedinUrl: z.string().nullable(),
  /** JSON text of the imported professional-network profile, or null. */
  linkedinProfile: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** Why an e-mail change without the current password is refused. */
export const EMAIL_CHANGE_NEEDS_PASSWORD =
  'Enter your current password to change your e-mail address.';

/**
 * Names and e-mail address. Changing the address also needs the current password (the server
 * knows whether it changes; empty means not given).
 */
export const updateProfileRequestSchema = z.object({
  firstName: requiredText('First name', NAME_MAX_LENGTH),
  lastName: requiredText('Last name', NAME_MAX_LENGTH),
  email: emailSchema,
  currentPassword: z
    .string({ error: 'Current password must be text.' })
    .max(PASSWORD_MAX_LENGTH, `Current password must be at most ${PASSWORD_MAX_LENGTH} characters.`)
    .optional()
    .transform((value) => value || undefined),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({ user: userSchema });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** A new password typed twice: both the same, and at least PASSWORD_MIN_LENGTH characters. */
export function checkNewPassword(
  value: { newPassword: string; confirmPassword: string },
  ctx: z.RefinementCtx,
): void {
  if (value.newPassword !== value.confirmPassword) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: 'New passwords do not match.',
    });
    return;
  }
  if (value.newPassword.length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({
      code: 'custom',
      path: ['newPassword'],
      message: `New password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    });
  }
}

/** Password change: all three required, new = confirm, new at least 6 characters. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: passwordRequired('Current password'),
    newPassword: passwordRequired('New password'),
    confirmPassword: passwordRequired('Password confirmation'),
  })
  .superRefine(checkNewPassword);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** A password change ends every other session; the caller gets a fresh token to keep working. */
export const changePasswordResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
