import type { DiamondEvidence } from '@facet/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FairTurns } from '../../ai/profile/fair-turns.js';
import { type JobTarget, WorkerPool } from '../../lib/worker-pool.js';
import { bearer, createTestApp, signUp, type TestAccount } from '../../test/harness.js';
import { postMultipart } from '../../test/multipart.js';

const EMPTY: DiamondEvidence = {
  vision: [],
  beliefs: [],
  values: [],
  behaviours: [],
  limitingBeliefs: [],
  limitingBehaviours: [],
};

/** A one-worker profile pool whose jobs start when called and end when the test releases them. */
class HeldPool extends WorkerPool {
  /** The name of the first file of each job, in the order jobs reached the pool. */
  readonly calls: string[] = [];
  private readonly releases: Array<() => void> = [];
  constructor() {
    super({ name: 'profile', size: 1, maxHeapMb: 64, timeoutMs: 1_000 });
  }
  override run<T>(target: JobTarget, input: unknown): Promise<T> {
    const files = Array.isArray(input) ? input : (input as { files: unknown[] }).files;
    this.calls.push((files as Array<{ name: string }>)[0]?.name ?? '?');
    const answer = target.fn === 'memberProfile' ? { evidence: EMPTY, flaggedFiles: [] } : EMPTY;
    return new Promise<T>((resolve) => this.releases.push(() => resolve(answer as T)));
  }
  releaseNext(): void {
    this.releases.shift()?.();
  }
}

async function until(ok: () => boolean, what: string) {
  for (let i = 0; i < 500; i++) {
    if (ok()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`never happened: ${what}`);
}

let app: FastifyInstance;
const pool = new HeldPool();
const turns = new FairTurns(1);
beforeAll(async () => {
  app = await createTestApp({ profilePool: pool, profileTurns: turns });
});
afterAll(() => app.close());

async function memberWithFile(name: string) {
  const account = await signUp(app);
  const res = await postMultipart(app, account.token, '/api/upload/cv', {}, [
    { field: 'cv', name: `${name}.txt`, content: `I lead teams and I value honesty. ${name}` },
  ]);
  expect(res.statusCode).toBe(201);
  return account;
}

const generate = (account: TestAccount, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/generate-diamond-insights',
    headers: bearer(account.token),
    payload: { userId: account.user.id },
    remoteAddress: address,
  });

describe('profile builds take turns', () => {
  it("serves a member's build after one running build, not after every throwaway account's", async () => {
    const attacker = '10.0.0.66';
    const [a1, a2, a3, member] = [
      await memberWithFile('a1'),
      await memberWithFile('a2'),
      await memberWithFile('a3'),
      await memberWithFile('member'),
    ];
    const answers = [generate(a1, attacker)];
    await until(() => pool.calls.length === 1, 'the first build reached the pool');

    // One build per member at a time: a second request is refused at once.
    const again = await generate(a1, attacker);
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe(
      'Your insights are being generated right now. Please wait a moment.',
    );

    // Each request has arrived (waiting for its turn, or at the pool) before the next is sent.
    const arrived = () => turns.waiting + pool.calls.length;
    answers.push(generate(a2, attacker));
    await until(() => arrived() === 2, 'a2 arrived');
    answers.push(generate(a3, attacker));
    await until(() => arrived() === 3, 'a3 arrived');
    answers.push(generate(member, '192.0.2.7'));
    await until(() => arrived() === 4, 'the member arrived');

    for (let i = 0; i < 4; i++) {
      const seen = pool.calls.length;
      pool.releaseNext();
      await until(() => pool.calls.length >= Math.min(4, seen + 1), 'the next build started');
    }
    await Promise.all(answers);
    expect(pool.calls).toEqual(['a1.txt', 'member.txt', 'a2.txt', 'a3.txt']);
  });
});
