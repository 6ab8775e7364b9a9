import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messages } from '../../db/schema/conversations.js';

/** One admitted reply: `started` once its first words are out, `release` when it has ended. */
export interface ReplySlot {
  started(): void;
  release(): void;
}

/**
 * How many replies of the member are streaming on any instance: their rows have status
 * `streaming` (made with a reply's first words, and marked done or incomplete when it ends, or by
 * the sweep within about fifteen seconds when its instance died).
 */
export function createStreamingReplyCount(db: Database) {
  const query = db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, sql.placeholder('userId')), eq(messages.status, 'streaming')))
    .prepare('user_streaming_replies');
  return async (userId: string): Promise<number> => {
    const [row] = await query.execute({ userId });
    return Number(row?.n ?? 0);
  };
}

/**
 * A per-member cap on replies in flight (docs/decisions/023-member-limits-and-fair-work.md). A
 * reply outlives its client, so without it a member who sends 150 messages and leaves keeps 150
 * provider streams open for up to the reply time limit.
 *
 * This instance counts its own replies exactly, from admission to end. Replies on other instances
 * are seen through their rows: the member's `streaming` rows, less this instance's replies that
 * have begun (theirs are among those rows). So across instances the cap holds for every reply
 * that has written its first words; only replies that have not yet written any, on another
 * instance, can briefly go uncounted.
 */
export function createReplySlots(deps: {
  perMember: number;
  /** The member's replies streaming on every instance; none counted when not given. */
  streamingReplies?: (userId: string) => Promise<number>;
}) {
  const byUser = new Map<string, { admitted: number; streaming: number }>();

  return {
    perMember: deps.perMember,

    /** A slot for the member's next reply, or null when they have `perMember` in flight. */
    async acquire(userId: string): Promise<ReplySlot | null> {
      let own = byUser.get(userId);
      if (!own) {
        own = { admitted: 0, streaming: 0 };
        byUser.set(userId, own);
      }
      const mine = own;
      // Reserved before the database is asked, so concurrent sends here cannot both pass.
      mine.admitted += 1;
      let begun = false;
      let released = false;
      const slot: ReplySlot = {
        started() {
          if (begun || released) return;
          begun = true;
          mine.streaming += 1;
        },
        release() {
          if (released) return;
          released = true;
          mine.admitted -= 1;
          if (begun) mine.streaming -= 1;
          if (mine.admitted === 0 && byUser.get(userId) === mine) byUser.delete(userId);
        },
      };
      if (mine.admitted > deps.perMember) {
        slot.release();
        return null;
      }
      if (deps.streamingReplies) {
        try {
          const everywhere = await deps.streamingReplies(userId);
          const elsewhere = Math.max(0, everywhere - mine.streaming);
          if (mine.admitted + elsewhere > deps.perMember) {
            slot.release();
            return null;
          }
        } catch (error) {
          slot.release();
          throw error;
        }
      }
      return slot;
    },

    /** The member's replies admitted on this instance (tests). */
    inFlight(userId: string): number {
      return byUser.get(userId)?.admitted ?? 0;
    },
  };
}

export type ReplySlots = ReturnType<typeof createReplySlots>;
