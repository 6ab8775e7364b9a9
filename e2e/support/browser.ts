import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const artifactsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../.artifacts',
);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
    headless: true,
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Content-Security-Policy violations and uncaught page errors seen so far. */
  problems: string[];
  /** Every error the console showed (a failed request shows there in red too). */
  consoleErrors: string[];
  /** Requests that did not complete (cancelled or cut), as "METHOD url: reason". */
  failedRequests: string[];
}

/** Pages still open, so a failing test can say where each one was (see support/on-failure.ts). */
export const openPages = new Set<Page>();

/** A fresh context (no storage) whose page reports CSP violations and uncaught errors. */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  const problems: string[] = [];
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    consoleErrors.push(message.text());
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(`CSP: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  return { page, context, problems, consoleErrors, failedRequests };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}
