import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  capture,
  clippedButtons,
  dropTextFile,
  expectNoProblems,
  horizontalOverflow,
  overlap,
  signUp,
  toast,
  useBrowser,
} from './support/app.js';
import { seriousViolations } from './support/axe.js';
import { openPage } from './support/browser.js';

const browser = useBrowser();

const CV_NAME = 'maya-cv.txt';
const CV_TEXT =
  'I value honesty and curiosity. Led a team of 6 engineers. My goal is to lead a product organisation by 2028.\n';
const WIDTHS = [1440, 1280, 1024, 390] as const;

const textFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text),
});

/** The toast's icon says what kind of message it is: success, error or notice. */
async function toastIcon(page: Page, title: string) {
  const item = page.locator('li', { has: page.getByText(title, { exact: true }) }).first();
  return item.locator('svg').first().getAttribute('data-icon');
}

describe('self-assessment profile page in a real browser (offline coach)', () => {
  it('tips beside the content, CV drop/download/delete/picker, insights, regeneration, a11y', async () => {
    const watched = await openPage(browser());
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

    // The intro tip opens by itself (1.5 s) in the page's flow: it covers neither the progress
    // figure nor the diamond explainer. "Got it" keeps it closed for good.
    const intro = page.getByRole('region', { name: 'Welcome to your self-assessment' });
    await intro.waitFor({ timeout: 10_000 });
    expect(await overlap(intro, page.getByTestId('progress-card'))).toBe(false);
    expect(await overlap(intro, page.getByTestId('diamond-explainer'))).toBe(false);
    await intro.getByRole('button', { name: 'Got it' }).click();
    await intro.waitFor({ state: 'detached' });
    // The AI tip follows (5 s), once its place on the page is in view; it covers no insight box.
    await page.getByRole('heading', { name: 'Personal Profile' }).scrollIntoViewIfNeeded();
    const aiTip = page.getByRole('region', { name: 'AI tip: your diamond profile' });
    await aiTip.waitFor({ timeout: 15_000 });
    for (const box of ['vision', 'beliefs', 'values']) {
      expect(await overlap(aiTip, page.getByTestId(`insight-box-${box}`))).toBe(false);
    }
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
    expect(await readFile(await download.path(), 'utf8')).toBe(CV_TEXT);

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
    await page.getByLabel('Upload your CV').setInputFiles(textFile(CV_NAME, CV_TEXT));
    await cvCard.getByText(CV_NAME).waitFor();
    await page.getByText('Your CV has been successfully uploaded and processed.').first().waitFor();

    // Generate insights and watch them appear, typed out in order.
    await page.getByRole('button', { name: 'Generate Insights' }).click();
    await toast(page, 'Insights Generated');
    expect(await toastIcon(page, 'Insights Generated')).toBe('success');
    const values = page.getByTestId('insight-box-values');
    await values
      .getByText('You value honesty and curiosity.', { exact: true })
      .waitFor({ timeout: 45_000 });
    await page.getByText('Built from the words in your files').waitFor();
    await page.getByTestId('last-generated').getByText('Just now').waitFor();
    // Every generated statement names its file; the quote opens on demand.
    await values.getByText(`Evidence from ${CV_NAME}`).first().click();
    await values
      .getByText(/I value honesty and curiosity/)
      .first()
      .waitFor();
    await page.locator('[data-testid^="insight-box-"][aria-busy]').first().waitFor({
      state: 'detached',
      timeout: 45_000,
    });

    // Psychometric files: two at once → 2/10.
    await page
      .getByLabel('Upload psychometric files')
      .setInputFiles([
        textFile('disc.txt', 'DISC: high in steadiness.'),
        textFile('values.txt', 'I value fairness.'),
      ]);
    await page.getByText('2 psychometric file(s) uploaded successfully.').first().waitFor();
    await page.getByTestId('psychometric-count').getByText('2/10').waitFor();
    await expect.poll(() => page.getByTestId('progress-percent').textContent()).toBe('33%');

    // New files are new evidence: regenerating right away is allowed, and uses them.
    await page.getByRole('button', { name: 'Regenerate Insights' }).click();
    await values.getByText('You value fairness.', { exact: true }).waitFor({ timeout: 45_000 });
    // The same files again within 5 minutes: 'Please Wait', a notice (not a success), whose
    // screen-reader text says the same.
    await page.locator('[data-testid^="insight-box-"][aria-busy]').first().waitFor({
      state: 'detached',
      timeout: 45_000,
    });
    await page.getByRole('button', { name: 'Regenerate Insights' }).click();
    await toast(page, 'Please Wait');
    expect(await toastIcon(page, 'Please Wait')).toBe('notice');
    const waitText = 'You can generate insights again in 5 minute(s).';
    await page.getByText(waitText).first().waitFor();
    expect(await page.getByTestId('insights-status').textContent()).toBe(
      `Please Wait. ${waitText}`,
    );

    await page
      .getByTestId('upload-banner')
      .locator('[data-status]')
      .waitFor({ state: 'detached', timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // Dismissed tips stay dismissed after a reload.
    await page.reload();
    await page
      .getByTestId('insight-box-values')
      .getByText('You value honesty and curiosity.')
      .waitFor();
    await page.waitForTimeout(1_800);
    expect(await page.locator('[data-tip-id]').count()).toBe(0);

    expectNoProblems(watched);
    await watched.context.close();
  });

  it('"Your files" fits every width: no sideways scroll, no button outside its card or covered', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    await signUp(page);
    // Tips closed for good, so the layout is the member's everyday one.
    await page.evaluate(() => {
      for (const id of ['self-assessment-intro', 'self-assessment-ai-tip']) {
        localStorage.setItem(`facet:tip-dismissed:${id}`, '1');
      }
    });
    await page.goto(`${baseUrl}/self-assessment`);
    await page
      .getByLabel('Upload your CV')
      .setInputFiles(textFile('maya-okafor-curriculum-vitae-2026-final-version.txt', CV_TEXT));
    await page
      .getByTestId('cv-card')
      .getByText(/maya-okafor-curriculum-vitae/)
      .waitFor();
    await page
      .getByLabel('Upload psychometric files')
      .setInputFiles([
        textFile('disc-assessment-results-with-a-rather-long-file-name.txt', 'I value fairness.'),
        textFile('values.txt', 'I value learning.'),
        textFile('cliftonstrengths-top-five-report.txt', 'Strengths: Learner, Achiever.'),
      ]);
    await page.getByTestId('psychometric-count').getByText('3/10').waitFor();
    await page
      .getByTestId('upload-banner')
      .locator('[data-status]')
      .waitFor({ state: 'detached', timeout: 15_000 });

    const files = page.locator('section[aria-labelledby="uploads-heading"]');
    const report: Record<number, { overflow: number; clipped: string[] }> = {};
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await files.getByText('Drag and drop your results here').waitFor();
      report[width] = {
        overflow: await horizontalOverflow(page),
        clipped: await clippedButtons(files),
      };
      await capture(page, `self-assessment-files-${width}`);
    }
    expect(report).toEqual(
      Object.fromEntries(WIDTHS.map((width) => [width, { overflow: 0, clipped: [] }])),
    );
    expect(await seriousViolations(page)).toEqual([]);
    expectNoProblems(watched);
    await watched.context.close();
  });
});
