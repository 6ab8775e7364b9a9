import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from './support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the API reference page in a real browser', () => {
  it('renders every group of operations under the strict CSP, without a violation', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await page.goto(`${baseUrl}/api/docs`);
    await page
      .getByRole('heading', { name: /Facet API/ })
      .first()
      .waitFor();
    for (const tag of ['accounts', 'chat', 'conversations', 'uploads', 'health']) {
      await page.locator(`#operations-tag-${tag}`).waitFor();
    }
    // An operation opens and shows its schema, drawn from the contracts.
    await page.locator('#operations-accounts-post_api_auth_login').click();
    await page.getByText('Request body').first().waitFor();
    // Facet's look: its logo in the top bar and a summary on the operation.
    expect(await page.locator('.topbar img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await page.getByText('Sign in with e-mail and password').first().waitFor();
    await screenshot(page, 'api-docs');
    expect(watched.problems).toEqual([]);
  });
});
