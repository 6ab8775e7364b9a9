import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import JourneyStepPage from './journey-step-page';

const agent = (id: number, name: string, category: string) => ({
  id,
  name,
  description: `${name} helps.`,
  model: 'gpt-4',
  isActive: true,
  category,
});

describe('journey steps 3 and 7', () => {
  it('Productivity Habits opens its active coaches, says none is a productivity coach, and makes a goal', async () => {
    mockApi({
      '/api/agents': {
        agents: [
          agent(16, 'Work-Life Balance', 'well-being'),
          agent(17, 'Wellness Mentor', 'well-being'),
          agent(19, 'Finance Expert', 'personal-branding'),
        ],
      },
    });
    renderWithProviders(<JourneyStepPage page="productivity-habits" />);
    const cards = await screen.findAllByTestId('agent-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Wellness Mentor',
      'Work-Life Balance',
    ]);
    expect(
      within(cards[0] as HTMLElement).getByRole('button', { name: 'Start Habits Chat' }),
    ).toBeEnabled();
    expect(screen.getByRole('note')).toHaveTextContent('No productivity coach is active yet');
    expect(screen.getByRole('button', { name: 'Add goal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coming Soon' })).toBeNull();
  });

  it('Business & Financial Literacy opens the Finance Expert', async () => {
    mockApi({ '/api/agents': { agents: [agent(19, 'Finance Expert', 'personal-branding')] } });
    renderWithProviders(<JourneyStepPage page="business-financial" />);
    const [card] = await screen.findAllByTestId('agent-card');
    expect(
      within(card as HTMLElement).getByRole('button', { name: 'Start Finance Chat' }),
    ).toBeEnabled();
    expect(screen.getByRole('note')).toHaveTextContent('not regulated financial advice');
  });
});
