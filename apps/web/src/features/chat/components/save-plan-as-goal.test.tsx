import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, requestOf } from '@/test/render';
import { SavePlanAsGoal } from './save-plan-as-goal';

const PLAN = `Here is a way in.

### Your plan
- **Goal:** Ask for a stretch project by March
- **First step:** List three projects I could lead
- **When:** This Friday
`;

describe('Save as goal', () => {
  it('is not offered on a reply without a closing plan', () => {
    renderWithProviders(<SavePlanAsGoal text="Just a reply, no plan." />);
    expect(screen.queryByRole('button', { name: 'Save as goal' })).toBeNull();
  });

  it('saves the plan as a goal with its first step, in one click', async () => {
    const fetchMock = mockFetch(async () =>
      jsonResponse(
        {
          goal: {
            id: '00000000-0000-4000-8000-000000000001',
            title: 'Ask for a stretch project by March',
            why: '',
            measure: 'When: This Friday',
            targetDate: null,
            status: 'on_track',
            shareWithCoaches: true,
            source: 'coach_plan',
            actionsTotal: 1,
            actionsDone: 0,
            progress: null,
            lastCheckInAt: null,
            createdAt: '2026-11-27T10:00:00.000Z',
            updatedAt: '2026-11-27T10:00:00.000Z',
          },
        },
        { status: 201 },
      ),
    );
    renderWithProviders(<SavePlanAsGoal text={PLAN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save as goal' }));
    expect(await screen.findByText(/Saved as a goal/)).toBeInTheDocument();
    const request = requestOf(fetchMock);
    expect(request.url).toBe('/api/goals');
    expect(request.body).toEqual({
      title: 'Ask for a stretch project by March',
      firstStep: 'List three projects I could lead',
      measure: 'When: This Friday',
      source: 'coach_plan',
    });
  });
});
