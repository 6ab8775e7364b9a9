import { type Coach, type CoachFollowUp, type CoachRequest, memberName } from '../coach.js';
import type { CrisisAssessment, CrisisKind } from './detect.js';
import {
  CONCERN_SUGGESTIONS,
  CRISIS_SUGGESTIONS,
  CRISIS_TITLE,
  concernReply,
  crisisReply,
} from './messages.js';

export {
  assessCrisis,
  assessTurn,
  type CrisisAssessment,
  type CrisisKind,
  crisisOf,
  type RiskAssessment,
} from './detect.js';

/**
 * The safety state of one turn: what this message says (a crisis, or a concern: distress with a
 * risk sign but no named danger), and whether the chat was marked before.
 */
export function safetyFor(
  assessment: CrisisAssessment | null,
  markedBefore: CrisisKind | null,
  concern = false,
): NonNullable<CoachRequest['safety']> {
  return {
    crisis: assessment,
    concern: !assessment && concern,
    careful: assessment?.kinds[0] ?? markedBefore,
  };
}

/** The crisis reply in small pieces, streamed like any other reply. */
async function* pieces(text: string, signal: AbortSignal): AsyncIterable<string> {
  for (const piece of text.match(/\s*\S+(?:\s+\S+){0,3}/g) ?? []) {
    if (signal.aborted) return;
    yield piece;
  }
}

/**
 * Wraps any coach so that a message that carries a risk sign is answered by the server itself,
 * whatever coach was asked, with no call to the model: a crisis gets calm words and the resources
 * for its kind; a concern gets a warm check-in that asks whether the member is safe. Every other
 * message goes to the coach, which reads `request.safety.careful` to stay gentle for the rest of the
 * conversation. A coaching template is never the answer to a message with a risk sign.
 */
export function withSafetyNet(coach: Coach): Coach {
  return {
    kind: coach.kind,
    proposeProfile: (files) => coach.proposeProfile(files),
    streamReply(request) {
      const crisis = request.safety?.crisis;
      if (crisis) return pieces(crisisReply(crisis, memberName(request)), request.signal);
      if (request.safety?.concern) {
        return pieces(concernReply(memberName(request), request.safety.careful), request.signal);
      }
      return coach.streamReply(request);
    },
    async followUp(request, reply, wantTitle): Promise<CoachFollowUp> {
      if (request.safety?.crisis || request.safety?.concern) {
        return {
          suggestions: [...(request.safety.crisis ? CRISIS_SUGGESTIONS : CONCERN_SUGGESTIONS)],
          ...(wantTitle ? { title: CRISIS_TITLE } : {}),
        };
      }
      return coach.followUp(request, reply, wantTitle);
    },
  };
}
