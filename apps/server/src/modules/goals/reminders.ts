import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { goalActions, goalCheckIns, goals, reminders } from '../../db/schema/goals.js';
import { users } from '../../db/schema/users.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mailer.js';

/** Reminders one run sends at most (each in its own transaction). */
export const REMINDER_BATCH = 50;
/** How long a run's claim on a reminder lasts by default (REMINDER_LEASE_MS). */
export const REMINDER_LEASE_MS = 10 * 60_000;
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
 * 2. Sent: an instance claims one unsent row in one short statement (`FOR UPDATE SKIP LOCKED`,
 *    so another instance skips it rather than waiting) that sets a lease, `claimed_until`. It
 *    sends the e-mail outside any transaction, then sets `sent_at`. While the lease holds, no
 *    other run takes the row; a failed send gives it back at once. A crash mid-send leaves the
 *    row unsent and its lease runs out (REMINDER_LEASE_MS), after which a run on any instance
 *    sends it: none is lost. None is sent twice, with two windows left (at-least-once there):
 *    an e-mail the mail server accepted in the instant before a crash, before `sent_at` was set,
 *    is sent again; and so is one whose send timed out (half the lease) but which the mail server
 *    still accepted after the lease ran out.
 *    No connection is held while the mail server answers: on the embedded database (one
 *    connection) a slow or hanging mail server stalls no request.
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
  /** How long a claim lasts (ms): a run that died mid-send is retried once it has passed. */
  leaseMs?: number;
}) {
  const { db, mailer, clock } = deps;
  const leaseMs = deps.leaseMs ?? REMINDER_LEASE_MS;

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
            claimedUntil: sql`null::timestamptz`.as('claimed_until'),
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
            claimedUntil: sql`null::timestamptz`.as('claimed_until'),
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
   * Claims one unsent reminder, e-mails it and marks it sent; false when none was left to claim.
   *
   * The claim is one short statement (`UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED)`)
   * that sets `claimed_until` to now + the lease; the e-mail goes outside any transaction, so a
   * slow mail server holds no database connection (on the embedded database, the only one). Once
   * the mail server has accepted it, `sent_at` is set. A failed send gives the claim back at once
   * for the next run; a run that dies mid-send leaves the claim to expire, and a later run (on any
   * instance) sends it then. A send is given at most half the lease, so a claim never expires while
   * its own send can still finish within the time limit.
   */
  async function sendOne(): Promise<boolean> {
    const now = new Date(clock.now());
    const leaseEnd = new Date(now.getTime() + leaseMs);
    const claimable = db
      .select({ id: reminders.id })
      .from(reminders)
      .where(
        and(
          isNull(reminders.sentAt),
          or(isNull(reminders.claimedUntil), lt(reminders.claimedUntil, now)),
        ),
      )
      .orderBy(asc(reminders.createdAt), asc(reminders.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await db
      .update(reminders)
      .set({ claimedUntil: leaseEnd })
      .where(inArray(reminders.id, claimable))
      .returning({ id: reminders.id, userId: reminders.userId, message: reminders.message });
    if (!claimed) return false;
    const release = () =>
      db
        .update(reminders)
        .set({ claimedUntil: null })
        .where(
          and(
            eq(reminders.id, claimed.id),
            isNull(reminders.sentAt),
            eq(reminders.claimedUntil, leaseEnd),
          ),
        );
    const [member] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, claimed.userId));
    if (!member) {
      // The member was deleted meanwhile (their reminders go with them).
      return true;
    }
    try {
      await withTimeout(
        mailer.send({
          to: member.email,
          subject: 'A reminder from Facet',
          text: `Hi ${member.firstName},\n\n${claimed.message}\n\nYour goals and actions: ${deps.publicUrl}/vision-goals\n`,
        }),
        Math.floor(leaseMs / 2),
      );
    } catch (err) {
      // Refused or failed: the next run tries again. Timed out: the mail server may still accept
      // it, so the claim is kept until it expires rather than given back for an early second send.
      if (!(err instanceof SendTimeout)) await release();
      throw err;
    }
    await db
      .update(reminders)
      .set({ sentAt: new Date(clock.now()), claimedUntil: null })
      .where(eq(reminders.id, claimed.id));
    return true;
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

class SendTimeout extends Error {}

/** `promise`, or a SendTimeout after `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeout(`mail not accepted within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export type Reminders = ReturnType<typeof createReminders>;
