import { z } from 'zod';
import { nextCursorSchema } from './paging.js';
import { textField } from './text.js';

/**
 * The member's journey: a vision statement, goals (why, how progress is measured, a target date, a
 * status, and whether coaches are told about it), actions per goal, weekly goal check-ins and
 * well-being check-ins. See docs/product.md, "Vision, goals and check-ins".
 */

/** on_track and at_risk are open goals; achieved and dropped are closed. */
export const GOAL_STATUSES = ['on_track', 'at_risk', 'achieved', 'dropped'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];
export const OPEN_GOAL_STATUSES: readonly GoalStatus[] = ['on_track', 'at_risk'];

/** Where a goal came from: typed by hand, a coach's closing plan, or one of the member's notes. */
export const GOAL_SOURCES = ['manual', 'coach_plan', 'note'] as const;
export type GoalSource = (typeof GOAL_SOURCES)[number];

export const VISION_MAX = 2_000;
export const GOAL_TITLE_MAX = 200;
export const GOAL_TEXT_MAX = 2_000;
export const ACTION_TITLE_MAX = 200;
export const CHECKIN_TEXT_MAX = 2_000;
/** Open goals a member may hold at once: enough for any plan, a bound for the coach context. */
export const OPEN_GOALS_MAX = 50;
export const ACTIONS_PER_GOAL_MAX = 100;

export const GOAL_MESSAGES = {
  goalNotFound: 'Goal not found.',
  actionNotFound: 'Action not found.',
  noteNotFound: 'Note not found: pick one of your own notes.',
  tooManyGoals: `You have ${OPEN_GOALS_MAX} open goals: mark one achieved or dropped first.`,
  tooManyActions: `A goal can have at most ${ACTIONS_PER_GOAL_MAX} actions.`,
  feedNotFound: 'This calendar link was turned off or never existed. Make a new one in Facet.',
  nothingToUpdate: 'Nothing to update: send at least one field.',
} as const;

/** A calendar date as `YYYY-MM-DD` that exists (no 31 February). */
export const calendarDateSchema = z
  .string({ error: 'A date must be text like 2026-03-31.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date must look like 2026-03-31.')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'That date does not exist.')
  .refine((text) => text >= '2000-01-01' && text <= '2100-12-31', {
    message: 'A date must be between 2000 and 2100.',
  });

const optionalText = (label: string, max: number) =>
  textField(label, { trim: true, multiline: true })
    .max(max, `${label} can be at most ${max} characters.`)
    .optional();

const goalTitle = textField('The goal', { trim: true })
  .min(1, 'Please write the goal in a few words.')
  .max(GOAL_TITLE_MAX, `The goal can be at most ${GOAL_TITLE_MAX} characters.`);

// ── Vision ──

export const visionRequestSchema = z.object({
  statement: textField('The vision', { trim: true, multiline: true }).max(
    VISION_MAX,
    `The vision can be at most ${VISION_MAX} characters.`,
  ),
});
export type VisionRequest = z.input<typeof visionRequestSchema>;

export const visionResponseSchema = z.object({
  /** What the member wrote; null until they save one. */
  statement: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** The diamond profile's vision, offered as a starting point (null without a profile). */
  suggested: z.string().nullable(),
});
export type VisionResponse = z.infer<typeof visionResponseSchema>;

// ── Goals ──

export const createGoalRequestSchema = z.object({
  title: goalTitle,
  why: optionalText('Why it matters', GOAL_TEXT_MAX),
  measure: optionalText('How progress is measured', GOAL_TEXT_MAX),
  targetDate: calendarDateSchema.nullable().optional(),
  status: z
    .enum(GOAL_STATUSES, { error: 'Status must be on_track, at_risk, achieved or dropped.' })
    .optional()
    .default('on_track'),
  shareWithCoaches: z
    .boolean({ error: 'shareWithCoaches must be true or false.' })
    .optional()
    .default(true),
  source: z
    .enum(GOAL_SOURCES, { error: 'source must be manual, coach_plan or note.' })
    .optional()
    .default('manual'),
  /** With source "note": the note it was made from (one of the member's own). */
  noteId: z.string().uuid(GOAL_MESSAGES.noteNotFound).optional(),
  /** With source "coach_plan": the plan's first step, saved as the goal's first action. */
  firstStep: textField('The first step', { trim: true })
    .min(1, 'The first step is empty.')
    .max(ACTION_TITLE_MAX, `The first step can be at most ${ACTION_TITLE_MAX} characters.`)
    .optional(),
});
export type CreateGoalRequest = z.input<typeof createGoalRequestSchema>;

