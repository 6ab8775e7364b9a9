import { createHash, randomBytes } from 'node:crypto';
import {
  ACTIONS_PER_GOAL_MAX,
  type CoachContextResponse,
  type createActionRequestSchema,
  type createGoalCheckInRequestSchema,
  type createGoalRequestSchema,
  type createWellbeingCheckInRequestSchema,
  GOAL_MESSAGES,
  type Goal,
  type GoalAction,
  type GoalCheckIn,
  OPEN_GOALS_MAX,
  type ProgressResponse,
  type Ring,
  type updateActionRequestSchema,
  type updateGoalRequestSchema,
  type VisionResponse,
  type WellbeingCheckIn,
} from '@facet/contracts';
import type { z } from 'zod';
import type { JourneyContext } from '../../ai/coach.js';
import { type PageRequest, toPage } from '../../db/paging.js';
import type { GoalActionRow, GoalCheckInRow, WellbeingCheckInRow } from '../../db/schema/goals.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { ActionWithGoal, GoalsRepository, GoalWithProgress } from './goals.repository.js';
import { actionsCalendar } from './ics.js';
import { describeJourney, recallLine } from './journey-context.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Open shared goals and open actions per goal a coach is told about (the prompt stays short). */
export const COACH_GOALS = 5;
export const COACH_ACTIONS_PER_GOAL = 3;
/** A well-being check-in older than this is not news to a coach. */
export const COACH_WELLBEING_DAYS = 14;
/** The State ring counts the days with a well-being check-in among the last seven. */
export const STATE_WINDOW_DAYS = 7;
const CALENDAR_ACTIONS_MAX = 500;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Monday and Sunday of the UTC week holding `ms`. */
export function weekOf(ms: number): { start: string; end: string } {
  const day = new Date(ms).getUTCDay(); // 0 Sunday … 6 Saturday
  const monday = ms - ((day + 6) % 7) * DAY_MS;
  return { start: isoDate(monday), end: isoDate(monday + 6 * DAY_MS) };
}

export const toGoal = (row: GoalWithProgress): Goal => ({
  id: row.goal.id,
  title: row.goal.title,
  why: row.goal.why,
  measure: row.goal.measure,
  targetDate: row.goal.targetDate,
  status: row.goal.status,
  shareWithCoaches: row.goal.shareWithCoaches,
  source: row.goal.source,
  actionsTotal: Number(row.actionsTotal),
  actionsDone: Number(row.actionsDone),
  progress: row.progress === null ? null : Number(row.progress),
  lastCheckInAt: row.lastCheckInAt?.toISOString() ?? null,
  createdAt: row.goal.createdAt.toISOString(),
  updatedAt: row.goal.updatedAt.toISOString(),
});

