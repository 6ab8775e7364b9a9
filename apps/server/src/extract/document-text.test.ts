import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDocx, makeTextPdf } from '../test/documents.js';
import { checkChatFile, toCoachAttachment } from './chat-attachments.js';
import { extractDocumentText } from './document-text.js';
import { stopOcr } from './ocr.js';

describe('document text', () => {
  it('reads the text layer of a PDF', async () => {
    const pdf = makeTextPdf([
      'Jordan Lee - Product Manager',
      'Launched a payments app used by 2 million people.',
    ]);
    const text = await extractDocumentText('pdf', pdf);
    expect(text).toContain('Jordan Lee - Product Manager');
    expect(text).toContain('Launched a payments app used by 2 million people.');
  });

  it('reads the paragraphs of a DOCX', async () => {
    const docx = await makeDocx([
      'Values: honesty & curiosity',
      'Goal: lead a product team by 2028',
    ]);
    expect(await extractDocumentText('docx', docx)).toBe(
      'Values: honesty & curiosity\n\nGoal: lead a product team by 2028',
    );
  });

  it('turns chat attachments into text for the coach, and a damaged file into a plain reason', async () => {
    const pdf = await checkChatFile({
      name: 'CV.PDF',
      buffer: makeTextPdf(['Senior data analyst']),
    });
    expect(pdf).toMatchObject({ extension: 'pdf', mediaType: 'application/pdf' });
    expect(await toCoachAttachment(pdf)).toMatchObject({
      kind: 'text',
      text: 'Senior data analyst',
    });

    const docx = await checkChatFile({
      name: 'notes.docx',
      buffer: await makeDocx(['Mentored four engineers']),
    });
    expect(await toCoachAttachment(docx)).toMatchObject({
      kind: 'text',
      text: 'Mentored four engineers',
    });

    const broken = makeTextPdf(['x']).subarray(0, 40);
    const damaged = await checkChatFile({ name: 'broken.pdf', buffer: broken });
    expect(await toCoachAttachment(damaged)).toMatchObject({ kind: 'unreadable' });
  });
});

describe('OCR', () => {
  afterAll(() => stopOcr());

  it('reads the text of a PNG with the offline English model', async () => {
    const png = await readFile(new URL('../test/fixtures/scanned-note.png', import.meta.url));
    const text = await extractDocumentText('png', png);
    expect(text).toMatch(/Jordan Lee, Product Manager/);
    // OCR may read a lone capital I as | or l.
    expect(text).toMatch(/[I|l] value honesty and curiosity/);
    expect(text).toMatch(/lead a product team by 2028/);
  });
});
