import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeZip } from '../test/corpus/documents/zip.js';
import {
  checkZipLimits,
  DOCX_ZIP_LIMITS,
  listZipEntries,
  readZip,
  ZipFormatError,
  ZipLimitError,
} from './zip-limits.js';

describe('zip limits', () => {
  it('reads the declared sizes from the central directory and inflates wanted entries', () => {
    const zip = writeZip([
      { name: 'a.txt', data: 'hello '.repeat(100) },
      { name: 'b.bin', data: Buffer.alloc(10) },
    ]);
    expect(listZipEntries(zip).map((e) => [e.name, e.size])).toEqual([
      ['a.txt', 600],
      ['b.bin', 10],
    ]);
    const files = readZip(zip, DOCX_ZIP_LIMITS, (name) => name === 'a.txt');
    expect([...files.keys()]).toEqual(['a.txt']);
    expect(Buffer.from(files.get('a.txt') ?? []).toString()).toBe('hello '.repeat(100));
  });

  it('refuses an archive whose declared sizes break a limit before inflating anything', () => {
    const entries = [
      { name: 'x', method: 8, compressedSize: 1000, size: 900 * 1024 * 1024, localHeaderOffset: 0 },
    ];
    expect(() => checkZipLimits(entries, DOCX_ZIP_LIMITS)).toThrow(ZipLimitError);
    const many = Array.from({ length: 6000 }, (_, i) => ({
      ...entries[0],
      name: `${i}`,
      size: 1,
      compressedSize: 1,
    }));
    expect(() => checkZipLimits(many as never, DOCX_ZIP_LIMITS)).toThrow(ZipLimitError);
  });

  it('stops an entry that inflates past the size its directory declared (a lying archive)', () => {
    const real = Buffer.alloc(20 * 1024 * 1024, 'a');
    const zip = writeZip([
      { name: 'word/document.xml', deflated: { bytes: deflateRawSync(real), size: 1000, crc: 0 } },
    ]);
    expect(() => readZip(zip, DOCX_ZIP_LIMITS, () => true)).toThrow(ZipLimitError);
  });

  it('calls anything that is not a ZIP a format error', () => {
    expect(() => readZip(Buffer.from('not a zip at all'), DOCX_ZIP_LIMITS, () => true)).toThrow(
      ZipFormatError,
    );
  });
});