export const toAction = (row: GoalActionRow, goalTitle: string): GoalAction => ({
  id: row.id,
  goalId: row.goalId,
  goalTitle,
  title: row.title,
  dueDate: row.dueDate,
  done: row.doneAt !== null,
  doneAt: row.doneAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toGoalCheckIn = (row: GoalCheckInRow): GoalCheckIn => ({
  id: row.id,
  goalId: row.goalId,
  progress: row.progress,
  helped: row.helped,
  hindered: row.hindered,
  createdAt: row.createdAt.toISOString(),
});

export const toWellbeing = (row: WellbeingCheckInRow): WellbeingCheckIn => ({
  id: row.id,
  mood: row.mood,
  energy: row.energy,
  stress: row.stress,
  sleep: row.sleep,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((Math.min(part, whole) / whole) * 100) : 0;

/** The private token in a calendar feed's address is kept only as its SHA-256. */
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function createGoalsService(deps: {
  goals: GoalsRepository;
  clock: Clock;
  /** Where the site is reached, for the calendar feed's address. */
  publicUrl: string;
}) {
  const { goals: repo, clock } = deps;

  async function requireGoal(userId: string, goalId: string) {
    const goal = await repo.findGoal(userId, goalId);
    if (!goal) throw notFound(GOAL_MESSAGES.goalNotFound);
    return goal;
  }

  async function requireAction(userId: string, actionId: string): Promise<ActionWithGoal> {
    const action = await repo.findAction(userId, actionId);
    if (!action) throw notFound(GOAL_MESSAGES.actionNotFound);
    return action;
  }

  async function coachContext(userId: string): Promise<CoachContextResponse> {
    const [vision, shared, wellbeing] = await Promise.all([
      repo.vision(userId),
      repo.sharedOpenGoals(userId, COACH_GOALS),
      repo.lastWellbeing(userId, new Date(clock.now() - COACH_WELLBEING_DAYS * DAY_MS)),
    ]);
    const ids = shared.map((g) => g.id);
    const [checkIns, actions] = await Promise.all([
      repo.lastCheckIns(userId, ids),
      repo.openActionsOf(userId, ids, COACH_ACTIONS_PER_GOAL),
    ]);
    const context: Omit<CoachContextResponse, 'text'> = {
      vision: vision?.statement || null,
      goals: shared.map((goal) => {
        const last = checkIns.find((c) => c.goalId === goal.id);
        return {
          id: goal.id,
          title: goal.title,
          status: goal.status,
          targetDate: goal.targetDate,
          lastCheckIn: last ? toGoalCheckIn(last) : null,
          openActions: actions
            .filter((a) => a.goalId === goal.id)
            .map((a) => ({ title: a.title, dueDate: a.dueDate })),
        };
      }),
      wellbeing: wellbeing ? toWellbeing(wellbeing) : null,
    };
    return { ...context, text: describeJourney(context, clock.now()) };
  }

  /** What a coach receives with each message (see UserContext.journey); none when empty. */
  async function journeyForCoach(userId: string): Promise<JourneyContext | undefined> {
    const context = await coachContext(userId);
    if (!context.text) return undefined;
    const recall = recallLine(context, clock.now());
    return recall ? { text: context.text, recall } : { text: context.text };
  }

  return {
    coachContext,
    journeyForCoach,

    async vision(userId: string): Promise<VisionResponse> {
      const [own, suggested] = await Promise.all([repo.vision(userId), repo.profileVision(userId)]);
      return {
        statement: own?.statement ?? null,
        updatedAt: own?.updatedAt.toISOString() ?? null,
        suggested: suggested.length ? suggested.join(' ') : null,
      };
    },

    async saveVision(userId: string, statement: string): Promise<VisionResponse> {
      await repo.saveVision(userId, statement);
      return this.vision(userId);
    },

    async listGoals(userId: string, page: PageRequest) {
      const { items, nextCursor } = toPage(await repo.listGoals(userId, page), page.limit, (r) => ({
        at: r.at,
        id: r.goal.id,
      }));
      return { goals: items.map(toGoal), nextCursor };
    },

    async getGoal(userId: string, goalId: string): Promise<Goal> {
      return toGoal(await requireGoal(userId, goalId));
    },

    async createGoal(
      userId: string,
      input: z.output<typeof createGoalRequestSchema>,
    ): Promise<Goal> {
      if (
        (input.status === 'on_track' || input.status === 'at_risk') &&
        (await repo.countOpenGoals(userId)) >= OPEN_GOALS_MAX
      ) {
        throw conflict(GOAL_MESSAGES.tooManyGoals);
      }
      let { title, why = '', source } = input;
      if (input.noteId) {
        // A goal made from a note: the note's title is the goal, its text why it matters, unless
        // the member wrote their own.
        const note = await repo.ownNote(userId, input.noteId);
        if (!note) throw notFound(GOAL_MESSAGES.noteNotFound);
        source = 'note';
        if (!why) why = note.content.slice(0, 2_000);
      }
      if (!title) title = 'Goal';
      const row = await repo.insertGoal(
        userId,
        {
          title,
          why,
          measure: input.measure ?? '',
          targetDate: input.targetDate ?? null,
          status: input.status,
          shareWithCoaches: input.shareWithCoaches,
          source,
        },
        input.firstStep ? { title: input.firstStep, dueDate: null } : undefined,
      );
      return toGoal(await requireGoal(userId, row.id));
    },

    async updateGoal(
      userId: string,
      goalId: string,
      input: z.output<typeof updateGoalRequestSchema>,
    ): Promise<Goal> {
      const current = await requireGoal(userId, goalId);
      const reopening =
        (input.status === 'on_track' || input.status === 'at_risk') &&
        (current.goal.status === 'achieved' || current.goal.status === 'dropped');
      if (reopening && (await repo.countOpenGoals(userId)) >= OPEN_GOALS_MAX) {
        throw conflict(GOAL_MESSAGES.tooManyGoals);
      }
      const updated = await repo.updateGoal(userId, goalId, {
        title: input.title,
        why: input.why,
        measure: input.measure,
        targetDate: input.targetDate,
        status: input.status,
        shareWithCoaches: input.shareWithCoaches,
      });
      if (!updated) throw notFound(GOAL_MESSAGES.goalNotFound);
      return toGoal(await requireGoal(userId, goalId));
    },

    async removeGoal(userId: string, goalId: string): Promise<void> {
      if (!(await repo.removeGoal(userId, goalId))) throw notFound(GOAL_MESSAGES.goalNotFound);
    },

    async listActions(userId: string, goalId: string, page: PageRequest) {
      await requireGoal(userId, goalId);
      const { items, nextCursor } = toPage(
        await repo.listActions(userId, goalId, page),
        page.limit,
        (r) => ({ at: r.at, id: r.action.id }),
      );
      return { actions: items.map((r) => toAction(r.action, r.goalTitle)), nextCursor };
    },

    async createAction(
      userId: string,
      goalId: string,
      input: z.output<typeof createActionRequestSchema>,
    ): Promise<GoalAction> {
      const goal = await requireGoal(userId, goalId);
      if ((await repo.countActions(userId, goalId)) >= ACTIONS_PER_GOAL_MAX) {
        throw conflict(GOAL_MESSAGES.tooManyActions);
      }
      const row = await repo.insertAction(userId, goalId, {
        title: input.title,
        dueDate: input.dueDate ?? null,
      });
      return toAction(row, goal.goal.title);
    },

    async updateAction(
      userId: string,
      actionId: string,
      input: z.output<typeof updateActionRequestSchema>,
    ): Promise<GoalAction> {
      const current = await requireAction(userId, actionId);
      const doneAt =
        input.done === undefined
          ? undefined
          : input.done
            ? (current.action.doneAt ?? new Date(clock.now()))
            : null;
      await repo.updateAction(userId, actionId, {
        title: input.title,
        dueDate: input.dueDate,
        doneAt,
      });
      const after = await requireAction(userId, actionId);
      return toAction(after.action, after.goalTitle);
    },

    async removeAction(userId: string, actionId: string): Promise<void> {
      if (!(await repo.removeAction(userId, actionId))) {
        throw notFound(GOAL_MESSAGES.actionNotFound);
      }
    },

    /** Open actions due this week, and overdue ones, soonest first (at most 100). */
    async weekActions(userId: string) {
      const week = weekOf(clock.now());
      const rows = await repo.dueActions(userId, week.end, 100);
      return {
        actions: rows.map((r) => toAction(r.action, r.goalTitle)),
        weekStart: week.start,
        weekEnd: week.end,
      };
    },

    async checkInGoal(
      userId: string,
      goalId: string,
      input: z.output<typeof createGoalCheckInRequestSchema>,
    ): Promise<GoalCheckIn> {
      await requireGoal(userId, goalId);
      const row = await repo.insertGoalCheckIn(userId, goalId, {
        progress: input.progress,
        helped: input.helped ?? '',
        hindered: input.hindered ?? '',
      });
      return toGoalCheckIn(row);
    },

    async listGoalCheckIns(userId: string, goalId: string, page: PageRequest) {
      await requireGoal(userId, goalId);
      const { items, nextCursor } = toPage(
        await repo.listGoalCheckIns(userId, goalId, page),
        page.limit,
        (r) => ({ at: r.at, id: r.checkIn.id }),
      );
      return { checkIns: items.map((r) => toGoalCheckIn(r.checkIn)), nextCursor };
    },

    async checkInWellbeing(
      userId: string,
      input: z.output<typeof createWellbeingCheckInRequestSchema>,
    ): Promise<WellbeingCheckIn> {
      const row = await repo.insertWellbeing(userId, { ...input, note: input.note ?? '' });
      return toWellbeing(row);
    },

    async listWellbeing(userId: string, page: PageRequest) {
      const { items, nextCursor } = toPage(
        await repo.listWellbeing(userId, page),
        page.limit,
        (r) => ({ at: r.at, id: r.checkIn.id }),
      );
      return { checkIns: items.map((r) => toWellbeing(r.checkIn)), nextCursor };
    },

    /**
     * The four dashboard rings, from what the member has done (docs/product.md, "Progress
     * rings"). Every ring of a new member is at 0 with a line on how to fill it.
     */
    async progress(userId: string): Promise<ProgressResponse> {
      const since = new Date(clock.now() - (STATE_WINDOW_DAYS - 1) * DAY_MS);
      since.setUTCHours(0, 0, 0, 0);
      const f = await repo.progressFigures(userId, since);
      const identifySteps = [f.hasCv, f.hasPsychometric, f.hasProfile, f.hasVision];
      const identifyDone = identifySteps.filter(Boolean).length;
      const rings: Ring[] = [
        {
          key: 'identify',
          percent: percent(identifyDone, identifySteps.length),
          detail: `${identifyDone} of 4 self-assessment steps done (CV, psychometric results, diamond profile, vision)`,
          howToFill:
            'Upload your CV and psychometric results, generate your diamond profile and write your vision.',
        },
        {
          key: 'contribution',
          percent: percent(f.actionsDone, f.actionsTotal),
          detail:
            f.actionsTotal > 0
              ? `${f.actionsDone} of ${f.actionsTotal} actions done`
              : 'No actions yet',
          howToFill: 'Break a goal into actions on Plan and take action, and tick them off.',
        },
        {
          key: 'state',
          percent: percent(f.wellbeingDays, STATE_WINDOW_DAYS),
          detail: `Well-being checked in on ${f.wellbeingDays} of the last ${STATE_WINDOW_DAYS} days`,
          howToFill: 'Check in on Well Being: one tap for mood, energy, stress and sleep.',
        },
        {
          key: 'action',
          percent: percent(f.goalsOnTrack, f.goalsOpen),
          detail:
            f.goalsOpen > 0
              ? `${f.goalsOnTrack} of ${f.goalsOpen} open goals on track`
              : 'No open goals yet',
          howToFill: 'Set a goal on Vision and goals, or save a coach’s plan as one.',
        },
      ];
      return { rings };
    },

    // ── Calendar ──
    async calendar(userId: string): Promise<string> {
      const rows = await repo.datedActions(userId, CALENDAR_ACTIONS_MAX);
      return actionsCalendar(rows, clock.now());
    },

    async feedCalendar(token: string): Promise<string> {
      const userId = await repo.feedOwner(feedTokenHash(token));
      if (!userId) throw notFound(GOAL_MESSAGES.feedNotFound);
      return this.calendar(userId);
    },

    async feedStatus(userId: string): Promise<{ active: boolean; url: null }> {
      // The token itself is never stored, so an existing feed's address cannot be shown again.
      return { active: await repo.hasFeed(userId), url: null };
    },

    /** A new private address (the previous one stops working). */
    async newFeed(userId: string): Promise<{ active: true; url: string }> {
      const token = randomBytes(24).toString('base64url');
      await repo.setFeed(userId, feedTokenHash(token));
      return {
        active: true,
        url: `${deps.publicUrl.replace(/\/$/, '')}/api/calendar/feed/${token}.ics`,
      };
    },

    async removeFeed(userId: string): Promise<void> {
      await repo.removeFeed(userId);
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
