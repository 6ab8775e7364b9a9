import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  capture,
  expectNoProblems,
  horizontalOverflow,
  newPerson,
  signUp,
  toast,
  useBrowser,
} from './support/app.js';
import { seriousViolations } from './support/axe.js';
import { openPage } from './support/browser.js';

const browser = useBrowser();

/**
 * Opens a chat with the Career CV Assistant (agent 1), the username already stored. Notes belong to
 * a conversation, which a first message makes; here the API makes it, as a chat with history.
 */
async function openChat(page: Page): Promise<Locator> {
  await page.evaluate(() => localStorage.setItem('ai-chat-username', 'Maya'));
  const sessionId = `notes-${randomUUID().slice(0, 12)}`;
  await api(page, 'POST', '/api/conversations', { sessionId, agentId: 1 });
  await page.goto(`${baseUrl}/chat/${sessionId}?agent=1`);
  await page.getByRole('heading', { name: 'Career CV Assistant' }).waitFor();
  const panel = page.getByRole('complementary', { name: 'Notes' });
  await panel.getByText('No notes yet').waitFor();
  return panel;
}

/** Picks an option of a Radix select named `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function cards(scope: Locator) {
  return scope.locator('[data-testid="note-card"]:visible h3');
}

describe('notes in a real browser', () => {
  it('create, filter, edit, share, delete — and the second account sees it in "Shared with me"', async () => {
    // The reader signs up first, in a browser context of their own.
    const readerPage = await openPage(browser());
    const reader = newPerson('Jonas', 'Berg');
    await signUp(readerPage.page, reader);

    const watched = await openPage(browser());
    const { page } = watched;
    const owner = newPerson('Amara', 'Nwosu');
    await signUp(page, owner);
    const panel = await openChat(page);

    // Validation first: an empty note is refused with the product's message.
    await panel.getByRole('button', { name: 'New note' }).click();
    let dialog = page.getByRole('dialog', { name: 'New note' });
    await dialog.getByRole('button', { name: 'Create note' }).click();
    await dialog.getByText('Please provide both title and content for the note.').waitFor();

    // A high-priority private note with tags.
    await dialog.getByLabel('Title').fill('Lead with measurable impact');
    await dialog.getByLabel('Content').fill('Rewrite the top three CV bullets with numbers.');
    await dialog.getByLabel('Tags').fill('cv, impact, CV');
    await choose(page, dialog, 'Priority', 'High');
    await dialog.getByRole('button', { name: 'Create note' }).click();
    await toast(page, 'Note created');
    await dialog.waitFor({ state: 'detached' });

    // A completed note shared with the reader.
    await panel.getByRole('button', { name: 'New note' }).click();
    dialog = page.getByRole('dialog', { name: 'New note' });
    await dialog.getByLabel('Title').fill('Ask Jonas for a referral');
    await dialog.getByLabel('Content').fill('He knows the hiring manager at Monzo.');
    await choose(page, dialog, 'Status', 'Completed');
    await dialog.getByRole('switch', { name: 'Private note' }).click();
    await dialog.getByLabel('Share with').fill(reader.email);
    await dialog.getByRole('button', { name: 'Create note' }).click();
    await toast(page, 'Note created');
    // The earlier toast may still be showing: the closed dialog is the signal that this one saved
    // (while a modal is open the panel is aria-hidden and role queries cannot see it).
    await dialog.waitFor({ state: 'detached' });

    // A third note, to delete later.
    await panel.getByRole('button', { name: 'New note' }).click();
    dialog = page.getByRole('dialog', { name: 'New note' });
    await dialog.getByLabel('Title').fill('Scratch idea');
    await dialog.getByLabel('Content').fill('Maybe a portfolio site?');
    await dialog.getByRole('button', { name: 'Create note' }).click();
    await toast(page, 'Note created');
    await dialog.waitFor({ state: 'detached' });

    await expect
      .poll(() => cards(panel).allInnerTexts())
      .toEqual(['Scratch idea', 'Ask Jonas for a referral', 'Lead with measurable impact']);
    // The list takes the panel's height: no empty band under a list cut short.
    const listBottom = await panel
      .getByTestId('notes-list')
      .first()
      .evaluate((el) => {
        const list = el.getBoundingClientRect();
        const aside = el.closest('aside')?.getBoundingClientRect();
        return { gap: (aside?.bottom ?? 0) - list.bottom, height: list.height };
      });
    expect(listBottom.gap).toBeLessThanOrEqual(24);
    expect(listBottom.height).toBeGreaterThanOrEqual(384);
    const first = panel.getByRole('article', { name: 'Lead with measurable impact' });
    expect(await first.getByRole('list', { name: 'Tags' }).textContent()).toContain('#impact');
    const today = new Date().toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await first.getByText(today).waitFor();

    // Filters.
    await panel.getByRole('tab', { name: 'High priority' }).click();
    await expect.poll(() => cards(panel).allInnerTexts()).toEqual(['Lead with measurable impact']);
    await panel.getByRole('tab', { name: 'Completed' }).click();
    await expect.poll(() => cards(panel).allInnerTexts()).toEqual(['Ask Jonas for a referral']);
    await panel.getByRole('tab', { name: 'Shared' }).click();
    await expect.poll(() => cards(panel).allInnerTexts()).toEqual(['Ask Jonas for a referral']);
    await panel.getByRole('tab', { name: 'Collaborative' }).click();
    await panel.getByText('No collaborative notes').waitFor();
    await panel.getByRole('tab', { name: 'All' }).click();

    // Edit: title, content, tags — and, as the owner, add the reader as a collaborator.
    await panel.getByRole('button', { name: 'Edit note: Lead with measurable impact' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit note' });
    await dialog.getByLabel('Title').fill('Lead with measurable outcomes');
    await dialog.getByRole('switch', { name: 'Private note' }).click();
    await toast(page, 'You can now share this note.');
    await dialog.getByLabel('Add a person').fill(reader.email);
    await choose(page, dialog, 'Access', 'Can edit');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog
      .getByRole('list', { name: 'People with access' })
      .getByText(reader.email)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'notes-edit-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Note updated');
    await dialog.waitFor({ state: 'detached' });
    await panel.getByRole('heading', { name: 'Lead with measurable outcomes' }).waitFor();
    await panel.getByRole('tab', { name: 'Collaborative' }).click();
    await expect
      .poll(() => cards(panel).allInnerTexts())
      .toEqual(['Lead with measurable outcomes']);
    await panel.getByRole('tab', { name: 'All' }).click();

    // Delete, with a confirmation.
    await panel.getByRole('button', { name: 'Delete note: Scratch idea' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this note?').waitFor();
    await confirm.getByRole('button', { name: 'Delete note' }).click();
    await toast(page, 'Note deleted');
    await confirm.waitFor({ state: 'detached' });
    await panel.getByRole('heading', { name: 'Scratch idea' }).waitFor({ state: 'detached' });

    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'notes-panel-desktop');

    // Small screens: the panel becomes a drawer opened from the header.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await panel.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Notes', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Notes' });
    await sheet.getByRole('heading', { name: 'Lead with measurable outcomes' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'notes-sheet-mobile');
    await sheet.getByRole('button', { name: 'Close notes' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });

    // The reader finds both notes from the dashboard header, with the owner's name.
    const other = readerPage.page;
    await other.goto(baseUrl);
    await other.setViewportSize({ width: 360, height: 780 });
    await other.getByRole('link', { name: 'Shared with me' }).waitFor();
    expect(await horizontalOverflow(other)).toBeLessThanOrEqual(0);
    await other.setViewportSize({ width: 1280, height: 900 });
    await other.getByRole('link', { name: 'Shared with me' }).click();
    await other.waitForURL(`${baseUrl}/notes/shared`);
    const list = other.getByRole('list', { name: 'Notes shared with me' });
    const readOnly = list.getByRole('article', { name: 'Ask Jonas for a referral' });
    await readOnly.waitFor();
    await readOnly.getByText(`${owner.firstName} ${owner.lastName}`).waitFor();
    await readOnly.getByText('Can view').waitFor();
    // A reader cannot edit, only take the note out of their list.
    expect(await readOnly.getByRole('button', { name: /Edit note/ }).count()).toBe(0);
    expect(
      await readOnly
        .getByRole('button', { name: 'Remove from my list: Ask Jonas for a referral' })
        .count(),
    ).toBe(1);
    const editable = list.getByRole('article', { name: 'Lead with measurable outcomes' });
    await editable.getByText('Can edit').waitFor();
    expect(await seriousViolations(other)).toEqual([]);
    await capture(other, 'notes-shared-with-me-desktop');

    // As a collaborator the reader edits the content.
    await editable
      .getByRole('button', { name: 'Edit note: Lead with measurable outcomes' })
      .click();
    dialog = other.getByRole('dialog', { name: 'Edit note' });
    expect(await dialog.getByText('Sharing', { exact: true }).count()).toBe(0);
    await dialog.getByLabel('Content').fill('Numbers first: revenue, time saved, team size.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(other, 'Note updated');
    await editable.getByText('Numbers first: revenue, time saved, team size.').waitFor();

    await other.setViewportSize({ width: 360, height: 780 });
    expect(await horizontalOverflow(other)).toBeLessThanOrEqual(0);
    await capture(other, 'notes-shared-with-me-mobile');
    await other.setViewportSize({ width: 1280, height: 900 });

    // The owner sees the collaborator's edit, then removes them: access ends at once.
    await page.reload();
    const edited = panel.getByRole('article', { name: 'Lead with measurable outcomes' });
    await edited.getByText('Numbers first: revenue, time saved, team size.').waitFor();
    await panel.getByRole('button', { name: 'Edit note: Lead with measurable outcomes' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit note' });
    await dialog.getByRole('button', { name: `Remove ${reader.email}` }).click();
    await toast(page, `${reader.email} can no longer see this note.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await other.reload();
    await list.getByRole('article', { name: 'Ask Jonas for a referral' }).waitFor();
    expect(await list.getByRole('article').count()).toBe(1);

    expectNoProblems(watched);
    expectNoProblems(readerPage);
    await readerPage.context.close();
    await watched.context.close();
  });
});

/** A LinkedIn "Get a copy of your data" archive, with the files and quirks of the real thing. */
async function linkedinExport(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    'Profile.csv',
    '\uFEFFFirst Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n' +
      'Priya,Raman,,,,"Senior Product Manager | Payments, Fintech","I build products people trust.",Financial Services,,"London, England, United Kingdom",,,\n',
  );
  zip.file(
    'Positions.csv',
    'Company Name,Title,Description,Location,Started On,Finished On\n' +
      'Monzo,Senior Product Manager,"Led the card payments squad; cut disputes by 25%.","London, United Kingdom",Mar 2021,\n' +
      'Revolut,Product Manager,"Launched savings vaults.",London,Jan 2018,Feb 2021\n',
  );
  zip.file(
    'Education.csv',
    'School Name,Start Date,End Date,Notes,Degree Name,Activities\nUniversity of Manchester,2010,2014,,BSc Computer Science,Chess club\n',
  );
  zip.file('Skills.csv', 'Name\nProduct Management\nSQL\nStakeholder Management\n');
  zip.file(
    'Languages.csv',
    'Name,Proficiency\nEnglish,Native or bilingual proficiency\nTamil,Full professional proficiency\n',
  );
  zip.file(
    'Connections.csv',
    'Notes:\n"When exporting your connection data, you may notice that some of the email addresses are missing."\n\n' +
      'First Name,Last Name,URL,Email Address,Company,Position,Connected On\n' +
      'Ada,Lovelace,https://www.linkedin.com/in/ada,,Analytical Engines,Founder,01 Jan 2020\n' +
      'Alan,Turing,https://www.linkedin.com/in/alan,,Bletchley,"Cryptanalyst, Hut 8",02 Feb 2021\n',
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('LinkedIn import in a real browser', () => {
  it('pending card → upload the export ZIP → accordion → Refresh Profile reloads', async () => {
    const watched = await openPage(browser());
    const { page } = watched;
    const url = 'https://www.linkedin.com/in/priya-raman';
    await signUp(page, newPerson('Priya', 'Raman'), { linkedinUrl: url });

    await page.goto(`${baseUrl}/settings`);
    const card = page.getByTestId('linkedin-card');
    await card.getByRole('heading', { name: 'LinkedIn Profile Analysis' }).waitFor();
    await card.getByRole('heading', { name: 'Profile Analysis Pending' }).waitFor();
    const link = card.getByRole('link', { name: new RegExp(url) });
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'settings-linkedin-pending-desktop');

    await card.getByTestId('linkedin-file-input').setInputFiles({
      name: 'Basic_LinkedInDataExport_11-21-2026.zip',
      mimeType: 'application/zip',
      buffer: await linkedinExport(),
    });
    await toast(page, 'LinkedIn Profile Updated');
    await card.getByText('Senior Product Manager at Monzo').first().waitFor();
    await card.getByText('Financial Services').waitFor();
    const experience = card.getByRole('button', { name: /Work Experience/ });
    for (const name of [/Work Experience/, /Education/, /Skills & Expertise/, /Languages/]) {
      await card.getByRole('button', { name }).waitFor();
    }
    await experience.click();
    await card.getByText('Led the card payments squad; cut disputes by 25%.').waitFor();
    await card.getByRole('button', { name: /Skills & Expertise/ }).click();
    await card.getByText('Stakeholder Management').waitFor();
    expect(await experience.getAttribute('aria-expanded')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'settings-linkedin-desktop');

    // Refresh re-analyses the stored import; on success the page reloads.
    await page.evaluate(() => {
      (window as unknown as { __beforeReload: boolean }).__beforeReload = true;
    });
    await card.getByRole('button', { name: 'Refresh Profile' }).click();
    await toast(page, 'LinkedIn Profile Updated');
    await page.waitForFunction(
      () => !(window as unknown as { __beforeReload?: boolean }).__beforeReload,
      undefined,
      { timeout: 20_000 },
    );
    await card.getByRole('button', { name: /Work Experience/ }).waitFor();

    await page.setViewportSize({ width: 360, height: 780 });
    await card.getByRole('button', { name: /Education/ }).click();
    await card.getByText('University of Manchester').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await capture(page, 'settings-linkedin-mobile');

    expectNoProblems(watched);
    await watched.context.close();
  });
});
