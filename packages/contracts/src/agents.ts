import { z } from 'zod';

/** The theme an agent belongs to (see docs/product.md, Agents and coaches). */
export const AGENT_CATEGORIES = [
  'well-being',
  'career-tools',
  'personal-branding',
  'self-assessment',
] as const;
export type AgentCategory = (typeof AGENT_CATEGORIES)[number];

/** The self-assessment flow's agent (22), and the agent of a conversation created without one (1). */
export const SELF_ASSESSMENT_AGENT_ID = 22;
export const DEFAULT_CONVERSATION_AGENT_ID = 1;
/** Agent ids are 32-bit database integers; a larger id names no agent (and no query is sent). */
export const AGENT_ID_MAX = 2_147_483_647;

/** An agent as the API shows it. The persona (system prompt) never leaves the server. */
export const agentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  model: z.string(),
  isActive: z.boolean(),
  category: z.enum(AGENT_CATEGORIES),
});
export type Agent = z.infer<typeof agentSchema>;

export const agentsResponseSchema = z.object({ agents: z.array(agentSchema) });
export type AgentsResponse = z.infer<typeof agentsResponseSchema>;

/** Which coach answers: the offline coach (no AI service) or an AI provider. */
export const COACH_KINDS = ['offline', 'openai', 'anthropic'] as const;
export const coachStatusResponseSchema = z.object({
  coach: z.object({
    kind: z.enum(COACH_KINDS),
    /** A sentence the chat screen can show as is. */
    label: z.string(),
    /**
     * The models the chat settings may offer: each conversation model setting (`value`, one of
     * the chat models) with the model the server actually runs for it (`label`). Empty for the
     * offline coach, which uses no model; one entry when the server runs a single fixed model.
     */
    models: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
});
export type CoachStatusResponse = z.infer<typeof coachStatusResponseSchema>;

/** Why a conversation or chat with a coach shown as 'Coming Soon' (isActive false) is refused. */
export const coachNotOpenMessage = (name: string) =>
  `${name} isn't open yet: it is coming soon. Choose one of the coaches you can start today.`;
