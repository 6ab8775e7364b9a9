import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYST_CV as CV } from '../apps/server/src/eval/coach-cases.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, openPage, screenshot } from './support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs up as Maya; the chat name chosen later is different on purpose. */
async function signUp(page: Page) {
  const id = randomUUID().slice(0, 8);
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Maya');
  await page.getByLabel('Last Name').fill(`Okafor${id}`);
  await page.getByLabel('Email').fill(`maya.coach.${id}@example.com`);
  await page.getByLabel('Password').fill('strong-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

async function enterName(page: Page, name: string) {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Waits for the n-th (0-based) finished assistant reply and answers its text. */
async function reply(page: Page, index: number): Promise<string> {
  const article = page.locator('article[data-role="assistant"]').nth(index);
  await article.waitFor({ timeout: 60_000 });
  await page.getByTestId('streaming-reply').waitFor({ state: 'detached', timeout: 60_000 });
  return ((await article.textContent()) ?? '').replace(/\s+/g, ' ');
}

async function suggestions(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Suggested follow-ups' }).last();
  await list.waitFor();
  return list.locator('button').allTextContents();
}

describe('the offline coach in a real browser', () => {
  it('Well-being → Stress Management: an on-topic answer by the chosen name, then a follow-up', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await signUp(page);

    await page.goto(`${baseUrl}/well-being`);
    const card = page
      .getByTestId('agent-card')
      .filter({ has: page.getByRole('heading', { name: 'Stress Management' }) });
    await card.getByRole('button', { name: /Start Wellness Chat/ }).click();
    await page.waitForURL(/\/chat\/[A-Za-z0-9_-]+\?agent=15$/);
    await enterName(page, 'Sam');
    await page.getByRole('heading', { name: 'Stress Management' }).waitFor();

    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill(
      "I've been working 60-hour weeks for two months and I can't switch off at night.",
    );
    await input.press('Enter');
    const first = await reply(page, 0);
    expect(first).toContain("Hi Sam, I'm your stress-management coach.");
    expect(first).not.toContain('Maya');
    expect(first).toMatch(/switch off/);
    expect(first).toMatch(/Close the workday on purpose/);
    expect(first).toMatch(/4-7-8/);
    expect(first).not.toMatch(/new field|bridge role|change of direction|transferable/i);

    const offered = await suggestions(page);
    expect(offered).toContain('What would my first step be?');
    expect(offered.some((s) => /bridge role|new field/i.test(s))).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'coach-stress-desktop');

    await page.getByRole('button', { name: 'What would my first step be?' }).click();
    const second = await reply(page, 1);
    expect(second).toMatch(/Close the workday on purpose/);
    expect(second).toMatch(/to-do list/);
    expect(second).not.toContain('Hi Sam');

    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('Career CV Assistant: a summary rewritten from an attached CV, then made shorter', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await signUp(page);

    await page.goto(`${baseUrl}/transition-tools`);
    await page.getByRole('button', { name: 'Start Career Chat' }).click();
    await page.waitForURL(/\/chat\/[A-Za-z0-9_-]+\?agent=1$/);
    await enterName(page, 'Sam');
    await page.getByRole('heading', { name: 'Career CV Assistant' }).waitFor();

    await page.getByTestId('chat-file-input').setInputFiles({
      name: 'cv.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(CV),
    });
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('Can you rewrite my CV summary?');
    await input.press('Enter');
    const first = await reply(page, 0);
    expect(first).toContain("Hi Sam, I'm your CV coach.");
    expect(first).toContain('Senior Data Analyst with');
    expect(first).toContain('cut stock-outs by 18%');
    expect(first).toContain('Data analyst who likes numbers and working with people.');
    expect(first).not.toMatch(/Help me rewrite my CV summary/);

    const offered = await suggestions(page);
    expect(offered.some((s) => /rewrite my (cv )?summary/i.test(s))).toBe(false);
    expect(offered).toContain('Can you make it shorter?');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'coach-cv-desktop');

    await page.getByRole('button', { name: 'Can you make it shorter?' }).click();
    const second = await reply(page, 1);
    expect(second).toContain('Senior Data Analyst with');
    expect(second).toContain('cut stock-outs by 18%');
    expect(second.length).toBeLessThan(first.length / 2);

    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});
