const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * SPEC §2: a new chat session id made in the browser from a timestamp plus random text.
 * URL-safe by construction ([A-Za-z0-9_-]), e.g. "session_lx3k9a2b_f8k2m1q9z0".
 */
export function createSessionId(now: number = Date.now()): string {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte % ALPHABET.length];
  return `session_${now.toString(36)}_${random}`;
}
