import { eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineCoach } from '../../ai/offline-coach.js';
import { conversations, messages } from '../../db/schema/conversations.js';
import { diamondProfiles } from '../../db/schema/insights.js';
import { linkedinImports } from '../../db/schema/linkedin.js';
import { noteShares, notes } from '../../db/schema/notes.js';
import { passwordResets, pendingBlobDeletions, sessions } from '../../db/schema/sessions.js';
import { uploadedFiles } from '../../db/schema/uploads.js';
import { users } from '../../db/schema/users.js';
import { systemClock } from '../../lib/clock.js';
import { MemoryLimiterStore } from '../../lib/failure-limiter.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { createS3Store } from '../../storage/s3-store.js';
import { chatTurn } from '../../test/chat.js';
import { FakeS3 } from '../../test/fake-s3.js';
import {
  bearer,
  createTestApp,
  signUp,
  type TestAccount,
  testBlobStore,
  testDatabase,
} from '../../test/harness.js';
import { postMultipart } from '../../test/multipart.js';
import { createAccountRepository } from './account.repository.js';
import { drainPendingBlobDeletions } from './account.service.js';

const fakeS3 = new FakeS3();
let local: BlobStore;
let s3: BlobStore;
let s3Bucket: string;
let onDisk: FastifyInstance;
let onS3: FastifyInstance;

beforeAll(async () => {
  await fakeS3.start();
  s3Bucket = fakeS3.createBucket();
  s3 = createS3Store({
    bucket: s3Bucket,
    endpoint: fakeS3.endpoint,
    accessKeyId: fakeS3.credentials.accessKeyId,
    secretAccessKey: fakeS3.credentials.secretAccessKey,
  });
  local = testBlobStore();
  const coach = createOfflineCoach({ wordDelayMs: 0 });
  onDisk = await createTestApp({ blobs: local, coach });
  onS3 = await createTestApp({ blobs: s3, coach });
});
afterAll(async () => {
  await onDisk.close();
  await onS3.close();
  await fakeS3.stop();
});

const CV_TEXT = 'Priya Raman - Product Manager\nLed a team of 6 engineers.\nI value honesty.\n';

async function linkedinExport(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    'Profile.csv',
    'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n' +
      'Priya,Raman,,,,Product Manager,I build products.,Finance,,London,,,\n',
  );
  zip.file(
    'Positions.csv',
    'Company Name,Title,Description,Location,Started On,Finished On\nMonzo,Product Manager,Payments.,London,Mar 2021,\n',
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A member with something in every table that holds their data. */
async function fullMember(app: FastifyInstance) {
  const member = await signUp(app, { firstName: 'Priya', lastName: 'Raman' });
  const friend = await signUp(app);
  const auth = bearer(member.token);
  const sessionId = `acct-${member.user.id.slice(0, 8)}`;
  const turn = await chatTurn(app, member.token, {
    sessionId,
    agentId: '1',
    content: 'How do I prepare for a promotion conversation?',
  });
  expect(turn.res.statusCode).toBe(200);
  const note = await app.inject({
    method: 'POST',
    url: `/api/conversations/${sessionId}/notes`,
    headers: auth,
    payload: { title: 'Promotion', content: 'Ask for scope.', sharedWith: [friend.email] },
  });
  expect(note.statusCode, note.body).toBe(201);
  // The friend shares a note of theirs with the member: the share must go too.
  const friendSession = `friend-${friend.user.id.slice(0, 8)}`;
  await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(friend.token),
    payload: { sessionId: friendSession, title: 'Friend' },
  });
  const friendNote = await app.inject({
    method: 'POST',
    url: `/api/conversations/${friendSession}/notes`,
    headers: bearer(friend.token),
    payload: { title: 'For you', content: 'Read this.', sharedWith: [member.email] },
  });
  expect(friendNote.statusCode, friendNote.body).toBe(201);
  const cv = await postMultipart(app, member.token, '/api/upload/cv', {}, [
    { field: 'cv', name: 'cv.txt', content: CV_TEXT },
  ]);
  expect(cv.statusCode, cv.body).toBe(201);
  const report = await postMultipart(app, member.token, '/api/upload/psychometric', {}, [
    { field: 'psychometric', name: 'values.txt', content: 'Top values: honesty, craft.' },
  ]);
  expect(report.statusCode, report.body).toBe(201);
  const linkedin = await postMultipart(app, member.token, '/api/auth/linkedin/import', {}, [
    { field: 'file', name: 'linkedin-export.zip', content: await linkedinExport() },
  ]);
  expect(linkedin.statusCode, linkedin.body).toBe(200);
  const profile = await app.inject({
    method: 'POST',
    url: '/api/generate-diamond-insights',
    headers: auth,
    payload: { userId: member.user.id },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  return { member, friend, sessionId, friendNoteId: friendNote.json().note.id as string };
}

/** Rows anywhere that belong to, or name, the member. */
async function rowsOf(userId: string) {
  const { db } = await testDatabase();
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    users: await count(db.select().from(users).where(eq(users.id, userId))),
    sessions: await count(db.select().from(sessions).where(eq(sessions.userId, userId))),
    resets: await count(db.select().from(passwordResets).where(eq(passwordResets.userId, userId))),
    conversations: await count(
      db.select().from(conversations).where(eq(conversations.userId, userId)),
    ),
    messages: await count(db.select().from(messages).where(eq(messages.userId, userId))),
    notes: await count(db.select().from(notes).where(eq(notes.ownerId, userId))),
    shares: await count(db.select().from(noteShares).where(eq(noteShares.userId, userId))),
    uploads: await count(db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, userId))),
    profiles: await count(
      db.select().from(diamondProfiles).where(eq(diamondProfiles.userId, userId)),
    ),
    linkedin: await count(
      db.select().from(linkedinImports).where(eq(linkedinImports.userId, userId)),
    ),
  };
}

