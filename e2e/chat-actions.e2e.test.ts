import { describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  expectNoProblems,
  horizontalOverflow,
  newPerson,
  sessionIdOf,
  signUp,
  toast,
  useBrowser,
} from './support/app.js';
import { openPage, screenshot } from './support/browser.js';

const browser = useBrowser();

type Listed = { conversations: Array<{ sessionId: string; title: string }> };
type Saved = { messages: Array<{ id: string; role: string; content: string }> };

/** A new member's page, the chat name already chosen (so no name prompt opens). */
async function member(viewport?: { width: number; height: number }) {
  const watched = await openPage(browser(), viewport);
  await signUp(watched.page);
  await watched.page.evaluate(() => localStorage.setItem('ai-chat-username', 'Maya'));
  return watched;
}

async function ask(page: import('playwright-core').Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await page.getByTestId('streaming-reply').waitFor({ state: 'attached', timeout: 30_000 });
  await page.getByTestId('streaming-reply').waitFor({ state: 'detached', timeout: 30_000 });
}

describe('chat product basics in a real browser (offline coach)', () => {
  it('opening a coach and leaving leaves no empty conversation; the first message makes it', async () => {
    const watched = await member();
    const { page } = watched;
    await page.goto(`${baseUrl}/transition-tools`);
    await page.getByRole('button', { name: 'Start Career Chat' }).click();
    await page.getByTestId('chat-greeting').waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${baseUrl}/transition-tools`);
    const none = await api<Listed>(page, 'GET', '/api/conversations');
    expect(none.conversations).toEqual([]);

    await page.getByRole('button', { name: 'Start Career Chat' }).click();
    await page.getByTestId('chat-greeting').waitFor();
    await ask(page, 'How long should my CV be?');
    const one = await api<Listed>(page, 'GET', '/api/conversations');
    expect(one.conversations.map((c) => c.sessionId)).toEqual([sessionIdOf(page)]);
    expect(watched.consoleErrors).toEqual([]);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('copy, regenerate, edit and resend, save to notes (whole and a selection)', async () => {
    const watched = await member();
    const { page, context } = watched;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(`${baseUrl}/transition-tools`);
    await page.getByRole('button', { name: 'Start Career Chat' }).click();
    await page.getByTestId('chat-greeting').waitFor();
    await ask(page, 'How do I show impact on my CV?');
    const sessionId = sessionIdOf(page);
    const reply = page.locator('article[data-role="assistant"]').last();

    // Copy: the clipboard holds the reply as saved.
    await reply.getByRole('button', { name: 'Copy reply' }).click();
    await reply.getByRole('button', { name: 'Copied' }).waitFor();
    const saved = await api<Saved>(page, 'GET', `/api/messages/${sessionId}`);
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip).toBe(saved.messages.at(-1)?.content);

    // Regenerate: the same question, a new reply row in place of the old one.
    const before = saved.messages.at(-1)?.id;
    await reply.getByRole('button', { name: 'Regenerate reply' }).click();
    const turns = async () =>
      (await api<Saved>(page, 'GET', `/api/messages/${sessionId}`)).messages;
    await expect
      .poll(async () => (await turns()).map((m) => `${m.role}:${m.id === before}`), {
        timeout: 30_000,
      })
      .toEqual(['user:false', 'assistant:false']);
    await page.getByTestId('streaming-reply').waitFor({ state: 'detached', timeout: 30_000 });

    // Edit and resend: the new text replaces the message and the turn after it.
    await ask(page, 'And how long should it be?');
    await page
      .locator('article[data-role="user"]')
      .first()
      .getByRole('button', { name: 'Edit message' })
      .click();
    const box = page.getByRole('textbox', { name: 'Edit your message' });
    await box.fill('What belongs in a CV summary?');
    await page.getByRole('button', { name: 'Save and send' }).click();
    await page.locator('article[data-role="user"]', { hasText: 'CV summary' }).waitFor();
    await expect
      .poll(async () => (await turns()).map((m) => m.role).join(), { timeout: 30_000 })
      .toBe('user,assistant');
    await page.getByTestId('streaming-reply').waitFor({ state: 'detached', timeout: 30_000 });
    await page.locator('article[data-role="assistant"]').first().waitFor();
    const edited = await api<Saved>(page, 'GET', `/api/messages/${sessionId}`);
    expect(edited.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(edited.messages[0]?.content).toBe('What belongs in a CV summary?');
    expect(await page.locator('article[data-role]').count()).toBe(2);
    await screenshot(page, 'chat-actions-desktop');

    // Save to notes: the whole reply in one click, then only a selected part.
    const last = page.locator('article[data-role="assistant"]').last();
    await last.getByRole('button', { name: 'Save to notes' }).click();
    await toast(page, 'Saved to notes');
    await last.locator('p').first().selectText();
    const selected = await page.evaluate(() => window.getSelection()?.toString().trim() ?? '');
    expect(selected.length).toBeGreaterThan(0);
    await last.getByRole('button', { name: 'Save to notes' }).click();
    await page.waitForFunction(async (path) => {
      const token = localStorage.getItem('auth_token');
      const res = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
      return ((await res.json()).notes ?? []).length === 2;
    }, `/api/conversations/${sessionId}/notes`);
    const notes = await api<{ notes: Array<{ content: string }> }>(
      page,
      'GET',
      `/api/conversations/${sessionId}/notes`,
    );
    const contents = notes.notes.map((n) => n.content);
    expect(contents).toContain(edited.messages[1]?.content);
    expect(contents).toContain(selected);
    await page.getByTestId('notes-side-panel').getByText(selected.slice(0, 20)).first().waitFor();
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('the conversation list beside the chat: search by message text, rename, and at 390 px a sheet', async () => {
    const watched = await member();
    const { page } = watched;
    await page.goto(`${baseUrl}/transition-tools`);
    await page.getByRole('button', { name: 'Start Career Chat' }).click();
    await page.getByTestId('chat-greeting').waitFor();
    await ask(page, 'I have a salary negotiation on Friday with my manager.');
    const first = sessionIdOf(page);
    await page.goto(`${baseUrl}/transition-tools`);
    await page.getByRole('button', { name: 'Start Career Chat' }).click();
    await page.getByTestId('chat-greeting').waitFor();
    await ask(page, 'Please review the summary section of my CV.');

    const sidebar = page.getByTestId('conversation-sidebar');
    await sidebar.getByTestId('sidebar-conversation').nth(1).waitFor();
    await sidebar.getByRole('searchbox', { name: 'Search conversations' }).fill('negotiat');
    await page.waitForFunction(
      () =>
        document.querySelectorAll(
          '[data-testid="conversation-sidebar"] [data-testid="sidebar-conversation"]',
        ).length === 1,
    );
    const link = sidebar.getByTestId('sidebar-conversation').first();
    expect(await link.getAttribute('href')).toBe(`/chat/${first}`);

    // Rename it in place.
    const title = (await link.textContent()) ?? '';
    await sidebar.getByRole('button', { name: `Rename ${title}` }).click();
    await sidebar.getByRole('textbox', { name: 'Conversation title' }).fill('Friday pay talk');
    await sidebar.getByRole('textbox', { name: 'Conversation title' }).press('Enter');
    await sidebar.getByRole('link', { name: 'Friday pay talk' }).waitFor();
    const listed = await api<Listed>(page, 'GET', '/api/conversations?q=friday');
    expect(listed.conversations.map((c) => c.title)).toEqual(['Friday pay talk']);
    await sidebar.getByRole('link', { name: 'Friday pay talk' }).click();
    await page.waitForURL(`${baseUrl}/chat/${first}`);
    await page.locator('article[data-role="assistant"]').first().waitFor();
    await sidebar.getByRole('link', { name: 'Friday pay talk' }).waitFor();
    await screenshot(page, 'chat-sidebar-desktop-1280');

    // Folds away.
    await sidebar.getByRole('button', { name: 'Hide conversations' }).click();
    await page.getByRole('button', { name: 'Show conversations' }).waitFor();

    // A phone: the header keeps the coach's whole name, the list is a sheet.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.locator('article[data-role="assistant"]').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const heading = page.getByRole('heading', { level: 1, name: 'Career CV Assistant' });
    expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth + 1)).toBe(true);
    await screenshot(page, 'chat-phone-390');
    await page.getByRole('button', { name: 'Conversations' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Friday pay talk' }).waitFor();
    await screenshot(page, 'chat-phone-390-conversations');
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('signing in from a deep link lands where the member was going', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    const person = newPerson();
    await signUp(page, person);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/self-assessment`);
    await page.getByRole('link', { name: 'Login / Register' }).click();
    await page.waitForURL(`${baseUrl}/auth?next=%2Fself-assessment`);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/self-assessment`);

    // Never to another site.
    await page.goto(`${baseUrl}/auth?next=${encodeURIComponent('//example.com/x')}`);
    await page.waitForURL(`${baseUrl}/`);
    expectNoProblems(watched);
    await watched.context.close();
  });
});
