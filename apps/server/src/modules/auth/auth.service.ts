import type {
  AuthResponse,
  ChangePasswordResponse,
  changePasswordRequestSchema,
  loginRequestSchema,
  signupRequestSchema,
  User,
  updateProfileRequestSchema,
} from '@facet/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import type { FailureLimiter } from '../../lib/failure-limiter.js';
import {
  badRequest,
  conflict,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-error.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';
import type { UsersRepository } from './auth.repository.js';

export interface AuthLimiters {
  /** Failed logins / signups per client IP. */
  ip: FailureLimiter;
  /** Failed logins per account, and wrong current passwords per user. */
  account: FailureLimiter;
}

const EMAIL_TAKEN = 'An account with this email already exists. Try logging in instead.';

/** The public shape of a user: never the hash, never the session version. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    linkedinUrl: row.linkedinUrl,
    linkedinProfile: row.linkedinProfile,
    createdAt: row.createdAt.toISOString(),
  };
}

function refuseIfLimited(limiters: Array<[FailureLimiter, string]>): void {
  const wait = Math.max(...limiters.map(([limiter, key]) => limiter.retryAfterSeconds(key)));
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw tooManyRequests(
      `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      wait,
    );
  }
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
    async signup(input: z.output<typeof signupRequestSchema>, ip: string): Promise<AuthResponse> {
      refuseIfLimited([[limiters.ip, ip]]);
      if (await users.findByEmail(input.email)) {
        limiters.ip.recordFailure(ip);
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
      const accountKey = `login:${input.email}`;
      refuseIfLimited([
        [limiters.ip, ip],
        [limiters.account, accountKey],
      ]);
      const row = await users.findByEmail(input.email);
      const ok = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!row || !ok) {
        limiters.ip.recordFailure(ip);
        limiters.account.recordFailure(accountKey);
        throw unauthorized('Invalid email or password.');
      }
      limiters.account.reset(accountKey);
      return respond(row);
    },

    async updateProfile(
      user: UserRow,
      input: z.output<typeof updateProfileRequestSchema>,
    ): Promise<User> {
      if (input.email !== user.email) {
        const owner = await users.findByEmail(input.email);
        if (owner && owner.id !== user.id) throw conflict(EMAIL_TAKEN);
      }
      try {
        const row = await users.updateProfile(user.id, input);
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
      const key = `password:${user.id}`;
      refuseIfLimited([[limiters.account, key]]);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        limiters.account.recordFailure(key);
        throw badRequest('Your current password is incorrect.', [
          { path: 'currentPassword', message: 'Your current password is incorrect.' },
        ]);
      }
      limiters.account.reset(key);
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
