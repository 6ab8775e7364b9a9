import type { LinkedinProfile } from '@facet/contracts';
import { LINKEDIN_MESSAGES } from '@facet/contracts';
import { type UnzipFileInfo, unzipSync } from 'fflate';
import { HttpError } from '../lib/http-error.js';
import { csvRecords } from './csv.js';

/** Bounds that a real export stays far inside, and a zip bomb does not. */
export const ZIP_LIMITS = {
  maxEntries: 2_000,
  maxTotalUncompressed: 200 * 1024 * 1024,
  maxEntryUncompressed: 50 * 1024 * 1024,
  maxRatio: 200,
};

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
 * inflated, and only the six CSV files used are inflated at all.
 */
export function readLinkedinExport(zip: Uint8Array): Record<string, string> {
  let entries = 0;
  let total = 0;
  let tooBig = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter(file: UnzipFileInfo) {
        entries++;
        total += file.originalSize;
        const ratio =
          file.size > 0 ? file.originalSize / file.size : file.originalSize > 0 ? Infinity : 0;
        if (
          entries > ZIP_LIMITS.maxEntries ||
          total > ZIP_LIMITS.maxTotalUncompressed ||
          file.originalSize > ZIP_LIMITS.maxEntryUncompressed ||
          (file.originalSize > 1024 * 1024 && ratio > ZIP_LIMITS.maxRatio)
        ) {
          tooBig = true;
          throw new Error('zip limits exceeded');
        }
        return WANTED.includes(baseName(file.name));
      },
    });
  } catch {
    throw new HttpError(400, tooBig ? LINKEDIN_MESSAGES.tooBig : LINKEDIN_MESSAGES.notAZip);
  }
  const byName: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(files)) {
    byName[baseName(name)] = new TextDecoder('utf-8').decode(bytes);
  }
  if (!byName['profile.csv'] && !byName['positions.csv']) {
    throw new HttpError(400, LINKEDIN_MESSAGES.notLinkedin);
  }
  return byName;
}

const yearOf = (date: string) => /\b(19|20)\d{2}\b/.exec(date)?.[0] ?? '';
const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The SPEC §3 profile from the export's CSV files. */
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
const DATE_RANGE =
  /\b(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\s+)?(?:19|20)\d{2}\s*[-–]\s*(?:Present|(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\s+)?(?:19|20)\d{2})/i;

/**
 * The SPEC §3 profile from the text of a LinkedIn "Save to PDF" file: its sidebar sections (Top
 * Skills, Languages), the name, headline and location above Summary, and the Experience and
 * Education entries (a role is a title followed by a date range).
 */
export function parseLinkedinPdf(text: string, importedAt: Date): LinkedinProfile {
  const lines = text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l && !/^Page \d+ of \d+$/i.test(l));
  const sections = new Map<string, string[]>([['header', []]]);
  const order: string[] = ['header'];
  let current = 'header';
  for (const line of lines) {
    const heading = PDF_HEADINGS.find((h) => h.toLowerCase() === line.toLowerCase());
    if (heading && !sections.has(heading)) {
      current = heading;
      sections.set(heading, []);
      order.push(heading);
      continue;
    }
    sections.get(current)?.push(line);
  }
  // The sidebar comes first in the text; the main column opens with the name, headline and
  // location, which therefore end whatever section precedes Summary (or Experience).
  const mainAt = order.findIndex((h) => h === 'Summary' || h === 'Experience');
  const sidebarLast = order[(mainAt > 0 ? mainAt : order.length) - 1] ?? 'header';
  const sidebarLines = sections.get(sidebarLast) ?? [];
  const nameBlock = sidebarLines.slice(-3);
  sections.set(sidebarLast, sidebarLines.slice(0, -nameBlock.length || undefined));
  const [name = null, headline = null, location = null] = nameBlock;
  const trimSidebar = (section: string) => sections.get(section) ?? [];

  const experience: LinkedinProfile['experience'] = [];
  const exp = sections.get('Experience') ?? [];
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
  const edu = sections.get('Education') ?? [];
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
  const currentRole = experience.find((e) => /present/i.test(e.duration));
  return {
    name: name ?? null,
    headline: headline ?? null,
    currentPosition: currentRole
      ? `${currentRole.title} at ${currentRole.company}`
      : (headline ?? null),
    location: location ?? null,
    industry: null,
    summary: (sections.get('Summary') ?? []).join(' ') || null,
    experience,
    education,
    skills: trimSidebar('Top Skills'),
    languages: trimSidebar('Languages'),
    connections: null,
    source: 'pdf',
    importedAt: importedAt.toISOString(),
  };
}
