import type { Conversation } from '@facet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_USERNAME_KEY } from '@/features/chat/hooks/use-chat-username';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import ConversationsPage from './conversations-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const conversation = (sessionId: string, title: string): Conversation => ({
  sessionId,
  agentId: 22,
  title,
  systemPrompt: null,
  temperature: 0.7,
  maxTokens: 1000,
  model: 'gpt-4o',
  theme: 'default',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/conversations" element={<ConversationsPage />} />
      <Route path="/chat/:sessionId" element={<Where />} />
    </Routes>,
    { route },
  );
}

const agents = {
  agents: [
    {
      id: 22,
      name: 'Self-Assessment Coach',
      description: null,
      model: 'gpt-4',
      isActive: true,
      category: 'self-assessment',
    },
  ],
};

describe('ConversationsPage (conversations view)', () => {
  it('asks for a name when none is stored', async () => {
    mockFetch(async (url) =>
      jsonResponse(
        String(url).startsWith('/api/agents') ? agents : { conversations: [], nextCursor: null },
      ),
    );
    renderAt('/conversations');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toBeInTheDocument();
  });

  it('shows the named empty state and starts a session with agent 22', async () => {
    localStorage.setItem(CHAT_USERNAME_KEY, 'Maya');
    mockFetch(async (url) =>
      jsonResponse(
        String(url).startsWith('/api/agents') ? agents : { conversations: [], nextCursor: null },
      ),
    );
    const { user } = renderAt('/conversations?agentId=22');
    expect(
      await screen.findByRole('heading', { name: 'Know yourself better' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        name: 'No conversations yet with Self-Assessment Coach',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Start Self-Assessment Session' })[0]!);
    expect(screen.getByTestId('where').textContent).toMatch(/^\/chat\/[A-Za-z0-9_-]+\?agentId=22$/);
  });

  it("filtered to another coach: its name without 'the', and the start action fits that coach", async () => {
    localStorage.setItem(CHAT_USERNAME_KEY, 'Maya');
    const coaches = {
      agents: [
        ...agents.agents,
        { ...agents.agents[0], id: 17, name: 'Stress Management', category: 'well-being' },
        {
          ...agents.agents[0],
          id: 5,
          name: 'Leadership Coach',
          category: 'career-tools',
          isActive: false,
        },
      ],
    };
    mockFetch(async (url) =>
      jsonResponse(
        String(url).startsWith('/api/agents') ? coaches : { conversations: [], nextCursor: null },
      ),
    );
    const { user, unmount } = renderAt('/conversations?agentId=17');
    expect(
      await screen.findByText('Your conversations with Stress Management.'),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'No conversations yet with Stress Management' });
    expect(screen.queryByRole('button', { name: 'Start Self-Assessment Session' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Chat with Stress Management' })[0]!);
    expect(screen.getByTestId('where').textContent).toMatch(/^\/chat\/[A-Za-z0-9_-]+\?agentId=17$/);
    unmount();

    // A coach not open yet offers no start, but a way to another coach.
    renderAt('/conversations?agentId=5');
    await screen.findByRole('heading', { name: 'No conversations yet with Leadership Coach' });
    expect(screen.getByText(/Leadership Coach is coming soon/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a coach' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /^Start|^Chat with/ })).toBeNull();
  });

  it('lists conversations with Today and Active, and deletes after confirmation', async () => {
    localStorage.setItem(CHAT_USERNAME_KEY, 'Maya');
    let list = [conversation('s1', 'CV review'), conversation('s2', 'Values')];
    const fetchMock = mockFetch(async (url, init) => {
      const path = String(url);
      if (path.startsWith('/api/agents')) return jsonResponse(agents);
      if (init?.method === 'DELETE') {
        list = list.filter((c) => !path.endsWith(c.sessionId));
        return jsonResponse({ success: true });
      }
      return jsonResponse({ conversations: list, nextCursor: null });
    });
    const { user } = renderAt('/conversations');
    const cards = await screen.findAllByTestId('conversation-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'CV review' })).toHaveAttribute('href', '/chat/s1');
    expect(first.getByText('Today')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();

    await user.click(first.getByRole('button', { name: 'Delete conversation CV review' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this conversation?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('conversation-card')).toHaveLength(1));
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(true);
  });

  it('shows 6 skeleton cards while loading', () => {
    localStorage.setItem(CHAT_USERNAME_KEY, 'Maya');
    mockFetch(() => new Promise<Response>(() => {}));
    renderAt('/conversations');
    const status = screen.getByRole('status', { name: 'Loading conversations' });
    expect(status.children).toHaveLength(6);
  });

  it("reads the list page by page: 'Load more conversations' fetches the next one", async () => {
    localStorage.setItem(CHAT_USERNAME_KEY, 'Maya');
    const fetchMock = mockFetch(async (url) => {
      const path = String(url);
      if (path.startsWith('/api/agents')) return jsonResponse(agents);
      if (path === '/api/conversations?cursor=page-2')
        return jsonResponse({ conversations: [conversation('s3', 'Older')], nextCursor: null });
      return jsonResponse({
        conversations: [conversation('s1', 'CV review'), conversation('s2', 'Values')],
        nextCursor: 'page-2',
      });
    });
    const { user } = renderAt('/conversations');
    expect(await screen.findAllByTestId('conversation-card')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(screen.getAllByTestId('conversation-card')).toHaveLength(3));
    expect(screen.getByRole('link', { name: 'Older' })).toHaveAttribute('href', '/chat/s3');
    // The last page has no next one: the button goes.
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).toBeNull();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
      '/api/conversations?cursor=page-2',
    );
  });
});
