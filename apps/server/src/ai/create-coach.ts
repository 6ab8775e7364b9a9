import { CHAT_MODELS, DEFAULT_CHAT_MODEL } from '@facet/contracts';
import type { Config } from '../config.js';
import type { WorkerPool } from '../lib/worker-pool.js';
import type { Coach } from './coach.js';
import { createLlmCoach, modelResolver } from './llm-coach.js';
import { createOfflineCoach } from './offline-coach.js';

/**
 * Picks the coach from configuration: openai, anthropic, else the offline coach, which reads and
 * composes in `pool`'s worker threads (the coach pool app.ts makes; see createCoachPool).
 */
export function createCoach(ai: Config['ai'], pool?: WorkerPool): Coach {
  if (ai.provider === 'openai') {
    return createLlmCoach({
      provider: 'openai',
      apiKey: ai.openaiApiKey,
      baseURL: ai.openaiBaseUrl,
      modelOverride: ai.model,
    });
  }
  if (ai.provider === 'anthropic') {
    return createLlmCoach({
      provider: 'anthropic',
      apiKey: ai.anthropicApiKey,
      modelOverride: ai.model,
    });
  }
  return createOfflineCoach({ pool });
}

export interface CoachModel {
  /** The conversation's model setting. */
  value: string;
  /** The provider model the server runs for it. */
  label: string;
}

/**
 * The models the chat settings may offer with this configuration: none for the offline coach;
 * with a provider, each conversation model setting and the provider model it runs as; a single
 * entry when AI_MODEL fixes one model for every conversation.
 */
export function coachModelsOf(ai: Config['ai']): CoachModel[] {
  if (ai.provider !== 'openai' && ai.provider !== 'anthropic') return [];
  if (ai.model) return [{ value: DEFAULT_CHAT_MODEL, label: ai.model }];
  const { modelId } = modelResolver({ provider: ai.provider });
  return CHAT_MODELS.map((value) => ({ value, label: modelId(value) }));
}
