import { type Coach, type CoachFollowUp, type CoachRequest, memberName } from '../coach.js';
import type { CrisisAssessment, CrisisKind } from './detect.js';
import { CRISIS_SUGGESTIONS, CRISIS_TITLE, crisisReply } from './messages.js';

export { assessCrisis, type CrisisAssessment, type CrisisKind } from './detect.js';

/** The safety state of one turn: what this message says, and whether the chat was marked before. */
export function safetyFor(
  assessment: CrisisAssessment | null,
  markedBefore: CrisisKind | null,
): NonNullable<CoachRequest['safety']> {
  return { crisis: assessment, careful: assessment?.kinds[0] ?? markedBefore };
}

/** The crisis reply in small pieces, streamed like any other reply. */
async function* pieces(text: string, signal: AbortSignal): AsyncIterable<string> {
  for (const piece of text.match(/\s*\S+(?:\s+\S+){0,3}/g) ?? []) {
    if (signal.aborted) return;
    yield piece;
  }
}

/**
 * Wraps any coach so that a message with crisis language is answered by the server itself: calm
 * words and crisis resources, no coaching, and no call to the model. Every other message goes to
 * the coach, which reads `request.safety.careful` to stay gentle for the rest of the conversation.
 */
export function withSafetyNet(coach: Coach): Coach {
  return {
    kind: coach.kind,
    proposeProfile: (files) => coach.proposeProfile(files),
    streamReply(request) {
      const crisis = request.safety?.crisis;
      if (crisis) return pieces(crisisReply(crisis, memberName(request)), request.signal);
      return coach.streamReply(request);
    },
    async followUp(request, reply, wantTitle): Promise<CoachFollowUp> {
      if (request.safety?.crisis) {
        return {
          suggestions: [...CRISIS_SUGGESTIONS],
          ...(wantTitle ? { title: CRISIS_TITLE } : {}),
        };
      }
      return coach.followUp(request, reply, wantTitle);
    },
  };
}
