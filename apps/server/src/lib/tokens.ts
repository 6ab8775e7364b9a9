import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'facet';
const AUDIENCE = 'facet-web';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** Valid tokens remembered after their first verification (most recent kept). */
const VERIFIED_TOKENS_KEPT = 10_000;
/** Clocks of several instances may differ a little. */
const CLOCK_TOLERANCE_SECONDS = 60;

export interface TokenClaims {
  userId: string;
  /** The session's row in `sessions`; deleting it ends the session (ADR 022). */
  sessionId: string;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** Returns the claims of a valid token, or null for anything else (bad, expired, other alg). */
  verify(token: string): Promise<TokenClaims | null>;
}

/**
 * HS256 JWTs with the algorithm pinned on verification, an issuer, an audience and an expiry.
 * A token is immutable, so once its signature and claims check out the result is remembered
 * until it expires: every authenticated request verifies its token, and the HMAC is the costliest
 * step of that. Only valid tokens are remembered, at most VERIFIED_TOKENS_KEPT of them.
 *
 * Verification requires `exp` and `iat` and refuses a token meant to outlive the lifetime policy
 * (`exp` more than TOKEN_LIFETIME_SECONDS after `iat`, or `iat` in the future): a token without an
 * expiry would be a session that never ends, and only a leaked secret could make one.
 */
export function createTokenService(secret: string): TokenService {
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
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
    async issue({ userId, sessionId }) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          // Refuses an `iat` in the future (beyond the tolerance) as well as a too-old one.
          maxTokenAge: TOKEN_LIFETIME_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        const { exp, iat } = payload as { exp: number; iat: number };
        if (exp - iat > TOKEN_LIFETIME_SECONDS + CLOCK_TOLERANCE_SECONDS) return null;
        // Tokens from before server-side sessions carry no `sid`: they are refused (sign in again).
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        // A token without an expiry (never issued here) is not remembered.
        if (typeof payload.exp === 'number') {
          verified.set(token, { claims, expiresAt: payload.exp * 1000 });
          if (verified.size > VERIFIED_TOKENS_KEPT) {
            const oldest = verified.keys().next().value;
            if (oldest !== undefined) verified.delete(oldest);
          }
        }
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
