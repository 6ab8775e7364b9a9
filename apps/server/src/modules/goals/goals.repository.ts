import { OPEN_GOAL_STATUSES } from '@facet/contracts';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { afterCursor, cursorAt, type PageRequest } from '../../db/paging.js';
import {
  calendarFeeds,
  type GoalActionRow,
  type GoalRow,
  goalActions,
  goalCheckIns,
  goals,
  visions,
  wellbeingCheckIns,
} from '../../db/schema/goals.js';
import { diamondProfiles } from '../../db/schema/insights.js';
import { notes } from '../../db/schema/notes.js';
import { uploadedFiles } from '../../db/schema/uploads.js';
import { users } from '../../db/schema/users.js';

// Inside a correlated subquery a column must name its table: drizzle writes a lone "id" there.
const GOAL_ID = sql.raw('"goals"."id"');
const USER_ID = sql.raw('"users"."id"');

export type GoalValues = Pick<
  GoalRow,
  'title' | 'why' | 'measure' | 'targetDate' | 'status' | 'shareWithCoaches' | 'source'
>;

/** A goal with what its list shows beside it: its actions' counts and its last check-in. */
export interface GoalWithProgress {
  goal: GoalRow;
  actionsTotal: number;
  actionsDone: number;
  progress: number | null;
  lastCheckInAt: Date | null;
}

export type ActionWithGoal = { action: GoalActionRow; goalTitle: string };

/**
 * Goals, actions and check-ins. Every query names the member: a row of someone else's is never
 * read, changed or removed, whatever id is sent.
 */
