import type { Goal } from '@facet/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GoalCard } from './goal-card';

const goal = (over: Partial<Goal>): Goal => ({
  id: '00000000-0000-4000-8000-000000000002',
  title: 'Lead the Q3 planning review',
  why: '',
  measure: '',
  targetDate: null,
  status: 'on_track',
  shareWithCoaches: true,
  source: 'manual',
  actionsTotal: 0,
  actionsDone: 0,
  progress: null,
  lastCheckInAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('GoalCard summary line', () => {
  it('says a new goal has no actions yet instead of "0 of 0"', () => {
    renderWithProviders(<GoalCard goal={goal({})} />);
    expect(screen.getByText(/No target date · No actions yet/)).toBeInTheDocument();
    expect(screen.queryByText(/0 of 0/)).toBeNull();
  });

  it('shows the target as a date in words and counts actions', () => {
    renderWithProviders(
      <GoalCard goal={goal({ targetDate: '2027-03-01', actionsTotal: 3, actionsDone: 1 })} />,
    );
    expect(screen.getByText(/Target Mar 1, 2027 · 1 of 3 actions done/)).toBeInTheDocument();
  });
});
