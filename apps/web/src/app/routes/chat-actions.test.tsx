import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_USERNAME_KEY } from '@/features/chat/hooks/use-chat-username';
import { makeAgent, makeConversation, makeMessage, makeNote } from '@/test/fixtures';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render';
import ChatPage, { replyNote } from './chat-page';

// The message list is virtualised and jsdom has no layout, so it would draw no row: here every
// row is drawn (the list's own behaviour is tested in the browser).
vi.mock('@tanstack/react-virtual', () => ({
  useVirtualizer: (options: { count: number; getItemKey: (index: number) => string | number }) => ({
    getTotalSize: () => options.count * 100,
    getVirtualItems: () =>
      Array.from({ length: options.count }, (_, index) => ({
        index,
        key: options.getItemKey(index),
        start: index * 100,
        size: 100,
        end: (index + 1) * 100,
        lane: 0,
      })),
    measureElement: () => {},
    scrollToIndex: () => {},
    scrollToOffset: () => {},
    getVirtualIndexes: () => [],
  }),
}));
afterEach(() => {
  vi.unstubAllGlobals();
});

const question = makeMessage({
  id: '11111111-1111-4111-8111-111111111111',
  role: 'user',
  content: 'How long should my CV be?',
});
const answer = makeMessage({
  id: '22222222-2222-4222-8222-222222222222',
  content: '## Two pages\nKeep it to **two pages** at most.',
});

/** A reply stream that answers at once with `message` as the saved reply. */
function finishedStream(message: unknown) {
  return () =>
    new Response(
      `data: ${JSON.stringify({ type: 'chunk', delta: 'New' })}\n\ndata: ${JSON.stringify({ type: 'complete', message })}\n\n`,
      {
        headers: { 'Content-Type': 'text/event-stream' },
      },
    );
}

function renderChat(overrides: Record<string, unknown> = {}) {
  localStorage.setItem(CHAT_USERNAME_KEY, 'Maya');
  const fetchMock = mockApi({
    '/api/agents': { agents: [makeAgent()] },
    '/api/coach': { coach: { kind: 'offline', label: 'Offline coach.', models: [] } },
    '/api/conversations/s1': { conversation: makeConversation() },
    '/api/messages/s1': { messages: [question, answer] },
    '/api/conversations/s1/notes': { notes: [], nextCursor: null },
    '/api/conversations?agentId=1': { conversations: [], nextCursor: null },
    '/api/conversations': { conversations: [], nextCursor: null },
    ...overrides,
  } as Parameters<typeof mockApi>[0]);
  const view = renderWithProviders(
    <Routes>
      <Route path="/chat/:sessionId" element={<ChatPage />} />
    </Routes>,
    { route: '/chat/s1?agent=1' },
  );
  const chatForm = () =>
    fetchMock.mock.calls.find(([u]) => u === '/api/chat')?.[1]?.body as FormData | undefined;
  return { ...view, fetchMock, chatForm };
}

const reply = () => screen.findByRole('article', { name: 'Career CV Assistant said' });
const mine = () => screen.findByRole('article', { name: 'You said' });

