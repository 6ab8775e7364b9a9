import type { CoachRequest, CoachTurn } from '../ai/coach.js';
import { AGENT_CATALOGUE } from '../db/seed/agents-catalogue.js';

/** A coach request as the chat service builds it, for one of the catalogue's coaches. */
export function coachRequest(
  agentId: number,
  content: string,
  { history = [], firstName = 'Robin' }: { history?: CoachTurn[]; firstName?: string } = {},
): CoachRequest {
  const entry = AGENT_CATALOGUE.find((a) => a.id === agentId);
  if (!entry) throw new Error(`no agent ${agentId}`);
  return {
    agent: {
      id: agentId,
      name: entry.name,
      category: entry.category,
      persona: entry.persona,
      questions: entry.questions,
    },
    settings: { model: 'gpt-4o', temperature: 0.7, maxTokens: 1000, systemPrompt: null },
    history,
    message: { content, attachments: [] },
    user: { firstName },
    signal: new AbortController().signal,
  };
}
