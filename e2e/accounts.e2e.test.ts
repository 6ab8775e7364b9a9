import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, openPage, screenshot, type WatchedPage } from './support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

function newPerson() {
  const id = randomUUID().slice(0, 8);
  return {
    firstName: 'Maya',
    lastName: `Okafor${id}`,
    email: `maya.${id}@example.com`,
    password: 'strong-pass-1',
  };
}

async function signUpThroughUi(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

async function expectNoProblems(watched: WatchedPage) {
  expect(watched.problems).toEqual([]);
}

describe('accounts in a real browser', () => {
  it('sign up → dashboard → logout → landing → login → dashboard', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    const person = newPerson();

    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Login / Register' }).first().click();
    await page.waitForURL(`${baseUrl}/auth`);

    await signUpThroughUi(page, person);
    await page.getByText('Account created!').first().waitFor();
    await page.getByText(`${person.firstName} ${person.lastName}`).first().waitFor();
    await expect(
      page.getByRole('heading', { name: new RegExp(person.firstName) }).count(),
    ).resolves.toBeGreaterThan(0);

    const cards = await page.locator('[data-testid^="journey-step-"]').allInnerTexts();
    expect(cards).toHaveLength(8);
    JOURNEY.forEach((title, index) => {
      expect(cards[index]).toContain(title);
      expect(cards[index]).toContain(String(index + 1));
    });
    expect(await page.getByRole('button', { name: 'Coming Soon' }).count()).toBe(6);
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
    await expectNoProblems(watched);
    await watched.context.close();
  });

  it('a wrong password shows the Login failed toast and stays on /auth', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel('Email').fill(`nobody.${randomUUID().slice(0, 6)}@example.com`);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login failed').first().waitFor();
    await page.getByText('Invalid email or password.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await expectNoProblems(watched);
    await watched.context.close();
  });

  it('a signed-out visit to /settings shows the landing page', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('link', { name: 'Get Started Now' }).first().waitFor();
    expect(await page.getByText('Account Information').count()).toBe(0);
    await expectNoProblems(watched);
    await watched.context.close();
  });

  it('settings: update the profile and change the password', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    const person = newPerson();
    await signUpThroughUi(page, person);
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

    await page.getByLabel('Confirm New Password').fill('new-pass-99');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated').first().waitFor();
    await screenshot(page, 'settings-desktop');

    // Still signed in with the fresh token after the password change.
    await page.reload();
    await page.getByText('Account Information').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByText('Amara').first().waitFor();
    await expectNoProblems(watched);
    await watched.context.close();
  });

  it('has no serious or critical axe violations on landing, auth, dashboard and settings', async () => {
    const watched = await openPage(browser);
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

    await signUpThroughUi(page, newPerson());
    await page.locator('[data-testid^="journey-step-"]').first().waitFor();
    report.dashboard = await seriousViolations(page);

    await page.goto(`${baseUrl}/settings`);
    await page.getByText('Account Information').waitFor();
    report.settings = await seriousViolations(page);

    expect(report).toEqual({ landing: [], auth: [], dashboard: [], settings: [] });
    await expectNoProblems(watched);
    await watched.context.close();
  });

  it('works on a phone-sized screen', async () => {
    const watched = await openPage(browser, { width: 375, height: 780 });
    const { page } = watched;
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Get Started Now' }).first().waitFor();
    await screenshot(page, 'landing-phone');
    await signUpThroughUi(page, newPerson());
    await page.locator('[data-testid^="journey-step-"]').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'dashboard-phone');
    await page.goto(`${baseUrl}/settings`);
    await page.getByText('Account Information').waitFor();
    await screenshot(page, 'settings-phone');
    await expectNoProblems(watched);
    await watched.context.close();
  });
});
