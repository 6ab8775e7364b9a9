import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A PDF document with fixed dates and producer, so the same generator gives the same bytes. */
export async function newPdf(title: string): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const fixed = new Date(Date.UTC(2024, 0, 15, 9, 30));
  pdf.setTitle(title);
  pdf.setProducer('facet test corpus');
  pdf.setCreator('facet test corpus');
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  return pdf;
}

export async function savePdf(pdf: PDFDocument): Promise<Buffer> {
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

export interface Line {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  grey?: boolean;
}

/** Draws lines in the order given (which is the order they appear in the content stream). */
export function drawLines(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  lines: Line[],
): void {
  for (const line of lines) {
    page.drawText(line.text, {
      x: line.x,
      y: line.y,
      size: line.size,
      font: line.bold ? fonts.bold : fonts.regular,
      color: line.grey ? rgb(0.4, 0.4, 0.4) : rgb(0, 0, 0),
    });
  }
}

export async function helvetica(pdf: PDFDocument) {
  return {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
}

/** Lines of a column from top `y`, `leading` apart. */
export function column(
  x: number,
  top: number,
  leading: number,
  size: number,
  texts: Array<string | { text: string; bold?: boolean; size?: number; gap?: number }>,
): Line[] {
  let y = top;
  return texts.map((entry) => {
    const t = typeof entry === 'string' ? { text: entry } : entry;
    y -= t.gap ?? 0;
    const line: Line = { text: t.text, x, y, size: t.size ?? size, bold: t.bold };
    y -= leading;
    return line;
  });
}

/** Sorts lines top to bottom (then left to right): the row-by-row stream that interleaves columns. */
export const rowByRow = (lines: Line[]) => [...lines].sort((a, b) => b.y - a.y || a.x - b.x);
