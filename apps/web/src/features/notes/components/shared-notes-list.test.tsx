import type { SharedNote } from '@facet/contracts';
import { screen, within } from '@testing-library/react';
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
      }),
    );
    renderWithProviders(<SharedNotesList email="me@example.com" />);

    const viewer = await screen.findByRole('article', { name: 'Read me' });
    expect(within(viewer).getByText('Priya Raman')).toBeInTheDocument();
    expect(within(viewer).getByText('Can view')).toBeInTheDocument();
    expect(within(viewer).queryByRole('button')).toBeNull();

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
      return jsonResponse({ notes: [note] });
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
      }),
    );
    renderWithProviders(<SharedNotesList email="me@example.com" />);
    const viewer = await screen.findByRole('article', { name: 'Read me' });
    expect(within(viewer).getByText('Priya Raman')).toBeInTheDocument();
    expect(screen.queryByText(/My diagnosis/)).toBeNull();
  });

  it('has an empty state', async () => {
    mockFetch(async () => jsonResponse({ notes: [] }));
    renderWithProviders(<SharedNotesList email="me@example.com" />);
    expect(await screen.findByText('Nothing has been shared with you yet')).toBeInTheDocument();
    expect(screen.getByText('me@example.com')).toBeInTheDocument();
  });
});
