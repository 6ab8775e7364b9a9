import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthResponse,
  type ChangePasswordResponse,
  type changePasswordRequestSchema,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  type LinkedinProfile,
  type LogoutEverywhereResponse,
  type loginRequestSchema,
  type MessageResponse,
  PASSWORD_RESET_TTL_MINUTES,
  type resetPasswordRequestSchema,
  type signupRequestSchema,
  type User,
  type updateProfileRequestSchema,
} from '@facet/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AccountLookupLimiter } from '../../lib/account-lookups.js';
import type { FailureLimiter } from '../../lib/failure-limiter.js';
import {
  badRequest,
  conflict,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-error.js';
import type { LoginThrottle } from '../../lib/login-throttle.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { TOKEN_LIFETIME_SECONDS, type TokenService } from '../../lib/tokens.js';
import { toUser } from './auth.mapper.js';
import type { UsersRepository } from './auth.repository.js';
import type { SessionsRepository } from './sessions.repository.js';

export interface AuthLimiters {
  /** Failed logins per (account, IP), per IP and per account; failed signups per IP. */
  login: LoginThrottle;
  /**
   * Wrong current passwords per user (a stolen session guessing its way to a new password, or to
   * a new e-mail address).
   */
  passwordChange: FailureLimiter;
  /** Addresses looked up among the accounts per member (an e-mail change spends one). */
  accountLookups: AccountLookupLimiter;
  /** Reset e-mails per address: past the limit, requests are answered alike and send nothing. */
  passwordResetMails: FailureLimiter;
}

/** The only thing stored of a reset link's secret. */
export const hashResetToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to choose a new password. The link works once, for 30 minutes.';
const RESET_INVALID =
  'This reset link is not valid any more: it was used or it expired. Ask for a new one.';

const EMAIL_TAKEN = 'An account with this email already exists. Try logging in instead.';
/** A signed-in member changing address is already logged in: point them to another address. */
const EMAIL_IN_USE = 'Another account already uses this email. Choose a different address.';

function tooMany(wait: number) {
  const minutes = Math.ceil(wait / 60);
  return tooManyRequests(
    `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    wait,
  );
}

export function createAuthService(deps: {
  users: UsersRepository;
  sessions: SessionsRepository;
  tokens: TokenService;
  limiters: AuthLimiters;
  mailer: Mailer;
  /** The app's address, for the link in reset e-mails (PUBLIC_URL). */
  publicUrl: string;
  log: { error(details: Record<string, unknown>, message: string): void };
}) {
  const { users, sessions, tokens, limiters, mailer } = deps;

  const sessionEnd = () => new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000);

  /** Starts a session (a row of `sessions`) and answers its token. */
  const respond = async (row: UserRow): Promise<AuthResponse> => {
    const sessionId = await sessions.create(row.id, sessionEnd());
    return { token: await tokens.issue({ userId: row.id, sessionId }), user: toUser(row) };
  };

  /** Looks the address up, keeps a hashed link and mails it; runs after the answer is sent. */
  const sendResetLink = async (email: string): Promise<void> => {
    const row = await users.findByEmail(email);
    if (!row) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000);
    await users.createPasswordReset(row.id, hashResetToken(token), expiresAt);
    const link = `${deps.publicUrl}/reset-password#token=${token}`;
    await mailer.send({
      to: row.email,
      subject: 'Choose a new Facet password',
      text: [
        `Hello ${row.firstName},`,
        '',
        'Someone (hopefully you) asked to reset the password of your Facet account.',
        `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new one:`,
        '',
        link,
        '',
        'The link works once. Choosing a new password signs every device out of your account.',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  };

  return {
    /** Keeps an imported LinkedIn profile on the member's account (the linkedin module's import). */
    async saveLinkedinProfile(userId: string, profile: LinkedinProfile): Promise<User> {
      const row = await users.setLinkedinProfile(userId, JSON.stringify(profile));
      if (!row) throw notFound('Your account no longer exists.');
      return toUser(row);
    },

    async signup(input: z.output<typeof signupRequestSchema>, ip: string): Promise<AuthResponse> {
      const wait = await limiters.login.signupRefusal(ip);
      if (wait > 0) throw tooMany(wait);
      if (await users.findByEmail(input.email)) {
        await limiters.login.signupFailed(ip);
        throw conflict(EMAIL_TAKEN);
      }
      const passwordHash = await hashPassword(input.password);
      try {
        const row = await users.insert({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          linkedinUrl: input.linkedinUrl ?? null,
        });
        return respond(row);
      } catch (error) {
        // Two signups racing for one address: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },

    async login(input: z.output<typeof loginRequestSchema>, ip: string): Promise<AuthResponse> {
      const email = input.email.toLowerCase();
      const refused = await limiters.login.admit(email, ip);
      if (refused) throw tooMany(refused.retryAfterSeconds);
      const row = await users.findByEmail(input.email);
      const ok = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!row || !ok) {
        await limiters.login.failed(email, ip);
        throw unauthorized('Invalid email or password.');
      }
      await limiters.login.succeeded(email, ip);
      return respond(row);
    },

    /** A new e-mail address ends every other session of the member (`sessionId` stays). */
    async updateProfile(
      user: UserRow,
      input: z.output<typeof updateProfileRequestSchema>,
      sessionId?: string,
    ): Promise<User> {
      if (input.email !== user.email.toLowerCase()) {
        // An address change needs the current password and spends a lookup: otherwise any
        // session could ask, address after address, which ones have accounts.
        if (!input.currentPassword) {
          throw badRequest(EMAIL_CHANGE_NEEDS_PASSWORD, [
            { path: 'currentPassword', message: EMAIL_CHANGE_NEEDS_PASSWORD },
          ]);
        }
        const wait = await limiters.passwordChange.retryAfterSeconds(user.id);
        if (wait > 0) throw tooMany(wait);
        if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
          await limiters.passwordChange.recordFailure(user.id);
          throw badRequest('Your current password is incorrect.', [
            { path: 'currentPassword', message: 'Your current password is incorrect.' },
          ]);
        }
        await limiters.accountLookups.spend(user.id, 1);
        const owner = await users.findByEmail(input.email);
        if (owner && owner.id !== user.id) throw conflict(EMAIL_IN_USE);
      }
      try {
        const { currentPassword: _password, ...profile } = input;
        const row = await users.updateProfile(user.id, profile, sessionId);
        if (!row) throw notFound('Your account no longer exists.');
        return toUser(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE);
        throw error;
      }
    },

    async changePassword(
      user: UserRow,
      input: z.output<typeof changePasswordRequestSchema>,
    ): Promise<ChangePasswordResponse> {
      const key = user.id;
      const wait = await limiters.passwordChange.retryAfterSeconds(key);
      if (wait > 0) throw tooMany(wait);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await limiters.passwordChange.recordFailure(key);
        throw badRequest('Your current password is incorrect.', [
          { path: 'currentPassword', message: 'Your current password is incorrect.' },
        ]);
      }
      await limiters.passwordChange.reset(key);
      // Every session ends with the change, in one transaction that starts the caller a new one:
      // a copy of the caller's old token dies too.
      const changed = await users.updatePassword(
        user.id,
        await hashPassword(input.newPassword),
        sessionEnd(),
      );
      if (!changed?.sessionId) throw notFound('Your account no longer exists.');
      return {
        message: 'Password updated. Other sessions have been signed out.',
        token: await tokens.issue({ userId: changed.row.id, sessionId: changed.sessionId }),
      };
    },

    /** Ends this session on the server: its token opens nothing any more, on any instance. */
    async logout(user: UserRow, sessionId: string): Promise<MessageResponse> {
      await sessions.delete(user.id, sessionId);
      return { message: 'You are signed out.' };
    },

    /** Ends every session of the member, this one included. */
    async logoutEverywhere(user: UserRow): Promise<LogoutEverywhereResponse> {
      const ended = await sessions.deleteAll(user.id);
      return {
        message: `Signed out everywhere: ${ended} session${ended === 1 ? '' : 's'} ended, this one included.`,
        ended,
      };
    },

    /**
     * Sends a reset link when an account has the address. The answer is the same, and as fast,
     * either way: the look-up and the mail happen after it. Past the per-address budget nothing
     * is sent (and the answer still does not change).
     */
    async forgotPassword(email: string): Promise<MessageResponse> {
      const key = email.toLowerCase();
      if ((await limiters.passwordResetMails.retryAfterSeconds(key)) === 0) {
        await limiters.passwordResetMails.recordFailure(key);
        setImmediate(() => {
          sendResetLink(key).catch((err: unknown) =>
            deps.log.error({ err }, 'sending a password-reset e-mail failed'),
          );
        });
      }
      return { message: RESET_REQUESTED };
    },

    /** Uses a reset link once: the new password, and every session of the member ended. */
    async resetPassword(
      input: z.output<typeof resetPasswordRequestSchema>,
    ): Promise<MessageResponse> {
      const userId = await users.consumePasswordReset(hashResetToken(input.token));
      if (!userId) {
        throw badRequest(RESET_INVALID, [{ path: 'token', message: RESET_INVALID }]);
      }
      const changed = await users.updatePassword(userId, await hashPassword(input.newPassword));
      if (!changed) throw badRequest(RESET_INVALID, [{ path: 'token', message: RESET_INVALID }]);
      return {
        message:
          'Your password is changed and every device was signed out. Log in with the new password.',
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