export function createGoalsRepository(db: Database) {
  const summary = {
    goal: goals,
    actionsTotal: sql<number>`(select count(*)::int from ${goalActions} a where a.goal_id = ${GOAL_ID})`,
    actionsDone: sql<number>`(select count(*)::int from ${goalActions} a where a.goal_id = ${GOAL_ID} and a.done_at is not null)`,
    progress: sql<
      number | null
    >`(select c.progress::int from ${goalCheckIns} c where c.goal_id = ${GOAL_ID} order by c.created_at desc limit 1)`,
    lastCheckInAt: sql<
      string | null
    >`(select max(c.created_at) from ${goalCheckIns} c where c.goal_id = ${GOAL_ID})`,
  };
  const withDates = <T extends { lastCheckInAt: string | Date | null }>(row: T) => ({
    ...row,
    lastCheckInAt: row.lastCheckInAt ? new Date(row.lastCheckInAt) : null,
  });
  const actionColumns = { action: goalActions, goalTitle: goals.title };

  return {
    // ── Vision ──
    async vision(userId: string) {
      const [row] = await db
        .select({ statement: visions.statement, updatedAt: visions.updatedAt })
        .from(visions)
        .where(eq(visions.userId, userId));
      return row;
    },

    /** The diamond profile's vision statements (none without a profile). */
    async profileVision(userId: string): Promise<string[]> {
      const [row] = await db
        .select({ insights: diamondProfiles.insights })
        .from(diamondProfiles)
        .where(eq(diamondProfiles.userId, userId));
      return row?.insights.vision ?? [];
    },

    async saveVision(userId: string, statement: string) {
      const [row] = await db
        .insert(visions)
        .values({ userId, statement })
        .onConflictDoUpdate({
          target: visions.userId,
          set: { statement, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    // ── Goals ──
    async listGoals(
      userId: string,
      page: PageRequest,
    ): Promise<(GoalWithProgress & { at: string })[]> {
      const rows = await db
        .select({ ...summary, at: cursorAt(goals.updatedAt) })
        .from(goals)
        .where(and(eq(goals.userId, userId), afterCursor(goals.updatedAt, goals.id, page.cursor)))
        .orderBy(desc(goals.updatedAt), desc(goals.id))
        .limit(page.limit + 1);
      return rows.map(withDates);
    },

    async findGoal(userId: string, goalId: string): Promise<GoalWithProgress | undefined> {
      const [row] = await db
        .select(summary)
        .from(goals)
        .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
      return row ? withDates(row) : undefined;
    },

    async countOpenGoals(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(goals)
        .where(and(eq(goals.userId, userId), inArray(goals.status, [...OPEN_GOAL_STATUSES])));
      return row?.n ?? 0;
    },

    /** A note of the member's own, for a goal made from it. */
    async ownNote(userId: string, noteId: string) {
      const [row] = await db
        .select({ title: notes.title, content: notes.content })
        .from(notes)
        .where(and(eq(notes.id, noteId), eq(notes.ownerId, userId)));
      return row;
    },

    /** The goal, and its first action when one is given, together. */
    insertGoal(
      userId: string,
      values: GoalValues,
      firstAction?: { title: string; dueDate: string | null },
    ): Promise<GoalRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(goals)
          .values({ ...values, userId })
          .returning();
        if (!row) throw new Error('insert returned no row');
        if (firstAction) {
          await tx.insert(goalActions).values({ ...firstAction, goalId: row.id, userId });
        }
        return row;
      });
    },

    async updateGoal(userId: string, goalId: string, values: Partial<GoalValues>) {
      const [row] = await db
        .update(goals)
        .set(values)
        .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
        .returning({ id: goals.id });
      return row;
    },

    async removeGoal(userId: string, goalId: string): Promise<boolean> {
      const rows = await db
        .delete(goals)
        .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
        .returning({ id: goals.id });
      return rows.length > 0;
    },

    // ── Actions ──
    listActions(
      userId: string,
      goalId: string,
      page: PageRequest,
    ): Promise<(ActionWithGoal & { at: string })[]> {
      return db
        .select({ ...actionColumns, at: cursorAt(goalActions.updatedAt) })
        .from(goalActions)
        .innerJoin(goals, eq(goals.id, goalActions.goalId))
        .where(
          and(
            eq(goalActions.userId, userId),
            eq(goalActions.goalId, goalId),
            afterCursor(goalActions.updatedAt, goalActions.id, page.cursor),
          ),
        )
        .orderBy(desc(goalActions.updatedAt), desc(goalActions.id))
        .limit(page.limit + 1);
    },

    async countActions(userId: string, goalId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(goalActions)
        .where(and(eq(goalActions.userId, userId), eq(goalActions.goalId, goalId)));
      return row?.n ?? 0;
    },

    async insertAction(
      userId: string,
      goalId: string,
      values: { title: string; dueDate: string | null },
    ): Promise<GoalActionRow> {
      const [row] = await db
        .insert(goalActions)
        .values({ ...values, goalId, userId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findAction(userId: string, actionId: string): Promise<ActionWithGoal | undefined> {
      const [row] = await db
        .select(actionColumns)
        .from(goalActions)
        .innerJoin(goals, eq(goals.id, goalActions.goalId))
        .where(and(eq(goalActions.id, actionId), eq(goalActions.userId, userId)));
      return row;
    },

    async updateAction(
      userId: string,
      actionId: string,
      values: Partial<Pick<GoalActionRow, 'title' | 'dueDate' | 'doneAt'>>,
    ) {
      const [row] = await db
        .update(goalActions)
        .set(values)
        .where(and(eq(goalActions.id, actionId), eq(goalActions.userId, userId)))
        .returning({ id: goalActions.id });
      return row;
    },

    async removeAction(userId: string, actionId: string): Promise<boolean> {
      const rows = await db
        .delete(goalActions)
        .where(and(eq(goalActions.id, actionId), eq(goalActions.userId, userId)))
        .returning({ id: goalActions.id });
      return rows.length > 0;
    },

    /** Open actions due on or before `until` (overdue ones included), soonest first. */
    dueActions(userId: string, until: string, limit: number): Promise<ActionWithGoal[]> {
      return db
        .select(actionColumns)
        .from(goalActions)
        .innerJoin(goals, eq(goals.id, goalActions.goalId))
        .where(
          and(
            eq(goalActions.userId, userId),
            isNull(goalActions.doneAt),
            isNotNull(goalActions.dueDate),
            lte(goalActions.dueDate, until),
            inArray(goals.status, [...OPEN_GOAL_STATUSES]),
          ),
        )
        .orderBy(asc(goalActions.dueDate), asc(goalActions.createdAt))
        .limit(limit);
    },

    /** Every action with a due date, for the calendar (bounded). */
    datedActions(userId: string, limit: number): Promise<ActionWithGoal[]> {
      return db
        .select(actionColumns)
        .from(goalActions)
        .innerJoin(goals, eq(goals.id, goalActions.goalId))
        .where(and(eq(goalActions.userId, userId), isNotNull(goalActions.dueDate)))
        .orderBy(desc(goalActions.dueDate))
        .limit(limit);
    },

    // ── Check-ins ──
    async insertGoalCheckIn(
      userId: string,
      goalId: string,
      values: { progress: number; helped: string; hindered: string },
    ) {
      const [row] = await db
        .insert(goalCheckIns)
        .values({ ...values, goalId, userId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    listGoalCheckIns(userId: string, goalId: string, page: PageRequest) {
      return db
        .select({ checkIn: goalCheckIns, at: cursorAt(goalCheckIns.createdAt) })
        .from(goalCheckIns)
        .where(
          and(
            eq(goalCheckIns.userId, userId),
            eq(goalCheckIns.goalId, goalId),
            afterCursor(goalCheckIns.createdAt, goalCheckIns.id, page.cursor),
          ),
        )
        .orderBy(desc(goalCheckIns.createdAt), desc(goalCheckIns.id))
        .limit(page.limit + 1);
    },

    async insertWellbeing(
      userId: string,
      values: { mood: number; energy: number; stress: number; sleep: number; note: string },
    ) {
      const [row] = await db
        .insert(wellbeingCheckIns)
        .values({ ...values, userId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    listWellbeing(userId: string, page: PageRequest) {
      return db
        .select({ checkIn: wellbeingCheckIns, at: cursorAt(wellbeingCheckIns.createdAt) })
        .from(wellbeingCheckIns)
        .where(
          and(
            eq(wellbeingCheckIns.userId, userId),
            afterCursor(wellbeingCheckIns.createdAt, wellbeingCheckIns.id, page.cursor),
          ),
        )
        .orderBy(desc(wellbeingCheckIns.createdAt), desc(wellbeingCheckIns.id))
        .limit(page.limit + 1);
    },

    // ── Progress and the coach context ──
    /** The figures the rings are made of, in one round trip. */
    async progressFigures(userId: string, since: Date) {
      const [row] = await db
        .select({
          actionsTotal: sql<number>`(select count(*)::int from ${goalActions} where user_id = ${USER_ID})`,
          actionsDone: sql<number>`(select count(*)::int from ${goalActions} where user_id = ${USER_ID} and done_at is not null)`,
          goalsOpen: sql<number>`(select count(*)::int from ${goals} where user_id = ${USER_ID} and status in ('on_track', 'at_risk'))`,
          goalsOnTrack: sql<number>`(select count(*)::int from ${goals} where user_id = ${USER_ID} and status = 'on_track')`,
          wellbeingDays: sql<number>`(select count(distinct (created_at at time zone 'UTC')::date)::int from ${wellbeingCheckIns} where user_id = ${USER_ID} and created_at >= ${since.toISOString()}::timestamptz)`,
          hasCv: sql<boolean>`exists (select 1 from ${uploadedFiles} where user_id = ${USER_ID} and kind = 'cv')`,
          hasPsychometric: sql<boolean>`exists (select 1 from ${uploadedFiles} where user_id = ${USER_ID} and kind = 'psychometric')`,
          hasProfile: sql<boolean>`exists (select 1 from ${diamondProfiles} where user_id = ${USER_ID})`,
          hasVision: sql<boolean>`exists (select 1 from ${visions} where user_id = ${USER_ID} and statement <> '')`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return {
        hasCv: Boolean(row?.hasCv),
        hasPsychometric: Boolean(row?.hasPsychometric),
        hasProfile: Boolean(row?.hasProfile),
        hasVision: Boolean(row?.hasVision),
        actionsTotal: Number(row?.actionsTotal ?? 0),
        actionsDone: Number(row?.actionsDone ?? 0),
        goalsOpen: Number(row?.goalsOpen ?? 0),
        goalsOnTrack: Number(row?.goalsOnTrack ?? 0),
        wellbeingDays: Number(row?.wellbeingDays ?? 0),
      };
    },

    /** Open goals the member shares with coaches, most recently changed first. */
    sharedOpenGoals(userId: string, limit: number) {
      return db
        .select()
        .from(goals)
        .where(
          and(
            eq(goals.userId, userId),
            eq(goals.shareWithCoaches, true),
            inArray(goals.status, [...OPEN_GOAL_STATUSES]),
          ),
        )
        .orderBy(desc(goals.updatedAt))
        .limit(limit);
    },

    async lastCheckIns(userId: string, goalIds: string[]) {
      if (goalIds.length === 0) return [];
      return db
        .selectDistinctOn([goalCheckIns.goalId])
        .from(goalCheckIns)
        .where(and(eq(goalCheckIns.userId, userId), inArray(goalCheckIns.goalId, goalIds)))
        .orderBy(goalCheckIns.goalId, desc(goalCheckIns.createdAt));
    },

    async openActionsOf(userId: string, goalIds: string[], perGoal: number) {
      if (goalIds.length === 0) return [];
      const rows = await db
        .select()
        .from(goalActions)
        .where(
          and(
            eq(goalActions.userId, userId),
            inArray(goalActions.goalId, goalIds),
            isNull(goalActions.doneAt),
          ),
        )
        .orderBy(asc(goalActions.dueDate), asc(goalActions.createdAt))
        .limit(goalIds.length * perGoal * 4);
      const counts = new Map<string, number>();
      return rows.filter((row) => {
        const n = counts.get(row.goalId) ?? 0;
        counts.set(row.goalId, n + 1);
        return n < perGoal;
      });
    },

    async lastWellbeing(userId: string, since: Date) {
      const [row] = await db
        .select()
        .from(wellbeingCheckIns)
        .where(and(eq(wellbeingCheckIns.userId, userId), gte(wellbeingCheckIns.createdAt, since)))
        .orderBy(desc(wellbeingCheckIns.createdAt))
        .limit(1);
      return row;
    },

    // ── Calendar feed ──
    async setFeed(userId: string, tokenHash: string) {
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { tokenHash, createdAt: new Date() },
        });
    },
    async removeFeed(userId: string) {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },
    async hasFeed(userId: string) {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return Boolean(row);
    },
    async feedOwner(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row?.userId;
    },
  };
}

export type GoalsRepository = ReturnType<typeof createGoalsRepository>;
