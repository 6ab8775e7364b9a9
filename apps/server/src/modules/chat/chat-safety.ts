import type { FastifyBaseLogger } from 'fastify';
import type { CoachSafety } from '../../ai/coach.js';
import { isCrisisKind } from '../../ai/safety/detect.js';
import { assessCrisis, safetyFor } from '../../ai/safety/safety-net.js';
import type { ConversationRow } from '../../db/schema/conversations.js';
import type { ConversationsService } from '../conversations/conversations.service.js';

/**
 * The safety check of one chat turn, run by the server whatever the coach: reads the message for
 * crisis language, marks the conversation when it finds some (so later turns stay careful), and
 * says what the coach must do. The message text never reaches the log.
 */
export async function checkTurnSafety(
  deps: { conversations: Pick<ConversationsService, 'markCrisis'>; log: FastifyBaseLogger },
  userId: string,
  conversation: ConversationRow,
  content: string,
): Promise<CoachSafety> {
  const crisis = assessCrisis(content);
  const markedBefore = isCrisisKind(conversation.crisisKind) ? conversation.crisisKind : null;
  if (crisis) {
    await deps.conversations.markCrisis(userId, conversation.id, crisis.kinds[0] ?? 'suicide');
    deps.log.info(
      { sessionId: conversation.sessionId, kinds: crisis.kinds, aboutOther: crisis.aboutOther },
      'crisis language: answered with crisis resources, the model is not called',
    );
  }
  return safetyFor(crisis, markedBefore);
}
