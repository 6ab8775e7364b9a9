import {
  type AuthResponse,
  type ChangePasswordResponse,
  type changePasswordRequestSchema,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  type LinkedinProfile,
  type loginRequestSchema,
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
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';
import { toUser } from './auth.mapper.js';
import type { UsersRepository } from './auth.repository.js';

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
}

const EMAIL_TAKEN = 'An account with this email already exists. Try logging in instead.';

function tooMany(wait: number) {
  const minutes = Math.ceil(wait / 60);
  return tooManyRequests(
    `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    wait,
  );
}

export function createAuthService(deps: {
  users: UsersRepository;
  tokens: TokenService;
  limiters: AuthLimiters;
}) {
  const { users, tokens, limiters } = deps;

  const respond = async (row: UserRow): Promise<AuthResponse> => ({
    token: await tokens.issue({ userId: row.id, sessionVersion: row.sessionVersion }),
    user: toUser(row),
  });

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

    async updateProfile(
      user: UserRow,
      input: z.output<typeof updateProfileRequestSchema>,
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
        if (owner && owner.id !== user.id) throw conflict(EMAIL_TAKEN);
      }
      try {
        const { currentPassword: _password, ...profile } = input;
        const row = await users.updateProfile(user.id, profile);
        if (!row) throw notFound('Your account no longer exists.');
        return toUser(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
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
      const row = await users.updatePassword(user.id, await hashPassword(input.newPassword));
      if (!row) throw notFound('Your account no longer exists.');
      return {
        message: 'Password updated. Other sessions have been signed out.',
        token: await tokens.issue({ userId: row.id, sessionVersion: row.sessionVersion }),
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
