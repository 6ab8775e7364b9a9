import {
  type AcceptProposalResponse,
  createActionRequestSchema,
  createGoalRequestSchema,
  type Proposal,
  proposeActionToolSchema,
  proposeGoalToolSchema,
} from '@facet/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type CoachProposalRow, coachProposals, goals } from '../../db/schema/goals.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import type { GoalsService } from './goals.service.js';

/** A tool call as a model made it: the tool's name and its (unchecked) input. */
export interface ToolCall {
  tool: string;
  input: unknown;
}

/** Proposals kept from one reply at most; a model calling its tool more often is cut short. */
export const PROPOSALS_PER_REPLY = 3;
/** Pending proposals listed at most. */
const PENDING_LISTED = 50;
const PROPOSAL_GONE = 'Proposal not found, or already accepted or dismissed.';

const sameTitle = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Goals and actions a coach's model proposes through its tools (`propose_goal`,
 * `propose_action`). The server never trusts the model's input: each call is checked with the
 * contracts' schemas (the same rules as a goal or action made by hand), an action must name one of
 * the member's open goals, and what passes is kept as a pending proposal on the reply. The member
 * accepts it with one click (the goal or action is made then, once) or dismisses it.
 */
export function createProposals(deps: { db: Database; goals: GoalsService; clock: Clock }) {
  const { db, clock } = deps;

  /** The call checked and turned into a stored proposal's kind and payload, or null. */
  async function check(
    userId: string,
    call: ToolCall,
  ): Promise<Pick<CoachProposalRow, 'kind' | 'payload'> | null> {
    if (call.tool === 'propose_goal') {
      const parsed = proposeGoalToolSchema.safeParse(call.input);
      if (!parsed.success) return null;
      const { title, why, measure, targetDate } = parsed.data;
      return {
        kind: 'goal',
        payload: { title, why: why ?? '', measure: measure ?? '', targetDate: targetDate ?? null },
      };
    }
    if (call.tool === 'propose_action') {
      const parsed = proposeActionToolSchema.safeParse(call.input);
      if (!parsed.success) return null;
      const open = await db
        .select({ id: goals.id, title: goals.title })
        .from(goals)
        .where(and(eq(goals.userId, userId), inArray(goals.status, ['on_track', 'at_risk'])));
      const goal = open.find((g) => sameTitle(g.title, parsed.data.goalTitle));
      if (!goal) return null;
      return {
        kind: 'action',
        payload: {
          goalId: goal.id,
          goalTitle: goal.title,
          title: parsed.data.title,
          dueDate: parsed.data.dueDate ?? null,
        },
      };
    }
    return null;
  }

  function toProposal(row: CoachProposalRow): Proposal {
    const p = row.payload;
    const base = { id: row.id, messageId: row.messageId, createdAt: row.createdAt.toISOString() };
    return row.kind === 'goal'
      ? {
          ...base,
          kind: 'goal',
          goal: {
            title: p.title ?? '',
            why: p.why ?? '',
            measure: p.measure ?? '',
            targetDate: p.targetDate ?? null,
          },
        }
      : {
          ...base,
          kind: 'action',
          action: {
            goalId: p.goalId ?? '',
            goalTitle: p.goalTitle ?? '',
            title: p.title ?? '',
            dueDate: p.dueDate ?? null,
          },
        };
  }

  return {
    /**
     * Keeps the valid proposals among a reply's tool calls (at most PROPOSALS_PER_REPLY); the
     * rest are dropped. Answers how many were kept.
     */
    async save(userId: string, messageId: string, calls: ToolCall[]): Promise<number> {
      const rows: Array<typeof coachProposals.$inferInsert> = [];
      for (const call of calls.slice(0, PROPOSALS_PER_REPLY)) {
        const checked = await check(userId, call);
        if (checked) rows.push({ userId, messageId, ...checked });
      }
      if (rows.length) await db.insert(coachProposals).values(rows);
      return rows.length;
    },

    /** The member's pending proposals, newest first. */
    async pending(userId: string): Promise<Proposal[]> {
      const rows = await db
        .select()
        .from(coachProposals)
        .where(and(eq(coachProposals.userId, userId), eq(coachProposals.status, 'pending')))
        .orderBy(desc(coachProposals.createdAt))
        .limit(PENDING_LISTED);
      return rows.map(toProposal);
    },

    /**
     * Makes the proposed goal or action, once: the proposal is marked accepted first (only a
     * pending one can be), so a double click makes one; if making it fails (a limit, the goal gone)
     * the proposal is pending again and the error is the member's to read.
     */
    async accept(userId: string, proposalId: string): Promise<AcceptProposalResponse> {
      const [row] = await db
        .update(coachProposals)
        .set({ status: 'accepted', resolvedAt: new Date(clock.now()) })
        .where(
          and(
            eq(coachProposals.id, proposalId),
            eq(coachProposals.userId, userId),
            eq(coachProposals.status, 'pending'),
          ),
        )
        .returning();
      if (!row) throw notFound(PROPOSAL_GONE);
      try {
        const proposal = toProposal(row);
        if (proposal.kind === 'goal') {
          const goal = await deps.goals.createGoal(
            userId,
            createGoalRequestSchema.parse({ ...proposal.goal, source: 'coach_plan' }),
          );
          return { goal, action: null };
        }
        const { goalId, title, dueDate } = proposal.action;
        const action = await deps.goals.createAction(
          userId,
          goalId,
          createActionRequestSchema.parse({ title, dueDate }),
        );
        return { goal: await deps.goals.getGoal(userId, goalId), action };
      } catch (error) {
        await db
          .update(coachProposals)
          .set({ status: 'pending', resolvedAt: null })
          .where(eq(coachProposals.id, row.id));
        throw error;
      }
    },

    async dismiss(userId: string, proposalId: string): Promise<void> {
      const rows = await db
        .update(coachProposals)
        .set({ status: 'dismissed', resolvedAt: new Date(clock.now()) })
        .where(
          and(
            eq(coachProposals.id, proposalId),
            eq(coachProposals.userId, userId),
            eq(coachProposals.status, 'pending'),
          ),
        )
        .returning({ id: coachProposals.id });
      if (!rows.length) throw notFound(PROPOSAL_GONE);
    },
  };
}

export type Proposals = ReturnType<typeof createProposals>;