export const updateGoalRequestSchema = z
  .object({
    title: goalTitle.optional(),
    why: optionalText('Why it matters', GOAL_TEXT_MAX),
    measure: optionalText('How progress is measured', GOAL_TEXT_MAX),
    targetDate: calendarDateSchema.nullable().optional(),
    status: z
      .enum(GOAL_STATUSES, { error: 'Status must be on_track, at_risk, achieved or dropped.' })
      .optional(),
    shareWithCoaches: z.boolean({ error: 'shareWithCoaches must be true or false.' }).optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: GOAL_MESSAGES.nothingToUpdate,
  });
export type UpdateGoalRequest = z.input<typeof updateGoalRequestSchema>;

export const goalSchema = z.object({
  id: z.string(),
  title: z.string(),
  why: z.string(),
  measure: z.string(),
  targetDate: z.string().nullable(),
  status: z.enum(GOAL_STATUSES),
  shareWithCoaches: z.boolean(),
  source: z.enum(GOAL_SOURCES),
  actionsTotal: z.number().int(),
  actionsDone: z.number().int(),
  /** The last check-in's progress (0–100), or null before the first. */
  progress: z.number().int().nullable(),
  lastCheckInAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

export const goalResponseSchema = z.object({ goal: goalSchema });
/** A page of goals, last changed first. */
export const goalsResponseSchema = z.object({
  goals: z.array(goalSchema),
  nextCursor: nextCursorSchema,
});

export const goalParamsSchema = z.object({
  goalId: z.string().uuid(GOAL_MESSAGES.goalNotFound),
});

// ── Actions ──

export const createActionRequestSchema = z.object({
  title: textField('The action', { trim: true })
    .min(1, 'Please write the action in a few words.')
    .max(ACTION_TITLE_MAX, `The action can be at most ${ACTION_TITLE_MAX} characters.`),
  dueDate: calendarDateSchema.nullable().optional(),
});
export type CreateActionRequest = z.input<typeof createActionRequestSchema>;

export const updateActionRequestSchema = z
  .object({
    title: createActionRequestSchema.shape.title.optional(),
    dueDate: calendarDateSchema.nullable().optional(),
    done: z.boolean({ error: 'done must be true or false.' }).optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: GOAL_MESSAGES.nothingToUpdate,
  });
export type UpdateActionRequest = z.input<typeof updateActionRequestSchema>;

export const goalActionSchema = z.object({
  id: z.string(),
  goalId: z.string(),
  goalTitle: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GoalAction = z.infer<typeof goalActionSchema>;

export const actionResponseSchema = z.object({ action: goalActionSchema });
/** A page of a goal's actions, last changed first. */
export const actionsResponseSchema = z.object({
  actions: z.array(goalActionSchema),
  nextCursor: nextCursorSchema,
});
/** Open actions due this week (Monday to Sunday, UTC) or overdue, soonest first; at most 100. */
export const weekActionsResponseSchema = z.object({
  actions: z.array(goalActionSchema),
  weekStart: z.string(),
  weekEnd: z.string(),
});

export const actionParamsSchema = z.object({
  actionId: z.string().uuid(GOAL_MESSAGES.actionNotFound),
});

// ── Check-ins ──

export const createGoalCheckInRequestSchema = z.object({
  progress: z
    .number({ error: 'progress must be a number from 0 to 100.' })
    .int('progress must be a whole number from 0 to 100.')
    .min(0, 'progress must be a number from 0 to 100.')
    .max(100, 'progress must be a number from 0 to 100.'),
  helped: optionalText('What helped', CHECKIN_TEXT_MAX),
  hindered: optionalText('What got in the way', CHECKIN_TEXT_MAX),
});
export type CreateGoalCheckInRequest = z.input<typeof createGoalCheckInRequestSchema>;

export const goalCheckInSchema = z.object({
  id: z.string(),
  goalId: z.string(),
  progress: z.number().int(),
  helped: z.string(),
  hindered: z.string(),
  createdAt: z.string(),
});
export type GoalCheckIn = z.infer<typeof goalCheckInSchema>;
export const goalCheckInResponseSchema = z.object({ checkIn: goalCheckInSchema });
export const goalCheckInsResponseSchema = z.object({
  checkIns: z.array(goalCheckInSchema),
  nextCursor: nextCursorSchema,
});

/** Mood, energy, stress and sleep, each 1 (low) to 5 (high). */
export const WELLBEING_MEASURES = ['mood', 'energy', 'stress', 'sleep'] as const;
export type WellbeingMeasure = (typeof WELLBEING_MEASURES)[number];

const scale = (name: string) =>
  z
    .number({ error: `${name} must be a whole number from 1 to 5.` })
    .int(`${name} must be a whole number from 1 to 5.`)
    .min(1, `${name} must be a whole number from 1 to 5.`)
    .max(5, `${name} must be a whole number from 1 to 5.`);

export const createWellbeingCheckInRequestSchema = z.object({
  mood: scale('mood'),
  energy: scale('energy'),
  stress: scale('stress'),
  sleep: scale('sleep'),
  note: optionalText('The note', CHECKIN_TEXT_MAX),
});
export type CreateWellbeingCheckInRequest = z.input<typeof createWellbeingCheckInRequestSchema>;

export const wellbeingCheckInSchema = z.object({
  id: z.string(),
  mood: z.number().int(),
  energy: z.number().int(),
  stress: z.number().int(),
  sleep: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
});
export type WellbeingCheckIn = z.infer<typeof wellbeingCheckInSchema>;
export const wellbeingCheckInResponseSchema = z.object({ checkIn: wellbeingCheckInSchema });
/** A page of well-being check-ins, newest first. */
export const wellbeingCheckInsResponseSchema = z.object({
  checkIns: z.array(wellbeingCheckInSchema),
  nextCursor: nextCursorSchema,
});

// ── Progress rings ──

export const RING_KEYS = ['identify', 'contribution', 'state', 'action'] as const;
export type RingKey = (typeof RING_KEYS)[number];

export const ringSchema = z.object({
  key: z.enum(RING_KEYS),
  /** 0–100. */
  percent: z.number().int(),
  /** How the figure is made, in words ("3 of 5 actions done"). */
  detail: z.string(),
  /** What fills it, for a member whose ring is empty or low. */
  howToFill: z.string(),
});
export type Ring = z.infer<typeof ringSchema>;
export const progressResponseSchema = z.object({ rings: z.array(ringSchema) });
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

// ── What coaches are told ──

export const coachContextResponseSchema = z.object({
  vision: z.string().nullable(),
  goals: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(GOAL_STATUSES),
      targetDate: z.string().nullable(),
      lastCheckIn: goalCheckInSchema.nullable(),
      openActions: z.array(z.object({ title: z.string(), dueDate: z.string().nullable() })),
    }),
  ),
  wellbeing: wellbeingCheckInSchema.nullable(),
  /** The words the coach receives, exactly. Empty when there is nothing to tell. */
  text: z.string(),
});
export type CoachContextResponse = z.infer<typeof coachContextResponseSchema>;

// ── Calendar ──

export const calendarFeedResponseSchema = z.object({
  /** Whether a private feed address is on. */
  active: z.boolean(),
  /**
   * The address, only in the answer that made it: the server keeps a hash of its token, never the
   * token, so it cannot show it again (making a new one turns the old one off).
   */
  url: z.string().nullable(),
});
export const calendarFeedParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, GOAL_MESSAGES.feedNotFound),
});

