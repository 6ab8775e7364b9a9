import { fileTypeFromBuffer } from 'file-type';

/** The media types the content itself must show for each binary extension (magic bytes). */
const BINARY_TYPES: Record<string, string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
  docx: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/zip',
  ],
  // Word saves "Rich Text Format" under whatever name the file had, .doc included.
  doc: ['application/x-cfb', 'application/msword', 'application/rtf'],
};

const RTF = 'application/rtf';

const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
};

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC = 'application/msword';

/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Characters no file name keeps: C0 controls and DEL, C1 controls (U+0080–U+009F), and the
 * invisible marks that reorder text (U+200E/U+200F, U+061C, U+202A–U+202E, U+2066–U+2069), with
 * which `cv`, U+202E, `fdp.exe` shows as `cvexe.pdf`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const NOT_IN_NAMES = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The longest name kept, in characters (code points, as PostgreSQL counts them). */
const NAME_MAX_CHARACTERS = 255;

/**
 * The file name a person gave the file, as every upload (documents, chat attachments, LinkedIn
 * imports) stores and shows it. This is the one place names enter:
 * - browsers escape `"`, CR and LF in multipart file names (WHATWG); they are unescaped;
 * - a full path (old browsers) is cut to its last part;
 * - the name is made well-formed Unicode: a lone surrogate (which an encoded `filename*` can
 *   produce) becomes U+FFFD, so no half character reaches the database or a JSON answer, and it
 *   is normalised to NFC, so `é` typed on a Mac and on Windows is the same name;
 * - control characters and text-direction overrides are removed (see NOT_IN_NAMES);
 * - surrounding spaces are trimmed and the name is cut to 255 characters, never inside one.
 */
export function cleanFileName(raw: string | undefined): string {
  const unescaped = (raw ?? '').replace(/%22/g, '"').replace(/%0D|%0A/gi, ' ');
  const wellFormed = unescaped.replace(LONE_SURROGATE, '\uFFFD').normalize('NFC');
  const base = wellFormed.split(/[\\/]/).pop() ?? '';
  const kept = base.replace(NOT_IN_NAMES, '').trim();
  return [...kept].slice(0, NAME_MAX_CHARACTERS).join('').trim();
}

export function extensionOf(name: string): string {
  return name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
}

function isText(head: Buffer): boolean {
  // UTF-16 with its byte-order mark (Windows Notepad's "Unicode"): NUL bytes are expected there.
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    try {
      const body = head.subarray(2, 2 + Math.max(0, (head.length - 6) & ~1));
      const text = new TextDecoder(head[0] === 0xff ? 'utf-16le' : 'utf-16be', {
        fatal: true,
      }).decode(body);
      return !text.includes('\u0000') && !/^\s*<(!doctype html|html|script|svg)/i.test(text);
    } catch {
      return false;
    }
  }
  if (head.includes(0)) return false;
  try {
    // A multi-byte character cut at the end (of the head, or of a file whose upload was cut
    // short) is fine: decoded as a stream, an unfinished last character is held back, not refused.
    // Dropping a fixed three bytes instead could cut into the character before it.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return false;
  }
  return !/^\s*<(!doctype html|html|script|svg)/i.test(head.subarray(0, 512).toString('utf8'));
}

/**
 * The media type of a file whose first bytes (`head`) really are what its extension says, or
 * null: a renamed executable, HTML page or other type is refused whatever the client claimed.
 */
export async function verifiedMediaType(extension: string, head: Buffer): Promise<string | null> {
  const detected = await fileTypeFromBuffer(head);
  const expected = BINARY_TYPES[extension];
  if (expected) {
    if (!detected || !expected.includes(detected.mime)) return null;
    if (extension === 'docx') return DOCX;
    if (extension === 'doc') return detected.mime === RTF ? RTF : DOC;
    return detected.mime;
  }
  const textType = TEXT_TYPES[extension];
  // RTF is text too: a .txt that holds RTF is read as RTF (extraction goes by content).
  if (extension === 'txt' && detected?.mime === RTF) return RTF;
  if (!textType || detected || !isText(head)) return null;
  return textType;
}
