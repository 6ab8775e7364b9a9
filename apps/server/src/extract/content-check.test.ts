import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../test/documents.js';
import { cleanFileName, extensionOf, verifiedMediaType } from './content-check.js';

describe('cleanFileName', () => {
  it.each([
    ['Zoë %22CV%22.pdf', 'Zoë "CV".pdf'],
    ['C:\\fakepath\\résumé.docx', 'résumé.docx'],
    ['../../etc/passwd', 'passwd'],
    ['line%0Abreak.txt', 'line break.txt'],
    ['  bell\u0007.txt ', 'bell.txt'],
    [undefined, ''],
    ['\uD800cv.txt', '\uFFFDcv.txt'],
    ['cv\uDC00.txt', 'cv\uFFFD.txt'],
    ['\uD83D\uDE00 smile.txt', '\uD83D\uDE00 smile.txt'],
    ['Rene\u0301e.pdf', 'Ren\u00E9e.pdf'],
    ['cv\u202Efdp.exe', 'cvfdp.exe'],
    ['\u2066a\u2069\u2067b\u2068c\u202A\u202B\u202C\u202Dd\u200E\u200F.txt', 'abcd.txt'],
    ['c1\u0080\u0085\u009F.txt', 'c1.txt'],
  ])('%s → %s', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });
});

describe('cleanFileName length', () => {
  it('cuts a long name at 255 characters, never inside a surrogate pair', () => {
    const name = cleanFileName(`${'a'.repeat(254)}\uD83D\uDE00\uD83D\uDE00.txt`);
    expect([...name]).toHaveLength(255);
    expect(name.endsWith('\uD83D\uDE00')).toBe(true);
  });
});

describe('verifiedMediaType', () => {
  it('accepts content that matches its extension and refuses the rest', async () => {
    expect(extensionOf('CV.Final.PDF')).toBe('pdf');
    expect(await verifiedMediaType('pdf', makeTextPdf(['x']))).toBe('application/pdf');
    expect(await verifiedMediaType('txt', Buffer.from('plain words'))).toBe('text/plain');
    expect(await verifiedMediaType('txt', makeTextPdf(['x']))).toBeNull();
    expect(await verifiedMediaType('pdf', Buffer.from('plain words'))).toBeNull();
    expect(await verifiedMediaType('txt', Buffer.from('<svg onload="x()"></svg>'))).toBeNull();
    expect(await verifiedMediaType('txt', Buffer.from([0x41, 0x00, 0x42]))).toBeNull();
    expect(await verifiedMediaType('exe', Buffer.from('MZ'))).toBeNull();
  });

  it('accepts UTF-8 text cut inside its last character (a truncated file, or the head of a big one)', async () => {
    // "東" is three bytes; the text ends after the first of them, with a three-byte letter before.
    const cut = Buffer.concat([Buffer.from('Zürich 京東'), Buffer.from('東').subarray(0, 1)]);
    expect(await verifiedMediaType('txt', cut)).toBe('text/plain');
    expect(await verifiedMediaType('txt', Buffer.from([0x41, 0xff, 0x42]))).toBeNull();
  });
});
