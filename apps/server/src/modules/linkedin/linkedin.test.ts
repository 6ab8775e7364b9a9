import { LINKEDIN_MESSAGES } from '@facet/contracts';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobKeyOwners } from '../../app.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { knownBlobKeys } from '../../storage/known-keys.js';
import { sweepOrphans } from '../../storage/sweep-orphans.js';
import { linkedinProfilePdf } from '../../test/corpus/documents/linkedin-pdf.js';
import { makeTextPdf } from '../../test/documents.js';
import {
  bearer,
  createTestApp,
  signUp,
  type TestAccount,
  testBlobStore,
  testDatabase,
} from '../../test/harness.js';
import { postMultipart } from '../../test/multipart.js';

let app: FastifyInstance;
let blobs: BlobStore;
beforeAll(async () => {
  blobs = testBlobStore();
  app = await createTestApp({ blobs });
});
afterAll(() => app.close());

/** A LinkedIn "Get a copy of your data" archive, with the files and quirks of the real thing. */
async function linkedinExport(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    'Profile.csv',
    '\uFEFFFirst Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n' +
      'Priya,Raman,,,,"Senior Product Manager | Payments, Fintech","I build products people trust.\nFormer engineer.",Financial Services,,"London, England, United Kingdom",,,\n',
  );
  zip.file(
    'Positions.csv',
    'Company Name,Title,Description,Location,Started On,Finished On\n' +
      'Monzo,Senior Product Manager,"Led the card payments squad; cut disputes by 25%.","London, United Kingdom",Mar 2021,\n' +
      'Revolut,Product Manager,"Launched savings vaults, ""Round-ups"" and more.",London,Jan 2018,Feb 2021\n',
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
      'Alan,Turing,https://www.linkedin.com/in/alan,,Bletchley,"Cryptanalyst, Hut 8",02 Feb 2021\n' +
      'Grace,Hopper,https://www.linkedin.com/in/grace,,US Navy,Rear Admiral,03 Mar 2022\n',
  );
  zip.file('Messages.csv', 'CONVERSATION ID,FROM,TO,DATE,CONTENT\n1,a,b,2020,hello\n');
  zip.file('Rich_Media.csv', 'Date/Time,Media Link\n');
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

function profilePdf(): Buffer {
  return makeTextPdf([
    'Contact',
    'priya@example.com',
    'www.linkedin.com/in/priya-raman (LinkedIn)',
    'Top Skills',
    'Product Management',
    'SQL',
    'Languages',
    'English (Native or Bilingual)',
    'Priya Raman',
    'Senior Product Manager at Monzo',
    'London, England, United Kingdom',
    'Summary',
    'I build products people trust.',
    'Experience',
    'Monzo',
    'Senior Product Manager',
    'March 2021 - Present (3 years 8 months)',
    'London, England, United Kingdom',
    'Led the card payments squad.',
    'Revolut',
    'Product Manager',
    'January 2018 - February 2021 (3 years 2 months)',
    'Launched savings vaults.',
    'Education',
    'University of Manchester',
    'Bachelor of Science - BS, Computer Science · (2010 - 2014)',
    'Page 1 of 1',
  ]);
}

const PRIYA = { firstName: 'Priya', lastName: 'Raman' };
const INES = { firstName: 'Ines', lastName: 'Carvalho' };

async function importFile(
  account: TestAccount,
  name: string,
  content: Buffer | string,
  confirmName?: string,
) {
  const query = confirmName === undefined ? '' : `?confirmName=${encodeURIComponent(confirmName)}`;
  return postMultipart(app, account.token, `/api/auth/linkedin/import${query}`, {}, [
    { field: 'file', name, content },
  ]);
}

const profileOf = (res: { json(): { user: { linkedinProfile: string | null } } }) =>
  JSON.parse(res.json().user.linkedinProfile ?? 'null');

