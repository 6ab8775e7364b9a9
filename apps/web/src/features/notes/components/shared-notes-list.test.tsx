import type { SharedNote } from '@facet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { SharedNotesList } from './shared-notes-list';

afterEach(() => {
  vi.unstubAllGlobals();
});

function shared(id: string, role: 'viewer' | 'collaborator', title: string): SharedNote {
  return {
    id,
    title,
    content: `Content of ${title}`,
    tags: ['plan'],
    isPrivate: false,
    priority: 'high',
    status: 'active',
    sharedWith: [],
    collaborators: [],
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    role,
    owner: { firstName: 'Priya', lastName: 'Raman', email: 'priya@example.com' },
    conversation: { sessionId: 'owner-session' },
  };
}

describe('SharedNotesList ("Shared with me")', () => {
  it('shows the owner and conversation; viewers get no edit controls, collaborators do', async () => {
    mockFetch(async () =>
      jsonResponse({
        notes: [shared('v', 'viewer', 'Read me'), shared('c', 'collaborator', 'Edit me')],
        nextCursor: null,
      }),
    );
    renderWithProviders(<SharedNotesList email="me@example.com" />);

    const viewer = await screen.findByRole('article', { name: 'Read me' });
    expect(within(viewer).getByText('Priya Raman')).toBeInTheDocument();
    expect(within(viewer).getByText('Can view')).toBeInTheDocument();
    expect(within(viewer).queryByRole('button', { name: /Edit note/ })).toBeNull();

    const collaborator = screen.getByRole('article', { name: 'Edit me' });
    expect(within(collaborator).getByText('Can edit')).toBeInTheDocument();
    expect(
      within(collaborator).getByRole('button', { name: 'Edit note: Edit me' }),
    ).toBeInTheDocument();
    expect(within(collaborator).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it("lets a collaborator edit through the owner's conversation path, without sharing controls", async () => {
    const note = shared('c', 'collaborator', 'Edit me');
    const fetchMock = mockFetch(async (_url, init) => {
      if (init?.method === 'PATCH') return jsonResponse({ note: { ...note, title: 'Edited' } });
      return jsonResponse({ notes: [note], nextCursor: null });
    });
    const { user } = renderWithProviders(<SharedNotesList email="me@example.com" />);
    await user.click(await screen.findByRole('button', { name: 'Edit note: Edit me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    expect(within(dialog).queryByText('Sharing')).toBeNull();
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Edited');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Note updated')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/conversations/owner-session/notes/c');
    expect(await screen.findByRole('article', { name: 'Edited' })).toBeInTheDocument();
  });

  it("never shows the owner's conversation title, even if an answer carried one", async () => {
    const note = shared('v', 'viewer', 'Read me');
    mockFetch(async () =>
      jsonResponse({
        notes: [{ ...note, conversation: { sessionId: 'owner-session', title: 'My diagnosis' } }],
        nextCursor: null,
      }),
    );
    renderWithProviders(<SharedNotesList email="me@example.com" />);
    const viewer = await screen.findByRole('article', { name: 'Read me' });
    expect(within(viewer).getByText('Priya Raman')).toBeInTheDocument();
    expect(screen.queryByText(/My diagnosis/)).toBeNull();
  });

  it('has an empty state', async () => {
    mockFetch(async () => jsonResponse({ notes: [], nextCursor: null }));
    renderWithProviders(<SharedNotesList email="me@example.com" />);
    expect(await screen.findByText('Nothing has been shared with you yet')).toBeInTheDocument();
    expect(screen.getByText('me@example.com')).toBeInTheDocument();
  });

  it('removes a note from the list after confirmation, through DELETE /api/notes/shared/{id}', async () => {
    let notes = [shared('v', 'viewer', 'Read me'), shared('c', 'collaborator', 'Edit me')];
    const fetchMock = mockFetch(async (url, init) => {
      if (init?.method === 'DELETE') {
        notes = notes.filter((n) => !String(url).endsWith(`/${n.id}`));
        return jsonResponse({ success: true });
      }
      return jsonResponse({ notes, nextCursor: null });
    });
    const { user } = renderWithProviders(<SharedNotesList email="me@example.com" />);
    const viewer = await screen.findByRole('article', { name: 'Read me' });
    await user.click(within(viewer).getByRole('button', { name: 'Remove from my list: Read me' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Remove this note from your list? You will no longer see it; only its owner can share it with you again.',
    );
    // Cancelling keeps it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(false);

    await user.click(within(viewer).getByRole('button', { name: 'Remove from my list: Read me' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Note removed from your list')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Read me' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Edit me' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, i]) => i?.method === 'DELETE');
    expect(call?.[0]).toBe('/api/notes/shared/v');
  });

  it("loads more with 'Load more notes' while the server has another page", async () => {
    const fetchMock = mockFetch(async (url) =>
      String(url) === '/api/notes/shared?cursor=next'
        ? jsonResponse({ notes: [shared('b', 'viewer', 'Second page')], nextCursor: null })
        : jsonResponse({ notes: [shared('a', 'viewer', 'First page')], nextCursor: 'next' }),
    );
    const { user } = renderWithProviders(<SharedNotesList email="me@example.com" />);
    expect(await screen.findByRole('article', { name: 'First page' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more notes' }));
    expect(await screen.findByRole('article', { name: 'Second page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more notes' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
