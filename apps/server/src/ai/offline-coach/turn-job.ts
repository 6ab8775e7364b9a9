import { nlp } from '../../nlp/english.js';
import type { CoachRequest } from '../coach.js';
import { respond } from './respond.js';
import { warmLibrary } from './retrieve.js';

/**
 * One offline-coach turn as a worker-pool job: the reply and its follow-up suggestions, computed
 * together from a structured-cloneable copy of the request (no abort signal, no image bytes: the
 * offline coach never looks inside images). Reading the message with wink-nlp and checking each
 * suggestion against the conversation is CPU work, kept off the server's own thread.
 */
export type TurnInput = Omit<CoachRequest, 'signal'>;

export interface TurnOutput {
  reply: string;
  suggestions: string[];
}

/** Loads the composer and the English model and reads one sentence: a new worker's warm-up. */
export function warm(): void {
  nlp.readDoc('I feel stuck in my job.');
  warmLibrary();
}

export function offlineTurn(input: TurnInput): TurnOutput {
  const request: CoachRequest = { ...input, signal: new AbortController().signal };
  return respond(request);
}

/** The request without what a worker cannot (or need not) receive. */
export function turnInput(request: CoachRequest): TurnInput {
  const { signal: _signal, ...rest } = request;
  // A hook is a function, which cannot cross into a worker; the coach inside has no use for it.
  const safety = rest.safety && { ...rest.safety, onModelRisk: undefined };
  return {
    ...rest,
    ...(safety ? { safety } : {}),
    message: {
      ...rest.message,
      attachments: rest.message.attachments.map((a) =>
        a.kind === 'image' ? { ...a, data: new Uint8Array(0), readText: undefined } : a,
      ),
    },
  };
}
