import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoProblems,
  horizontalOverflow,
  newPerson,
  overlap,
  signUp,
  toast,
  useBrowser,
} from './support/app.js';
import { seriousViolations } from './support/axe.js';
import { openPage, screenshot } from './support/browser.js';

const browser = useBrowser();

const JOURNEY = [
  'Know Yourself',
  'Set your Vision and Goals',
  'Business and Financial Literacy',
  'Personal Branding',
  'Plan and Take Action',
  'Key Career Tools',
  'Productivity Habits',
  'Well Being',
];

async function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const id = element.getAttribute('id');
    const label = id ? document.querySelector(`label[for="${id}"]`)?.textContent : null;
    return label ?? element.getAttribute('role') ?? element.tagName;
  });
}

describe('accounts in a real browser', () => {
  it('sign up → dashboard → logout → landing → login → dashboard', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    const person = newPerson();

    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Login / Register' }).first().click();
    await page.waitForURL(`${baseUrl}/auth`);

    await signUp(page, person);
    await page.getByText('Account created!').first().waitFor();
    await page.getByText(`${person.firstName} ${person.lastName}`).first().waitFor();
    // A first-time member is welcomed as new: nothing to come back to yet.
    await page.getByRole('heading', { name: `Welcome to Facet, ${person.firstName}` }).waitFor();
    expect(await page.getByText(/Welcome back,|Pick up where you left off/).count()).toBe(0);

    const cards = await page.locator('[data-testid^="journey-step-"]').allInnerTexts();
    expect(cards).toHaveLength(8);
    JOURNEY.forEach((title, index) => {
      expect(cards[index]).toContain(title);
      expect(cards[index]).toContain(String(index + 1));
    });
    // Every journey step opens a page of its own now: none waits behind "Coming Soon".
    expect(await page.getByRole('button', { name: 'Coming Soon' }).count()).toBe(0);
    for (const label of ['Identify', 'Contribution', 'State', 'Action']) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    await screenshot(page, 'dashboard-desktop');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Get Started Now' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.getByRole('link', { name: 'Login / Register' }).first().click();
    await page.getByLabel('Email').fill(person.email.toUpperCase());
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Welcome back!').first().waitFor();
    await page.getByText(`${person.firstName} ${person.lastName}`).first().waitFor();

    // A reload keeps the session (token in storage, user from /api/auth/me).
    await page.reload();
    await page.getByText(`${person.firstName} ${person.lastName}`).first().waitFor();
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('a wrong password shows the Login failed toast and stays on /auth', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel('Email').fill(`nobody.${randomUUID().slice(0, 6)}@example.com`);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login failed').first().waitFor();
    await page.getByText('Invalid email or password.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('the sign-in tabs lead straight to the first field, and toasts never cover the card', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Login' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Email');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('First Name');

    // An address that is taken: the 'Signup failed' toast, beside the card at every width.
    const taken = await signUp(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Get Started Now' }).first().waitFor();
    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/auth`);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByLabel('First Name').fill('Maya');
      await page.getByLabel('Last Name').fill('Again');
      await page.getByLabel('Email').fill(taken.email);
      await page.getByLabel('Password').fill('strong-pass-1');
      await page.getByRole('button', { name: 'Create Account' }).click();
      const failed = page.locator('li', { has: page.getByText('Signup failed', { exact: true }) });
      await failed.waitFor();
      await page.evaluate(async () => {
        await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
      });
      expect({ width, covers: await overlap(failed, page.getByTestId('auth-card')) }).toEqual({
        width,
        covers: false,
      });
      await screenshot(page, `auth-toast-${width}`);
    }
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('a signed-out visit to /settings shows the landing page', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('link', { name: 'Get Started Now' }).first().waitFor();
    expect(await page.getByText('Account Information').count()).toBe(0);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('settings: update the profile and change the password', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    const person = newPerson();
    await signUp(page, person);
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.waitForURL(`${baseUrl}/settings`);

    await page.getByText('Account Information').waitFor();
    await page.getByText('Active', { exact: true }).first().waitFor();

    await page.getByLabel('First Name').fill('Amara');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated').first().waitFor();

    await page.getByLabel('Current Password').fill(person.password);
    await page.getByLabel('New Password', { exact: true }).fill('new-pass-99');
    await page.getByLabel('Confirm New Password').fill('new-pass-98');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('New passwords do not match.').first().waitFor();

    // A wrong current password: the toast says what did not happen, and why.
    await page.getByLabel('Confirm New Password').fill('new-pass-99');
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Password not changed');
    expect(await page.getByText('Error', { exact: true }).count()).toBe(0);

    await page.getByLabel('Current Password').fill(person.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated').first().waitFor();
    await screenshot(page, 'settings-desktop');

    // Still signed in with the fresh token after the password change.
    await page.reload();
    await page.getByText('Account Information').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByText('Amara').first().waitFor();
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('has no serious or critical axe violations on landing, auth, dashboard and settings', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    const report: Record<string, unknown> = {};

    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Get Started Now' }).first().waitFor();
    report.landing = await seriousViolations(page);
    await screenshot(page, 'landing-desktop');

    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    report.auth = await seriousViolations(page);
    await screenshot(page, 'auth-desktop');

    await signUp(page);
    await page.locator('[data-testid^="journey-step-"]').first().waitFor();
    report.dashboard = await seriousViolations(page);

    await page.goto(`${baseUrl}/settings`);
    await page.getByText('Account Information').waitFor();
    report.settings = await seriousViolations(page);

    expect(report).toEqual({ landing: [], auth: [], dashboard: [], settings: [] });
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('works on a phone-sized screen', async () => {
    const watched = await openPage(browser(), { width: 375, height: 780 });
    const { page } = watched;
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Get Started Now' }).first().waitFor();
    await screenshot(page, 'landing-phone');
    await signUp(page);
    await page.locator('[data-testid^="journey-step-"]').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'dashboard-phone');
    await page.goto(`${baseUrl}/settings`);
    await page.getByText('Account Information').waitFor();
    await screenshot(page, 'settings-phone');
    expectNoProblems(watched);
    await watched.context.close();
  });
});
