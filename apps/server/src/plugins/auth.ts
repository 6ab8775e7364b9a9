import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema/users.js';
import { unauthorized } from '../lib/http-error.js';
import type { TokenService } from '../lib/tokens.js';

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
  findUser(id: string): Promise<UserRow | undefined>;
}

/** Turns `Authorization: Bearer <jwt>` into `request.user` for routes that ask for it. */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Please log in to continue.');
    const claims = await options.tokens.verify(match[1]);
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    const user = await options.findUser(claims.userId);
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
