import { afterAll, describe, expect, it } from 'vitest';
import { damagedFiles } from '../test/corpus/documents/damaged.js';
import { clearPng } from '../test/corpus/documents/images.js';
import { CORPUS, DOCX_BOMB } from '../test/corpus/documents/index.js';
import { makeDocx, makeTextPdf } from '../test/documents.js';
import { checkChatFile, toCoachAttachment } from './chat-attachments.js';
import { createExtraction } from './extraction.js';
import { stopOcr } from './ocr.js';

const extraction = createExtraction({ size: 2 });
afterAll(async () => {
  await extraction.close();
  await stopOcr();
});

describe('text extraction of the document corpus', () => {
  it.each(CORPUS.map((doc) => [doc.name, doc] as const))(
    '%s',
    async (_, doc) => {
      const outcome = await extraction.extract(await doc.build());
      expect(outcome.status).toBe(doc.expect.status);
      for (const text of doc.expect.contains) expect(outcome.text).toContain(text);
      for (const text of doc.expect.absent) expect(outcome.text).not.toContain(text);
      for (const [before, after] of doc.expect.order ?? []) {
        expect(outcome.text.indexOf(before)).toBeGreaterThanOrEqual(0);
        expect(outcome.text.indexOf(before)).toBeLessThan(outcome.text.indexOf(after));
      }
      // No control character but line breaks and tabs survives, whatever the format.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: that is what is looked for
      expect(outcome.text).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F]/);
    },
    120_000,
  );

  it('refuses to inflate a DOCX bomb, and reports it as too big', async () => {
    const before = process.memoryUsage().rss;
    const outcome = await extraction.extract(await DOCX_BOMB.build());
    expect(outcome).toMatchObject({ status: 'failed', failure: 'too-big', text: '' });
    // Inflating it would take a gigabyte; checking its directory takes nothing worth measuring.
    expect(process.memoryUsage().rss - before).toBeLessThan(256 * 1024 * 1024);
  });

  it('reads a PDF text layer and DOCX paragraphs', async () => {
    const pdf = await extraction.extract(
      makeTextPdf(['Jordan Lee - Product Manager', 'Launched a payments app.']),
    );
    expect(pdf).toMatchObject({
      status: 'ok',
      text: 'Jordan Lee - Product Manager\nLaunched a payments app.',
    });
    const docx = await extraction.extract(
      await makeDocx(['Values: honesty & curiosity', 'Goal: lead a product team by 2028']),
    );
    expect(docx.text).toBe('Values: honesty & curiosity\n\nGoal: lead a product team by 2028');
  });

  it('reports a damaged file as failed, never throws', async () => {
    const outcome = await extraction.extract(makeTextPdf(['x']).subarray(0, 40));
    expect(outcome).toMatchObject({ status: 'failed', failure: 'damaged' });
  });

  it.each(['png-truncated', 'png-corrupted', 'jpg-truncated', 'jpg-corrupted'])(
    'reports a damaged image (%s) as failed, and OCR reads the next image',
    async (name) => {
      const damaged = (await damagedFiles()).find((f) => f.name === name);
      if (!damaged) throw new Error(`no damaged file ${name}`);
      // Before: tesseract.js rethrew the decoder's error outside any promise, ending the process.
      const outcome = await extraction.extract(damaged.bytes);
      expect(outcome).toMatchObject({ status: 'failed', failure: 'damaged', text: '' });
      const next = await extraction.extract(await clearPng());
      expect(next.status).toBe('ok');
    },
    60_000,
  );

  it('reports every truncated or corrupted document as failed, never throws', async () => {
    for (const file of await damagedFiles()) {
      if (file.extension === 'zip' || file.extension === 'txt') continue;
      const outcome = await extraction.extract(file.bytes);
      expect(outcome, file.name).toMatchObject({ status: 'failed', failure: 'damaged', text: '' });
    }
  }, 120_000);

  it('reports a job past its time limit as a timeout, and the next file is read', async () => {
    const slow = createExtraction({ size: 1, timeoutMs: 1 });
    try {
      const outcome = await slow.extract(makeTextPdf(['Anything at all']));
      expect(outcome).toMatchObject({ status: 'failed', failure: 'timeout' });
    } finally {
      await slow.close();
    }
    expect((await extraction.extract(Buffer.from('still fine'))).text).toBe('still fine');
  });
});

describe('chat attachments', () => {
  it('turns documents into text for the coach, and a bomb or damaged file into a plain reason', async () => {
    const pdf = await checkChatFile(
      { name: 'CV.PDF', buffer: makeTextPdf(['Senior data analyst']) },
      extraction,
    );
    expect(pdf).toMatchObject({ extension: 'pdf', mediaType: 'application/pdf' });
    expect(await toCoachAttachment(pdf)).toMatchObject({
      kind: 'text',
      text: 'Senior data analyst',
    });

    const rtf = CORPUS.find((d) => d.name === 'rtf-saved-as-doc');
    const doc = await checkChatFile(
      { name: 'cv.doc', buffer: await (rtf?.build() ?? Promise.reject()) },
      extraction,
    );
    expect(doc.mediaType).toBe('application/rtf');
    expect(await toCoachAttachment(doc)).toMatchObject({
      kind: 'text',
      text: expect.stringContaining('Clinical Research Coordinator'),
    });

    const bomb = await checkChatFile(
      { name: DOCX_BOMB.fileName, buffer: await DOCX_BOMB.build() },
      extraction,
    );
    expect(await toCoachAttachment(bomb)).toMatchObject({
      kind: 'unreadable',
      reason: expect.stringContaining('unpacks to far more data'),
    });

    const damaged = await checkChatFile(
      { name: 'broken.pdf', buffer: makeTextPdf(['x']).subarray(0, 40) },
      extraction,
    );
    expect(await toCoachAttachment(damaged)).toMatchObject({ kind: 'unreadable' });
  });
});
