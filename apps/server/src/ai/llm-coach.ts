import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import {
  DEFAULT_CHAT_MODEL,
  proposeActionToolSchema,
  proposeGoalToolSchema,
} from '@facet/contracts';
import {
  asSchema,
  generateText,
  type LanguageModel,
  type ModelMessage,
  Output,
  type Tool,
  tool,
} from 'ai';
import { z } from 'zod';
import { type Coach, CoachError, type CoachFollowUp, type CoachRequest } from './coach.js';
import { MAX_STATEMENTS_PER_DIMENSION, type ProposedProfile } from './insights.js';
import { createOfflineCoach } from './offline-coach.js';
import {
  buildSystemPrompt,
  describeAttachments,
  describeUserContext,
  FOLLOW_UP_INSTRUCTIONS,
  PROFILE_INSTRUCTIONS,
  profileFilesPrompt,
  TITLE_INSTRUCTIONS,
} from './prompts.js';
import {
  RISK_CHECK_HOLD_MS,
  RISK_CHECK_INSTRUCTIONS,
  riskVerdictSchema,
} from './safety/model-check.js';

export interface LlmCoachOptions {
  provider: 'openai' | 'anthropic';
  apiKey?: string;
  /** The provider's endpoint: any OpenAI-compatible server, or an Anthropic gateway (tests). */
  baseURL?: string;
  /** Use this provider model for every conversation instead of the conversation's label. */
  modelOverride?: string;
  /** How long the follow-up call may take before suggestions fall back to the offline ones. */
  followUpTimeoutMs?: number;
}

/** Conversation model labels mapped to Anthropic models when Anthropic is the provider. */
const ANTHROPIC_MODELS: Record<string, string> = {
  'gpt-4o': 'claude-sonnet-4-5',
  'gpt-4': 'claude-opus-4-1',
  'gpt-3.5-turbo': 'claude-haiku-4-5',
};

const VISION_MODELS = /(gpt-4o|gpt-4\.1|gpt-4-turbo|gpt-5|vision|llava|claude)/i;

const statementSchema = z.object({
  statement: z.string().describe('One sentence in the second person, at most 25 words.'),
  fileId: z.string().describe('The id of the file that supports the statement, e.g. F1.'),
  quote: z.string().describe('Words copied exactly from that file that support the statement.'),
});
const dimension = z.array(statementSchema).max(MAX_STATEMENTS_PER_DIMENSION);
const profileSchema = z.object({
  vision: dimension,
  beliefs: dimension,
  values: dimension,
  behaviours: dimension,
  limitingBeliefs: dimension,
  limitingBehaviours: dimension,
});

const followUpSchema = z.object({
  suggestions: z.array(z.string()).min(1).max(6),
  title: z.string().optional(),
});

/**
 * The tools a coach's model may call while it replies: it proposes, the member decides. Their
 * inputs are the contracts' schemas, so the server checks a call with the same rules (and the
 * model is told them as JSON Schema). Nothing runs on a call: the reply goes on, and the server
 * keeps what passes as a pending proposal on the reply.
 */
export const PROPOSAL_TOOLS: Record<'propose_goal' | 'propose_action', Tool> = {
  propose_goal: tool({
    description:
      'Propose a goal the member could save with one click, when they have agreed on something concrete to work towards. Use their words for the title.',
    inputSchema: proposeGoalToolSchema,
  }),
  propose_action: tool({
    description:
      "Propose a next action with an optional due date (YYYY-MM-DD) for one of the member's open goals, named exactly as in their journey.",
    inputSchema: proposeActionToolSchema,
  }),
};

/** The proposal tools in the providers' own shape. */
async function providerTools() {
  return Promise.all(
    Object.entries(PROPOSAL_TOOLS).map(async ([name, t]) => ({
      type: 'function' as const,
      name,
      description: t.description,
      inputSchema: await asSchema(t.inputSchema).jsonSchema,
    })),
  );
}

/** The provider's failure, worded for the member (details go to the log through `cause`). */
function providerError(error: unknown): CoachError {
  const status = (error as { statusCode?: number })?.statusCode;
  const message =
    status === 401 || status === 403
      ? 'The AI provider refused our credentials. Please tell your administrator.'
      : status === 429
        ? 'The AI provider is busy right now. Please try again in a minute.'
        : 'The AI provider failed to respond. Please try again.';
  return new CoachError(message, { cause: error });
}

