import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { CoachProposalsContext } from '../lib/coach-proposals';
import { CoachProposals } from './coach-proposals';

const MESSAGE = '00000000-0000-4000-8000-0000000000aa';
const PROPOSAL = '00000000-0000-4000-8000-0000000000bb';
const goal = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Lead the Q3 design review',
  why: 'To show I can run a meeting',
  measure: '',
  targetDate: '2026-09-30',
  status: 'on_track',
  shareWithCoaches: true,
  source: 'coach_plan',
  actionsTotal: 0,
  actionsDone: 0,
  progress: null,
  lastCheckInAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const pending = {
  proposals: [
    {
      id: PROPOSAL,
      kind: 'goal',
      messageId: MESSAGE,
      goal: { title: goal.title, why: goal.why, measure: '', targetDate: goal.targetDate },
      createdAt: '2026-11-27T10:00:00.000Z',
    },
  ],
};

const withProposals = (ui: React.ReactElement) => (
  <CoachProposalsContext.Provider value={true}>{ui}</CoachProposalsContext.Provider>
);

describe('a coach’s proposals under its reply', () => {
  it('shows the proposed goal and adds it with one click', async () => {
    const fetchMock = mockApi({
      '/api/proposals': pending,
      [`POST /api/proposals/${PROPOSAL}/accept`]: { goal, action: null },
    });
    renderWithProviders(withProposals(<CoachProposals messageId={MESSAGE} />));
    expect(await screen.findByText('Lead the Q3 design review')).toBeInTheDocument();
    expect(screen.getByText(/by 2026-09-30/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText(/Added to your goals/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/accept'))).toHaveLength(1);
  });

  it('shows nothing under another reply, or when the coach cannot propose', async () => {
    const fetchMock = mockApi({ '/api/proposals': pending });
    renderWithProviders(withProposals(<CoachProposals messageId="other" />));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('coach-proposal')).toBeNull();
    fetchMock.mockClear();
    renderWithProviders(<CoachProposals messageId={MESSAGE} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
