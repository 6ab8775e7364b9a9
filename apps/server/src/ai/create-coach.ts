import type { Config } from '../config.js';
import type { Coach } from './coach.js';
import { createLlmCoach } from './llm-coach.js';
import { createOfflineCoach } from './offline-coach.js';

/** Picks the coach from configuration (DESIGN §3: openai, anthropic, else offline). */
export function createCoach(ai: Config['ai']): Coach {
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
  return createOfflineCoach();
}