// ── Reminders ──

export const reminderSchema = z.object({
  id: z.string(),
  kind: z.enum(['goal_checkin', 'action_due']),
  message: z.string(),
  goalId: z.string().nullable(),
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;
export const remindersResponseSchema = z.object({ reminders: z.array(reminderSchema) });
export const reminderParamsSchema = z.object({
  reminderId: z.string().uuid('Reminder not found.'),
});

// ── A coach's closing plan ──

export interface CoachPlan {
  goal: string;
  firstStep: string;
  when: string;
}

const PLAN_HEADING = /^#{3}\s+Your plan\s*$/;
const PLAN_LINE = /^[-*]\s+\*\*(Goal|First step|When):\*\*\s+(.+?)\s*$/;

/**
 * The closing plan a coach puts at the end of a reply, or null when the reply has none: a line
 * `### Your plan` followed by exactly three bullets `- **Goal:** …`, `- **First step:** …` and
 * `- **When:** …` (Goal first; the other two in either order), one after another. A closing line
 * may follow after a blank line ("Tell me how the first step went"). The last such heading counts.
 */
export function parseCoachPlan(text: string): CoachPlan | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let heading = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (PLAN_HEADING.test(lines[i] ?? '')) {
      heading = i;
      break;
    }
  }
  if (heading < 0) return null;
  let start = heading + 1;
  while (start < lines.length && (lines[start] ?? '').trim() === '') start += 1;
  const block = lines.slice(start, start + 3);
  const after = lines[start + 3];
  if (block.length !== 3 || (after !== undefined && after.trim() !== '')) return null;
  const found: Partial<Record<'Goal' | 'First step' | 'When', string>> = {};
  const order: string[] = [];
  for (const line of block) {
    const match = PLAN_LINE.exec(line.trim());
    if (!match) return null;
    const key = match[1] as 'Goal' | 'First step' | 'When';
    if (found[key] !== undefined) return null;
    found[key] = match[2] ?? '';
    order.push(key);
  }
  if (order[0] !== 'Goal' || !found.Goal || !found['First step'] || !found.When) return null;
  return { goal: found.Goal, firstStep: found['First step'], when: found.When };
}

