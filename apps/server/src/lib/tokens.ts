import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'facet';
const AUDIENCE = 'facet-web';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  /** The user's session version when the token was issued (see users.session_version). */
  sessionVersion: number;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** Returns the claims of a valid token, or null for anything else (bad, expired, other alg). */
  verify(token: string): Promise<TokenClaims | null>;
}

/** HS256 JWTs with the algorithm pinned on verification, an issuer, an audience and an expiry. */
export function createTokenService(secret: string): TokenService {
  // Imported once: every authenticated request verifies with it.
  const key = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  key.catch(() => {}); // surfaced by the first sign or verify, never as an unhandled rejection
  return {
    async issue({ userId, sessionVersion }) {
      return new SignJWT({ sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(await key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
        return { userId: payload.sub, sessionVersion: payload.sv };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
