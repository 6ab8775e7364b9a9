const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new chat session id, made in the browser from a timestamp plus random text.
 * URL-safe by construction ([A-Za-z0-9_-]), e.g. "session_lx3k9a2b_f8k2m1q9z0".
 */
function createSessionId(now: number = Date.now()): string {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte % ALPHABET.length];
  return `session_${now.toString(36)}_${random}`;
}

/** Router state of a chat opened by a Start button: its session id was just made. */
const NEW_SESSION_STATE = { newSession: true } as const;

/**
 * Where a Start button goes: a fresh session of `agentId`. The agent list pages spell the query
 * parameter `agent`, the self-assessment flow `agentId`; the chat reads both.
 */
export function newChatTarget(agentId: number, param: 'agent' | 'agentId') {
  return {
    to: `/chat/${createSessionId()}?${param}=${agentId}`,
    options: { state: NEW_SESSION_STATE },
  };
}

/**
 * Was this chat opened by a Start button (so there is nothing to fetch yet)? The chat clears the
 * mark when the first message goes, so a reload after it reads the conversation.
 */
export function isNewSession(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { newSession?: unknown }).newSession === true
  );
}