// ── Proposals from a coach (a model's tool call) ──

export const PROPOSAL_KINDS = ['goal', 'action'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];
export const PROPOSAL_STATUSES = ['pending', 'accepted', 'dismissed'] as const;

/**
 * What a model may propose through its `propose_goal` tool: a goal as the member would write it
 * (title, why, measure, target date). Checked with the same rules as a goal made by hand.
 */
export const proposeGoalToolSchema = createGoalRequestSchema.pick({
  title: true,
  why: true,
  measure: true,
  targetDate: true,
});
/**
 * What a model may propose through its `propose_action` tool: an action for one of the member's
 * open goals, named by its title as the coach was told it.
 */
export const proposeActionToolSchema = createActionRequestSchema.extend({
  goalTitle: goalTitle,
});

export const proposalSchema = z.discriminatedUnion('kind', [
  z.object({
    id: z.string(),
    kind: z.literal('goal'),
    messageId: z.string(),
    goal: z.object({
      title: z.string(),
      why: z.string(),
      measure: z.string(),
      targetDate: z.string().nullable(),
    }),
    createdAt: z.string(),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('action'),
    messageId: z.string(),
    action: z.object({
      goalId: z.string(),
      goalTitle: z.string(),
      title: z.string(),
      dueDate: z.string().nullable(),
    }),
    createdAt: z.string(),
  }),
]);
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalsResponseSchema = z.object({
  /** Pending proposals, newest first (at most 50); each names the reply it came with. */
  proposals: z.array(proposalSchema),
});
export type ProposalsResponse = z.infer<typeof proposalsResponseSchema>;

export const proposalParamsSchema = z.object({
  proposalId: z.string().uuid('Proposal not found.'),
});

export const acceptProposalResponseSchema = z.object({
  /** The goal made (kind goal) or the goal the new action was added to (kind action). */
  goal: goalSchema,
  action: goalActionSchema.nullable(),
});
export type AcceptProposalResponse = z.infer<typeof acceptProposalResponseSchema>;
