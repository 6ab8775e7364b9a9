import type { LinkedinProfile } from '@facet/contracts';
import { LINKEDIN_MESSAGES } from '@facet/contracts';
import { DomainError, TooLargeError, UnreadableDocumentError } from '../lib/errors.js';
import { csvRecords } from './csv.js';
import { LINKEDIN_ZIP_LIMITS, readZip, ZipLimitError } from './zip-limits.js';

const WANTED = [
  'profile.csv',
  'positions.csv',
  'education.csv',
  'skills.csv',
  'languages.csv',
  'connections.csv',
];
const baseName = (name: string) => (name.split('/').pop() ?? '').toLowerCase();

/**
 * Opens a LinkedIn data export. Sizes are checked from the archive's directory before anything is
 * inflated (see zip-limits), and only the six CSV files used are inflated at all.
 */
export function readLinkedinExport(zip: Uint8Array): Record<string, string> {
  let files: Map<string, Uint8Array>;
  try {
    files = readZip(zip, LINKEDIN_ZIP_LIMITS, (name) => WANTED.includes(baseName(name)));
  } catch (error) {
    throw error instanceof ZipLimitError
      ? new TooLargeError(LINKEDIN_MESSAGES.tooBig)
      : new UnreadableDocumentError(LINKEDIN_MESSAGES.notAZip);
  }
  const byName: Record<string, string> = {};
  for (const [name, bytes] of files) {
    byName[baseName(name)] = new TextDecoder('utf-8').decode(bytes);
  }
  if (!byName['profile.csv'] && !byName['positions.csv']) {
    throw new UnreadableDocumentError(LINKEDIN_MESSAGES.notLinkedin);
  }
  return byName;
}

const yearOf = (date: string) => /\b(19|20)\d{2}\b/.exec(date)?.[0] ?? '';
const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The stored LinkedIn profile (`linkedinProfileSchema`) from the export's CSV files. */
export function parseLinkedinExport(
  csv: Record<string, string>,
  importedAt: Date,
): LinkedinProfile {
  const profile = csvRecords(csv['profile.csv'] ?? '')[0] ?? {};
  const positions = csvRecords(csv['positions.csv'] ?? '').map((p) => ({
    title: p.Title ?? '',
    company: p['Company Name'] ?? '',
    duration: [p['Started On'], p['Finished On'] || 'Present'].filter(Boolean).join(' – '),
    description: p.Description ?? '',
    current: !p['Finished On'],
  }));
  const current = positions.find((p) => p.current);
  const name = [profile['First Name'], profile['Last Name']].filter(Boolean).join(' ');
  return {
    name: nonEmpty(name),
    headline: nonEmpty(profile.Headline),
    currentPosition: current
      ? [current.title, current.company].filter(Boolean).join(' at ')
      : nonEmpty(profile.Headline),
    location: nonEmpty(profile['Geo Location']) ?? nonEmpty(profile.Location),
    industry: nonEmpty(profile.Industry),
    summary: nonEmpty(profile.Summary),
    experience: positions.map(({ current: _current, ...p }) => p),
    education: csvRecords(csv['education.csv'] ?? '').map((e) => ({
      degree: e['Degree Name'] ?? '',
      school: e['School Name'] ?? '',
      year: yearOf(e['End Date'] ?? '') || yearOf(e['Start Date'] ?? ''),
    })),
    skills: csvRecords(csv['skills.csv'] ?? '')
      .map((s) => s.Name ?? '')
      .filter(Boolean),
    languages: csvRecords(csv['languages.csv'] ?? '')
      .map((l) => (l.Proficiency ? `${l.Name} (${l.Proficiency})` : (l.Name ?? '')))
      .filter(Boolean),
    connections: csv['connections.csv']
      ? csvRecords(csv['connections.csv'], 'First Name').length
      : null,
    source: 'export',
    importedAt: importedAt.toISOString(),
  };
}

const PDF_HEADINGS = [
  'Contact',
  'Top Skills',
  'Languages',
  'Certifications',
  'Honors-Awards',
  'Publications',
  'Patents',
  'Summary',
  'Experience',
  'Education',
] as const;
const MAIN_HEADINGS = new Set(['Summary', 'Experience', 'Education']);
const DATE_RANGE =
  /\b(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\s+)?(?:19|20)\d{2}\s*[-–]\s*(?:Present|(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\s+)?(?:19|20)\d{2})/i;
const CONNECTIONS = /^(\d[\d,.]*)\+?\s+(connections?|followers?)$/i;
const PAGE_FOOTER = /^Page \d+ of \d+$/i;

/** One line of a LinkedIn profile PDF, as the layout reader gives it. */
export interface ProfileLine {
  text: string;
  size: number;
  page: number;
  /** The page-1 sidebar (Contact, Top Skills, Languages…), or the main column. */
  sidebar: boolean;
}

const headingOf = (line: string) =>
  PDF_HEADINGS.find((h) => h.toLowerCase() === line.trim().toLowerCase());