describe('LinkedIn import', () => {
  it('parses a realistic data export ZIP into the stored LinkedIn profile', async () => {
    const account = await signUp(app, {
      ...PRIYA,
      linkedinUrl: 'https://www.linkedin.com/in/priya-raman',
    });
    const res = await importFile(
      account,
      'Basic_LinkedInDataExport_11-21-2026.zip',
      await linkedinExport(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.linkedinUrl).toBe('https://www.linkedin.com/in/priya-raman');
    const profile = profileOf(res);
    expect(profile).toMatchObject({
      name: 'Priya Raman',
      headline: 'Senior Product Manager | Payments, Fintech',
      currentPosition: 'Senior Product Manager at Monzo',
      location: 'London, England, United Kingdom',
      industry: 'Financial Services',
      summary: 'I build products people trust.\nFormer engineer.',
      skills: ['Product Management', 'SQL', 'Stakeholder Management'],
      languages: [
        'English (Native or bilingual proficiency)',
        'Tamil (Full professional proficiency)',
      ],
      connections: 3,
      source: 'export',
    });
    expect(profile.experience).toEqual([
      {
        title: 'Senior Product Manager',
        company: 'Monzo',
        duration: 'Mar 2021 – Present',
        description: 'Led the card payments squad; cut disputes by 25%.',
      },
      {
        title: 'Product Manager',
        company: 'Revolut',
        duration: 'Jan 2018 – Feb 2021',
        description: 'Launched savings vaults, "Round-ups" and more.',
      },
    ]);
    expect(profile.education).toEqual([
      { degree: 'BSc Computer Science', school: 'University of Manchester', year: '2014' },
    ]);
  });

  it("parses a profile's Save to PDF file", async () => {
    const account = await signUp(app, PRIYA);
    const res = await importFile(account, 'Profile.pdf', profilePdf());
    expect(res.statusCode).toBe(200);
    const profile = profileOf(res);
    expect(profile).toMatchObject({
      name: 'Priya Raman',
      headline: 'Senior Product Manager at Monzo',
      currentPosition: 'Senior Product Manager at Monzo',
      location: 'London, England, United Kingdom',
      summary: 'I build products people trust.',
      skills: ['Product Management', 'SQL'],
      languages: ['English (Native or Bilingual)'],
      connections: null,
      source: 'pdf',
    });
    expect(profile.experience).toEqual([
      {
        title: 'Senior Product Manager',
        company: 'Monzo',
        duration: 'March 2021 - Present (3 years 8 months)',
        description: 'Led the card payments squad.',
      },
      {
        title: 'Product Manager',
        company: 'Revolut',
        duration: 'January 2018 - February 2021 (3 years 2 months)',
        description: 'Launched savings vaults.',
      },
    ]);
    expect(profile.education).toEqual([
      {
        school: 'University of Manchester',
        degree: 'Bachelor of Science - BS, Computer Science',
        year: '2014',
      },
    ]);
  });

  it('reads a Save to PDF profile by layout: a two-line headline never replaces the name', async () => {
    const account = await signUp(app, INES);
    const res = await importFile(account, 'Profile.pdf', await linkedinProfilePdf());
    expect(res.statusCode).toBe(200);
    const profile = profileOf(res);
    expect(profile).toMatchObject({
      name: 'Inês Carvalho',
      headline:
        'Principal Product Designer | Design systems, accessibility and research for fintech teams',
      location: 'Lisbon, Lisbon, Portugal',
      connections: 500,
      currentPosition: 'Principal Product Designer at Tidewater Bank',
      skills: ['User Research', 'Design Systems', 'Accessibility'],
      languages: [
        'Portuguese (Native or Bilingual)',
        'English (Full Professional)',
        'Spanish (Limited Working)',
      ],
      summary: 'I design calm, accessible products for money decisions people worry about.',
    });
    expect(profile.location).not.toMatch(/connections/);
    expect(profile.languages).not.toContain('Inês Carvalho');
    expect(profile.experience).toHaveLength(2);
    expect(profile.education).toEqual([
      {
        school: 'Universidade de Lisboa',
        degree: 'Master of Arts - MA, Communication Design',
        year: '2014',
      },
    ]);
  });

  it('refuses a PDF that is not a LinkedIn profile, and keeps the previous import', async () => {
    const account = await signUp(app, INES);
    expect((await importFile(account, 'Profile.pdf', await linkedinProfilePdf())).statusCode).toBe(
      200,
    );
    const cv = makeTextPdf([
      'Morgan Ellis',
      'Contact: morgan@example.org',
      'Experience',
      'Retail Manager, Brightside Stores 2019 - 2024',
      '- Ran a store of 14 staff and cut waste by a fifth.',
    ]);
    const res = await importFile(account, 'cv.pdf', cv);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(LINKEDIN_MESSAGES.notLinkedinPdf);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(account.token),
    });
    expect(JSON.parse(me.json().user.linkedinProfile).name).toBe('Inês Carvalho');
  });

  it('refuses an import over 25 MB as too large, instead of parsing the first 25 MB', async () => {
    const account = await signUp(app);
    const big = Buffer.concat([await linkedinExport(), Buffer.alloc(26 * 1024 * 1024, 0x20)]);
    const res = await importFile(account, 'export.zip', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/at most 25 MB/);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(account.token),
    });
    expect(JSON.parse(me.json().user.linkedinProfile ?? 'null')).toBeNull();
  });

  it('refuses zip bombs, damaged archives, other archives and other file types with a clear 4xx', async () => {
    const account = await signUp(app);
    // A bomb: its directory declares 300 MB for an entry. It must be refused before inflating.
    const bomb = new JSZip();
    bomb.file('payload.bin', Buffer.alloc(64 * 1024));
    bomb.file('Profile.csv', 'First Name\nX\n');
    const bombZip = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    bombZip.writeUInt32LE(300 * 1024 * 1024, 22); // local header: uncompressed size
    const central = bombZip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bombZip.writeUInt32LE(300 * 1024 * 1024, central + 24); // central directory: uncompressed size

    const many = new JSZip();
    for (let i = 0; i < 2100; i++) many.file(`f${i}.txt`, 'x');
    const other = new JSZip();
    other.file('readme.txt', 'not a linkedin export');

    const cases: Array<[string, Buffer | string, number, RegExp]> = [
      ['bomb.zip', bombZip, 400, /unpacks to far more data/],
      [
        'many.zip',
        await many.generateAsync({ type: 'nodebuffer' }),
        400,
        /unpacks to far more data/,
      ],
      [
        'broken.zip',
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(300, 7)]),
        400,
        /damaged or is not a ZIP/,
      ],
      ['fake.zip', 'plain text pretending', 400, /damaged or is not a ZIP/],
      [
        'other.zip',
        await other.generateAsync({ type: 'nodebuffer' }),
        400,
        /does not look like a LinkedIn data export/,
      ],
      ['profile.docx', 'x', 415, /Upload the ZIP file/],
    ];
    for (const [name, content, status, message] of cases) {
      const res = await importFile(account, name, content);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(account.token),
    });
    expect(me.json().user.linkedinProfile).toBeNull();
  });

  it('parse-linkedin re-runs the latest import, and explains how to get one when there is none', async () => {
    const account = await signUp(app, PRIYA);
    const none = await app.inject({
      method: 'POST',
      url: '/api/auth/parse-linkedin',
      headers: bearer(account.token),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatch(/Get a copy of your data/);

    await importFile(account, 'Profile.pdf', profilePdf());
    await importFile(account, 'export.zip', await linkedinExport(), 'Priya Raman');
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/parse-linkedin',
      headers: bearer(account.token),
    });
    expect(again.statusCode).toBe(200);
    expect(profileOf(again)).toMatchObject({ source: 'export', connections: 3 });

    // The import is kept for re-analysis: the orphan sweep must not take it.
    const { db } = await testDatabase();
    await sweepOrphans({
      blobs,
      knownKeys: knownBlobKeys(blobKeyOwners(db)),
      graceMs: 0,
      now: Date.now() + 3_600_000,
    });
    const afterSweep = await app.inject({
      method: 'POST',
      url: '/api/auth/parse-linkedin',
      headers: bearer(account.token),
    });
    expect(afterSweep.statusCode).toBe(200);
  });

  it('flags a file for another name instead of merging it, and imports it once confirmed', async () => {
    const account = await signUp(app, { firstName: 'Sam', lastName: 'Okafor' });
    const flagged = await importFile(account, 'Profile.pdf', profilePdf());
    expect(flagged.statusCode).toBe(409);
    expect(flagged.json().error).toMatch(/for Priya Raman, not Sam Okafor/);
    expect(flagged.json().details).toEqual({
      foundName: 'Priya Raman',
      currentName: null,
      memberName: 'Sam Okafor',
      nameMismatch: true,
    });
    const me = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) })
      ).json().user.linkedinProfile;
    expect(await me()).toBeNull();
    // A confirmation for a different name than the file's does not count.
    expect((await importFile(account, 'Profile.pdf', profilePdf(), 'Sam Okafor')).statusCode).toBe(
      409,
    );
    const confirmed = await importFile(account, 'Profile.pdf', profilePdf(), 'Priya Raman');
    expect(confirmed.statusCode).toBe(200);
    expect(profileOf(confirmed).name).toBe('Priya Raman');
  });

  it('shows the name it found before replacing an earlier import', async () => {
    const account = await signUp(app, PRIYA);
    expect((await importFile(account, 'Profile.pdf', profilePdf())).statusCode).toBe(200);
    const replacing = await importFile(account, 'export.zip', await linkedinExport());
    expect(replacing.statusCode).toBe(409);
    expect(replacing.json().details).toEqual({
      foundName: 'Priya Raman',
      currentName: 'Priya Raman',
      memberName: 'Priya Raman',
      nameMismatch: false,
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(account.token),
    });
    expect(JSON.parse(me.json().user.linkedinProfile).source).toBe('pdf');
    const replaced = await importFile(account, 'export.zip', await linkedinExport(), 'Priya Raman');
    expect(replaced.statusCode).toBe(200);
    expect(profileOf(replaced).source).toBe('export');
  });
});
