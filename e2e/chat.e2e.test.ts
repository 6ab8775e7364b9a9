import { randomUUID } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  enterName,
  expectNoProblems,
  horizontalOverflow,
  sendViaApi,
  sessionIdOf,
  signUp,
  useBrowser,
} from './support/app.js';
import { seriousViolations } from './support/axe.js';
import { openPage, screenshot } from './support/browser.js';

const browser = useBrowser();

const OFFLINE_NOTICE =
  'Offline coach: answers are composed on this server from what you write, without an AI service.';

/** A new member's page, the chat name already chosen (so no name prompt opens). */
async function signedInWithChatName() {
  const watched = await openPage(browser());
  await signUp(watched.page);
  await watched.page.evaluate(() => localStorage.setItem('ai-chat-username', 'Maya'));
  return watched;
}

/** The model a card or the chat header shows ('Model: ' is read to screen readers only). */
async function modelIn(scope: Locator): Promise<string> {
  const text = await scope.getByTestId('model-label').textContent();
  return (text ?? '').replace(/^Model: /, '').trim();
}

describe('chat in a real browser (offline coach)', () => {
  it('dashboard → Key Career Tools → Career CV Assistant → streamed reply → reload → settings → clear', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    await signUp(page);

    // Dashboard → Key Career Tools.
    await page.getByRole('link', { name: 'Explore Career Tools' }).click();
    await page.waitForURL(`${baseUrl}/transition-tools`);
    await page.getByRole('heading', { name: 'Career CV Assistant' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start Career Chat' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Coming Soon' }).count()).toBe(10);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'agents-career-tools-desktop');
    const cardModel = await modelIn(
      page.getByTestId('agent-card').filter({ hasText: 'Career CV Assistant' }),
    );

    // Start the chat: new session id, agent in the query, nothing looked up or made until the first
    // message (no 404 first).
    await page.getByRole('button', { name: 'Start Career Chat' }).click();
    await page.waitForURL(/\/chat\/[A-Za-z0-9_-]+\?agent=1$/);
    const sessionId = sessionIdOf(page);

    // No name stored yet: the prompt asks for one.
    await enterName(page);
    await page.getByRole('heading', { name: 'Career CV Assistant' }).waitFor();
    await page.getByTestId('chat-greeting').waitFor();
    expect(
      await page.getByRole('list', { name: 'Conversation starters' }).locator('li').count(),
    ).toBe(6);
    // The card names the coach's model; the offline coach's chat header names none (it uses none).
    expect(cardModel).not.toBe('');
    expect(await page.locator('header').getByTestId('model-label').count()).toBe(0);
    // The agent's emoji is drawn (SVG), named by the emoji itself: no empty box without a font.
    const emoji = page.getByTestId('agent-emoji').getByRole('img', { name: '🤖' });
    expect(await emoji.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
    expect((await emoji.boundingBox())?.width).toBeGreaterThan(10);
    // The footer says who writes the replies: here, the offline coach, and nothing else.
    await page.getByText('Offline coach', { exact: true }).first().waitFor();
    expect(await page.getByTestId('ai-notice').textContent()).toBe(OFFLINE_NOTICE);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'chat-empty-desktop');

    // Watch the DOM for the live reply ('AI is thinking...' / 'Typing...').
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { __seen: Set<string> }).__seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="ai-thinking"]')) seen.add('thinking');
        const live = document.querySelector('[data-testid="streaming-reply"]');
        if (live?.textContent?.includes('Typing...')) seen.add('typing');
        if (live && (live.textContent?.length ?? 0) > 'Typing...'.length + 5) seen.add('chunks');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    const question = 'I want my CV to show leadership for a product manager role.';
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill(question);
    await input.press('Enter');
    await page.locator('article[data-role="user"]', { hasText: question }).waitFor();
    const assistant = page.locator('article[data-role="assistant"]').first();
    await assistant.waitFor({ timeout: 30_000 });
    await page.getByTestId('streaming-reply').waitFor({ state: 'detached' });
    const seen = await page.evaluate(() => [
      ...(window as unknown as { __seen: Set<string> }).__seen,
    ]);
    expect(seen).toContain('typing');
    expect(seen).toContain('chunks');
    const replyText = ((await assistant.textContent()) ?? '').trim();
    expect(replyText.length).toBeGreaterThan(20);
    // Follow-up suggestions are clickable chips.
    expect(
      await page.getByRole('list', { name: 'Suggested follow-ups' }).locator('button').count(),
    ).toBeGreaterThan(0);
    // A new chat logs nothing in red, and the finished reply is a completed request (read to
    // its end), not a cancelled one.
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);

    // Reload: the exchange is still there.
    await page.reload();
    await page.locator('article[data-role="user"]', { hasText: question }).waitFor();
    await page.locator('article[data-role="assistant"]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'chat-desktop');

    // Settings: creativity, model and the dark theme.
    await page.getByRole('button', { name: 'Chat settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat settings' });
    await dialog.waitFor();
    const creativity = dialog.getByRole('slider', { name: 'Creativity (temperature)' });
    await creativity.focus();
    await creativity.press('ArrowRight');
    await creativity.press('ArrowRight');
    expect(await creativity.getAttribute('aria-valuenow')).toBe('0.9');
    const length = dialog.getByRole('slider', { name: 'Response length (max tokens)' });
    await length.focus();
    await length.press('ArrowLeft');
    // This server runs the offline coach: the model select says so and offers nothing else.
    const model = dialog.getByRole('combobox', { name: 'Model' });
    expect(await model.textContent()).toContain('Offline coach (no AI model)');
    expect(await model.isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Theme' }).click();
    await page.getByRole('option', { name: 'Dark' }).waitFor();
    // The open list is scanned too (the helper waits for its opening animation).
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('option', { name: 'Dark' }).click();
    // Scan the settled dialog, not a list fading out (mid-fade opacity fails contrast).
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'chat-settings-dialog');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings updated').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const root = page.getByTestId('chat-root');
    expect(await root.getAttribute('class')).toContain('chat-theme-dark');
    const background = await root.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(11, 18, 32)');
    const saved = await api<{ conversation: Record<string, unknown> }>(
      page,
      'GET',
      `/api/conversations/${sessionId}`,
    );
    expect(saved.conversation).toMatchObject({
      temperature: 0.9,
      maxTokens: 900,
      theme: 'dark',
    });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'chat-dark-desktop');

    // In the dark theme the settings dialog is dark too, like the page behind it.
    await page.getByRole('button', { name: 'Chat settings' }).click();
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(17, 26, 46)',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'chat-settings-dialog-dark');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The other themes restyle the page too and keep their contrast.
    for (const theme of ['warm', 'minimal', 'default'] as const) {
      await api(page, 'PATCH', `/api/conversations/${sessionId}`, { theme });
      await page.reload();
      await page.locator('article[data-role="assistant"]').first().waitFor();
      expect(await root.getAttribute('class')).toContain(`chat-theme-${theme}`);
      expect({ theme, violations: await seriousViolations(page) }).toEqual({
        theme,
        violations: [],
      });
      await screenshot(page, `chat-${theme}-desktop`);
    }

    // Phone: no horizontal overflow, composer usable.
    await page.setViewportSize({ width: 360, height: 780 });
    await api(page, 'PATCH', `/api/conversations/${sessionId}`, { theme: 'dark' });
    await page.reload();
    await page.locator('article[data-role="assistant"]').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    await screenshot(page, 'chat-phone');
    // The settings dialog fits a phone too, offline model note included.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Chat settings' }).click();
    await dialog.waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'chat-settings-dialog-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Clear chat with confirmation → the empty state with the starters.
    await page.getByRole('button', { name: 'Clear chat' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to clear the chat history?').waitFor();
    await confirm.getByRole('button', { name: 'Clear chat' }).click();
    // Until the dialog has gone the page behind it is aria-hidden, invisible to role queries.
    await confirm.waitFor({ state: 'detached' });
    await page.getByTestId('chat-greeting').waitFor();
    expect(await page.locator('article[data-role]').count()).toBe(0);
    expect(
      await page.getByRole('list', { name: 'Conversation starters' }).locator('li').count(),
    ).toBe(6);
    const after = await api<{ messages: unknown[] }>(page, 'GET', `/api/messages/${sessionId}`);
    expect(after.messages).toEqual([]);

    expectNoProblems(watched);
    await watched.context.close();
  });

  it('Stop keeps the partial reply', async () => {
    const watched = await signedInWithChatName();
    const { page } = watched;
    await page.goto(`${baseUrl}/chat/stop_${randomUUID().slice(0, 8)}?agent=1`);
    await page.getByTestId('chat-greeting').waitFor();
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill(
      'Please give me a long, detailed plan for rewriting every section of my CV for a move into product leadership.',
    );
    await input.press('Enter');
    await page.getByText('Typing...').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop generating' }).click();
    const assistant = page.locator('article[data-role="assistant"]').first();
    await assistant.waitFor({ timeout: 20_000 });
    await page.getByTestId('streaming-reply').waitFor({ state: 'detached' });
    expect(((await assistant.textContent()) ?? '').trim().length).toBeGreaterThan(0);
    // Stopped on the server, not merely dropped by the page: saved as cut short.
    const stopped = await api<{ messages: Array<{ role: string; status: string }> }>(
      page,
      'GET',
      `/api/messages/${sessionIdOf(page)}`,
    );
    expect(stopped.messages.at(-1)).toMatchObject({ role: 'assistant', status: 'incomplete' });
    await page.reload();
    await page.locator('article[data-role="assistant"]').first().waitFor();
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('a reload mid-reply follows the reply live until it completes', async () => {
    const watched = await signedInWithChatName();
    const { page } = watched;
    const sessionId = `reload_${randomUUID().slice(0, 8)}`;
    await page.goto(`${baseUrl}/chat/${sessionId}?agent=1`);
    await page.getByTestId('chat-greeting').waitFor();
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill(
      'Please give me a long, detailed plan for rewriting every section of my CV for a move into product leadership.',
    );
    await input.press('Enter');
    await page.getByText('Typing...').waitFor({ timeout: 20_000 });
    // The reply's row is saved with its first words; then the page reloads under it.
    await page.waitForTimeout(300);
    const resumed = page.waitForRequest((r) => r.url().endsWith(`/api/chat/${sessionId}/stream`));
    await page.reload();
    await resumed;
    await page.getByTestId('streaming-reply').waitFor();
    await page.getByTestId('streaming-reply').waitFor({ state: 'detached', timeout: 30_000 });
    const saved = await api<{ messages: Array<{ role: string; content: string; status: string }> }>(
      page,
      'GET',
      `/api/messages/${sessionId}`,
    );
    const reply = saved.messages.at(-1);
    expect(reply).toMatchObject({ role: 'assistant', status: 'complete' });
    const shown = page.locator('article[data-role="assistant"]').last();
    await shown.waitFor();
    expect(((await shown.textContent()) ?? '').length).toBeGreaterThan(20);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('a chat that cannot open: a clear error, no endless skeletons, a way out', async () => {
    const watched = await signedInWithChatName();
    const { page } = watched;
    await page.goto(`${baseUrl}/chat/x?agent=9999`);
    const card = page.getByRole('alert').filter({ hasText: "We couldn't open this conversation" });
    await card.getByText('There is no coach with id 9999.').waitFor();
    // Trying again would fail the same way: the card offers a way out instead.
    expect(await card.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await card.getByRole('link', { name: 'Choose a coach' }).getAttribute('href')).toBe('/');
    await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
    await page.getByText(/Notes open with the conversation/).waitFor();
    expect(await page.locator('[aria-hidden="true"] [data-slot="skeleton"]').count()).toBe(0);
    expect(await page.getByRole('status', { name: 'Loading notes' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'chat-unavailable-desktop');
    await card.getByRole('link', { name: 'Choose a coach' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('conversations view: filter, named empty state, start a self-assessment session, delete', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    await signUp(page);

    await page.goto(`${baseUrl}/self-assessment`);
    await page.getByRole('link', { name: 'Talk with the Self-Assessment Coach' }).click();
    await page.waitForURL(`${baseUrl}/conversations?agentId=22`);
    await enterName(page);
    await page.getByRole('heading', { name: 'Know yourself better' }).waitFor();
    await page
      .getByRole('heading', { name: 'No conversations yet with Self-Assessment Coach' })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Start Self-Assessment Session' }).first().click();
    await page.waitForURL(/\/chat\/[A-Za-z0-9_-]+\?agentId=22$/);
    const sessionId = sessionIdOf(page);
    await page.getByRole('heading', { name: 'Self-Assessment Coach' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/conversations',
    );
    await page.getByTestId('chat-greeting').waitFor();
    await page
      .getByRole('button', { name: 'Identify core values and how they fit the career.' })
      .click();
    await page.locator('article[data-role="assistant"]').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('streaming-reply').waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${baseUrl}/conversations`);
    const card = page.getByTestId('conversation-card').first();
    await card.waitFor();
    expect(await card.textContent()).toContain('Today');
    expect(await card.textContent()).toContain('Active');
    expect(await card.textContent()).toContain('Self-Assessment Coach');
    expect(await card.getByRole('link').getAttribute('href')).toBe(`/chat/${sessionId}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'conversations-desktop');

    await page.setViewportSize({ width: 360, height: 780 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'conversations-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    await card.getByRole('button', { name: /^Delete conversation/ }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this conversation?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'No conversations yet' }).waitFor();
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('a long conversation opens at the newest message and scrolls (virtualised list)', async () => {
    const watched = await signedInWithChatName();
    const { page } = watched;
    const sessionId = `long_${randomUUID().slice(0, 8)}`;
    await api(page, 'POST', '/api/conversations', { sessionId, agentId: 1 });
    for (let i = 1; i <= 15; i += 1) {
      await sendViaApi(page, sessionId, `Question ${i}: how do I present project ${i} on my CV?`);
    }
    const { messages } = await api<{ messages: unknown[] }>(
      page,
      'GET',
      `/api/messages/${sessionId}`,
    );
    expect(messages).toHaveLength(30);

    await page.goto(`${baseUrl}/chat/${sessionId}`);
    const scroller = page.getByTestId('message-scroller');
    await page.locator('article[data-role="user"]', { hasText: 'Question 15:' }).waitFor();
    // Opened at the bottom.
    const atBottom = () =>
      scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 100);
    await expect.poll(atBottom).toBe(true);
    // Only the rows near the viewport are in the DOM.
    expect(await page.locator('article[data-role]').count()).toBeLessThan(30);
    // Scroll to the top: the first question appears.
    await scroller.evaluate((el) => {
      el.scrollTop = 0;
    });
    await page.locator('article[data-role="user"]', { hasText: 'Question 1:' }).waitFor();
    await page.getByRole('button', { name: 'Jump to latest' }).click();
    await page.locator('article[data-role="user"]', { hasText: 'Question 15:' }).waitFor();
    await expect.poll(atBottom).toBe(true);
    expectNoProblems(watched);
    await watched.context.close();
  }, 150_000);

  it('a 2,000-message conversation opens and scrolls with a small DOM', async () => {
    const watched = await signedInWithChatName();
    const { page } = watched;
    const sessionId = `huge_${randomUUID().slice(0, 8)}`;
    await api(page, 'POST', '/api/conversations', { sessionId, agentId: 1 });
    const start = Date.parse('2025-01-01T09:00:00.000Z');
    const big = Array.from({ length: 2000 }, (_, i) => ({
      id: `m${i}`,
      role: i % 2 === 0 ? 'user' : 'assistant',
      content:
        i % 2 === 0
          ? `Message ${i}: what should I do next?`
          : `Reply ${i}: here is a **plan**.\n\n- Step one\n- Step two${i % 10 === 1 ? '\n\nA longer paragraph '.repeat(6) : ''}`,
      timestamp: new Date(start + i * 1000).toISOString(),
      attachments: null,
      suggestions: i % 2 === 1 ? ['Tell me more'] : null,
      status: 'complete',
    }));
    await page.route(`**/api/messages/${sessionId}`, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ messages: big }) }),
    );
    const t0 = Date.now();
    await page.goto(`${baseUrl}/chat/${sessionId}`);
    await page.locator('article', { hasText: 'Reply 1999:' }).waitFor();
    const openMs = Date.now() - t0;
    expect(await page.locator('article[data-role]').count()).toBeLessThan(60);
    const scroller = page.getByTestId('message-scroller');
    for (const fraction of [0.5, 0.1, 0]) {
      await scroller.evaluate((el, f) => {
        el.scrollTop = el.scrollHeight * f;
      }, fraction);
      await page.waitForTimeout(50);
      expect(await page.locator('article[data-role]').count()).toBeLessThan(60);
    }
    await page.locator('article', { hasText: 'Message 0:' }).waitFor();
    console.log(`2,000-message conversation opened in ${openMs} ms`);
    expectNoProblems(watched);
    await watched.context.close();
  });
});
