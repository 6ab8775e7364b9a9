import { column, drawLines, helvetica, newPdf, rowByRow, savePdf } from './pdf-helpers.js';

/**
 * A LaTeX-style two-column CV (a moderncv / AltaCV-like layout): a full-width name line, a narrow
 * sidebar (contact, skills, languages) and a wide main column (profile, experience, education).
 * The content stream paints the page row by row across both columns, as table-based templates
 * do, so reading in stream order interleaves the columns line by line.
 */
export async function twoColumnCv(): Promise<Buffer> {
  const pdf = await newPdf('Curriculum Vitae');
  const fonts = await helvetica(pdf);
  const page = pdf.addPage([595.28, 841.89]);
  const name = { text: 'Tobias Wennerström', x: 40, y: 790, size: 22, bold: true };
  const sidebar = column(40, 740, 12.5, 9, [
    { text: 'CONTACT', bold: true },
    'tobias.w@example.se',
    '+46 70 123 45 67',
    'Gothenburg, Sweden',
    { text: 'SKILLS', bold: true, gap: 10 },
    'Embedded C and Rust',
    'Real-time operating systems',
    'Functional safety (ISO 26262)',
    'Hardware bring-up',
    { text: 'LANGUAGES', bold: true, gap: 10 },
    'Swedish (native)',
    'English (fluent)',
    'German (conversational)',
  ]);
  const main = column(200, 740, 14.5, 10.5, [
    { text: 'PROFILE', bold: true },
    'Embedded software engineer who turns vague hardware prototypes into',
    'reliable products. I care about safety, clear documentation and',
    'teaching junior engineers how to debug with a scope.',
    { text: 'EXPERIENCE', bold: true, gap: 10 },
    'Lead Embedded Engineer, Volvo Cars, 2019 - present',
    'Led the brake-by-wire firmware team of six engineers.',
    'Cut the boot time of the body controller from 900 ms to 240 ms.',
    'Firmware Engineer, Husqvarna, 2014 - 2019',
    'Wrote the motor control loop of a robotic lawn mower.',
    { text: 'EDUCATION', bold: true, gap: 10 },
    'MSc Embedded Systems, Chalmers University of Technology, 2014',
  ]);
  drawLines(page, fonts, [name, ...rowByRow([...sidebar, ...main])]);
  return savePdf(pdf);
}

/** A long text PDF (for the benchmark): `pages` pages of single-column prose. */
export async function bigPdf(pages: number): Promise<Buffer> {
  const pdf = await newPdf('Annual report');
  const fonts = await helvetica(pdf);
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([595.28, 841.89]);
    const texts = Array.from(
      { length: 55 },
      (_, i) =>
        `Page ${p + 1}, line ${i + 1}: our team improved delivery reliability and customer trust.`,
    );
    drawLines(page, fonts, column(50, 800, 13.5, 10, texts));
  }
  return savePdf(pdf);
}
