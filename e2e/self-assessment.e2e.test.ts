import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

const CV_NAME = 'maya-cv.txt';
const CV_TEXT =
  'I value honesty and curiosity. Led a team of 6 engineers. My goal is to lead a product organisation by 2028.\n';

async function signUp(page: Page) {
  const id = randomUUID().slice(0, 8);
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Maya');
  await page.getByLabel('Last Name').fill(`Okafor${id}`);
  await page.getByLabel('Email').fill(`maya.profile.${id}@example.com`);
  await page.getByLabel('Password').fill('strong-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Drops a text file on the CV drop zone the way a browser does: a DataTransfer with a File. */
async function dropTextFile(page: Page, testId: string, name: string, text: string) {
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

async function noHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('self-assessment profile page in a real browser (offline coach)', () => {
  it('tips, CV drop/download/delete/picker, insights reveal, psychometric files, a11y', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await signUp(page);

    await page.goto(`${baseUrl}/self-assessment`);
    await page.getByRole('heading', { level: 1, name: /Know Yourself/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/',
    );
    expect(
      await page
        .getByRole('link', { name: 'Talk with the Self-Assessment Coach' })
        .getAttribute('href'),
    ).toBe('/conversations?agentId=22');
    await expect.poll(() => page.getByTestId('progress-percent').textContent()).toBe('0%');
    for (const label of ['CV Uploaded', 'Psychometric Files', 'Tests Completed']) {
      await page.getByTestId('progress-card').getByText(label, { exact: true }).waitFor();
    }
    await page.getByRole('heading', { name: 'You Are Like a Diamond' }).waitFor();
    expect(await page.getByRole('button', { name: 'Take Test' }).count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Take Test' }).first().isDisabled()).toBe(true);
    // Example bullets before anything is generated, clearly marked.
    expect(await page.getByTestId('insight-box-values').getByText('Example').count()).toBe(1);

    // The intro tip opens by itself (1.5 s); "Got it" keeps it closed for good.
    const intro = page.getByRole('dialog', { name: 'Welcome to your self-assessment' });
    await intro.waitFor({ timeout: 10_000 });
    await intro.getByRole('button', { name: 'Got it' }).click();
    await intro.waitFor({ state: 'detached' });
    // The AI tip follows (5 s), once its place on the page is in view.
    await page.getByRole('heading', { name: 'Personal Profile' }).scrollIntoViewIfNeeded();
    const aiTip = page.getByRole('dialog', { name: 'AI tip: your diamond profile' });
    await aiTip.waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await aiTip.getByRole('button', { name: 'Got it' }).click();
    await aiTip.waitFor({ state: 'detached' });

    // CV by drag-and-drop: banner, toast, file row, progress.
    await dropTextFile(page, 'cv-drop-zone', CV_NAME, CV_TEXT);
    await page.getByTestId('upload-banner').locator('[data-status]').waitFor();
    await page.getByText('Your CV has been successfully uploaded and processed.').first().waitFor();
    await page.getByText('CV Uploaded', { exact: true }).first().waitFor();
    const cvCard = page.getByTestId('cv-card');
    await cvCard.getByText(CV_NAME).waitFor();
    expect(await cvCard.textContent()).toContain(`${Buffer.byteLength(CV_TEXT)} Bytes`);
    await expect.poll(() => page.getByTestId('progress-percent').textContent()).toBe('17%');
    // The banner returns to idle by itself.
    await page
      .getByTestId('upload-banner')
      .locator('[data-status]')
      .waitFor({ state: 'detached', timeout: 15_000 });

    // Download: the original name and bytes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      cvCard.getByRole('button', { name: `Download ${CV_NAME}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(CV_NAME);
    const downloadedPath = await download.path();
    expect(await readFile(downloadedPath, 'utf8')).toBe(CV_TEXT);

    // Delete with confirmation.
    await cvCard.getByRole('button', { name: `Delete ${CV_NAME}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText(`Are you sure you want to delete "${CV_NAME}"?`, { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('File has been successfully removed.').first().waitFor();
    await page.getByTestId('cv-drop-zone').waitFor();
    await expect.poll(() => page.getByTestId('progress-percent').textContent()).toBe('0%');

    // Upload again with the picker.
    await page.getByLabel('Upload your CV').setInputFiles({
      name: CV_NAME,
      mimeType: 'text/plain',
      buffer: Buffer.from(CV_TEXT),
    });
    await cvCard.getByText(CV_NAME).waitFor();
    await page.getByText('Your CV has been successfully uploaded and processed.').first().waitFor();

    // Generate insights and watch them appear, typed out in order.
    await page.getByRole('button', { name: 'Generate Insights' }).click();
    await page
      .getByText('Your diamond profile insights have been generated successfully.')
      .first()
      .waitFor();
    const values = page.getByTestId('insight-box-values');
    await values.getByText('Honesty matters to you.', { exact: true }).waitFor({ timeout: 45_000 });
    await page.getByText('Built from the words in your files').waitFor();
    await page.getByTestId('last-generated').getByText('Just now').waitFor();
    // Every generated statement names its file; the quote opens on demand.
    const evidence = values.getByText(`Evidence from ${CV_NAME}`).first();
    await evidence.click();
    await values
      .getByText(/I value honesty and curiosity/)
      .first()
      .waitFor();
    await page.locator('[data-testid^="insight-box-"][aria-busy]').first().waitFor({
      state: 'detached',
      timeout: 45_000,
    });

    // Psychometric files: two at once → 2/10.
    await page.getByLabel('Upload psychometric files').setInputFiles([
      {
        name: 'disc.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('DISC: high in steadiness.'),
      },
      { name: 'values.txt', mimeType: 'text/plain', buffer: Buffer.from('I value fairness.') },
    ]);
    await page.getByText('2 psychometric file(s) uploaded successfully.').first().waitFor();
    await page.getByTestId('psychometric-count').getByText('2/10').waitFor();
    await expect.poll(() => page.getByTestId('progress-percent').textContent()).toBe('33%');

    await page
      .getByTestId('upload-banner')
      .locator('[data-status]')
      .waitFor({ state: 'detached', timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'self-assessment-desktop');

    await page.setViewportSize({ width: 360, height: 780 });
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'self-assessment-phone');

    // Dismissed tips stay dismissed after a reload.
    await page.reload();
    await page.getByTestId('insight-box-values').getByText('Honesty matters to you.').waitFor();
    await page.waitForTimeout(1_800);
    expect(await page.getByRole('dialog').count()).toBe(0);

    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});
