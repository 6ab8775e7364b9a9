import { type Coach, type CoachFollowUp, type CoachRequest, memberName } from '../coach.js';
import type { CrisisAssessment, CrisisKind } from './detect.js';
import {
  CONCERN_SUGGESTIONS,
  CRISIS_SUGGESTIONS,
  CRISIS_TITLE,
  concernReply,
  crisisReply,
} from './messages.js';
import { RISK_CHECK_HOLD_MS, type RiskVerdict, verdictKind } from './model-check.js';

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
  /** The kind a concern is about, when it is one (abuse): its check-in speaks to that. */
  concernKind: CrisisKind | null = null,
): NonNullable<CoachRequest['safety']> {
  return {
    crisis: assessment,
    concern: !assessment && concern,
    careful: assessment?.kinds[0] ?? (concern ? concernKind : null) ?? markedBefore,
  };
}

/** The crisis reply in small pieces, streamed like any other reply. */
async function* pieces(text: string, signal: AbortSignal): AsyncIterable<string> {
  for (const piece of text.match(/\s*\S+(?:\s+\S+){0,3}/g) ?? []) {
    if (signal.aborted) return;
    yield piece;
  }
}

/** What the member reads instead of a reply when the model's own reading finds risk. */
function safetyReplyFor(verdict: RiskVerdict, request: CoachRequest): string {
  const name = memberName(request);
  if (verdict.level === 'crisis') {
    return crisisReply({ kinds: [verdictKind(verdict)], aboutOther: false, evidence: [] }, name);
  }
  return concernReply(name, request.safety?.careful ?? null);
}

/**
 * A reply from a coach backed by a model, with the model's own risk reading asked beside it: the
 * reply is requested at once, but its words are held until the reading answers (at most
 * RISK_CHECK_HOLD_MS), so the first word waits only when the reading is slower than the reply.
 * If the reading finds risk the local reader missed, the reply is dropped unseen (its call is
 * aborted) and the safety reply is streamed instead; the turn then counts as a crisis or concern
 * for its suggestions and title, and `onModelRisk` lets the server mark the conversation.
 */
async function* checkedReply(coach: Coach, request: CoachRequest): AsyncIterable<string> {
  const replyCall = new AbortController();
  const signal = AbortSignal.any([request.signal, replyCall.signal]);
  const reading = (coach.checkRisk as NonNullable<Coach['checkRisk']>)(request, signal)
    .catch(() => null)
    .then((verdict) => ({ verdict }));
  const waited = new Promise<{ verdict: null }>((resolve) => {
    const timer = setTimeout(() => resolve({ verdict: null }), RISK_CHECK_HOLD_MS);
    timer.unref?.();
    reading.then(() => clearTimeout(timer));
  });
  const settled = Promise.race([reading, waited]);
  const words = coach.streamReply({ ...request, signal })[Symbol.asyncIterator]();
  const held: string[] = [];
  let next = words.next();
  let verdict: RiskVerdict | null | undefined;
  try {
    while (verdict === undefined) {
      const step = await Promise.race([next.then((r) => ({ r })), settled]);
      if ('verdict' in step) {
        verdict = step.verdict;
        break;
      }
      if (step.r.done) {
        verdict = (await settled).verdict;
        break;
      }
      held.push(step.r.value);
      next = words.next();
    }
    if (verdict && verdict.level !== 'none' && !request.signal.aborted) {
      next.catch(() => {}); // the dropped reply's last read ends with the abort below
      replyCall.abort();
      if (request.safety) {
        if (verdict.level === 'crisis') {
          request.safety.crisis = {
            kinds: [verdictKind(verdict)],
            aboutOther: false,
            evidence: [],
          };
        } else request.safety.concern = true;
        request.safety.onModelRisk?.(verdict);
      }
      yield* pieces(safetyReplyFor(verdict, request), request.signal);
      return;
    }
    for (const word of held) yield word;
    for (let r = await next; !r.done; r = await words.next()) yield r.value;
  } finally {
    await words.return?.();
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
      if (coach.checkRisk) return checkedReply(coach, request);
      return coach.streamReply(request);
    },
    ...(coach.checkRisk ? { checkRisk: coach.checkRisk.bind(coach) } : {}),
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
