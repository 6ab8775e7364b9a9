import { GOAL_SOURCES, GOAL_STATUSES, PROPOSAL_KINDS, PROPOSAL_STATUSES } from '@facet/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { messages } from './conversations.js';
import { users } from './users.js';

/** The member's own vision statement (the diamond profile's vision is only a suggestion). */
export const visions = pgTable('visions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  statement: text('statement').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date()),
});

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    why: text('why').notNull().default(''),
    measure: text('measure').notNull().default(''),
    targetDate: date('target_date', { mode: 'string' }),
    status: text('status', { enum: GOAL_STATUSES }).notNull().default('on_track'),
    /** Whether the coaches are told about this goal (its actions and check-ins with it). */
    shareWithCoaches: boolean('share_with_coaches').notNull().default(true),
    source: text('source', { enum: GOAL_SOURCES }).notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => new Date()),
  },
  (t) => [index('goals_user_idx').on(t.userId, t.updatedAt)],
);
export type GoalRow = typeof goals.$inferSelect;

export const goalActions = pgTable(
  'goal_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    /** The goal's member, kept on the row so every query can be scoped by it directly. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => new Date()),
  },
  (t) => [
    index('goal_actions_goal_idx').on(t.goalId, t.updatedAt),
    index('goal_actions_user_due_idx').on(t.userId, t.dueDate),
  ],
);
export type GoalActionRow = typeof goalActions.$inferSelect;

export const goalCheckIns = pgTable(
  'goal_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0–100 */
    progress: smallint('progress').notNull(),
    helped: text('helped').notNull().default(''),
    hindered: text('hindered').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goal_check_ins_goal_idx').on(t.goalId, t.createdAt)],
);
export type GoalCheckInRow = typeof goalCheckIns.$inferSelect;

export const wellbeingCheckIns = pgTable(
  'wellbeing_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Each 1 (low) to 5 (high). */
    mood: smallint('mood').notNull(),
    energy: smallint('energy').notNull(),
    stress: smallint('stress').notNull(),
    sleep: smallint('sleep').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wellbeing_check_ins_user_idx').on(t.userId, t.createdAt)],
);
export type WellbeingCheckInRow = typeof wellbeingCheckIns.$inferSelect;

/**
 * The private calendar feed of a member's actions. Only the SHA-256 of the token in its address is
 * kept; deleting the row turns the address off, a new row makes a new address.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.tokenHash)],
);

export const REMINDER_KINDS = ['goal_checkin', 'action_due'] as const;

/**
 * A reminder to a member: made when it falls due (one per subject and day, by the unique key),
 * then claimed by one instance (`FOR UPDATE SKIP LOCKED`) which e-mails it and sets `sent_at` in
 * the same transaction. In the app it shows until the member dismisses it.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'cascade' }),
    /** What it is about and for which day: `<kind>:<subject id>:<date>`, unique. */
    dedupeKey: text('dedupe_key').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the e-mail went (or was logged); null while it waits. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * A run that claimed it to send its e-mail holds it until then (a lease): another run skips it
     * until this has passed, so a run that died mid-send leaves it to be retried, not lost.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reminders_dedupe_key').on(t.dedupeKey),
    index('reminders_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
    index('reminders_user_idx').on(t.userId, t.createdAt),
  ],
);
export type ReminderRow = typeof reminders.$inferSelect;

/**
 * A goal or action a coach's model proposed through a tool call, checked against the contracts,
 * kept with the reply it came with until the member accepts it (one click makes the goal or
 * action) or dismisses it.
 */
export const coachProposals = pgTable(
  'coach_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROPOSAL_KINDS }).notNull(),
    /** The checked proposal: a goal's fields, or an action's with the goal's id and title. */
    payload: jsonb('payload').$type<Record<string, string | null>>().notNull(),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('coach_proposals_user_idx').on(t.userId, t.createdAt),
    index('coach_proposals_message_idx').on(t.messageId),
  ],
);
export type CoachProposalRow = typeof coachProposals.$inferSelect;
