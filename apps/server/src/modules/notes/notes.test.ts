import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestAccount } from '../../test/harness.js';

let app: FastifyInstance;
let owner: TestAccount;
let viewer: TestAccount;
let collaborator: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signUp(app, { firstName: 'Olivia', lastName: 'Owner' });
  viewer = await signUp(app, { firstName: 'Victor' });
  collaborator = await signUp(app, { firstName: 'Cora' });
  stranger = await signUp(app, { firstName: 'Sam' });
});
afterAll(() => app.close());

const call = (
  account: TestAccount,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });

async function conversation(account: TestAccount) {
  const sessionId = `s-${randomUUID().slice(0, 8)}`;
  await call(account, 'POST', '/api/conversations', {
    sessionId,
    agentId: 22,
    title: 'Career reflections',
  });
  return sessionId;
}

async function sharedNote(sessionId: string) {
  const res = await call(owner, 'POST', `/api/conversations/${sessionId}/notes`, {
    title: 'Offer from Acme',
    content: 'Compare with my values before Friday.',
    tags: ['offers'],
    sharedWith: [viewer.email.toUpperCase()],
    collaborators: [collaborator.email],
  });
  expect(res.statusCode).toBe(201);
  return res.json().note as { id: string };
}

describe('notes: validation and defaults', () => {
  it('creates with defaults and cleans tags and share lists', async () => {
    const sessionId = await conversation(owner);
    const res = await call(owner, 'POST', `/api/conversations/${sessionId}/notes`, {
      title: '  Values  ',
      content: ' Honesty first. ',
      tags: [' work ', 'Work', '', 'values', 'values'],
      sharedWith: [
        ` ${viewer.email} `,
        viewer.email.toUpperCase(),
        owner.email,
        collaborator.email,
      ],
      collaborators: [collaborator.email],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().note).toMatchObject({
      title: 'Values',
      content: 'Honesty first.',
      tags: ['work', 'values'],
      isPrivate: false,
      priority: 'medium',
      status: 'active',
      sharedWith: [viewer.email],
      collaborators: [collaborator.email],
      role: 'owner',
    });
    const list = (await call(owner, 'GET', `/api/conversations/${sessionId}/notes`)).json().notes;
    expect(list).toHaveLength(1);
  });

  it.each([
    [{ title: '   ', content: 'x' }, 'Please provide both title and content for the note.'],
    [{ title: 'x' }, 'Please provide both title and content for the note.'],
    [{ title: 'x', content: 'y', priority: 'urgent' }, 'Priority must be low, medium or high.'],
    [{ title: 'x', content: 'y', status: 'done' }, 'Status must be active, completed or archived.'],
    [
      { title: 'x', content: 'y', sharedWith: ['not-an-email'] },
      'Not a valid email address: not-an-email',
    ],
    [
      { title: 'x', content: 'y', isPrivate: true, sharedWith: ['a@example.com'] },
      'A private note cannot be shared. Remove the people it is shared with, or make it shared.',
    ],
  ])('refuses %o', async (payload, message) => {
    const sessionId = await conversation(owner);
    const res = await call(owner, 'POST', `/api/conversations/${sessionId}/notes`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe('notes: sharing enforced by the server', () => {
  it('a viewer reads it in "Shared with me" but cannot edit or delete it', async () => {
    const sessionId = await conversation(owner);
    const note = await sharedNote(sessionId);
    const shared = (await call(viewer, 'GET', '/api/notes/shared')).json().notes;
    expect(shared.find((n: { id: string }) => n.id === note.id)).toMatchObject({
      id: note.id,
      title: 'Offer from Acme',
      role: 'viewer',
      sharedWith: [],
      collaborators: [],
      owner: { firstName: 'Olivia', lastName: 'Owner', email: owner.email },
      conversation: { sessionId },
    });
    const edit = await call(viewer, 'PATCH', `/api/conversations/${sessionId}/notes/${note.id}`, {
      title: 'Mine now',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error).toBe(
      'This note was shared with you to read; only its owner and collaborators can edit it.',
    );
    expect(
      (await call(viewer, 'DELETE', `/api/conversations/${sessionId}/notes/${note.id}`)).statusCode,
    ).toBe(403);
  });

  it("readers and collaborators never get the owner's conversation title", async () => {
    const sessionId = await conversation(owner);
    const note = await sharedNote(sessionId);
    for (const account of [viewer, collaborator]) {
      const res = await call(account, 'GET', '/api/notes/shared');
      expect(res.statusCode).toBe(200);
      const listed = res.json().notes.find((n: { id: string }) => n.id === note.id);
      expect(listed.conversation).toEqual({ sessionId });
      expect(res.body).not.toContain('Career reflections');
    }
  });

  it('a recipient leaves a note shared with them: it is gone from "Shared with me" for good', async () => {
    const sessionId = await conversation(owner);
    const note = await sharedNote(sessionId);
    const ids = async (account: TestAccount) =>
      (await call(account, 'GET', '/api/notes/shared'))
        .json()
        .notes.map((n: { id: string }) => n.id) as string[];
    expect(await ids(viewer)).toContain(note.id);

    const left = await call(viewer, 'DELETE', `/api/notes/shared/${note.id}`);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ success: true });
    expect(await ids(viewer)).not.toContain(note.id);
    // Leaving twice, or a note never shared with the caller, or one's own note: 404.
    for (const [account, id] of [
      [viewer, note.id],
      [stranger, note.id],
      [owner, note.id],
      [viewer, randomUUID()],
    ] as const) {
      const res = await call(account, 'DELETE', `/api/notes/shared/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Note not found.');
    }
    // A collaborator who leaves can no longer edit; the note and the others' access stay.
    expect((await call(collaborator, 'DELETE', `/api/notes/shared/${note.id}`)).statusCode).toBe(
      200,
    );
    const edit = await call(
      collaborator,
      'PATCH',
      `/api/conversations/${sessionId}/notes/${note.id}`,
      {
        title: 'Still mine?',
      },
    );
    expect(edit.statusCode).toBe(404);
    const [kept] = (await call(owner, 'GET', `/api/conversations/${sessionId}/notes`)).json().notes;
    expect(kept).toMatchObject({ id: note.id, sharedWith: [], collaborators: [] });
    expect((await call(viewer, 'DELETE', '/api/notes/shared/not-a-note')).statusCode).toBe(400);
  });

  it('a collaborator edits title, content and tags, and nothing else', async () => {
    const sessionId = await conversation(owner);
    const note = await sharedNote(sessionId);
    const edit = await call(
      collaborator,
      'PATCH',
      `/api/conversations/${sessionId}/notes/${note.id}`,
      {
        title: 'Offer from Acme (revised)',
        tags: ['offers', 'acme'],
      },
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().note).toMatchObject({
      title: 'Offer from Acme (revised)',
      role: 'collaborator',
      sharedWith: [],
    });
    const reshare = await call(
      collaborator,
      'PATCH',
      `/api/conversations/${sessionId}/notes/${note.id}`,
      {
        sharedWith: [stranger.email],
      },
    );
    expect(reshare.statusCode).toBe(403);
    expect(
      (await call(collaborator, 'DELETE', `/api/conversations/${sessionId}/notes/${note.id}`))
        .statusCode,
    ).toBe(403);
    const ownerView = (await call(owner, 'GET', `/api/conversations/${sessionId}/notes`)).json()
      .notes[0];
    expect(ownerView).toMatchObject({
      title: 'Offer from Acme (revised)',
      tags: ['offers', 'acme'],
    });
  });

  it('a stranger gets 404 on every notes call and never sees the note listed', async () => {
    const sessionId = await conversation(owner);
    const note = await sharedNote(sessionId);
    const attempts = [
      call(stranger, 'GET', `/api/conversations/${sessionId}/notes`),
      call(stranger, 'POST', `/api/conversations/${sessionId}/notes`, { title: 'x', content: 'y' }),
      call(stranger, 'PATCH', `/api/conversations/${sessionId}/notes/${note.id}`, { title: 'x' }),
      call(stranger, 'DELETE', `/api/conversations/${sessionId}/notes/${note.id}`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/notes/shared')).json().notes).toEqual([]);
    // Even a shared reader cannot reach the note through another session id.
    const elsewhere = await call(
      collaborator,
      'PATCH',
      `/api/conversations/other-session/notes/${note.id}`,
      { title: 'x' },
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('removing someone from a list, or making the note private, takes effect at once', async () => {
    const sessionId = await conversation(owner);
    const note = await sharedNote(sessionId);
    const unshare = await call(owner, 'PATCH', `/api/conversations/${sessionId}/notes/${note.id}`, {
      sharedWith: [],
      collaborators: [],
    });
    expect(unshare.json().note).toMatchObject({ sharedWith: [], collaborators: [] });
    expect(
      (await call(viewer, 'GET', '/api/notes/shared'))
        .json()
        .notes.map((n: { id: string }) => n.id),
    ).not.toContain(note.id);
    const late = await call(
      collaborator,
      'PATCH',
      `/api/conversations/${sessionId}/notes/${note.id}`,
      { title: 'late' },
    );
    expect(late.statusCode).toBe(404);

    const second = await sharedNote(sessionId);
    const privatised = await call(
      owner,
      'PATCH',
      `/api/conversations/${sessionId}/notes/${second.id}`,
      { isPrivate: true },
    );
    expect(privatised.json().note).toMatchObject({
      isPrivate: true,
      sharedWith: [],
      collaborators: [],
    });
    expect(
      (await call(collaborator, 'GET', '/api/notes/shared'))
        .json()
        .notes.map((n: { id: string }) => n.id),
    ).not.toContain(second.id);
  });

  it('the owner updates priority and status, and deletes', async () => {
    const sessionId = await conversation(owner);
    const note = await sharedNote(sessionId);
    const res = await call(owner, 'PATCH', `/api/conversations/${sessionId}/notes/${note.id}`, {
      priority: 'high',
      status: 'completed',
    });
    expect(res.json().note).toMatchObject({ priority: 'high', status: 'completed' });
    expect(
      (await call(owner, 'DELETE', `/api/conversations/${sessionId}/notes/${note.id}`)).json(),
    ).toEqual({ success: true });
    expect(
      (await call(owner, 'GET', `/api/conversations/${sessionId}/notes`)).json().notes,
    ).toEqual([]);
    expect(
      (await call(viewer, 'GET', '/api/notes/shared'))
        .json()
        .notes.map((n: { id: string }) => n.id),
    ).not.toContain(note.id);
  });
});

describe('notes: shares belong to accounts, not to e-mail addresses', () => {
  const sharedIds = async (account: TestAccount) =>
    (await call(account, 'GET', '/api/notes/shared'))
      .json()
      .notes.map((n: { id: string }) => n.id) as string[];
  const changeEmail = (account: TestAccount, email: string) =>
    call(account, 'PATCH', '/api/auth/profile', {
      firstName: 'Ada',
      lastName: 'Moved',
      email,
      currentPassword: account.password,
    });

  it('sharing answers the same whether or not an account holds an address, and reaches only accounts', async () => {
    const sessionId = await conversation(owner);
    const nobody = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const somebody = await signUp(app, { firstName: 'Some' });
    const share = (address: string) =>
      call(owner, 'POST', `/api/conversations/${sessionId}/notes`, {
        title: 'Plan',
        content: 'Ask for a raise.',
        sharedWith: [viewer.email, address],
        collaborators: [address],
      });
    const withoutAccount = await share(nobody);
    const withAccount = await share(somebody.email);
    expect(withoutAccount.statusCode).toBe(201);
    expect(withAccount.statusCode).toBe(201);
    // The same answer but for the address itself (and the note's id and times).
    const shape = (res: typeof withAccount, address: string) => {
      const { id: _id, createdAt: _c, updatedAt: _u, ...note } = res.json().note;
      return JSON.parse(JSON.stringify(note).replaceAll(address, '<address>'));
    };
    expect(shape(withoutAccount, nobody)).toEqual(shape(withAccount, somebody.email));
    expect(withoutAccount.json().note).toMatchObject({
      sharedWith: [viewer.email],
      collaborators: [nobody],
    });

    // The note reaches the accounts only: whoever registers the address later gets nothing.
    const late = await signUp(app, { email: nobody });
    expect(await sharedIds(late)).not.toContain(withoutAccount.json().note.id);
    expect(await sharedIds(somebody)).toContain(withAccount.json().note.id);
    expect(await sharedIds(viewer)).toContain(withoutAccount.json().note.id);

    // The same on an edit.
    const note = await sharedNote(sessionId);
    const other = `other-${randomUUID().slice(0, 8)}@example.com`;
    const edit = await call(owner, 'PATCH', `/api/conversations/${sessionId}/notes/${note.id}`, {
      collaborators: [other, collaborator.email],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().note.collaborators).toEqual([other, collaborator.email]);

    // Making a note private is decided on the addresses sent, never on which have accounts.
    for (const address of [`x-${randomUUID().slice(0, 8)}@example.com`, somebody.email]) {
      const res = await call(owner, 'PATCH', `/api/conversations/${sessionId}/notes/${note.id}`, {
        isPrivate: true,
        sharedWith: [address],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        'A private note cannot be shared. Remove the people it is shared with, or make it shared.',
      );
    }
  });

  it('access follows the account through an e-mail change and never passes to the next holder of the address', async () => {
    const reader = await signUp(app, { firstName: 'Rhea' });
    const editor = await signUp(app, { firstName: 'Eddie' });
    const sessionId = await conversation(owner);
    const created = await call(owner, 'POST', `/api/conversations/${sessionId}/notes`, {
      title: 'Shared plan',
      content: 'Talk to the mentor.',
      sharedWith: [reader.email],
      collaborators: [editor.email],
    });
    expect(created.statusCode).toBe(201);
    const noteId = created.json().note.id as string;
    const oldReaderEmail = reader.email;
    const oldEditorEmail = editor.email;

    // Both change their addresses: they keep their access, and the owner sees the new addresses.
    const newReaderEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
    const newEditorEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
    expect((await changeEmail(reader, newReaderEmail)).statusCode).toBe(200);
    expect((await changeEmail(editor, newEditorEmail)).statusCode).toBe(200);
    expect(await sharedIds(reader)).toContain(noteId);
    const edit = await call(editor, 'PATCH', `/api/conversations/${sessionId}/notes/${noteId}`, {
      content: 'Talk to the mentor on Monday.',
    });
    expect(edit.statusCode).toBe(200);
    const [listed] = (await call(owner, 'GET', `/api/conversations/${sessionId}/notes`)).json()
      .notes as Array<{ sharedWith: string[]; collaborators: string[] }>;
    expect(listed).toMatchObject({
      sharedWith: [newReaderEmail],
      collaborators: [newEditorEmail],
    });

    // Whoever takes the old addresses later (a new account, or an e-mail change) gets nothing.
    const newcomer = await signUp(app, { email: oldReaderEmail, firstName: 'Nina' });
    expect((await changeEmail(stranger, oldEditorEmail)).statusCode).toBe(200);
    for (const account of [newcomer, stranger]) {
      expect(await sharedIds(account)).not.toContain(noteId);
      const read = await call(account, 'PATCH', `/api/conversations/${sessionId}/notes/${noteId}`, {
        title: 'taken over',
      });
      expect(read.statusCode).toBe(404);
    }
  });

  it('an owner who changes their own address still owns the note and is never listed in it', async () => {
    const host = await signUp(app, { firstName: 'Hana' });
    const sessionId = await conversation(host);
    const created = await call(host, 'POST', `/api/conversations/${sessionId}/notes`, {
      title: 'Mine',
      content: 'Notes to self.',
      sharedWith: [host.email, viewer.email],
    });
    expect(created.json().note.sharedWith).toEqual([viewer.email]);
    expect(
      (await changeEmail(host, `host-${randomUUID().slice(0, 8)}@example.com`)).statusCode,
    ).toBe(200);
    const list = (await call(host, 'GET', `/api/conversations/${sessionId}/notes`)).json().notes;
    expect(list).toMatchObject([{ role: 'owner', sharedWith: [viewer.email] }]);
  });
});
