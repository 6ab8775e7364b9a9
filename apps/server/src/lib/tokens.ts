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
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, sessionVersion }) {
      return new SignJWT({ sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
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