/** The provider's model for a conversation's model label (or the configured override). */
export function modelResolver(options: LlmCoachOptions) {
  const openai =
    options.provider === 'openai'
      ? createOpenAI({ apiKey: options.apiKey ?? 'not-needed', baseURL: options.baseURL })
      : undefined;
  const anthropic =
    options.provider === 'anthropic'
      ? createAnthropic({ apiKey: options.apiKey, baseURL: options.baseURL })
      : undefined;

  function modelId(label: string): string {
    if (options.modelOverride) return options.modelOverride;
    return anthropic ? (ANTHROPIC_MODELS[label] ?? 'claude-sonnet-4-5') : label;
  }

  function model(label: string): ProviderModel {
    const id = modelId(label);
    if (openai) return openai.chat(id);
    if (anthropic) return anthropic(id);
    throw new Error('no provider configured');
  }
  return { model, modelId };
}

/** A provider's model, called through the AI SDK's functions or directly (a streamed reply). */
type ProviderModel = ReturnType<ReturnType<typeof createOpenAI>['chat']> & LanguageModel;
/** A reply's prompt in the providers' own shape. */
type ProviderPrompt = Parameters<ProviderModel['doStream']>[0]['prompt'];

export function createLlmCoach(options: LlmCoachOptions): Coach {
  const offline = createOfflineCoach({ wordDelayMs: 0 });
  const { model, modelId } = modelResolver(options);

  /**
   * The reply's messages in the providers' own shape, as the AI SDK's streamText would pass them:
   * the reply is streamed from the model directly (`doStream`), without streamText's machinery,
   * which held about 175 KB more per open stream (bench/chat-stream.mjs) for nothing a chat
   * reply uses (tools, steps, several views of one stream).
   */
  function providerPrompt(request: CoachRequest): ProviderPrompt {
    const prompt: ProviderPrompt = [{ role: 'system', content: buildSystemPrompt(request) }];
    for (const message of messages(request)) {
      if (message.role === 'assistant') {
        prompt.push({
          role: 'assistant',
          content: [{ type: 'text', text: String(message.content) }],
        });
      } else if (message.role === 'user') {
        prompt.push({
          role: 'user',
          content:
            typeof message.content === 'string'
              ? [{ type: 'text', text: message.content }]
              : message.content.map((part) =>
                  part.type === 'image'
                    ? {
                        type: 'file',
                        data: part.image as Uint8Array,
                        mediaType: part.mediaType ?? 'image/png',
                      }
                    : { type: 'text', text: part.type === 'text' ? part.text : '' },
                ),
        });
      }
    }
    return prompt;
  }

  function messages(request: CoachRequest): ModelMessage[] {
    const canSeeImages = VISION_MODELS.test(modelId(request.settings.model));
    // The member's documents come first, on the user's side, after the system message's rules.
    const documents = describeUserContext(request);
    const history: ModelMessage[] = [
      ...(documents ? [{ role: 'user' as const, content: documents }] : []),
      ...request.history.map((turn) => ({ role: turn.role, content: turn.content })),
    ];
    const attachmentText = describeAttachments(request.message.attachments, canSeeImages);
    const text = [request.message.content, attachmentText].filter(Boolean).join('\n\n');
    const images = canSeeImages
      ? request.message.attachments.flatMap((a) =>
          a.kind === 'image'
            ? [{ type: 'image' as const, image: a.data, mediaType: a.mediaType }]
            : [],
        )
      : [];
    history.push({
      role: 'user',
      content: images.length
        ? [{ type: 'text' as const, text: text || 'Please look at the attached image.' }, ...images]
        : text,
    });
    return history;
  }

  return {
    kind: options.provider,
    async proposeProfile(files): Promise<ProposedProfile> {
      // Files are named F1, F2, … in the prompt; map the model's references back to real ids.
      const aliases = files.map((file, index) => ({ alias: `F${index + 1}`, file }));
      try {
        const { output } = await generateText({
          model: model(DEFAULT_CHAT_MODEL),
          system: PROFILE_INSTRUCTIONS,
          prompt: profileFilesPrompt(aliases),
          output: Output.object({ schema: profileSchema }),
          temperature: 0.2,
          maxOutputTokens: 3000,
          maxRetries: 1,
          abortSignal: AbortSignal.timeout(90_000),
        });
        const real = new Map(aliases.map(({ alias, file }) => [alias, file.id]));
        const profile = {} as ProposedProfile;
        for (const [key, items] of Object.entries(output) as Array<
          [keyof ProposedProfile, typeof output.vision]
        >) {
          profile[key] = items.map((item) => ({
            ...item,
            fileId: real.get(item.fileId.trim()) ?? '',
          }));
        }
        return profile;
      } catch (error) {
        throw providerError(error);
      }
    },
    async *streamReply(request) {
      const { signal } = request;
      let reader: ReadableStreamDefaultReader<{
        type: string;
        delta?: string;
        error?: unknown;
        toolName?: string;
        input?: string;
      }>;
      try {
        // Only when the server asked for proposals (never on a careful, post-crisis turn).
        const tools =
          request.onToolCall && !request.safety?.careful ? await providerTools() : undefined;
        const { stream } = await model(request.settings.model).doStream({
          prompt: providerPrompt(request),
          temperature: request.settings.temperature,
          maxOutputTokens: request.settings.maxTokens,
          abortSignal: signal,
          ...(tools ? { tools, toolChoice: { type: 'auto' as const } } : {}),
        });
        reader = stream.getReader();
      } catch (error) {
        if (signal.aborted) return;
        throw providerError(error);
      }
      try {
        for (;;) {
          let step: Awaited<ReturnType<typeof reader.read>>;
          try {
            step = await reader.read();
          } catch (error) {
            if (signal.aborted) return;
            throw providerError(error);
          }
          if (step.done) return;
          const part = step.value;
          if (part.type === 'text-delta') {
            if (part.delta) yield part.delta;
          } else if (part.type === 'tool-call' && part.toolName && request.onToolCall) {
            let input: unknown;
            try {
              input = JSON.parse(part.input ?? '');
            } catch {
              continue; // not JSON: nothing to check
            }
            request.onToolCall({ tool: part.toolName, input });
          } else if (part.type === 'error') {
            if (signal.aborted) return;
            throw providerError(part.error);
          }
        }
      } finally {
        // A reply dropped early (a Stop, the safety net) lets go of the provider's stream.
        reader.cancel().catch(() => {});
      }
    },

    async checkRisk(request, signal) {
      try {
        const { output } = await generateText({
          model: model(request.settings.model),
          system: RISK_CHECK_INSTRUCTIONS,
          prompt: request.message.content,
          output: Output.object({ schema: riskVerdictSchema }),
          temperature: 0,
          maxOutputTokens: 60,
          maxRetries: 0,
          abortSignal: AbortSignal.any([signal, AbortSignal.timeout(RISK_CHECK_HOLD_MS)]),
        });
        return output;
      } catch {
        // The local reader has already answered; a failing check never costs the member a reply.
        return null;
      }
    },

    async followUp(request, reply, wantTitle): Promise<CoachFollowUp> {
      try {
        const { output } = await generateText({
          model: model(request.settings.model),
          system: [
            FOLLOW_UP_INSTRUCTIONS,
            wantTitle ? TITLE_INSTRUCTIONS : '',
            request.safety?.careful
              ? 'The member wrote about a crisis earlier in this conversation: suggest only gentle, supportive next messages (talking, grounding, finding support), never work or productivity tasks.'
              : '',
          ]
            .filter(Boolean)
            .join('\n'),
          prompt: `The member (talking to the ${request.agent.name}) wrote:\n${request.message.content}\n\nThe coach replied:\n${reply}`,
          output: Output.object({ schema: followUpSchema }),
          temperature: 0.4,
          maxOutputTokens: 300,
          maxRetries: 0,
          // A shutdown cuts it short too: the offline suggestions below then stand in.
          abortSignal: AbortSignal.any([
            request.signal,
            AbortSignal.timeout(options.followUpTimeoutMs ?? 10_000),
          ]),
        });
        const suggestions = [
          ...new Set(output.suggestions.map((s) => s.trim()).filter((s) => s && s.length <= 120)),
        ].slice(0, 4);
        const title = output.title
          ?.trim()
          .replace(/^["']|["'.]$/g, '')
          .slice(0, 80);
        // The offline coach fills in only what the model left out.
        const fallback =
          suggestions.length < 2 || (wantTitle && !title)
            ? await offline.followUp(request, reply, wantTitle)
            : { suggestions: [], title: undefined };
        return {
          suggestions:
            suggestions.length >= 2
              ? suggestions
              : [...new Set([...suggestions, ...fallback.suggestions])].slice(0, 3),
          ...(wantTitle ? { title: title || fallback.title } : {}),
        };
      } catch {
        // Suggestions are a nicety: a failing follow-up call never costs the member the reply.
        return offline.followUp(request, reply, wantTitle);
      }
    },
  };
}