async function blobKeysOf(userId: string) {
  const { db } = await testDatabase();
  const uploads = await db
    .select({ key: uploadedFiles.blobKey })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.userId, userId));
  const imports = await db
    .select({ key: linkedinImports.blobKey })
    .from(linkedinImports)
    .where(eq(linkedinImports.userId, userId));
  return [...uploads, ...imports].map((r) => r.key);
}

async function exists(store: BlobStore, key: string) {
  try {
    await store.read(key, { maxBytes: 1 });
    return true;
  } catch {
    return false;
  }
}

const deleteAccount = (app: FastifyInstance, account: TestAccount, password: string) =>
  app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: bearer(account.token),
    payload: { password },
  });

describe('DELETE /api/account', () => {
  it('refuses a wrong password and deletes nothing', async () => {
    const { member } = await fullMember(onDisk);
    const before = await rowsOf(member.user.id);
    const res = await deleteAccount(onDisk, member, 'not my password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Your password is incorrect. Your account was not deleted.',
      details: [{ path: 'password' }],
    });
    expect(await rowsOf(member.user.id)).toEqual(before);
    const me = await onDisk.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(member.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('requires the password field and a session', async () => {
    const member = await signUp(onDisk);
    const missing = await onDisk.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(member.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/Password is required/);
    const anonymous = await onDisk.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: member.password },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('locks after repeated wrong passwords (429)', async () => {
    const member = await signUp(onDisk);
    for (let i = 0; i < 5; i++) {
      expect((await deleteAccount(onDisk, member, `wrong ${i}`)).statusCode).toBe(400);
    }
    const locked = await deleteAccount(onDisk, member, member.password);
    expect(locked.statusCode).toBe(429);
    expect(await rowsOf(member.user.id)).toMatchObject({ users: 1 });
  });

  for (const [label, app, store] of [
    ['local disk', () => onDisk, () => local],
    ['S3', () => onS3, () => s3],
  ] as const) {
    it(`deletes every row and file of the member, and nothing of anyone else (${label})`, async () => {
      const { member, friend, friendNoteId } = await fullMember(app());
      const keys = await blobKeysOf(member.user.id);
      expect(keys).toHaveLength(3); // CV, report, LinkedIn export
      for (const key of keys) expect(await exists(store(), key)).toBe(true);
      const friendKeysBefore = await blobKeysOf(friend.user.id);
      const before = await rowsOf(member.user.id);
      expect(Object.values(before).every((n) => n > 0)).toBe(false); // resets: none asked
      expect(before).toMatchObject({ users: 1, conversations: 1, notes: 1, shares: 1, uploads: 2 });

      const res = await deleteAccount(app(), member, member.password);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message: 'Your account and everything in it have been deleted.',
      });

      expect(await rowsOf(member.user.id)).toEqual({
        users: 0,
        sessions: 0,
        resets: 0,
        conversations: 0,
        messages: 0,
        notes: 0,
        shares: 0,
        uploads: 0,
        profiles: 0,
        linkedin: 0,
      });
      for (const key of keys) expect(await exists(store(), key), key).toBe(false);
      const { db } = await testDatabase();
      expect(
        await db
          .select()
          .from(pendingBlobDeletions)
          .where(inArray(pendingBlobDeletions.blobKey, keys)),
      ).toEqual([]);
      // The member's note is gone from the friend's shared list; the friend's own note stays,
      // shared with no one.
      const shared = await app().inject({
        method: 'GET',
        url: '/api/notes/shared',
        headers: bearer(friend.token),
      });
      expect(shared.json().notes).toEqual([]);
      const friendNotes = await db.select().from(notes).where(eq(notes.id, friendNoteId));
      expect(friendNotes).toHaveLength(1);
      expect(await db.select().from(noteShares).where(eq(noteShares.noteId, friendNoteId))).toEqual(
        [],
      );
      expect(await blobKeysOf(friend.user.id)).toEqual(friendKeysBefore);
      // The token opens nothing and the address can sign up afresh.
      const me = await app().inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(member.token),
      });
      expect(me.statusCode).toBe(401);
      const login = await app().inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password: member.password },
      });
      expect(login.statusCode).toBe(401);
      const again = await signUp(app(), { email: member.email });
      expect(again.user.id).not.toBe(member.user.id);
    });
  }

  it("forgets the member's failure counters with the account", async () => {
    const store = new MemoryLimiterStore(systemClock);
    const app = await createTestApp({ limiterStore: store });
    try {
      const member = await signUp(app);
      const email = member.email.toLowerCase();
      for (let i = 0; i < 3; i++) {
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: `wrong ${i}` },
        });
      }
      expect((await deleteAccount(app, member, 'not it')).statusCode).toBe(400);
      expect((await store.check(`login-account:${email}`)).count).toBe(3);
      expect((await store.check(`password-change:${member.user.id}`)).count).toBe(1);
      expect((await deleteAccount(app, member, member.password)).statusCode).toBe(200);
      expect((await store.check(`login-account:${email}`)).count).toBe(0);
      expect((await store.check(`password-change:${member.user.id}`)).count).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('keeps the files it could not remove queued, and a later pass removes them', async () => {
    const failing: BlobStore = {
      ...local,
      delete: async () => {
        throw new Error('store unavailable');
      },
    };
    const app = await createTestApp({
      blobs: failing,
      coach: createOfflineCoach({ wordDelayMs: 0 }),
    });
    try {
      const { member } = await fullMember(app);
      const keys = await blobKeysOf(member.user.id);
      const res = await deleteAccount(app, member, member.password);
      expect(res.statusCode, res.body).toBe(200);
      expect((await rowsOf(member.user.id)).users).toBe(0);
      const { db } = await testDatabase();
      const queued = await db
        .select({ key: pendingBlobDeletions.blobKey })
        .from(pendingBlobDeletions)
        .where(inArray(pendingBlobDeletions.blobKey, keys));
      expect(queued.map((r) => r.key).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(await exists(local, key)).toBe(true);

      // What main.ts runs at start and every five minutes.
      const removed = await drainPendingBlobDeletions({
        account: createAccountRepository(db),
        blobs: local,
      });
      expect(removed).toBeGreaterThanOrEqual(keys.length);
      for (const key of keys) expect(await exists(local, key)).toBe(false);
      const left = await db
        .select()
        .from(pendingBlobDeletions)
        .where(or(inArray(pendingBlobDeletions.blobKey, keys), sql`false`));
      expect(left).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/account/export', () => {
  it("answers one zip with the member's profile, conversations, notes, files and profiles", async () => {
    const { member, sessionId } = await fullMember(onDisk);
    const res = await onDisk.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="facet-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const text = (name: string) => new TextDecoder().decode(entries[name]);
    const json = (name: string) => JSON.parse(text(name));
    expect(Object.keys(entries).sort()).toEqual(
      [
        'README.txt',
        'profile.json',
        `conversations/0001-${sessionId}.json`,
        'notes.json',
        'goals.json',
        'wellbeing.json',
        'reminders.json',
        'proposals.json',
        'files.json',
        'files/cv.txt',
        'files/values.txt',
        'diamond-profile.json',
        'linkedin/profile.json',
        'linkedin/linkedin-export.zip',
      ].sort(),
    );
    expect(json('profile.json')).toMatchObject({ id: member.user.id, email: member.email });
    expect(JSON.stringify(json('profile.json'))).not.toMatch(/argon2|passwordHash/);
    const conversation = json(`conversations/0001-${sessionId}.json`);
    expect(conversation.conversation.sessionId).toBe(sessionId);
    expect(conversation.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(conversation.messages[0].content).toBe('How do I prepare for a promotion conversation?');
    expect(json('notes.json')).toMatchObject([
      { title: 'Promotion', content: 'Ask for scope.', sessionId },
    ]);
    expect(
      json('files.json')
        .map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['files/cv.txt', 'files/values.txt']);
    expect(text('files/cv.txt')).toBe(CV_TEXT);
    expect(json('diamond-profile.json').insights).toBeTruthy();
    expect(json('linkedin/profile.json')).toMatchObject({ name: 'Priya Raman' });
    expect(
      Buffer.from(entries['linkedin/linkedin-export.zip'] ?? [])
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it("never holds another member's data, and needs a session", async () => {
    const { member, friend } = await fullMember(onDisk);
    const res = await onDisk.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: bearer(friend.token),
    });
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const all = Object.values(entries)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join('\n');
    expect(all).not.toContain(member.user.id);
    expect(all).not.toContain('How do I prepare');
    expect(Object.keys(entries)).not.toContain('files/cv.txt');
    const anonymous = await onDisk.inject({ method: 'GET', url: '/api/account/export' });
    expect(anonymous.statusCode).toBe(401);
  });
});
