// Conversation search (GET /api/conversations?q=) on PostgreSQL: one member with 10,000 messages
// in 200 conversations, another member with as many (which a search must never see), then the
// service's search timed as the route calls it, for a few kinds of query. Prints the median and
// 95th percentile per query. Uses the built server code and BENCH_DATABASE_URL (or
// TEST_DATABASE_URL); without one it prints a notice and skips. Its rows are removed at the end.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { root } from '../scripts/build-state.mjs';

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    'conversation search: skipped, no PostgreSQL (set BENCH_DATABASE_URL=postgres://… to run it)',
  );
  process.exit(0);
}

const CONVERSATIONS = 200;
const PER_CONVERSATION = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const dist = `${root}/apps/server/dist`;
const { openDatabase } = await import(`${dist}/db/client.js`);
const { users } = await import(`${dist}/db/schema/users.js`);
const { conversations, messages } = await import(`${dist}/db/schema/conversations.js`);
const { createConversationsRepository } = await import(
  `${dist}/modules/conversations/conversations.repository.js`
);
const { createConversationsService } = await import(
  `${dist}/modules/conversations/conversations.service.js`
);
const { inArray, sql } = await import('drizzle-orm');

// A made-up vocabulary of coaching talk; each message is 12 to 40 words drawn from it.
const WORDS = (
  'career role team manager interview salary promotion feedback project deadline growth skill ' +
  'goal plan week month review stress balance energy sleep focus habit meeting client product ' +
  'strategy leadership mentor network offer contract remote office change doubt confidence ' +
  'value strength story example result impact learn course budget family time priority'
).split(' ');
let seed = 7;
const next = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed;
};
const sentence = () =>
  Array.from({ length: 12 + (next() % 29) }, () => WORDS[next() % WORDS.length]).join(' ');

const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
const { db } = handle;
const service = createConversationsService({
  conversations: createConversationsRepository(db),
  agents: { findById: async () => undefined },
});

async function member(tag) {
  const [row] = await db
    .insert(users)
    .values({
      email: `bench-search-${tag}-${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: 'not-a-login',
      firstName: 'Bench',
      lastName: tag,
    })
    .returning({ id: users.id });
  for (let c = 0; c < CONVERSATIONS; c++) {
    const [conversation] = await db
      .insert(conversations)
      .values({
        userId: row.id,
        sessionId: `bench-${c}`,
        agentId: 1,
        title: c % 10 === 0 ? `Salary talk ${c}` : `Chat ${c} about ${WORDS[c % WORDS.length]}`,
      })
      .returning({ id: conversations.id });
    const rows = Array.from({ length: PER_CONVERSATION }, (_, i) => ({
      userId: row.id,
      conversationId: conversation.id,
      role: i % 2 === 0 ? 'user' : 'assistant',
      // One conversation in forty mentions a rare word: a selective search.
      content: c % 40 === 3 && i === 7 ? `${sentence()} kubernetes ${sentence()}` : sentence(),
    }));
    await db.insert(messages).values(rows);
  }
  return row.id;
}

const started = performance.now();
const alice = await member('a');
const bob = await member('b');
await db.execute(sql`analyze conversations`);
await db.execute(sql`analyze messages`);
console.log(
  `conversation search: seeded 2 members × ${CONVERSATIONS * PER_CONVERSATION} messages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const QUERIES = [
  ['rare word (a few conversations)', 'kubernetes'],
  ['title word', 'salary'],
  ['common word (most conversations, first page of 50)', 'interview'],
  ['prefix of two words', 'promo feedb'],
  ['no match', 'zeppelin'],
];
try {
  for (const [label, q] of QUERIES) {
    let found = 0;
    for (let i = 0; i < 5; i++) await service.list(alice, undefined, { limit: 50 }, q);
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      found = (await service.list(alice, undefined, { limit: 50 }, q)).conversations.length;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const p95 = times[Math.floor(times.length * 0.95)];
    console.log(
      `conversation search over 10,000 messages (PostgreSQL), ${label} "${q}": median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${found} found (target < 50 ms)`,
    );
  }
} finally {
  await db.delete(users).where(inArray(users.id, [alice, bob]));
  await handle.close();
}
