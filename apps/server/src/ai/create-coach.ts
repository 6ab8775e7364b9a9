import type { Config } from '../config.js';
import type { WorkerPool } from '../lib/worker-pool.js';
import type { Coach } from './coach.js';
import { createLlmCoach } from './llm-coach.js';
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
