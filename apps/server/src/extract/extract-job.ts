import WordExtractor from 'word-extractor';
import { cleanText, type SoftHyphens, tidy } from './clean-text.js';
import { docxText } from './docx.js';
import { repairNulLigatures } from './ligature-repair.js';
import { readPdf } from './pdf.js';
import { linesToText } from './pdf-layout.js';
import { isRtf, rtfText } from './rtf.js';

/**
 * The part of text extraction that runs inside an extraction worker (see extraction.ts): parsing
 * PDF, DOCX, DOC, RTF and plain text, and rendering scanned PDF pages for OCR. Everything here is
 * a pure function of the bytes; OCR itself happens outside, in tesseract's own worker.
 */

/** What a file's first bytes say it is, whatever its name. */
export type DocumentFormat = 'pdf' | 'docx' | 'doc' | 'rtf' | 'image' | 'text';

export function sniffFormat(bytes: Uint8Array): DocumentFormat {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'pdf'; // %PDF
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'docx'; // PK\3\4
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'doc'; // OLE2
  if (isRtf(bytes)) return 'rtf';
  if (starts(0x89, 0x50, 0x4e, 0x47) || starts(0xff, 0xd8, 0xff)) return 'image';
  return 'text';
}

export interface ExtractJobInput {
  bytes: Uint8Array;
  /** Scanned PDF pages to render for OCR, at most. */
  ocrPages: number;
}

/** Text in reading order; a scanned page is a slot for OCR, filled in by the caller. */
export type ExtractPart = { text: string } | { page: number; image: Uint8Array };

export interface ExtractJobOutput {
  format: DocumentFormat;
  parts: ExtractPart[];
  /** Scanned pages that were not rendered because of the page cap. */
  skippedScannedPages: number;
}

/** Cleans extracted text: control characters, ligatures, soft hyphens, blank runs. */
export function finishText(text: string, softHyphens: SoftHyphens = 'invisible'): string {
  return tidy(cleanText(text, softHyphens));
}

function decodePlainText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

export async function extractDocument(input: ExtractJobInput): Promise<ExtractJobOutput> {
  const { bytes } = input;
  const format = sniffFormat(bytes);
  const text = (value: string, soft?: SoftHyphens): ExtractJobOutput => ({
    format,
    parts: [{ text: finishText(value, soft) }],
    skippedScannedPages: 0,
  });
  switch (format) {
    case 'pdf': {
      const read = await readPdf(bytes, { renderScannedPages: input.ocrPages });
      const parts: ExtractPart[] = read.pages.map((page) =>
        page.image
          ? { page: page.page, image: page.image }
          : // A PDF's text layer is what was painted: a soft hyphen inside a line was visible.
            { text: finishText(repairNulLigatures(linesToText(page.lines)), 'visible') },
      );
      return { format, parts, skippedScannedPages: read.skippedScannedPages };
    }
    case 'docx':
      return text(docxText(bytes));
    case 'doc': {
      const document = await new WordExtractor().extract(Buffer.from(bytes));
      return text(
        [
          document.getHeaders({ includeFooters: false }),
          document.getBody(),
          document.getTextboxes({ includeHeadersAndFooters: true, includeBody: true }),
          document.getFootnotes(),
          document.getEndnotes(),
          document.getFooters(),
        ]
          .map((s) => s.trim())
          .filter(Boolean)
          .join('\n\n'),
      );
    }
    case 'rtf':
      return text(rtfText(bytes));
    case 'image':
      return { format, parts: [{ page: 1, image: bytes }], skippedScannedPages: 0 };
    default:
      return text(decodePlainText(bytes));
  }
}
