import type { Agent } from '@facet/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { AGENT_PAGES } from '../lib/agent-pages';
import { AgentList } from './agent-list';

afterEach(() => {
  vi.unstubAllGlobals();
});

const agent = (id: number, name: string, extra: Partial<Agent> = {}): Agent => ({
  id,
  name,
  description: `${name} helps you.`,
  model: 'gpt-4',
  isActive: true,
  category: 'career-tools',
  ...extra,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(page: keyof typeof AGENT_PAGES) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<AgentList page={AGENT_PAGES[page]} />} />
      <Route path="/chat/:sessionId" element={<Where />} />
    </Routes>,
  );
}

describe('AgentList (agent list pages)', () => {
  it('lists only the page agents; only Career CV Assistant can start a career chat', async () => {
    mockFetch(async () =>
      jsonResponse({
        agents: [
          agent(1, 'Career CV Assistant'),
          agent(2, 'Leadership Coach', { isActive: false, description: null }),
          agent(3, 'Mindfulness Coach', { category: 'well-being' }),
        ],
      }),
    );
    const { user } = renderPage('transition-tools');
    const cards = await screen.findAllByTestId('agent-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByText('Mindfulness Coach')).toBeNull();

    const leadership = cards.find((c) => c.textContent?.includes('Leadership Coach'));
    expect(leadership).toBeDefined();
    const leadershipCard = within(leadership as HTMLElement);
    expect(leadershipCard.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    expect(leadershipCard.queryByText('Active')).toBeNull();
    expect(leadershipCard.getByText(/A specialised AI assistant/)).toBeInTheDocument();

    const cv = within(cards.find((c) => c.textContent?.includes('Career CV')) as HTMLElement);
    expect(cv.getByText('Active')).toBeInTheDocument();
    expect(cv.getByText('gpt-4')).toBeInTheDocument();
    await user.click(cv.getByRole('button', { name: 'Start Career Chat' }));
    expect(screen.getByTestId('where').textContent).toMatch(/^\/chat\/[A-Za-z0-9_-]+\?agent=1$/);
  });

  it('shows the empty state that points to the administrator', async () => {
    mockFetch(async () => jsonResponse({ agents: [agent(1, 'Career CV Assistant')] }));
    renderPage('well-being');
    expect(
      await screen.findByRole('heading', { name: 'No wellness assistants available' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/contact your administrator/)).toBeInTheDocument();
  });

  it('shows skeleton cards while loading', () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderPage('personal-branding');
    expect(screen.getByRole('status', { name: 'Loading assistants' })).toBeInTheDocument();
  });
});
