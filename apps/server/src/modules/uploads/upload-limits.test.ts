import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberLimitSettings } from '../../app.js';
import { bearer, createTestApp, signUp, type TestAccount } from '../../test/harness.js';
import { postMultipart } from '../../test/multipart.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function appWith(memberLimits: Partial<MemberLimitSettings>) {
  const app = await createTestApp({ memberLimits });
  apps.push(app);
  return app;
}

const text = (bytes: number) => `Result: ${'a'.repeat(bytes - 8)}`;

function upload(
  app: FastifyInstance,
  account: TestAccount,
  files: Array<{ name: string; content: string }>,
  kind: 'cv' | 'psychometric' = 'psychometric',
) {
  return postMultipart(
    app,
    account.token,
    `/api/upload/${kind}`,
    {},
    files.map((f) => ({ field: kind, ...f })),
  );
}

async function listed(app: FastifyInstance, account: TestAccount) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/upload/files',
    headers: bearer(account.token),
  });
  return res.json().files as Array<{ id: string; name: string }>;
}

describe('uploads: files per member per hour', () => {
  it('refuses the file past the hourly limit with 429, the limit and when to upload again', async () => {
    const app = await appWith({ uploadsPerHour: 3 });
    const member = await signUp(app);
    for (let i = 0; i < 2; i++) {
      const ok = await upload(app, member, [{ name: `r${i}.txt`, content: text(100) }]);
      expect(ok.statusCode).toBe(201);
    }
    // A batch of two with one file left in the budget: refused whole, nothing kept.
    const batch = await upload(app, member, [
      { name: 'r2.txt', content: text(100) },
      { name: 'r3.txt', content: text(100) },
    ]);
    expect(batch.statusCode).toBe(429);
    expect(batch.json().error).toMatch(
      /^You have uploaded 3 files in the last hour, the most Facet takes\. Please upload again in \d+ minutes\.$/,
    );
    const retryAfter = Number(batch.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await listed(app, member)).map((f) => f.name)).toEqual(['r0.txt', 'r1.txt']);
    expect(
      (await upload(app, member, [{ name: 'cv.txt', content: text(100) }], 'cv')).statusCode,
    ).toBe(429);
    // Another member's budget is their own.
    const other = await signUp(app);
    expect((await upload(app, other, [{ name: 'x.txt', content: text(100) }])).statusCode).toBe(
      201,
    );
  });
});

describe('uploads: bytes stored per member', () => {
  it('refuses with 413 naming the allowance, counting what the member has stored, until they delete a file', async () => {
    const app = await appWith({ maxStoredUploadBytes: 1000 });
    const member = await signUp(app);
    expect((await upload(app, member, [{ name: 'a.txt', content: text(600) }])).statusCode).toBe(
      201,
    );

    const over = await upload(app, member, [{ name: 'b.txt', content: text(600) }]);
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toBe(
      'Your files can take up at most 1000 bytes in all, and you have 600 bytes stored. Delete a file you no longer need, then upload again.',
    );
    // Within the allowance: taken.
    expect(
      (await upload(app, member, [{ name: 'c.txt', content: text(400) }], 'cv')).statusCode,
    ).toBe(201);
    // Full: refused before any file is read.
    const full = await upload(app, member, [{ name: 'd.txt', content: text(10) }]);
    expect(full.statusCode).toBe(413);
    expect(full.json().error).toContain('you have 1000 bytes stored');
    expect((await listed(app, member)).map((f) => f.name)).toEqual(['a.txt', 'c.txt']);

    // Deleting a file frees its bytes.
    const first = (await listed(app, member))[0];
    await app.inject({
      method: 'DELETE',
      url: `/api/upload/files/${first?.id}`,
      headers: bearer(member.token),
    });
    expect((await upload(app, member, [{ name: 'b.txt', content: text(600) }])).statusCode).toBe(
      201,
    );
  });
});