/** Looks like a place ("London, England, United Kingdom", "Greater Boston Area", "Remote"). */
const looksLikePlace = (line: string) =>
  !/[|@•·]| at /i.test(line) &&
  line.split(/\s+/).length <= 8 &&
  (/,/.test(line) || /\b(Area|Region|Metropolitan|Remote|County|Greater)\b/.test(line));

/**
 * The stored LinkedIn profile from a LinkedIn "Save to PDF" file, read by layout:
 * - the name is the first line set in the largest font on page 1 (LinkedIn sets it far larger
 *   than anything else), never a line guessed from its position in the text;
 * - the headline is the main-column lines under the name, however many it wraps onto, up to the
 *   location (a place-like last line, or one in a smaller font) or the first section heading;
 * - a "500+ connections" line gives the connections count and is never the location;
 * - the sidebar's sections (Contact, Top Skills, Languages, Certifications…) are read from the
 *   sidebar only, so no line of the main column — the name least of all — lands in them;
 * - Summary, Experience and Education come from the main column, across pages.
 */
export function parseLinkedinPdfLines(input: ProfileLine[], importedAt: Date): LinkedinProfile {
  const lines = input
    .map((l) => ({ ...l, text: l.text.replace(/\s+/g, ' ').trim() }))
    .filter((l) => l.text && !PAGE_FOOTER.test(l.text));
  const firstPage = lines.filter((l) => l.page === lines[0]?.page);
  const sizes = firstPage.map((l) => l.size).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const largest = sizes.at(-1) ?? 0;
  const nameLine =
    largest > median * 1.3
      ? firstPage.find((l) => l.size === largest && !headingOf(l.text))
      : undefined;

  const sections = new Map<string, ProfileLine[]>();
  const add = (section: string, line: ProfileLine) => {
    const list = sections.get(section) ?? [];
    list.push(line);
    sections.set(section, list);
  };
  let sidebarSection = 'header';
  let mainSection = 'header';
  for (const line of lines) {
    const heading = headingOf(line.text);
    const sidebar = line.sidebar;
    if (heading && !sections.has(heading)) {
      sections.set(heading, []);
      if (sidebar) sidebarSection = heading;
      else mainSection = heading;
      continue;
    }
    if (line === nameLine) continue;
    add(sidebar ? `sidebar:${sidebarSection}` : mainSection, line);
  }
  // Without a sidebar, the sidebar sections came first in the one column.
  const sectionLines = (name: string) =>
    (sections.get(`sidebar:${name}`) ?? []).concat(sections.get(name) ?? []);

  // The block under the name: headline, location, and perhaps a connections count.
  let header: ProfileLine[];
  let name: string | null = nameLine?.text ?? null;
  if (nameLine) {
    const start = lines.indexOf(nameLine) + 1;
    header = [];
    for (const line of lines.slice(start)) {
      if (headingOf(line.text) || line.sidebar !== nameLine.sidebar) break;
      header.push(line);
    }
    // The header lines were filed under the section before the name; take them back.
    for (const [key, list] of sections)
      sections.set(
        key,
        list.filter((l) => !header.includes(l)),
      );
  } else {
    // All one size (a PDF made by hand): the three lines before the first main heading are the
    // name, headline and location, but a language entry or contact detail is never one of them.
    const mainAt = lines.findIndex((l) => MAIN_HEADINGS.has(headingOf(l.text) ?? ''));
    const before = lines.slice(0, mainAt < 0 ? lines.length : mainAt);
    header = [];
    for (let i = before.length - 1; i >= 0 && header.length < 3; i--) {
      const line = before[i] as ProfileLine;
      if (headingOf(line.text) || /\(.*\)$|@|www\.|https?:/.test(line.text)) break;
      header.unshift(line);
    }
    for (const [key, list] of sections)
      sections.set(
        key,
        list.filter((l) => !header.includes(l)),
      );
    name = header.shift()?.text ?? null;
  }

  let connections: number | null = null;
  header = header.filter((line) => {
    const match = CONNECTIONS.exec(line.text);
    if (!match) return true;
    if (/^connection/i.test(match[2] ?? ''))
      connections = Number((match[1] ?? '').replace(/[,.]/g, ''));
    return false;
  });
  let location: string | null = null;
  const last = header.at(-1);
  const first = header[0];
  if (last && header.length > 1) {
    const smaller = first && last.size < first.size - 0.4;
    if (smaller || looksLikePlace(last.text)) {
      location = last.text;
      header = header.slice(0, -1);
    }
  } else if (last && looksLikePlace(last.text) && nameLine) {
    location = last.text;
    header = [];
  }
  const headline =
    header
      .map((l) => l.text)
      .join(' ')
      .trim() || null;

  const text = (list: ProfileLine[]) => list.map((l) => l.text);
  const exp = text(sections.get('Experience') ?? []);
  const experience: LinkedinProfile['experience'] = [];
  const dateIdx = exp.map((l, i) => (DATE_RANGE.test(l) ? i : -1)).filter((i) => i >= 0);
  let company = '';
  dateIdx.forEach((at, k) => {
    const title = exp[at - 1] ?? '';
    const maybeCompany = exp[at - 2];
    if (
      maybeCompany &&
      !DATE_RANGE.test(maybeCompany) &&
      (k === 0 || at - 2 > (dateIdx[k - 1] ?? -1) + 1)
    ) {
      company = maybeCompany;
    }
    const end = k + 1 < dateIdx.length ? (dateIdx[k + 1] as number) - 2 : exp.length;
    let descriptionLines = exp.slice(at + 1, Math.max(at + 1, end));
    // A short place line right after the dates is the location, not the description.
    if (
      descriptionLines[0] &&
      descriptionLines[0].length < 60 &&
      /,|Area|Remote|Region/.test(descriptionLines[0])
    ) {
      descriptionLines = descriptionLines.slice(1);
    }
    experience.push({
      title,
      company,
      duration: exp[at] ?? '',
      description: descriptionLines.join(' '),
    });
  });

  const education: LinkedinProfile['education'] = [];
  const edu = text(sections.get('Education') ?? []);
  for (let i = 0; i < edu.length; i++) {
    const next = edu[i + 1];
    if (next && /[·•]|\(\s*(?:19|20)\d{2}/.test(next)) {
      const years = next.match(/(?:19|20)\d{2}/g) ?? [];
      education.push({
        school: edu[i] ?? '',
        degree: next.replace(/\s*[·•]?\s*\(.*\)\s*$/, '').trim(),
        year: years.at(-1) ?? '',
      });
      i++;
    }
  }

  // A proficiency that wrapped onto its own line belongs to the language above it.
  const languages: string[] = [];
  for (const line of text(sectionLines('Languages'))) {
    if (line === name || CONNECTIONS.test(line)) continue;
    if (/^\(.*\)$/.test(line) && languages.length > 0) {
      languages[languages.length - 1] = `${languages.at(-1)} ${line}`;
    } else languages.push(line);
  }
  const currentRole = experience.find((e) => /present/i.test(e.duration));
  return {
    name,
    headline,
    currentPosition: currentRole
      ? [currentRole.title, currentRole.company].filter(Boolean).join(' at ')
      : headline,
    location,
    industry: null,
    summary: text(sections.get('Summary') ?? []).join(' ') || null,
    experience,
    education,
    skills: text(sectionLines('Top Skills')).filter((l) => l !== name),
    languages,
    connections,
    source: 'pdf',
    importedAt: importedAt.toISOString(),
  };
}

/** For text without layout (one line per line, one size): the same parser. */
export function parseLinkedinPdf(text: string, importedAt: Date): LinkedinProfile {
  return parseLinkedinPdfLines(
    text.split('\n').map((line) => ({ text: line, size: 10, page: 1, sidebar: false })),
    importedAt,
  );
}

export interface LinkedinJobInput {
  kind: 'export' | 'pdf';
  bytes: Uint8Array;
  /** ISO time of the import. */
  importedAt: string;
}

export type LinkedinJobOutput =
  | { ok: true; profile: LinkedinProfile }
  /** `message`: why the document cannot be imported, for the member (a bad request). */
  | { ok: false; message?: string; failure?: string };

/**
 * A LinkedIn 'Save to PDF' file, by what LinkedIn prints: a "Top Skills" heading or "Page N of M"
 * footers, and a second of these marks ("Contact", a linkedin.com/in/ address). A CV is refused
 * rather than replacing a good import with an empty one.
 */
export function looksLikeLinkedinPdf(lines: ProfileLine[]): boolean {
  const text = lines.map((l) => l.text.trim());
  const topSkills = text.includes('Top Skills');
  const pages = text.some((t) => /^Page \d+ of \d+$/.test(t));
  const contact = text.includes('Contact');
  const address = text.some((t) => /linkedin\.com\/in\//i.test(t));
  return (topSkills || pages) && [topSkills, pages, contact, address].filter(Boolean).length >= 2;
}

/** Runs in an extraction worker: the profile from an export ZIP or a profile PDF. */
export async function linkedinJob(input: LinkedinJobInput): Promise<LinkedinJobOutput> {
  const importedAt = new Date(input.importedAt);
  try {
    if (input.kind === 'export') {
      return {
        ok: true,
        profile: parseLinkedinExport(readLinkedinExport(input.bytes), importedAt),
      };
    }
    const { readPdf } = await import('./pdf.js');
    const { cleanText } = await import('./clean-text.js');
    const read = await readPdf(input.bytes, { renderScannedPages: 0, maxPages: 30 });
    const lines: ProfileLine[] = [];
    for (const page of read.pages) {
      const twoColumns = page.page === 1 && page.lines.some((l) => l.column > 0);
      for (const line of page.lines) {
        lines.push({
          text: cleanText(line.text, 'visible'),
          size: line.size,
          page: page.page,
          sidebar: twoColumns && line.column === 0,
        });
      }
    }
    if (!lines.some((l) => l.text.trim())) {
      return { ok: false, message: LINKEDIN_MESSAGES.emptyPdf };
    }
    if (!looksLikeLinkedinPdf(lines)) {
      return { ok: false, message: LINKEDIN_MESSAGES.notLinkedinPdf };
    }
    return { ok: true, profile: parseLinkedinPdfLines(lines, importedAt) };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, message: error.message };
    throw error;
  }
}
