import type { CoachTurn } from '../ai/coach.js';
import { respond } from '../ai/offline-coach/respond.js';
import { coachRequest } from './coach-request.js';

/** The offline coach's replies to a member's messages, sent one after another in one chat. */
export function conversation(agentId: number, messages: string[]): string[] {
  const history: CoachTurn[] = [];
  const replies: string[] = [];
  for (const m of messages) {
    const { reply } = respond(coachRequest(agentId, m, { history: [...history] }));
    replies.push(reply);
    history.push({ role: 'user', content: m }, { role: 'assistant', content: reply });
  }
  return replies;
}

/** A `[bracketed]` placeholder left in a reply (a Markdown link's text is not one). */
export const PLACEHOLDER = /\[[A-Za-z][^\]\n]{0,60}\](?!\()/;

/** The bold titles of a reply's numbered options ("1. **…**"), in order. */
export const options = (reply: string) =>
  reply
    .split('\n')
    .map((l) => /^\d+\.\s+\*\*(.+)\*\*\s*$/.exec(l)?.[1])
    .filter((x): x is string => Boolean(x));

/** A reply's quoted draft (its "> " lines), without the quote marks. */
export const quoted = (reply: string) =>
  reply
    .split('\n')
    .filter((l) => l.startsWith('>'))
    .map((l) => l.replace(/^>\s?/, ''))
    .join('\n');
