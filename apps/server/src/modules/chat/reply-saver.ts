import type { FastifyBaseLogger } from 'fastify';
import type { MessageRow } from '../../db/schema/conversations.js';
import type { ReplyRows } from '../conversations/conversations.service.js';

/** How often the text of replies being streamed is saved (and their heartbeat written). */
export const REPLY_SAVE_INTERVAL_MS = 2_000;
/**
 * A streaming row not written for this long belongs to a process that died (five missed saves):
 * the sweep marks it incomplete.
 */
export const ABANDONED_REPLY_MS = 10_000;

/** Resolves once the current turn of the event loop is over (its ticks and output included). */
export const afterThisTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One reply being streamed: its text grows in memory and reaches the database in the background. */
export interface LiveReply {
  /** Adds streamed text. Never waits for the database. */
  append(delta: string): void;
  /**
   * Saves the text so far now (when the row exists): the row then holds at least `length`
   * characters (UTF-16 units) of it. `id` is the row's, absent while it has not been made.
   */
  sync(): Promise<{ id: string | undefined; length: number }>;
  /**
   * Saves the reply's final state on the same row (made now if it never was) and stops saving it
   * in the background; nothing when the reply has no text.
   */
  finish(values: {
    status: 'complete' | 'incomplete';
    suggestions?: string[] | null;
  }): Promise<MessageRow | undefined>;
}

interface Entry {
  userId: string;
  conversationId: string;
  text: string;
  /** The row's id, once its insert succeeded. */
  id?: string;
  /** The insert in flight, if any. */
  starting?: Promise<void>;
  /** How much of `text` the row holds. */
  savedLength: number;
}

/**
 * Keeps replies safe while they stream, so a crash loses at most the last two seconds of one:
 * the row is made (status `streaming`) when the first words arrive, and every two seconds one
 * statement saves the new text of every live reply of this process, or just its heartbeat when
 * nothing new came. The stream never waits for these writes: at most one batch is in flight, and
 * the next one takes whatever text has arrived by then.
 */
export function createReplySaver(deps: {
  conversations: ReplyRows;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const { conversations, log } = deps;
  const intervalMs = deps.intervalMs ?? REPLY_SAVE_INTERVAL_MS;
  const live = new Set<Entry>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  const start = (entry: Entry) => {
    // After the words that made it are on their way: Node sends a streamed chunk on the next
    // tick, and an embedded database would otherwise run the insert before that tick.
    entry.starting = afterThisTurn()
      .then(async () => {
        const text = entry.text;
        const id = await conversations.startReply({
          userId: entry.userId,
          conversationId: entry.conversationId,
          content: text,
        });
        entry.id = id;
        entry.savedLength = text.length;
      })
      .catch((err: unknown) => log.warn({ err }, 'could not save the start of a reply; will retry'))
      .finally(() => {
        entry.starting = undefined;
      });
  };

  const flush = async () => {
    const batch: Array<{ entry: Entry; length: number }> = [];
    const rows: Array<{ id: string; content?: string }> = [];
    for (const entry of live) {
      if (!entry.id) {
        // Its insert failed: try again with the text so far.
        if (!entry.starting && entry.text.trim()) start(entry);
        continue;
      }
      const changed = entry.text.length !== entry.savedLength;
      batch.push({ entry, length: entry.text.length });
      rows.push(changed ? { id: entry.id, content: entry.text } : { id: entry.id });
    }
    if (rows.length === 0) return;
    try {
      await conversations.saveStreamingReplies(rows);
      for (const { entry, length } of batch)
        entry.savedLength = Math.max(entry.savedLength, length);
    } catch (err) {
      log.warn({ err }, 'could not save replies in progress; will retry');
    }
  };

  const tick = () => {
    if (flushing) return; // the previous batch is still being written: the next tick catches up
    flushing = flush().finally(() => {
      flushing = undefined;
    });
  };

  const track = (entry: Entry) => {
    live.add(entry);
    if (!timer) {
      timer = setInterval(tick, intervalMs);
      timer.unref();
    }
  };
  const untrack = (entry: Entry) => {
    live.delete(entry);
    if (live.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  return {
    begin(userId: string, conversationId: string): LiveReply {
      const entry: Entry = { userId, conversationId, text: '', savedLength: 0 };
      let tracked = false;
      return {
        append(delta) {
          entry.text += delta;
          // The row is made with the first words (whitespace alone is not worth one).
          if (!tracked && entry.text.trim()) {
            tracked = true;
            track(entry);
            start(entry);
          }
        },
        async sync() {
          await entry.starting;
          const length = entry.text.length;
          if (entry.id && entry.savedLength < length) {
            await conversations.saveStreamingReplies([
              { id: entry.id, content: entry.text.slice(0, length) },
            ]);
            entry.savedLength = Math.max(entry.savedLength, length);
          }
          return { id: entry.id, length };
        },
        async finish({ status, suggestions }) {
          untrack(entry);
          // One write at a time per reply: the insert and any batch holding it come first.
          await entry.starting;
          await flushing;
          if (!entry.text.trim()) return undefined;
          const values = { content: entry.text, status, suggestions: suggestions ?? null };
          if (entry.id) {
            const row = await conversations.finishReply(entry.userId, entry.id, values);
            if (row) return row;
          }
          // Never started (the insert failed) or removed meanwhile (the messages were cleared).
          return conversations.addMessage({
            userId: entry.userId,
            conversationId: entry.conversationId,
            role: 'assistant',
            ...values,
          });
        },
      };
    },

    /** Replies being streamed by this process. */
    get size() {
      return live.size;
    },
  };
}

export type ReplySaver = ReturnType<typeof createReplySaver>;

/**
 * Marks incomplete the replies a crashed process left streaming: once at start, then every few
 * seconds. Only rows whose heartbeat stopped are touched, so live streams of other instances
 * sharing the database are never marked.
 */
export function startAbandonedReplySweep(deps: {
  conversations: ReplyRows;
  log: FastifyBaseLogger;
  staleMs?: number;
  /**
   * The limit of the sweep at start: 0 when no other process can share the database (an embedded
   * one), so a crash's replies are marked at once.
   */
  staleMsAtStart?: number;
  intervalMs?: number;
}): { first: Promise<void>; stop(): void } {
  const staleMs = deps.staleMs ?? ABANDONED_REPLY_MS;
  let running: Promise<void> | undefined;
  const sweep = (limitMs = staleMs) => {
    running ??= deps.conversations
      .markAbandonedReplies(limitMs)
      .then(
        (marked) => {
          if (marked) deps.log.info({ marked }, 'marked replies cut short by a crash incomplete');
        },
        (err: unknown) => deps.log.warn({ err }, 'sweeping abandoned replies failed'),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = sweep(deps.staleMsAtStart ?? staleMs);
  const timer = setInterval(() => sweep(), deps.intervalMs ?? staleMs / 2);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
