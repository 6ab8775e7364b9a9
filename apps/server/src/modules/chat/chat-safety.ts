import type { FastifyBaseLogger } from 'fastify';
import type { CoachSafety, CoachTurn } from '../../ai/coach.js';
import { assessTurnOff, isCrisisKind } from '../../ai/safety/detect.js';
import { isSafetyReply } from '../../ai/safety/messages.js';
import { crisisOf, safetyFor } from '../../ai/safety/safety-net.js';
import type { ConversationRow } from '../../db/schema/conversations.js';
import type { WorkerPool } from '../../lib/worker-pool.js';
import type { ConversationsService } from '../conversations/conversations.service.js';

/**
 * What a model reads in place of a member's message that carried a risk sign. The member's own
 * words about a crisis never reach a provider, on the turn they were written or in any later
 * turn's history.
 */
export const WITHHELD_MESSAGE =
  '[the member wrote about a personal crisis; the safety reply was given]';

/**
 * The safety check of one chat turn, run by the server whatever the coach: reads the message for
 * risk (crisis, concern or none), marks the conversation on a crisis (so later turns stay
 * careful), and says what the coach must do. The message text never reaches the log.
 */
export async function checkTurnSafety(
  deps: {
    conversations: Pick<ConversationsService, 'markCrisis'>;
    log: FastifyBaseLogger;
    /** Reads long messages off the request thread (ai/safety/risk-pool.ts). */
    riskPool?: WorkerPool | null;
  },
  userId: string,
  conversation: ConversationRow,
  content: string,
): Promise<CoachSafety> {
  const risk = await assessTurnOff(content, deps.riskPool);
  const crisis = crisisOf(risk);
  const markedBefore = isCrisisKind(conversation.crisisKind) ? conversation.crisisKind : null;
  if (crisis) {
    await deps.conversations.markCrisis(userId, conversation.id, crisis.kinds[0] ?? 'suicide');
    deps.log.info(
      { sessionId: conversation.sessionId, kinds: crisis.kinds, aboutOther: crisis.aboutOther },
      'crisis language: answered with crisis resources, the model is not called',
    );
  } else if (risk.level === 'concern') {
    deps.log.info(
      { sessionId: conversation.sessionId, concepts: risk.concepts },
      'risk signs: answered with a safety check-in, the model is not called',
    );
  }
  return {
    ...safetyFor(crisis, markedBefore, risk.level === 'concern', risk.kinds[0] ?? null),
    // The model's own reading found what the local one did not: mark the conversation too.
    onModelRisk(verdict) {
      deps.log.info(
        { sessionId: conversation.sessionId, level: verdict.level, kind: verdict.kind },
        "the model's risk reading replaced the reply with the safety reply",
      );
      if (verdict.level !== 'crisis') return;
      deps.conversations
        .markCrisis(userId, conversation.id, verdict.kind ?? 'suicide')
        .catch((error) => deps.log.warn({ err: error }, 'could not mark the conversation'));
    },
  };
}

/**
 * The history a coach (and so a model) reads: members' risk messages replaced by a placeholder.
 * A message is withheld when the local reader finds a risk sign in it, or when the reply it got
 * was a safety reply (the model's own risk reading raised it, or an earlier version of the reader).
 */
export async function withheldRiskMessages(
  history: CoachTurn[],
  riskPool?: WorkerPool | null,
): Promise<CoachTurn[]> {
  return Promise.all(
    history.map(async (turn, i): Promise<CoachTurn> => {
      if (turn.role !== 'user') return turn;
      const answer = history[i + 1];
      const answeredWithCare = answer?.role === 'assistant' && isSafetyReply(answer.content);
      if (answeredWithCare) return { role: 'user', content: WITHHELD_MESSAGE };
      const risk = await assessTurnOff(turn.content, riskPool);
      return risk.level !== 'none' ? { role: 'user', content: WITHHELD_MESSAGE } : turn;
    }),
  );
}
