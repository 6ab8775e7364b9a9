import { constants, crc32, deflateRawSync } from 'node:zlib';
import { docxPackage } from './zip.js';

/** What the bomb's document.xml declares (and really inflates to): 1 GiB. */
export const DOCX_BOMB_INFLATED_BYTES = 1024 * 1024 * 1024;

let cached: Buffer | undefined;

/**
 * A Word document of about 1 MB whose word/document.xml inflates to 1 GiB: 1,024 copies of one
 * deflated MiB of the same character, each chunk flushed to a byte boundary so the copies can be
 * joined, then a final empty block. Its directory declares the true size, as a real bomb's does.
 */
export async function docxBomb(): Promise<Buffer> {
  if (cached) return cached;
  const mib = Buffer.alloc(1024 * 1024, 'a');
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>',
  );
  const first = Buffer.concat([head, mib.subarray(head.length)]);
  const flush = { level: 9, finishFlush: constants.Z_FULL_FLUSH };
  const firstBlock = deflateRawSync(first, flush);
  const block = deflateRawSync(mib, flush);
  const count = DOCX_BOMB_INFLATED_BYTES / mib.length;
  let crc = crc32(first);
  for (let i = 1; i < count; i++) crc = crc32(mib, crc);
  const bytes = Buffer.concat([
    firstBlock,
    ...Array.from({ length: count - 1 }, () => block),
    Buffer.from([0x03, 0x00]), // a final, empty fixed-Huffman block
  ]);
  cached = docxPackage([], { bytes, size: DOCX_BOMB_INFLATED_BYTES, crc });
  return cached;
}
