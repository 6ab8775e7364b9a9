import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeConversation } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { ConversationList } from './conversation-sidebar';

afterEach(() => {
  vi.unstubAllGlobals();
});

const cv = makeConversation({ sessionId: 's1', title: 'CV review' });
const salary = makeConversation({ sessionId: 's2', title: 'Salary talk' });

describe('the conversation list beside the chat', () => {
  it('lists the conversations, marks the open one, and searches titles and messages on the server', async () => {
    const fetchMock = mockFetch(async (url) => {
      const query = new URL(String(url), 'http://x').searchParams.get('q');
      const list = query === 'negotiat' ? [salary] : query ? [] : [cv, salary];
      return jsonResponse({ conversations: list, nextCursor: null });
    });
    const { user } = renderWithProviders(<ConversationList currentSessionId="s1" />);
    const items = await screen.findAllByTestId('sidebar-conversation');
    expect(items.map((item) => item.textContent)).toEqual(['CV review', 'Salary talk']);
    expect(screen.getByRole('link', { name: 'CV review' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Salary talk' })).toHaveAttribute('href', '/chat/s2');

    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'negotiat');
    await waitFor(() =>
      expect(screen.getAllByTestId('sidebar-conversation').map((i) => i.textContent)).toEqual([
        'Salary talk',
      ]),
    );
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/conversations?q=negotiat');

    await user.clear(screen.getByRole('searchbox', { name: 'Search conversations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'zeppelin');
    expect(await screen.findByText('No conversation matches "zeppelin".')).toBeInTheDocument();
  });

  it('renames a conversation in place', async () => {
    let title = 'CV review';
    const fetchMock = mockFetch(async (_url, init) => {
      if (init?.method === 'PATCH') {
        title = JSON.parse(String(init.body)).title;
        return jsonResponse({ conversation: { ...cv, title } });
      }
      return jsonResponse({ conversations: [{ ...cv, title }], nextCursor: null });
    });
    const { user } = renderWithProviders(<ConversationList currentSessionId="s1" />);
    await user.click(await screen.findByRole('button', { name: 'Rename CV review' }));
    const box = screen.getByRole('textbox', { name: 'Conversation title' });
    await user.clear(box);
    await user.type(box, 'My CV, second pass{Enter}');
    expect(await screen.findByRole('link', { name: 'My CV, second pass' })).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH');
    expect(String(patch?.[0])).toBe('/api/conversations/s1');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ title: 'My CV, second pass' });
    // Escape leaves a rename without saving.
    await user.click(screen.getByRole('button', { name: 'Rename My CV, second pass' }));
    await user.type(screen.getByRole('textbox', { name: 'Conversation title' }), ' x{Escape}');
    expect(
      within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link'),
    ).toHaveTextContent('My CV, second pass');
  });
});
