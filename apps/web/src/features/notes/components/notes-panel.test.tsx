import type { Note } from '@facet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeNote } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { NotesPanel } from './notes-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const note = makeNote;

const NOTES = [
  note('a', { title: 'Lead with strengths', tags: ['cv', 'leadership'], isPrivate: true }),
  note('b', { title: 'Ask mentor', sharedWith: ['mentor@example.com'] }),
  note('c', { title: 'Pair on CV', collaborators: ['coach@example.com'] }),
  note('d', { title: 'Apply this week', priority: 'high' }),
];

function renderPanel(notes: Note[] = NOTES) {
  const fetchMock = mockFetch(async (url, init) => {
    const path = String(url);
    if (path === '/api/conversations/s1/notes' && (init?.method ?? 'GET') === 'GET')
      return jsonResponse({ notes, nextCursor: null });
    throw new Error(`unexpected ${init?.method} ${path}`);
  });
  const utils = renderWithProviders(<NotesPanel sessionId="s1" heading={<h2>Notes</h2>} />);
  return { ...utils, fetchMock };
}

const titles = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('NotesPanel', () => {
  it('lists notes with badges, tags and a short US date', async () => {
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Lead with strengths' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Lead with strengths' });
    expect(within(card).getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Tags' })).toHaveTextContent('#cv#leadership');
    expect(within(card).getByText('Medium')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shared with me' })).toHaveAttribute(
      'href',
      '/notes/shared',
    );
  });

  it('filters by tab: private, shared, collaborative, high-priority, completed', async () => {
    const { user } = renderPanel();
    await screen.findByRole('heading', { name: 'Lead with strengths' });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'All',
      'Private',
      'Shared',
      'Collaborative',
      'High priority',
      'Completed',
    ]);
    expect(titles()).toHaveLength(4);

    await user.click(screen.getByRole('tab', { name: 'Private' }));
    // Marked private, or shared with nobody.
    expect(titles()).toEqual(['Lead with strengths', 'Apply this week']);
    await user.click(screen.getByRole('tab', { name: 'Shared' }));
    expect(titles()).toEqual(['Ask mentor']);
    await user.click(screen.getByRole('tab', { name: 'Collaborative' }));
    expect(titles()).toEqual(['Pair on CV']);
    await user.click(screen.getByRole('tab', { name: 'High priority' }));
    expect(titles()).toEqual(['Apply this week']);
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(titles()).toEqual([]);
    expect(screen.getByText('No completed notes')).toBeInTheDocument();
  });

  it("shows 'No notes yet' when the conversation has none", async () => {
    renderPanel([]);
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
  });

  it('refuses a note without title or content, with the fixed message', async () => {
    const { user, fetchMock } = renderPanel([]);
    await user.click(await screen.findByRole('button', { name: 'New note' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    await user.type(within(dialog).getByLabelText('Title'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create note' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please provide both title and content for the note.',
    );
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Content')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(0);
  });

  it('checks the e-mail addresses it shares with', async () => {
    const { user, fetchMock } = renderPanel([]);
    await user.click(await screen.findByRole('button', { name: 'New note' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    await user.type(within(dialog).getByLabelText('Title'), 'Plan');
    await user.type(within(dialog).getByLabelText('Content'), 'Three steps');
    await user.click(within(dialog).getByRole('switch', { name: 'Private note' }));
    await user.type(within(dialog).getByLabelText('Share with'), 'ok@example.com, nope');
    await user.click(within(dialog).getByRole('button', { name: 'Create note' }));

    expect(await within(dialog).findByText('Not a valid email address: nope')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(0);
  });

  it("creates a note with trimmed, de-duplicated lists and toasts 'Note created'", async () => {
    const created = note('new', { title: 'Plan', content: 'Three steps', tags: ['cv', 'goals'] });
    const fetchMock = mockFetch(async (url, init) => {
      if (init?.method === 'POST') return jsonResponse({ note: created }, { status: 201 });
      if (String(url) === '/api/conversations/s1/notes')
        return jsonResponse({ notes: [], nextCursor: null });
      throw new Error(`unexpected ${String(url)}`);
    });
    const { user } = renderWithProviders(<NotesPanel sessionId="s1" heading={<h2>Notes</h2>} />);
    await user.click(await screen.findByRole('button', { name: 'New note' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    await user.type(within(dialog).getByLabelText('Title'), '  Plan ');
    await user.type(within(dialog).getByLabelText('Content'), 'Three steps');
    await user.type(within(dialog).getByLabelText('Tags'), 'cv, goals, , CV');
    await user.click(within(dialog).getByRole('switch', { name: 'Private note' }));
    await user.type(within(dialog).getByLabelText('Collaborators'), 'Coach@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create note' }));

    expect(await screen.findByText('Note created')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST');
    expect(post?.[0]).toBe('/api/conversations/s1/notes');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: 'Plan',
      content: 'Three steps',
      tags: ['cv', 'goals'],
      isPrivate: false,
      priority: 'medium',
      status: 'active',
      sharedWith: [],
      collaborators: ['coach@example.com'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Plan' })).toBeInTheDocument();
  });

  it("shows the server's message when creating fails", async () => {
    mockFetch(async (url, init) => {
      if (init?.method === 'POST')
        return jsonResponse({ error: 'Conversation not found.' }, { status: 404 });
      if (String(url) === '/api/conversations/s1/notes')
        return jsonResponse({ notes: [], nextCursor: null });
      throw new Error(`unexpected ${String(url)}`);
    });
    const { user } = renderWithProviders(<NotesPanel sessionId="s1" heading={<h2>Notes</h2>} />);
    await user.click(await screen.findByRole('button', { name: 'New note' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    await user.type(within(dialog).getByLabelText('Title'), 'Plan');
    await user.type(within(dialog).getByLabelText('Content'), 'Three steps');
    await user.click(within(dialog).getByRole('button', { name: 'Create note' }));
    expect(await screen.findByText('Conversation not found.')).toBeInTheDocument();
  });

  it('edits only title, content and tags', async () => {
    const original = NOTES[0] as Note;
    const fetchMock = mockFetch(async (url, init) => {
      if (init?.method === 'PATCH')
        return jsonResponse({ note: { ...original, title: 'Lead with impact', tags: ['cv'] } });
      if (String(url) === '/api/conversations/s1/notes')
        return jsonResponse({ notes: [original], nextCursor: null });
      throw new Error(`unexpected ${String(url)}`);
    });
    const { user } = renderWithProviders(<NotesPanel sessionId="s1" heading={<h2>Notes</h2>} />);
    await user.click(await screen.findByRole('button', { name: 'Edit note: Lead with strengths' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Lead with impact');
    const tags = within(dialog).getByLabelText('Tags');
    await user.clear(tags);
    await user.type(tags, 'cv');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Note updated')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/conversations/s1/notes/a');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      title: 'Lead with impact',
      content: 'Content of a',
      tags: ['cv'],
    });
    expect(await screen.findByRole('heading', { name: 'Lead with impact' })).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const fetchMock = mockFetch(async (url, init) => {
      if (init?.method === 'DELETE') return jsonResponse({ success: true });
      if (String(url) === '/api/conversations/s1/notes')
        return jsonResponse({ notes: NOTES, nextCursor: null });
      throw new Error(`unexpected ${String(url)}`);
    });
    const { user } = renderWithProviders(<NotesPanel sessionId="s1" heading={<h2>Notes</h2>} />);
    await user.click(await screen.findByRole('button', { name: 'Delete note: Ask mentor' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this note?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete note' }));

    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    expect(fetchMock.mock.calls.find(([, i]) => i?.method === 'DELETE')?.[0]).toBe(
      '/api/conversations/s1/notes/b',
    );
    expect(screen.queryByRole('heading', { name: 'Ask mentor' })).toBeNull();
  });

  it('toasts the fallback text when deleting fails', async () => {
    mockFetch(async (url, init) => {
      if (init?.method === 'DELETE') return new Response(null, { status: 500 });
      if (String(url) === '/api/conversations/s1/notes')
        return jsonResponse({ notes: NOTES, nextCursor: null });
      throw new Error(`unexpected ${String(url)}`);
    });
    const { user } = renderWithProviders(<NotesPanel sessionId="s1" heading={<h2>Notes</h2>} />);
    await user.click(await screen.findByRole('button', { name: 'Delete note: Ask mentor' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete note' }),
    );
    expect(await screen.findByText('Failed to delete note. Please try again.')).toBeInTheDocument();
  });

  it("loads the conversation's older notes with 'Load more notes'", async () => {
    const fetchMock = mockFetch(async (url) =>
      String(url) === '/api/conversations/s1/notes?cursor=more'
        ? jsonResponse({ notes: [note('z', { title: 'Older note' })], nextCursor: null })
        : jsonResponse({ notes: NOTES, nextCursor: 'more' }),
    );
    const { user } = renderWithProviders(<NotesPanel sessionId="s1" heading={<h2>Notes</h2>} />);
    expect(await screen.findByRole('heading', { name: 'Lead with strengths' })).toBeInTheDocument();
    expect(screen.getByText(`${NOTES.length}+`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more notes' }));
    expect(await screen.findByRole('heading', { name: 'Older note' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more notes' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
