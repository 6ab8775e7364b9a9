import type { DiamondInsights, LinkedinProfile } from '@facet/contracts';
import type { EvidenceFile, ProposedProfile } from './insights.js';
import type { CrisisAssessment, CrisisKind } from './safety/detect.js';
import type { RiskVerdict } from './safety/model-check.js';

/**
 * The coach: one interface, an offline implementation and an LLM one on the AI SDK.
 * Routes never know which is in use.
 */

export interface CoachAgent {
  id: number;
  name: string;
  category: string;
  persona: string;
  questions: string[];
}

export interface CoachSettings {
  /** The conversation's model label (gpt-4o, gpt-4, gpt-3.5-turbo). */
  model: string;
  temperature: number;
  maxTokens: number;
  /** The user's own system prompt for this conversation, if any. */
  systemPrompt: string | null;
}

export interface CoachTurn {
  role: 'user' | 'assistant';
  content: string;
}

export type CoachAttachment =
  | {
      kind: 'text';
      name: string;
      mediaType: string;
      text: string;
      truncated: boolean;
      /** Attached to an earlier message of the conversation, kept in context on this turn. */
      earlier?: boolean;
    }
  | {
      kind: 'image';
      name: string;
      mediaType: string;
      data: Uint8Array;
      /**
       * Reads the image's text by OCR, as uploads are read (the extraction workers); resolves to
       * null when nothing legible is found. Only a coach that cannot look at images calls it.
       */
      readText?: () => Promise<string | null>;
    }
  | { kind: 'unreadable'; name: string; mediaType: string; reason: string };

/** The member's evidence the coaches may use: their CV text and diamond profile. */
export interface UserContext {
  cv?: { name: string; text: string };
  profile?: DiamondInsights;
  linkedin?: LinkedinProfile;
  /** The member's vision, open goals shared with coaches and last check-ins (modules/goals). */
  journey?: JourneyContext;
}

export interface JourneyContext {
  /** What the coaches are told, in words; the member sees the same text (GET /api/coach-context). */
  text: string;
  /** One sentence recalling the member's last check-in (or open goal), for a coach to open with. */
  recall?: string;
}

export interface CoachRequest {
  agent: CoachAgent;
  settings: CoachSettings;
  /** Earlier turns of the conversation, oldest first (system messages excluded). */
  history: CoachTurn[];
  message: { content: string; attachments: CoachAttachment[] };
  /**
   * Who the coach is talking to, and what their own files say. `displayName` is the name the
   * member chose for the chat; when present the coach calls them by it, not by `firstName`.
   */
  user: { firstName: string; displayName?: string; context?: UserContext };
  /** What the server's safety layer found (see ai/safety); absent means nothing to act on. */
  safety?: CoachSafety;
  /**
   * Set when the coach may propose a goal or an action (a model's `propose_goal` /
   * `propose_action` tool call): called with each call as the model made it. The server checks
   * it (modules/goals/proposals.ts); the coach never trusts or acts on it.
   */
  onToolCall?: (call: { tool: string; input: unknown }) => void;
  signal: AbortSignal;
}

export interface CoachSafety {
  /** Crisis language in this message: answered with resources, never by the coach. */
  crisis: CrisisAssessment | null;
  /**
   * Distress with a risk sign but no named danger in this message: answered by the server with a
   * check-in that asks whether the member is safe, never by the coach.
   */
  concern: boolean;
  /** The conversation had crisis language before (or now): every later turn stays careful. */
  careful: CrisisKind | null;
  /** Called when the model's own risk reading finds what the local reader did not. */
  onModelRisk?: (verdict: RiskVerdict) => void;
}

/** The name the coach calls the member by. */
export function memberName(request: Pick<CoachRequest, 'user'>): string {
  return request.user.displayName?.trim() || request.user.firstName.trim();
}

export interface CoachFollowUp {
  /** 2–4 short things the user might say next. */
  suggestions: string[];
  /** A title for a conversation that has none yet (only asked for after the first exchange). */
  title?: string;
}

export interface Coach {
  /**
   * Proposes a diamond profile from the member's readable files. Every statement names its file
   * and quotes it; the caller keeps only what the files support (see groundProfile).
   */
  proposeProfile(files: EvidenceFile[]): Promise<ProposedProfile>;
  readonly kind: 'offline' | 'openai' | 'anthropic';
  /** Streams the reply as text deltas; throws on provider failure; stops when `signal` aborts. */
  streamReply(request: CoachRequest): AsyncIterable<string>;
  /** Follow-up suggestions (and a title when `wantTitle`) for the finished reply. */
  followUp(request: CoachRequest, reply: string, wantTitle: boolean): Promise<CoachFollowUp>;
  /**
   * The model's own reading of the member's message for risk (see ai/safety/model-check.ts);
   * only coaches backed by a model have it. Null when it could not answer.
   */
  checkRisk?(request: CoachRequest, signal: AbortSignal): Promise<RiskVerdict | null>;
}

/** Thrown by a coach when the provider fails; the message is safe to show to the user. */
export class CoachError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CoachError';
  }
}
