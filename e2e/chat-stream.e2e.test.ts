import { describe, expect, it } from 'vitest';
import { signUp, useBrowser } from './support/app.js';
import { openPage } from './support/browser.js';

const browser = useBrowser();

/**
 * How long the page's copy of each piece of a chat stream is held back: the offline coach answers
 * in a moment, so the stream is slowed in the page to last several seconds, long enough for any
 * reading of the list on a timer (every 2 s) to show. A reply of 200 words comes in about as many
 * pieces, so it lasts about 40 s here.
 */
const PIECE_DELAY_MS = 200;

describe('a reply reaches the screen one way (offline coach, stream slowed in the page)', () => {
  it('no GET /api/messages during the page’s own stream; each reply shows once; Stop settles from the stream', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    // Slow the body of POST /api/chat in the page: each piece the server sends arrives late.
    await page.addInitScript((delay) => {
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await original(input, init);
        const url = typeof input === 'string' ? input : (input as Request).url;
        if (!/\/api\/chat$/.test(url) || init?.method !== 'POST' || !response.body) {
          return response;
        }
        const reader = response.body.getReader();
        const slowed = new ReadableStream<Uint8Array>({
          async pull(controller) {
            const { done, value } = await reader.read();
            if (done) {
              controller.close();
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, delay));
            controller.enqueue(value);
          },
          cancel: (reason) => reader.cancel(reason),
        });
        return new Response(slowed, { status: response.status, headers: response.headers });
      };
    }, PIECE_DELAY_MS);
    await signUp(page);
    await page.evaluate(() => localStorage.setItem('ai-chat-username', 'Maya'));

    await page.getByRole('link', { name: 'Explore Career Tools' }).click();
    await page.getByRole('button', { name: 'Start Career Chat' }).click();
    await page.waitForURL(/\/chat\/[A-Za-z0-9_-]+\?agent=1$/);
    await page.getByTestId('chat-greeting').waitFor();

    // Every request, in order, with the time the page's own streams began and ended.
    const log: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      log.push(`${request.method()} ${path}`);
    });
    const ended = (request: import('playwright-core').Request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && path === '/api/chat') log.push('stream ended');
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    const duringStreams = () => {
      const reads: string[] = [];
      let streaming = false;
      for (const entry of log) {
        if (entry === 'POST /api/chat') streaming = true;
        else if (entry === 'stream ended') streaming = false;
        else if (streaming && entry.startsWith('GET /api/messages/')) reads.push(entry);
      }
      return reads;
    };
    const input = page.getByRole('textbox', { name: 'Message' });
    const replies = page.locator('article[data-role="assistant"]');

    // 1. A whole reply, streamed over several seconds.
    const started = Date.now();
    await input.fill('I want my CV to show leadership for a product manager role.');
    await input.press('Enter');
    await page.getByTestId('streaming-reply').waitFor();
    await page.getByTestId('streaming-reply').waitFor({ state: 'detached', timeout: 90_000 });
    expect(Date.now() - started).toBeGreaterThan(4_000);
    expect(await replies.count()).toBe(1);
    const first = ((await replies.first().textContent()) ?? '').trim();
    expect(first.length).toBeGreaterThan(20);
    // Shown once, and still once after the list is read again; the list was not read meanwhile.
    await page.waitForTimeout(2_500);
    expect(await replies.count()).toBe(1);
    expect(duringStreams()).toEqual([]);

    // 2. Stop during a reply: the page keeps the stream until its last event.
    await input.fill('How do I ask my manager for a stretch project?');
    await input.press('Enter');
    await page.getByTestId('streaming-reply').waitFor();
    await page.getByRole('button', { name: 'Stop generating' }).click();
    await page.getByTestId('streaming-reply').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('button', { name: 'Send message' }).waitFor();
    await page.waitForTimeout(2_500);
    expect(await replies.count()).toBe(2);
    expect(log.filter((entry) => /^POST \/api\/chat\/[^/]+\/stop$/.test(entry))).toHaveLength(1);

    expect(duringStreams()).toEqual([]);
    expect(log.filter((entry) => entry === 'POST /api/chat')).toHaveLength(2);
    expect(watched.consoleErrors).toEqual([]);
    await watched.context.close();
  });
});
