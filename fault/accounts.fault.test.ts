import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FakeS3 } from '../apps/server/src/test/fake-s3.js';
import {
  client,
  type DataTarget,
  freshData,
  ServerProcess,
  signUp,
  until,
} from './support/server.js';

// A crash (SIGKILL) in the middle of an account deletion and of a data export, then a restart on
// the same data: the deletion is complete (no row of the member, no file of theirs in the store)
// and the export left nothing anywhere (no file on the server, no whole archive on the client).

const kind = inject('database');
const s3 = new FakeS3();
let bucket: string;
let data: DataTarget;
let server: ServerProcess | undefined;
const base = () => {
  if (!server) throw new Error('no server');
  return server.baseUrl;
};
const onS3 = () => ({
  STORAGE: 's3',
  S3_BUCKET: bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
});

beforeAll(async () => {
  await s3.start();
  bucket = s3.createBucket();
  data = await freshData(kind);
});
afterAll(async () => {
  await server?.kill();
  await data?.remove();
  await s3.stop();
});

async function upload(token: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('psychometric', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${base()}/api/upload/psychometric`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

async function login(email: string, password: string) {
  return client(base).post('/api/auth/login', { email, password });
}

describe(`accounts: a crash and a restart (${kind})`, () => {
  it('mid-deletion: after the restart the account is wholly gone, files included', async () => {
    server = await ServerProcess.start(data, onS3());
    const email = `leaver-${randomBytes(4).toString('hex')}@example.com`;
    const signed = await client(base).post('/api/auth/signup', {
      email,
      password: 'correct horse battery',
      firstName: 'Lee',
      lastName: 'Ver',
    });
    expect(signed.status).toBe(201);
    const member = { token: signed.json.token as string, userId: signed.json.user.id as string };
    const bystander = await signUp(base());
    for (const n of [1, 2, 3]) {
      await upload(member.token, `report-${n}.txt`, Buffer.from(`Values report ${n}\n`));
    }
    await upload(bystander.token, 'mine.txt', Buffer.from('Not yours.\n'));
    const keysBefore = [...s3.objects(bucket).keys()];
    expect(keysBefore).toHaveLength(4);

    // The store hangs on the first file's removal: the server is killed right there.
    s3.holds.add('DeleteObject');
    const asked = s3.requests.length;
    void fetch(`${base()}/api/account`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'correct horse battery' }),
    }).catch(() => {});
    await until(
      async () => s3.requests.slice(asked).filter((r) => r.operation === 'DeleteObject').length,
      (n) => n >= 1,
      'the deletion to reach the store',
    );
    await server.kill();

    // Killed mid-way: every row is already gone, and the files are recorded for removal.
    expect(await data.sql('select id from users where id = $1', [member.userId])).toEqual([]);
    expect(
      await data.sql('select id from uploaded_files where user_id = $1', [member.userId]),
    ).toEqual([]);
    const pending = await data.sql<{ blob_key: string }>(
      'select blob_key from pending_blob_deletions',
    );
    expect(pending).toHaveLength(3);
    expect(s3.objects(bucket).size).toBe(4); // the files are still in the store
    // The held call's connection died with the server; let it go (nothing is answered to it).
    await new Promise((r) => setTimeout(r, 300));
    s3.release();
    expect(s3.objects(bucket).size).toBe(4);

    server = await ServerProcess.start(data, onS3());
    // The start finishes the removal: only the bystander's file is left.
    await until(
      async () => s3.objects(bucket).size,
      (n) => n === 1,
      'the member’s files to be removed',
    );
    const left = [...s3.objects(bucket).keys()];
    expect(pending.map((p) => p.blob_key)).not.toContain(left[0]);
    expect((await login(email, 'correct horse battery')).status).toBe(401);
    const me = await client(base, member.token).get('/api/auth/me');
    expect(me.status).toBe(401);
    const theirs = await client(base, bystander.token).get('/api/upload/files');
    expect(theirs.json.files.map((f: { name: string }) => f.name)).toEqual(['mine.txt']);

    const stopped = await server.stop();
    expect(stopped.code).toBe(0);
    expect(await data.sql('select blob_key from pending_blob_deletions')).toEqual([]);
    for (const table of ['sessions', 'conversations', 'messages', 'uploaded_files']) {
      expect(
        await data.sql(`select 1 from ${table} where user_id = $1`, [member.userId]),
        table,
      ).toEqual([]);
    }
    server = undefined;
  });

  it('mid-export: nothing is left on the server and the client has no archive', async () => {
    server = await ServerProcess.start(data, {});
    const member = await signUp(base());
    const files = new Map<string, Buffer>();
    for (const n of [1, 2, 3]) {
      // Large: the export is still streaming when the server dies.
      const bytes = Buffer.from(`Report\n${randomBytes(4 * 1024 * 1024).toString('hex')}\n`);
      files.set(`big-${n}.txt`, bytes);
      await upload(member.token, `big-${n}.txt`, bytes);
    }
    const before = (await readdir(data.dataDir)).sort();

    const response = await fetch(`${base()}/api/account/export`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(first?.value?.length).toBeGreaterThan(0);
    await server.kill();
    // The rest never comes: the body fails, so the web app (which saves only a whole body) saves
    // nothing.
    const rest = (async () => {
      for (;;) {
        const part = await reader?.read();
        if (!part || part.done) return 'ended';
      }
    })();
    await expect(rest).rejects.toThrow();

    server = await ServerProcess.start(data, {});
    // No export file anywhere in the data folder, and nothing new listed for the member.
    expect((await readdir(data.dataDir)).sort()).toEqual(before);
    const tmp = path.join(data.dataDir, 'uploads', '.tmp');
    expect(await readdir(tmp).catch(() => [])).toEqual([]);
    const listed = await client(base, member.token).get('/api/upload/files');
    expect(listed.json.files.map((f: { name: string }) => f.name).sort()).toEqual([
      'big-1.txt',
      'big-2.txt',
      'big-3.txt',
    ]);
    // A new export is whole.
    const again = await fetch(`${base()}/api/account/export`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    const entries = unzipSync(new Uint8Array(await again.arrayBuffer()));
    for (const [name, bytes] of files) {
      expect(Buffer.from(entries[`files/${name}`] ?? []).equals(bytes), name).toBe(true);
    }
  });
});