describe('message actions', () => {
  it('copies a reply to the clipboard and says so', async () => {
    const writeText = vi.fn(async () => {});
    const { user } = renderChat();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(await reply()).getByRole('button', { name: 'Copy reply' }));
    expect(writeText).toHaveBeenCalledWith(answer.content);
    expect(within(await reply()).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('regenerates the latest reply: the old one goes, the last message is asked again', async () => {
    const fresh = makeMessage({
      id: '33333333-3333-4333-8333-333333333333',
      content: 'A new answer.',
    });
    let messages = [question, answer];
    const { user, chatForm } = renderChat({
      '/api/messages/s1': () => jsonResponse({ messages }),
      'POST /api/chat': () => {
        messages = [question, fresh];
        return finishedStream(fresh)();
      },
    });
    await user.click(within(await reply()).getByRole('button', { name: 'Regenerate reply' }));
    await waitFor(() => expect(chatForm()?.get('regenerate')).toBe('true'));
    expect(chatForm()?.get('sessionId')).toBe('s1');
    expect(await screen.findByText('A new answer.')).toBeInTheDocument();
    expect(screen.queryByText(/two pages/)).toBeNull();
    // Only the latest reply offers it; a user message never does.
    expect(within(await mine()).queryByRole('button', { name: 'Regenerate reply' })).toBeNull();
  });

  it('edits a sent message and resends it, replacing the turns after it', async () => {
    const fresh = makeMessage({
      id: '44444444-4444-4444-8444-444444444444',
      content: 'One page is enough.',
    });
    const edited = makeMessage({
      id: '55555555-5555-4555-8555-555555555555',
      role: 'user',
      content: 'Is one page enough?',
    });
    let messages = [question, answer];
    const { user, chatForm } = renderChat({
      '/api/messages/s1': () => jsonResponse({ messages }),
      'POST /api/chat': () => {
        messages = [edited, fresh];
        return finishedStream(fresh)();
      },
    });
    await user.click(within(await mine()).getByRole('button', { name: 'Edit message' }));
    const box = screen.getByRole('textbox', { name: 'Edit your message' });
    expect(box).toHaveValue(question.content);
    await user.clear(box);
    await user.type(box, 'Is one page enough?');
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    await waitFor(() => expect(chatForm()?.get('editOf')).toBe(question.id));
    expect(chatForm()?.get('content')).toBe('Is one page enough?');
    expect(await screen.findByText('One page is enough.')).toBeInTheDocument();
    expect(screen.queryByText(question.content)).toBeNull();
    expect(screen.queryByText(/two pages/)).toBeNull();
  });

  it('cancelling an edit sends nothing', async () => {
    const { user, fetchMock } = renderChat();
    await user.click(within(await mine()).getByRole('button', { name: 'Edit message' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => u === '/api/chat')).toBe(false);
  });

  it('saves a whole reply to the notes in one click', async () => {
    const { user, fetchMock } = renderChat({
      'POST /api/conversations/s1/notes': (init: RequestInit) =>
        jsonResponse({ note: makeNote('n1', JSON.parse(String(init.body))) }, { status: 201 }),
    });
    await user.click(within(await reply()).getByRole('button', { name: 'Save to notes' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, i]) => u === '/api/conversations/s1/notes' && i?.method === 'POST',
        ),
      ).toBe(true),
    );
    const post = fetchMock.mock.calls.find(
      ([u, i]) => u === '/api/conversations/s1/notes' && i?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: 'Two pages',
      content: answer.content,
    });
    expect(await screen.findByText('Saved to notes')).toBeInTheDocument();
  });

  it('saves only the part of a reply the member selected', async () => {
    const { user, fetchMock } = renderChat({
      'POST /api/conversations/s1/notes': (init: RequestInit) =>
        jsonResponse({ note: makeNote('n1', JSON.parse(String(init.body))) }, { status: 201 }),
    });
    const article = await reply();
    const strong = within(article).getByText('two pages');
    const range = document.createRange();
    range.selectNodeContents(strong);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    await user.click(within(article).getByRole('button', { name: 'Save to notes' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, i]) => u === '/api/conversations/s1/notes' && i?.method === 'POST',
        ),
      ).toBe(true),
    );
    const post = fetchMock.mock.calls.find(
      ([u, i]) => u === '/api/conversations/s1/notes' && i?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: 'two pages',
      content: 'two pages',
    });
  });
});

describe('replyNote', () => {
  it('titles a note by its first line without Markdown marks, one line of at most 80 characters', () => {
    expect(replyNote('### Your plan\n- **Goal:** x').title).toBe('Your plan');
    const long = replyNote('word '.repeat(40));
    expect(long.title.length).toBeLessThanOrEqual(80);
    expect(long.title.endsWith('…')).toBe(true);
    expect(replyNote('x'.repeat(30_000)).content).toHaveLength(20_000);
  });
});
