import { Inflate } from 'fflate';

/**
 * Reading ZIP-based files (DOCX, a LinkedIn data export) without ever inflating a bomb.
 *
 * A ZIP's central directory declares each entry's compressed and uncompressed size. Those are
 * checked against limits before a single byte is inflated, and an entry is then inflated with its
 * output counted, so an archive that lies about its sizes is stopped at the declared size instead
 * of filling memory. Inflated bytes live outside the V8 heap (Buffers), which a worker's heap cap
 * does not bound: these checks are what bounds them.
 */
export interface ZipLimits {
  maxEntries: number;
  /** Sum of the declared uncompressed sizes of all entries. */
  maxTotalUncompressed: number;
  /** Declared uncompressed size of any one entry. */
  maxEntryUncompressed: number;
  /** Uncompressed ÷ compressed, for entries over 1 MB uncompressed. */
  maxRatio: number;
}

/** A LinkedIn data export stays far inside these. */
export const LINKEDIN_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2_000,
  maxTotalUncompressed: 200 * 1024 * 1024,
  maxEntryUncompressed: 50 * 1024 * 1024,
  maxRatio: 200,
};

/**
 * A Word document of 10 MB holds mostly images (stored, barely compressible); its XML parts are a
 * few MB even for a long CV. A 400-page report's document.xml is about 30 MB.
 */
export const DOCX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 5_000,
  maxTotalUncompressed: 150 * 1024 * 1024,
  maxEntryUncompressed: 40 * 1024 * 1024,
  maxRatio: 200,
};

export class ZipLimitError extends Error {
  constructor(message = 'The archive unpacks to far more data than a real document does.') {
    super(message);
    this.name = 'ZipLimitError';
  }
}

export class ZipFormatError extends Error {
  constructor(message = 'The file is not a readable ZIP archive.') {
    super(message);
    this.name = 'ZipFormatError';
  }
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_EOCD = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Reads the central directory: every entry's name and declared sizes, nothing inflated. */
export function listZipEntries(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
  let eocd = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (u32(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError();
  let count = u16(eocd + 10);
  let dirSize = u32(eocd + 12);
  let dirOffset = u32(eocd + 16);
  if (
    (count === 0xffff || dirOffset === 0xffffffff) &&
    eocd >= 20 &&
    u32(eocd - 20) === ZIP64_LOCATOR
  ) {
    const zip64 = u64(eocd - 20 + 8);
    if (zip64 + 56 > zip.length || u32(zip64) !== ZIP64_EOCD) throw new ZipFormatError();
    count = u64(zip64 + 32);
    dirSize = u64(zip64 + 40);
    dirOffset = u64(zip64 + 48);
  }
  if (dirOffset + dirSize > zip.length) throw new ZipFormatError();
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  const decoder = new TextDecoder('utf-8');
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || u32(at) !== CENTRAL) throw new ZipFormatError();
    const method = u16(at + 10);
    let compressedSize = u32(at + 20);
    let size = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    let localHeaderOffset = u32(at + 42);
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    // ZIP64: sizes of 0xFFFFFFFF are in the extra field (id 1), in this order.
    if (size === 0xffffffff || compressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      let extra = at + 46 + nameLength;
      const end = extra + extraLength;
      while (extra + 4 <= end) {
        const id = u16(extra);
        const length = u16(extra + 2);
        if (id === 1) {
          let field = extra + 4;
          if (size === 0xffffffff) {
            size = u64(field);
            field += 8;
          }
          if (compressedSize === 0xffffffff) {
            compressedSize = u64(field);
            field += 8;
          }
          if (localHeaderOffset === 0xffffffff) localHeaderOffset = u64(field);
        }
        extra += 4 + length;
      }
    }
    entries.push({ name, method, compressedSize, size, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Throws ZipLimitError when the declared sizes break a limit. */
export function checkZipLimits(entries: ZipEntry[], limits: ZipLimits): void {
  if (entries.length > limits.maxEntries) throw new ZipLimitError();
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    const ratio =
      entry.compressedSize > 0
        ? entry.size / entry.compressedSize
        : entry.size > 0
          ? Number.POSITIVE_INFINITY
          : 0;
    if (
      entry.size > limits.maxEntryUncompressed ||
      total > limits.maxTotalUncompressed ||
      (entry.size > 1024 * 1024 && ratio > limits.maxRatio)
    ) {
      throw new ZipLimitError();
    }
  }
}

/**
 * Inflates one entry, never past its declared size: a stream that produces more than the central
 * directory said is a lie, and stops with ZipLimitError.
 */
function readZipEntry(zip: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || view.getUint32(at, true) !== LOCAL) throw new ZipFormatError();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) throw new ZipFormatError();
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw new ZipFormatError();
    return data;
  }
  if (entry.method !== 8)
    throw new ZipFormatError('The archive uses a compression we do not read.');
  const out = new Uint8Array(entry.size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > entry.size) throw new ZipLimitError();
    out.set(chunk, written);
    written += chunk.length;
  });
  // Fed in slices so a lying entry is stopped after at most one slice's worth of output.
  const SLICE = 8 * 1024;
  try {
    for (let offset = 0; offset < data.length; offset += SLICE) {
      inflater.push(data.subarray(offset, offset + SLICE), offset + SLICE >= data.length);
    }
  } catch (error) {
    if (error instanceof ZipLimitError) throw error;
    throw new ZipFormatError();
  }
  return written === entry.size ? out : out.subarray(0, written);
}

/**
 * Opens a ZIP under `limits` and inflates only the entries `want` picks, each bounded by its
 * declared size. Throws ZipLimitError (a bomb) or ZipFormatError (not a ZIP, damaged).
 */
export function readZip(
  zip: Uint8Array,
  limits: ZipLimits,
  want: (name: string) => boolean,
): Map<string, Uint8Array> {
  const entries = listZipEntries(zip);
  checkZipLimits(entries, limits);
  const files = new Map<string, Uint8Array>();
  for (const entry of entries) {
    if (!entry.name.endsWith('/') && want(entry.name))
      files.set(entry.name, readZipEntry(zip, entry));
  }
  return files;
}
