import { type JobTarget, WorkerPool, type WorkerPoolOptions } from '../lib/worker-pool.js';
import {
  type Coach,
  type CoachAttachment,
  CoachError,
  type CoachFollowUp,
  type CoachRequest,
} from './coach.js';
import { offlineTurn, type TurnOutput, turnInput } from './offline-coach/turn-job.js';
import { buildOfflineProfile } from './profile/engine.js';
import { titleFromMessage } from './prompts.js';

/**
 * The embedded coach: no network, deterministic for a given conversation, and honest about being
 * offline. It reads what the member asks with wink-nlp (offline-coach/understand.ts), answers
 * requests of its own field concretely from what they wrote, attached and uploaded
 * (offline-coach/plans-*.ts), follows up on its own earlier answers, and points to the right coach
 * for anything outside its field. The data it works from (intents, each coach's field, role
 * checklists, practical steps) lives beside the logic in offline-coach/.
 *
 * Crisis language never reaches it: the server's safety layer (ai/safety) answers it first.
 */

export interface OfflineCoachOptions {
  /** Pause between streamed words; 0 in tests. */
  wordDelayMs?: number;
  /** Worker threads for the reading and composing; without one it runs on the calling thread. */
  pool?: WorkerPool;
}

const turnJob = new URL('./offline-coach/turn-job.js', import.meta.url);
const TURN_JOB = { module: turnJob, fn: 'offlineTurn' };

/**
 * The offline coach's worker threads. Workers are unreferenced and stop when idle, so they never
 * hold a shutdown; a turn gets 15 s.
 */
export function createCoachPool(options: Partial<WorkerPoolOptions> = {}): WorkerPool {
  return new WorkerPool({ name: 'coach', maxHeapMb: 256, timeoutMs: 15_000, ...options });
}

/** Run once by a new coach pool at start (WorkerPool.warm). */
export const COACH_WARMUP = { module: turnJob, fn: 'warm' } satisfies JobTarget;

/**
 * The offline coach cannot look at images, so an attached image is read by OCR first, as an
 * uploaded one is (the extraction workers), and reaches the coach as text.
 */
async function withImageText(request: CoachRequest): Promise<CoachRequest> {
  if (!request.message.attachments.some((a) => a.kind === 'image' && a.readText)) return request;
  const attachments = await Promise.all(
    request.message.attachments.map(async (a): Promise<CoachAttachment> => {
      if (a.kind !== 'image' || !a.readText) return a;
      const text = await a.readText().catch(() => null);
      return text
        ? { kind: 'text', name: a.name, mediaType: a.mediaType, text, truncated: false }
        : {
            kind: 'unreadable',
            name: a.name,
            mediaType: a.mediaType,
            reason: 'No legible text could be read from this image.',
          };
    }),
  );
  return { ...request, message: { ...request.message, attachments } };
}

export function createOfflineCoach(options: OfflineCoachOptions = {}): Coach {
  const delay = options.wordDelayMs ?? 15;
  const { pool } = options;
  // The reply and its suggestions are computed once per request, together.
  const turns = new WeakMap<CoachRequest, Promise<TurnOutput>>();

  function turn(request: CoachRequest): Promise<TurnOutput> {
    let pending = turns.get(request);
    if (!pending) {
      pending = withImageText(request).then((read) =>
        pool
          ? pool.run<TurnOutput>(TURN_JOB, turnInput(read)).catch((error: unknown) => {
              throw new CoachError('The offline coach could not answer. Please try again.', {
                cause: error,
              });
            })
          : offlineTurn(turnInput(read)),
      );
      turns.set(request, pending);
    }
    return pending;
  }

  return {
    kind: 'offline',
    async proposeProfile(files) {
      return buildOfflineProfile(files);
    },
    async *streamReply(request) {
      const { reply } = await turn(request);
      const tokens = reply.match(/\s*\S+/g) ?? [];
      for (const token of tokens) {
        if (request.signal.aborted) return;
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        yield token;
      }
    },
    async followUp(request, _reply, wantTitle): Promise<CoachFollowUp> {
      const { suggestions } = await turn(request);
      const firstAttachment = request.message.attachments[0];
      return {
        suggestions,
        ...(wantTitle
          ? {
              title: titleFromMessage(
                request.message.content || (firstAttachment ? `About ${firstAttachment.name}` : ''),
                `Chat with ${request.agent.name}`,
              ),
            }
          : {}),
      };
    },
  };
}
