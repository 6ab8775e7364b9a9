import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { goalActions, goalCheckIns, goals, reminders } from '../../db/schema/goals.js';
import { users } from '../../db/schema/users.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mailer.js';

/** Reminders one run sends at most (each in its own transaction). */
export const REMINDER_BATCH = 50;
/** A goal without a check-in for this long is due one. */
const CHECK_IN_EVERY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Reminders shown in the app: the newest undismissed ones. */
export const IN_APP_REMINDERS = 20;

/**
 * Reminders, made and sent exactly once however many instances run this at the same time:
 *
 * 1. Made: one row per subject and day (`dedupe_key` is unique; `ON CONFLICT DO NOTHING`), for an
 *    open action due today or earlier (once per due date) and for an open goal without a check-in
 *    for a week (once per ISO week). Two instances making the same one make one row.
 * 2. Sent: an instance claims unsent rows with `SELECT … FOR UPDATE SKIP LOCKED` (another instance
 *    skips them rather than waiting), sends its e-mail, and sets `sent_at` in the same
 *    transaction, one reminder per transaction. A crash before the commit releases the row
 *    unmarked, so the next run sends it: none is lost, and none is marked sent without having been
 *    handed to the mail transport. (The one window left is the mail server's: an e-mail it
 *    accepted in the instant before a crash, before the commit, is sent again.) A failed send
 *    rolls that one back for the next run.
 *
 * PostgreSQL and the embedded database run the same statements (PGlite has one connection, so the
 * lock never has anyone to skip).
 */
export function createReminders(deps: {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}) {
  const { db, mailer, clock } = deps;

  async function make(): Promise<number> {
    const now = new Date(clock.now());
    const today = now.toISOString().slice(0, 10);
    const dueActions = await db
      .insert(reminders)
      .select(
        db
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            userId: goalActions.userId,
            kind: sql`'action_due'`.as('kind'),
            goalId: goalActions.goalId,
            dedupeKey: sql`'action_due:' || ${goalActions.id} || ':' || ${goalActions.dueDate}`.as(
              'dedupe_key',
            ),
            message:
              sql`'Due ' || to_char(${goalActions.dueDate}, 'YYYY-MM-DD') || ': ' || ${goalActions.title} || ' (for your goal “' || ${goals.title} || '”).'`.as(
                'message',
              ),
            createdAt: sql`${now.toISOString()}::timestamptz`.as('created_at'),
            sentAt: sql`null::timestamptz`.as('sent_at'),
            dismissedAt: sql`null::timestamptz`.as('dismissed_at'),
          })
          .from(goalActions)
          .innerJoin(goals, eq(goals.id, goalActions.goalId))
          .where(
            and(
              isNull(goalActions.doneAt),
              lte(goalActions.dueDate, today),
              inArray(goals.status, ['on_track', 'at_risk']),
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ id: reminders.id });
    const since = new Date(now.getTime() - CHECK_IN_EVERY_DAYS * DAY_MS).toISOString();
    const lastCheckIn = sql`coalesce((select max(c.created_at) from ${goalCheckIns} c where c.goal_id = "goals"."id"), ${goals.createdAt})`;
    const week = sql`to_char(${now.toISOString()}::timestamptz at time zone 'UTC', 'IYYY-"W"IW')`;
    const checkIns = await db
      .insert(reminders)
      .select(
        db
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            userId: goals.userId,
            kind: sql`'goal_checkin'`.as('kind'),
            goalId: goals.id,
            dedupeKey: sql`'goal_checkin:' || ${goals.id} || ':' || ${week}`.as('dedupe_key'),
            message:
              sql`'Time for your weekly check-in on “' || ${goals.title} || '”: how far along are you, what helped, what got in the way?'`.as(
                'message',
              ),
            createdAt: sql`${now.toISOString()}::timestamptz`.as('created_at'),
            sentAt: sql`null::timestamptz`.as('sent_at'),
            dismissedAt: sql`null::timestamptz`.as('dismissed_at'),
          })
          .from(goals)
          .where(
            and(
              inArray(goals.status, ['on_track', 'at_risk']),
              sql`${lastCheckIn} <= ${since}::timestamptz`,
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ id: reminders.id });
    return dueActions.length + checkIns.length;
  }

  /**
   * Claims one unsent reminder, e-mails it and marks it sent, in one transaction; false when none
   * was left to claim. One per transaction: a crash or a failed send undoes only the reminder in
   * flight, never one whose e-mail already went.
   */
  async function sendOne(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [reminder] = await tx
        .select({
          id: reminders.id,
          message: reminders.message,
          email: users.email,
          firstName: users.firstName,
        })
        .from(reminders)
        .innerJoin(users, eq(users.id, reminders.userId))
        .where(isNull(reminders.sentAt))
        .orderBy(asc(reminders.createdAt), asc(reminders.id))
        .limit(1)
        .for('update', { of: reminders, skipLocked: true });
      if (!reminder) return false;
      await mailer.send({
        to: reminder.email,
        subject: 'A reminder from Facet',
        text: `Hi ${reminder.firstName},\n\n${reminder.message}\n\nYour goals and actions: ${deps.publicUrl}/vision-goals\n`,
      });
      await tx
        .update(reminders)
        .set({ sentAt: new Date(clock.now()) })
        .where(eq(reminders.id, reminder.id));
      return true;
    });
  }

  let running: Promise<{ made: number; sent: number }> | undefined;

  return {
    make,
    sendOne,
    /**
     * One run: make what fell due, then send until nothing is left or REMINDER_BATCH went (the
     * next run takes the rest). One run at a time per instance.
     */
    run(): Promise<{ made: number; sent: number }> {
      running ??= (async () => {
        try {
          const made = await make();
          let sent = 0;
          while (sent < REMINDER_BATCH && (await sendOne())) sent += 1;
          if (made || sent) deps.log.info({ made, sent }, 'reminders');
          return { made, sent };
        } finally {
          running = undefined;
        }
      })();
      return running;
    },

    /** The member's reminders in the app: the newest not dismissed. */
    forMember(userId: string) {
      return db
        .select()
        .from(reminders)
        .where(and(eq(reminders.userId, userId), isNull(reminders.dismissedAt)))
        .orderBy(desc(reminders.createdAt))
        .limit(IN_APP_REMINDERS);
    },

    async dismiss(userId: string, reminderId: string): Promise<boolean> {
      const rows = await db
        .update(reminders)
        .set({ dismissedAt: new Date(clock.now()) })
        .where(and(eq(reminders.id, reminderId), eq(reminders.userId, userId)))
        .returning({ id: reminders.id });
      return rows.length > 0;
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
