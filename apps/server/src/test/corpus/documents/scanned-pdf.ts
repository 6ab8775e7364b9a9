import { textImage } from './images.js';
import { newPdf, savePdf } from './pdf-helpers.js';

/**
 * A CV that was printed and scanned: two A4 pages that are pictures only (150 dpi), no text
 * layer at all. Read page by page by OCR.
 */
export async function scannedPdf(): Promise<Buffer> {
  const pages = [
    [
      'Declan Murphy',
      'Site Reliability Engineer',
      'declan.murphy@example.ie',
      '',
      'Experience',
      'Kept a payments platform at 99.99% uptime for three years.',
      'Halved the time to recover from incidents by writing clear runbooks.',
    ],
    [
      'Education',
      'BSc Computer Science, University College Cork, 2013',
      '',
      'Values',
      'I value calm teamwork, blameless reviews and plain language.',
    ],
  ];
  const pdf = await newPdf('Scan');
  for (const lines of pages) {
    const png = textImage({
      lines,
      width: 1240,
      height: 1754,
      fontPx: 34,
      leading: 58,
      margin: 120,
    });
    const image = await pdf.embedPng(png);
    const page = pdf.addPage([595.28, 841.89]);
    page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  }
  return savePdf(pdf);
}
