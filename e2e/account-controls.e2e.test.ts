import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, expectNoProblems, signUp, toast, useBrowser } from './support/app.js';
import { seriousViolations } from './support/axe.js';
import { openPage, screenshot } from './support/browser.js';

const browser = useBrowser();

const token = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token') ?? '');

/** What the server says of a token now: 200 while its session lives, 401 once it ended. */
async function statusOf(bearer: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/auth/me`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  return res.status;
}

/** A second device: a session started outside this browser. */
async function loginElsewhere(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function login(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** The reset link the server wrote to its log for this address (no SMTP_URL in this run). */
async function resetLinkFor(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const lines = (await readFile(inject('serverLog'), 'utf8').catch(() => '')).split('\n');
    for (const line of lines.reverse()) {
      if (!line.includes(email)) continue;
      const link = /(http:\/\/[^\s"\\]+\/reset-password#token=[A-Za-z0-9_-]{43})/.exec(line)?.[1];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset link for ${email} in the server log`);
}

describe('accounts a member controls, in a real browser', () => {
  it('logout ends the session on the server; sign out everywhere ends every one', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    const person = await signUp(page);
    const first = await token(page);
    const phone = await loginElsewhere(person.email, person.password);

    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.getByRole('link', { name: 'Get Started Now' }).first().waitFor();
    // The token the browser dropped opens nothing any more; the other device goes on.
    await expect.poll(() => statusOf(first)).toBe(401);
    expect(await statusOf(phone)).toBe(200);

    await login(page, person.email, person.password);
    const second = await token(page);
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('heading', { name: 'Your Data and Sessions' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'settings-account-controls');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await toast(page, 'Signed out everywhere');
    await page.getByRole('link', { name: 'Get Started Now' }).first().waitFor();
    expect(await statusOf(second)).toBe(401);
    expect(await statusOf(phone)).toBe(401);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('exports everything as one zip from Settings', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    const person = await signUp(page);
    await page.goto(`${baseUrl}/settings`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^facet-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'notes.json', 'files.json']),
    );
    const profile = JSON.parse(new TextDecoder().decode(entries['profile.json']));
    expect(profile.email).toBe(person.email);
    await toast(page, 'Export ready');
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('forgot password: the link from the e-mail sets a new password and signs out everywhere', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    const person = await signUp(page);
    const before = await token(page);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.getByRole('link', { name: 'Get Started Now' }).first().waitFor();
    const phone = await loginElsewhere(person.email, person.password);

    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${baseUrl}/forgot-password`);
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .getByText(/If an account uses this address/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const link = await resetLinkFor(person.email);
    await page.goto(link.replace(/^http:\/\/[^/]+/, baseUrl));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('a fresh passphrase');
    await page.getByLabel('Confirm New Password').fill('a fresh passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await toast(page, 'Password changed');
    await page.waitForURL(`${baseUrl}/auth`);
    expect(await statusOf(phone)).toBe(401);
    expect(await statusOf(before)).toBe(401);

    // The link worked once.
    await page.goto(link.replace(/^http:\/\/[^/]+/, baseUrl));
    await page.getByLabel('New Password', { exact: true }).fill('another passphrase');
    await page.getByLabel('Confirm New Password').fill('another passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByText(/This reset link is not valid any more/)
      .first()
      .waitFor();

    await login(page, person.email, 'a fresh passphrase');
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('deletes the account after the password is confirmed in a dialog', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    const person = await signUp(page);
    const session = await token(page);
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByLabel('Current Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog
      .getByRole('alert')
      .getByText('Your password is incorrect. Your account was not deleted.')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await statusOf(session)).toBe(200);

    await dialog.getByLabel('Current Password').fill(person.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await toast(page, 'Account deleted');
    await page.getByRole('link', { name: 'Get Started Now' }).first().waitFor();
    expect(await statusOf(session)).toBe(401);

    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password.').first().waitFor();
    expectNoProblems(watched);
    await watched.context.close();
  });
});
