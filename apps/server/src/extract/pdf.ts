import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { PDFPageProxy } from 'unpdf/pdfjs';
import { type LayoutLine, layoutLines, type PositionedItem } from './pdf-layout.js';

// pdfjs's operator list moves buffers with ArrayBuffer#transferToFixedLength (Node 21+). On
// Node 20 a copy does the same job for a worker that reads, never writes, those buffers.
const arrayBufferProto = ArrayBuffer.prototype as ArrayBuffer & {
  transferToFixedLength?: (length?: number) => ArrayBuffer;
};
if (!arrayBufferProto.transferToFixedLength) {
  arrayBufferProto.transferToFixedLength = function (this: ArrayBuffer, length?: number) {
    return this.slice(0, length ?? this.byteLength);
  };
}

/** pdfjs's operator codes for painting text. */
const SHOW_TEXT = new Set([44, 45, 46, 47]);

/**
 * Puts back the soft hyphens (U+00AD) that pdfjs's text extraction drops as "invisible format
 * marks". In a PDF every character of the text layer was painted: a producer that maps its hyphen
 * glyph to U+00AD painted a hyphen there, and "high\u00ADimpact" was printed "high-impact". The
 * painted glyphs (the operator list) still have them; each is put back into the text item whose
 * text matches its neighbours.
 */
async function restoreSoftHyphens(page: PDFPageProxy, items: TextItemLike[]): Promise<void> {
  const ops = await page.getOperatorList();
  const painted: string[] = [];
  ops.fnArray.forEach((fn, i) => {
    if (!SHOW_TEXT.has(fn)) return;
    const glyphs = (ops.argsArray[i] as unknown[])?.[0];
    if (!Array.isArray(glyphs)) return;
    const text = glyphs
      .map((g) => (g && typeof g === 'object' ? ((g as { unicode?: string }).unicode ?? '') : ''))
      .join('');
    if (text.includes('\u00AD')) painted.push(text);
  });
  for (const text of painted) {
    for (let at = text.indexOf('\u00AD'); at >= 0; at = text.indexOf('\u00AD', at + 1)) {
      const left = text.slice(Math.max(0, at - 16), at).replace(/\u00AD/g, '');
      const right = text.slice(at + 1, at + 17).split('\u00AD')[0] ?? '';
      if (!left) continue;
      for (const item of items) {
        const str = item.str ?? '';
        const joined = str.indexOf(left + right);
        if (right && joined >= 0) {
          const cut = joined + left.length;
          item.str = `${str.slice(0, cut)}\u00AD${str.slice(cut)}`;
          break;
        }
        if ((!right || right.trim() === '') && str.trimEnd().endsWith(left.trimEnd())) {
          item.str = `${str.trimEnd()}\u00AD`;
          break;
        }
      }
    }
  }
}

/** A page with fewer readable characters than this in its text layer is treated as a scan. */
const SCANNED_PAGE_CHARS = 20;
/** Longest side of a page rendered for OCR (about 220 dpi for A4 / Letter). */
const RENDER_MAX_PX = 2600;
const RENDER_MAX_SCALE = 3;

export interface PdfPage {
  page: number;
  lines: LayoutLine[];
  /** The page has (almost) no text layer: a scan or a picture of text. */
  scanned: boolean;
  /** For scanned pages within the OCR cap: the page rendered as PNG. */
  image?: Uint8Array;
}

export interface PdfReadOptions {
  /** Scanned pages rendered for OCR, at most (later scanned pages are counted, not rendered). */
  renderScannedPages: number;
  /** Only the first pages are read (a LinkedIn profile parser needs no more). */
  maxPages?: number;
}

export interface PdfRead {
  totalPages: number;
  pages: PdfPage[];
  /** Scanned pages left without OCR because of the page cap. */
  skippedScannedPages: number;
}

interface TextItemLike {
  str?: string;
  transform?: number[];
  width?: number;
  fontName?: string;
}

/**
 * Reads a PDF page by page: each page's text items in reading order (see pdf-layout), and for
 * pages with no text layer a rendering (unpdf + @napi-rs/canvas) for OCR.
 */
export async function readPdf(bytes: Uint8Array, options: PdfReadOptions): Promise<PdfRead> {
  const pdf = await getDocumentProxy(bytes);
  try {
    const totalPages = pdf.numPages;
    const last = Math.min(totalPages, options.maxPages ?? totalPages);
    const pages: PdfPage[] = [];
    let rendered = 0;
    let skippedScannedPages = 0;
    for (let number = 1; number <= last; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const styles = content.styles as Record<string, { fontFamily?: string }>;
      const rawItems = content.items as TextItemLike[];
      if (rawItems.some((i) => i.str?.trim())) await restoreSoftHyphens(page, rawItems);
      const items: PositionedItem[] = [];
      for (const raw of rawItems) {
        if (!raw.str || !raw.transform) continue;
        const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = raw.transform;
        items.push({
          str: raw.str,
          x: e,
          y: f,
          width: raw.width ?? 0,
          fontSize: Math.hypot(c, d) || Math.hypot(a, b) || 10,
          font: `${raw.fontName ?? ''}${styles[raw.fontName ?? '']?.fontFamily ? `/${styles[raw.fontName ?? '']?.fontFamily}` : ''}`,
        });
      }
      page.cleanup();
      const lines = layoutLines(items);
      const chars = lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
      const scanned = chars < SCANNED_PAGE_CHARS;
      const entry: PdfPage = { page: number, lines, scanned };
      if (scanned) {
        if (rendered < options.renderScannedPages) {
          rendered++;
          const viewport = page.getViewport({ scale: 1 });
          const scale = Math.min(
            RENDER_MAX_SCALE,
            RENDER_MAX_PX / Math.max(viewport.width, viewport.height, 1),
          );
          const png = await renderPageAsImage(pdf, number, {
            canvasImport: () => import('@napi-rs/canvas'),
            scale,
          });
          entry.image = new Uint8Array(png);
        } else skippedScannedPages++;
      }
      pages.push(entry);
    }
    return { totalPages, pages, skippedScannedPages };
  } finally {
    await pdf.destroy();
  }
}
