import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema/users.js';
import { unauthorized } from '../lib/http-error.js';
import type { SessionCache } from '../lib/session-cache.js';
import type { TokenService } from '../lib/tokens.js';
import type { UsersRepository } from '../modules/auth/auth.repository.js';
import type { SessionsRepository } from '../modules/auth/sessions.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The acting user, set by `app.authenticate`; every data query is scoped by it. */
    user: UserRow | null;
    /** The session the request's token names (a row of `sessions`), set with `user`. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export interface AuthPluginOptions {
  tokens: TokenService;
  /**
   * The user row behind each live session, keyed by session id and read through a short-lived
   * cache (lib/session-cache.ts).
   */
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
  app.decorateRequest('sessionId', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Please log in to continue.');
    const claims = await options.tokens.verify(match[1]);
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    const fresh = !SAFE_METHODS.has(request.method);
    // The session's row is gone once it was ended (logout, sign out everywhere, a password or
    // e-mail change elsewhere, a deleted account): the token then opens nothing.
    const user = await options.sessions.get(claims.sessionId, { fresh, group: claims.userId });
    if (!user || user.id !== claims.userId) {
      throw unauthorized('Your session has expired. Please log in again.');
    }
    request.user = user;
    request.sessionId = claims.sessionId;
  });
});

/** The acting user of an authenticated route. */
export function actingUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The session of an authenticated route. */
export function actingSession(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized();
  return request.sessionId;
}

/**
 * The users repository with the session cache kept honest on this instance: every write to a
 * user row forgets that member's cached sessions once the write is done, so a password change
 * here ends older sessions here at once (and other instances within the cache's age).
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
        sessions.invalidateGroup(args[0]);
      }
    };
  return {
    ...users,
    updateProfile: forget(users.updateProfile),
    setLinkedinProfile: forget(users.setLinkedinProfile),
    updatePassword: forget(users.updatePassword),
  };
}

/** The sessions repository, forgetting a member's cached sessions whenever some of them end. */
export function forgetSessionsOnEnd(
  repository: SessionsRepository,
  sessions: SessionCache<UserRow>,
): SessionsRepository {
  const forget =
    <A extends [string, ...unknown[]], R>(end: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await end(...args);
      } finally {
        sessions.invalidateGroup(args[0]);
      }
    };
  return {
    ...repository,
    delete: forget(repository.delete),
    deleteAll: forget(repository.deleteAll),
    deleteOthers: forget(repository.deleteOthers),
  };
}
