import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchBrowser, screenshot, type WatchedPage } from './browser.js';

/** What the browser tests share: the app's address, accounts, API calls and layout checks. */

export const baseUrl = inject('baseUrl');

/** One Chromium for the file's tests: launched before them, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running yet');
    return browser;
  };
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new member with a unique e-mail address. */
export function newPerson(firstName = 'Maya', lastName = 'Okafor'): Person {
  const id = randomUUID().slice(0, 8);
  return {
    firstName,
    lastName: `${lastName}${id}`,
    email: `${firstName.toLowerCase()}.${id}@example.com`,
    password: 'strong-pass-1',
  };
}

/** Signs a new member up through the Sign Up tab and waits for the dashboard. */
export async function signUp(
  page: Page,
  person: Person = newPerson(),
  { linkedinUrl }: { linkedinUrl?: string } = {},
): Promise<Person> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  if (linkedinUrl) await page.getByLabel('LinkedIn Profile URL (optional)').fill(linkedinUrl);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}/`);
  return person;
}

/** Answers the chat's name prompt. */
export async function enterName(page: Page, name = 'Maya') {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

export function sessionIdOf(page: Page): string {
  const match = /\/chat\/([^/?#]+)/.exec(page.url());
  if (!match?.[1]) throw new Error(`not a chat URL: ${page.url()}`);
  return match[1];
}

/** Calls the API from inside the page with the stored token. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('auth_token');
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** Sends one chat message through POST /api/chat from the page and waits for the full stream. */
export async function sendViaApi(page: Page, sessionId: string, content: string) {
  await page.evaluate(
    async ({ sessionId, content }) => {
      const form = new FormData();
      form.append('content', content);
      form.append('sessionId', sessionId);
      const response = await fetch('/api/chat', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
        body: form,
      });
      const text = await response.text();
      if (!response.ok || !text.includes('"type":"complete"')) {
        throw new Error(`chat failed: ${response.status} ${text.slice(0, 200)}`);
      }
    },
    { sessionId, content },
  );
}

/** Waits for a toast with this exact title. */
export async function toast(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor();
}

/** Full-page screenshot from the top, so the sticky header sits where it belongs. */
export async function capture(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

export function expectNoProblems(watched: WatchedPage) {
  expect(watched.problems).toEqual([]);
}

/** Do two boxes on the page overlap? */
export async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) throw new Error('not on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** How many pixels the page scrolls sideways (0 when it fits the window). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The buttons and links inside `scope` a person cannot fully see or reach: sticking out of the
 * row or card that holds them (else the scope), or covered at their centre by another element.
 */
export async function clippedButtons(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const problems: string[] = [];
    for (const button of Array.from(root.querySelectorAll<HTMLElement>('button, a[href]'))) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // not rendered (e.g. a hidden input's)
      const name = button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '?';
      const card =
        button.parentElement?.closest<HTMLElement>('li, [data-slot="card"]') ??
        (root as HTMLElement);
      const frame = card.getBoundingClientRect();
      const outside =
        box.left < frame.left - 0.5 ||
        box.right > frame.right + 0.5 ||
        box.top < frame.top - 0.5 ||
        box.bottom > frame.bottom + 0.5;
      if (outside) problems.push(`${name}: sticks out of its card`);
      button.scrollIntoView({ block: 'center', inline: 'center' });
      const after = button.getBoundingClientRect();
      const hit = document.elementFromPoint(
        after.left + after.width / 2,
        after.top + after.height / 2,
      );
      if (hit && hit !== button && !button.contains(hit)) {
        problems.push(`${name}: covered by ${hit.tagName.toLowerCase()}`);
      }
    }
    return problems;
  });
}

/** Drops a text file on a drop zone the way a browser does: a DataTransfer with a File. */
export async function dropTextFile(page: Page, testId: string, name: string, text: string) {
  const zone = page.getByTestId(testId);
  const dataTransfer = await page.evaluateHandle(
    ({ name, text }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name, { type: 'text/plain' }));
      return transfer;
    },
    { name, text },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  expect(await zone.getAttribute('data-dragging')).toBe('true');
  await zone.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}
