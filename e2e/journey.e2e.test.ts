import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  capture,
  expectNoProblems,
  horizontalOverflow,
  signUp,
  useBrowser,
} from './support/app.js';
import { seriousViolations } from './support/axe.js';
import { openPage } from './support/browser.js';

const browser = useBrowser();

const ringLabel = async (page: Page, key: string) =>
  (await page.getByTestId(`ring-${key}`).getAttribute('aria-label')) ?? '';

describe('the journey in a real browser', () => {
  it('well-being from the dashboard, a chat, a goal with two actions, a check-in: rings move, a chart point appears', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    await signUp(page);
    await page.evaluate(() => localStorage.setItem('ai-chat-username', 'Maya'));

    // A new member's rings are empty, each saying how to fill it.
    await page.getByTestId('ring-contribution').waitFor();
    expect(await ringLabel(page, 'contribution')).toMatch(
      /^Contribution: 0%\. No actions yet\. Break a goal/,
    );
    expect(await ringLabel(page, 'state')).toMatch(/^State: 0%/);
    await page.getByTestId('ring-state').focus();
    await page
      .getByRole('tooltip')
      .getByText(/Check in on Well Being/)
      .first()
      .waitFor();
    await capture(page, 'journey-dashboard-new-desktop');

    // The well-being list, reached from the dashboard: the check-in and the coaches.
    await page.getByRole('link', { name: 'Well-being Check-in' }).click();
    await page.waitForURL(`${baseUrl}/well-being`);
    await page.getByRole('heading', { name: 'Healthcare Advisor' }).waitFor();
    await page.getByText('Your trend appears here after your first check-in.').waitFor();
    await page.getByRole('button', { name: 'Mood 4' }).click();
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    // One point on the chart.
    await page.locator('[data-testid="wellbeing-chart"][data-points="1"] canvas').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'journey-well-being-desktop');

    // A chat with a coach (offline coach).
    // The Wellness Mentor, the last of the list.
    await page.getByRole('button', { name: 'Start Wellness Chat' }).last().click();
    await page.waitForURL(/\/chat\/[A-Za-z0-9_-]+\?agent=\d+$/);
    await page
      .getByRole('textbox')
      .first()
      .fill(
        'Work takes all my time: I answer emails at night and on weekends and have no time for myself.',
      );
    await page.keyboard.press('Enter');
    await page.locator('[data-role="assistant"]').first().waitFor({ timeout: 30_000 });

    // The coach closes the thread with a plan; one click makes it a goal (and its first step an
    // action).
    await page.getByRole('textbox').first().fill('Thanks, can you make me a plan?');
    await page.keyboard.press('Enter');
    await page.getByTestId('save-plan-as-goal').waitFor({ timeout: 30_000 });
    await page.getByTestId('save-plan-as-goal').click();
    await page.getByText('Saved as a goal.').waitFor();
    const titles = await page.evaluate(async () => {
      const res = await fetch('/api/goals', {
        headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` },
      });
      const body = (await res.json()) as { goals: Array<{ title: string }> };
      return body.goals.map((g) => g.title);
    });
    expect(titles).toHaveLength(1);
    const goal = titles[0] ?? '';

    await page.goto(`${baseUrl}/vision-goals`);
    await page.getByRole('heading', { name: goal }).waitFor();
    await page.getByTestId('coach-context').getByText(goal).first().waitFor();

    await page.goto(`${baseUrl}/action-planning`);
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('New action').fill('Walk at lunch twice');
    await page.getByLabel('Due').fill(today);
    await page.getByRole('button', { name: 'Add action' }).click();
    await page.getByText('Walk at lunch twice', { exact: true }).waitFor();
    // The plan's first step is the goal's other action: done.
    const firstStep = page.getByRole('checkbox', { name: /^Done: (?!Walk at lunch twice)/ });
    await firstStep.click();
    await expect.poll(() => firstStep.isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'journey-action-planning-desktop');

    await page.goto(`${baseUrl}/vision-goals`);
    await page.getByRole('button', { name: 'Weekly check-in' }).click();
    await page.getByLabel(/How far along are you/).fill('40');
    await page.getByLabel('What got in the way?').fill('Late meetings on Thursdays');
    await page.getByRole('button', { name: 'Save check-in' }).click();
    await page.getByText('40%', { exact: true }).waitFor();
    // The goal's progress chart appears with its first point (its own chunk, with uPlot).
    await page.locator('[data-testid="goal-progress-chart"][data-points="1"] canvas').waitFor();
    await page
      .getByTestId('coach-context')
      .getByText(/Late meetings on Thursdays/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'journey-vision-goals-desktop');

    // Back on the dashboard: the rings moved, and this week's actions are listed.
    await page.goto(`${baseUrl}/`);
    await expect
      .poll(() => ringLabel(page, 'contribution'))
      .toMatch(/^Contribution: 50%\. 1 of 2 actions done/);
    expect(await ringLabel(page, 'state')).toMatch(/^State: 14%/);
    expect(await ringLabel(page, 'action')).toMatch(/^Action: 100%/);
    await page.getByTestId('week-actions').getByText('Walk at lunch twice').waitFor();
    await capture(page, 'journey-dashboard-desktop');
    expectNoProblems(watched);

    // Steps 3 and 7 open their pages: the coaches that fit, said plainly, and a goal from there.
    await page.getByRole('link', { name: 'Habits Coaches' }).click();
    await page.waitForURL(`${baseUrl}/productivity-habits`);
    await page.getByRole('heading', { name: 'Wellness Mentor' }).waitFor();
    await page.getByText('No productivity coach is active yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'journey-productivity-habits-desktop');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Finance Coach' }).click();
    await page.waitForURL(`${baseUrl}/business-financial`);
    await page.getByRole('heading', { name: 'Finance Expert' }).waitFor();
    await page.getByLabel('Goal', { exact: true }).fill('Know my market rate before March');
    await page.getByRole('button', { name: 'Add goal' }).click();
    await page.getByText('Goal added.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'journey-business-financial-desktop');
    expectNoProblems(watched);

    // Phone width: the new pages fit.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [
      ['/', 'journey-dashboard-phone'],
      ['/vision-goals', 'journey-vision-goals-phone'],
      ['/action-planning', 'journey-action-planning-phone'],
      ['/well-being', 'journey-well-being-phone'],
      ['/business-financial', 'journey-business-financial-phone'],
      ['/productivity-habits', 'journey-productivity-habits-phone'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page), path).toBe(0);
      await capture(page, name);
    }
    expectNoProblems(watched);
    await watched.context.close();
  });
});
