import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema/users.js';
import { unauthorized } from '../lib/http-error.js';
import type { SessionCache } from '../lib/session-cache.js';
import type { TokenService } from '../lib/tokens.js';
import type { UsersRepository } from '../modules/auth/auth.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The acting user, set by `app.authenticate`; every data query is scoped by it. */
    user: UserRow | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export interface AuthPluginOptions {
  tokens: TokenService;
  /** The user rows behind sessions, read through a short-lived cache (lib/session-cache.ts). */
  sessions: SessionCache<UserRow>;
}

/** Reads only: these may use a session row up to the cache's age; anything else reads it anew. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Turns `Authorization: Bearer <jwt>` into `request.user` for routes that ask for it. A request
 * that changes something always checks the session against the database; a read may use a row
 * read within the last couple of seconds (see SessionCache for the bound).
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Please log in to continue.');
    const claims = await options.tokens.verify(match[1]);
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    const fresh = !SAFE_METHODS.has(request.method);
    let user = await options.sessions.get(claims.userId, { fresh });
    // A token newer than the remembered row (its password was just changed elsewhere): ask again.
    if (user && !fresh && user.sessionVersion < claims.sessionVersion) {
      user = await options.sessions.get(claims.userId, { fresh: true });
    }
    // A password change bumps the version and so ends every older session.
    if (!user || user.sessionVersion !== claims.sessionVersion) {
      throw unauthorized('Your session has expired. Please log in again.');
    }
    request.user = user;
  });
});

/** The acting user of an authenticated route. */
export function actingUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The users repository with the session cache kept honest on this instance: every write to a
 * user row forgets the cached row once the write is done, so a password change here ends older
 * sessions here at once (and other instances within the cache's age).
 */
export function forgetSessionsOnWrite(
  users: UsersRepository,
  sessions: SessionCache<UserRow>,
): UsersRepository {
  const forget =
    <A extends [string, ...unknown[]], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        sessions.invalidate(args[0]);
      }
    };
  return {
    ...users,
    updateProfile: forget(users.updateProfile),
    setLinkedinProfile: forget(users.setLinkedinProfile),
    updatePassword: forget(users.updatePassword),
  };
}
