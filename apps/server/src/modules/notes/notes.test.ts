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
      conversation: { sessionId, title: 'Career reflections' },
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
