import { rgb } from 'pdf-lib';
import { column, drawLines, helvetica, type Line, newPdf, savePdf } from './pdf-helpers.js';

/**
 * A LinkedIn "Save to PDF" profile as LinkedIn lays it out: a grey sidebar (Contact, Top Skills,
 * Languages, Certifications) painted first, then the main column with the name in a large font,
 * a headline that wraps onto two lines, the location, a connections line, Summary, Experience and
 * Education, and "Page 1 of 1" at the foot.
 */
export async function linkedinProfilePdf(): Promise<Buffer> {
  const pdf = await newPdf('LinkedIn profile');
  const fonts = await helvetica(pdf);
  const page = pdf.addPage([612, 792]);
  page.drawRectangle({ x: 0, y: 0, width: 190, height: 792, color: rgb(0.93, 0.95, 0.97) });
  const sidebar = column(28, 740, 13, 10, [
    { text: 'Contact', bold: true, size: 13 },
    'ines.carvalho@example.pt',
    'www.linkedin.com/in/ines-',
    'carvalho-ux (LinkedIn)',
    { text: 'Top Skills', bold: true, size: 13, gap: 12 },
    'User Research',
    'Design Systems',
    'Accessibility',
    { text: 'Languages', bold: true, size: 13, gap: 12 },
    'Portuguese (Native or Bilingual)',
    'English (Full Professional)',
    'Spanish (Limited Working)',
    { text: 'Certifications', bold: true, size: 13, gap: 12 },
    'Certified Usability Analyst',
  ]);
  const header: Line[] = [
    { text: 'Inês Carvalho', x: 220, y: 730, size: 26 },
    {
      text: 'Principal Product Designer | Design systems, accessibility and',
      x: 220,
      y: 700,
      size: 12,
    },
    { text: 'research for fintech teams', x: 220, y: 685, size: 12 },
    { text: 'Lisbon, Lisbon, Portugal', x: 220, y: 664, size: 10.5, grey: true },
    { text: '500+ connections', x: 220, y: 650, size: 10.5, grey: true },
  ];
  const main = column(220, 615, 14, 10.5, [
    { text: 'Summary', bold: true, size: 15.75 },
    'I design calm, accessible products for money decisions people worry about.',
    { text: 'Experience', bold: true, size: 15.75, gap: 12 },
    { text: 'Tidewater Bank', size: 12 },
    'Principal Product Designer',
    'March 2021 - Present (3 years 10 months)',
    'Lisbon, Portugal',
    "Built the bank's design system used by 14 product teams.",
    { text: 'Oceanic Payments', size: 12, gap: 6 },
    'Senior Product Designer',
    'June 2016 - February 2021 (4 years 9 months)',
    'Redesigned the card dispute flow; complaints fell by 40%.',
    { text: 'Education', bold: true, size: 15.75, gap: 12 },
    { text: 'Universidade de Lisboa', size: 12 },
    'Master of Arts - MA, Communication Design \u00B7 (2012 - 2014)',
  ]);
  const footer: Line = { text: 'Page 1 of 1', x: 280, y: 30, size: 9, grey: true };
  drawLines(page, fonts, [...sidebar, ...header, ...main, footer]);
  return savePdf(pdf);
}
