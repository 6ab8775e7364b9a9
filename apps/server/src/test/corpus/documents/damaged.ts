import { readFile } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { zipSync } from 'fflate';
import { clearPng } from './images.js';
import { linkedinProfilePdf } from './linkedin-pdf.js';
import { twoColumnCv } from './two-column-cv.js';
import { wordDocxWithHeader } from './word-docx.js';

/**
 * Files broken the way real uploads break: the first half of a file whose upload or download was
 * cut short, and a whole file with damage inside it (a bad copy, a flipped bit on a disk). Every
 * kind an upload route takes is here, built from the corpus in code. None of them may cost more
 * than its own text: the server answers each with an unreadable status or a clear refusal, and
 * goes on answering.
 */
export interface DamagedFile {
  /** Stable id, e.g. `png-truncated`. */
  name: string;
  /** The file name it is uploaded under. */
  fileName: string;
  /** The extension, lower case. */
  extension: 'pdf' | 'docx' | 'doc' | 'txt' | 'png' | 'jpg' | 'zip';
  damage: 'truncated' | 'corrupted';
  bytes: Buffer;
}

/** The first half of a file. */
export const firstHalf = (bytes: Buffer) => Buffer.from(bytes.subarray(0, bytes.length >> 1));

/**
 * The file with every byte of its middle third inverted: the signature at the start (and, for
 * archives, the directory at the end) stays, so the file is taken for what it claims to be and its
 * reader meets the damage inside.
 */
export function invertMiddle(bytes: Buffer): Buffer {
  const out = Buffer.from(bytes);
  const from = Math.floor(out.length / 3);
  const to = Math.floor((out.length * 2) / 3);
  for (let i = from; i < to; i++) out[i] = (out[i] as number) ^ 0xff;
  return out;
}

/**
 * A PNG whose image data fails zlib's own check (its Adler-32 sum), with every chunk CRC still
 * right: the chunk structure is sound, so only the decoder inflating the pixels finds the damage
 * (libpng's "IDAT: incorrect data check").
 */
export function pngWithBadZlibCheck(png: Buffer): Buffer {
  const out = Buffer.from(png);
  let lastIdat = -1;
  for (let offset = 8; offset + 12 <= out.length; ) {
    const length = out.readUInt32BE(offset);
    if (out.toString('latin1', offset + 4, offset + 8) === 'IDAT') lastIdat = offset;
    offset += 12 + length;
  }
  if (lastIdat < 0) throw new Error('no IDAT chunk in the PNG');
  const length = out.readUInt32BE(lastIdat);
  const dataEnd = lastIdat + 8 + length;
  // The zlib stream ends with its Adler-32 sum: the last four bytes of the last IDAT chunk.
  for (let i = dataEnd - 4; i < dataEnd; i++) out[i] = (out[i] as number) ^ 0x5a;
  out.writeUInt32BE(crc32(out.subarray(lastIdat + 4, dataEnd)) >>> 0, dataEnd);
  return out;
}

/** A photo-like JPEG of a few lines of text. */
export function textJpeg(): Buffer {
  const canvas = createCanvas(900, 240);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111111';
  ctx.font = '30px sans-serif';
  ctx.textBaseline = 'top';
  const lines = [
    'Strengths report',
    'Top strength: Strategic thinking',
    'Second strength: Empathy',
  ];
  lines.forEach((line, i) => {
    ctx.fillText(line, 30, 30 + i * 60);
  });
  return canvas.toBuffer('image/jpeg', 85);
}

/** A JPEG whose entropy-coded scan data is damaged; its markers up to the scan are intact. */
export function jpegWithBadScan(jpeg: Buffer): Buffer {
  const out = Buffer.from(jpeg);
  const sos = out.indexOf(Buffer.from([0xff, 0xda]));
  if (sos < 0) throw new Error('no scan in the JPEG');
  const start = sos + 2 + out.readUInt16BE(sos + 2);
  // Every 7th byte of the scan becomes a marker that has no place there.
  for (let i = start + 16; i < out.length - 2; i += 7) out[i] = 0xff;
  return out;
}

/** A small LinkedIn data export (ZIP of CSV files). */
export function linkedinExportZip(): Buffer {
  const csv = (text: string) => new TextEncoder().encode(text);
  return Buffer.from(
    zipSync({
      'Profile.csv': csv(
        'First Name,Last Name,Headline,Summary\nPriya,Raman,Senior Product Manager,"I build products people trust."\n',
      ),
      'Positions.csv': csv(
        'Company Name,Title,Description,Started On,Finished On\nMonzo,Senior Product Manager,"Led the card payments squad.",Mar 2021,\n',
      ),
      'Skills.csv': csv(`Name\n${Array.from({ length: 40 }, (_, i) => `Skill ${i}`).join('\n')}\n`),
    }),
  );
}

/** A plain-text report; cut mid-character when truncated at its half (a multi-byte letter). */
function textReport(): Buffer {
  const line = 'Top strength: Strategic thinking — café, naïve, Zürich, 東京. ';
  return Buffer.from(line.repeat(40), 'utf8');
}

const wordDoc = () => readFile(new URL('../../fixtures/values-report.doc', import.meta.url));

/** Every damaged file, truncated and corrupted, of every kind an upload route takes. */
export async function damagedFiles(): Promise<DamagedFile[]> {
  const sources: Array<{
    extension: DamagedFile['extension'];
    fileName: string;
    bytes: Buffer;
    corrupt?: (bytes: Buffer) => Buffer;
  }> = [
    { extension: 'pdf', fileName: 'Tobias_CV.pdf', bytes: await twoColumnCv() },
    { extension: 'docx', fileName: 'Marisol_CV.docx', bytes: await wordDocxWithHeader() },
    { extension: 'doc', fileName: 'values-report.doc', bytes: await wordDoc() },
    { extension: 'txt', fileName: 'strengths.txt', bytes: textReport() },
    {
      extension: 'png',
      fileName: 'my-values.png',
      bytes: await clearPng(),
      corrupt: pngWithBadZlibCheck,
    },
    { extension: 'jpg', fileName: 'strengths.jpg', bytes: textJpeg(), corrupt: jpegWithBadScan },
    { extension: 'zip', fileName: 'Basic_LinkedInDataExport.zip', bytes: linkedinExportZip() },
  ];
  const files: DamagedFile[] = [];
  for (const source of sources) {
    const base = { fileName: source.fileName, extension: source.extension };
    files.push({
      ...base,
      name: `${source.extension}-truncated`,
      damage: 'truncated',
      bytes: firstHalf(source.bytes),
    });
    files.push({
      ...base,
      name: `${source.extension}-corrupted`,
      damage: 'corrupted',
      bytes: (source.corrupt ?? invertMiddle)(source.bytes),
    });
  }
  // A LinkedIn "Save to PDF" profile, cut short, for the LinkedIn import's PDF path.
  files.push({
    name: 'linkedin-pdf-truncated',
    fileName: 'Profile.pdf',
    extension: 'pdf',
    damage: 'truncated',
    bytes: firstHalf(await linkedinProfilePdf()),
  });
  return files;
}
