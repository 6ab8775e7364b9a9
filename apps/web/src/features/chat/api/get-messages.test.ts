import { describe, expect, it } from 'vitest';
import { makeMessage } from '@/test/fixtures';
import { AWAITING_REPLY_MS, replyPending } from './get-messages';

describe('replyPending', () => {
  const now = Date.parse('2026-01-01T12:00:00.000Z');
  const at = (ms: number) => new Date(now - ms).toISOString();

  it('is true while a reply is being written', () => {
    expect(replyPending([makeMessage({ status: 'streaming' })], now)).toBe(true);
  });

  it('is true for a recent unanswered message, false once it is old or answered', () => {
    const user = (ago: number) => makeMessage({ role: 'user', timestamp: at(ago) });
    expect(replyPending([user(5_000)], now)).toBe(true);
    expect(replyPending([user(AWAITING_REPLY_MS + 1)], now)).toBe(false);
    expect(replyPending([user(5_000), makeMessage()], now)).toBe(false);
    expect(replyPending([], now)).toBe(false);
    expect(replyPending(undefined, now)).toBe(false);
  });
});
