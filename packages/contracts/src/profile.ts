import { z } from 'zod';

/** The imported LinkedIn profile, as stored (JSON text) on the user. */
export const linkedinProfileSchema = z.object({
  name: z.string().nullable(),
  headline: z.string().nullable(),
  currentPosition: z.string().nullable(),
  location: z.string().nullable(),
  industry: z.string().nullable(),
  summary: z.string().nullable(),
  experience: z.array(
    z.object({
      title: z.string(),
      company: z.string(),
      duration: z.string(),
      description: z.string(),
    }),
  ),
  education: z.array(z.object({ degree: z.string(), school: z.string(), year: z.string() })),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  /** null when the import does not say (a profile PDF has no connections list). */
  connections: z.number().int().nullable(),
  source: z.enum(['export', 'pdf']),
  importedAt: z.string(),
});
export type LinkedinProfile = z.infer<typeof linkedinProfileSchema>;

/** The largest LinkedIn import accepted (a data export ZIP or a profile PDF). */
export const LINKEDIN_IMPORT_MAX_BYTES = 25 * 1024 * 1024;

export const LINKEDIN_MESSAGES = {
  noImport:
    "There is no LinkedIn data to analyse yet. On LinkedIn, open Settings & Privacy → Data privacy → Get a copy of your data, request your data archive, and upload the ZIP file LinkedIn sends you. You can also upload your profile's 'Save to PDF' file.",
  unsupported:
    "Upload the ZIP file from LinkedIn's 'Get a copy of your data', or your profile's 'Save to PDF' file.",
  notAZip:
    'This ZIP file is damaged or is not a ZIP archive. Please download your LinkedIn export again.',
  tooBig:
    'This archive unpacks to far more data than a LinkedIn export does, so it was not opened. Please upload the ZIP file exactly as LinkedIn sent it.',
  notLinkedin:
    'This archive does not look like a LinkedIn data export: it has no Profile.csv or Positions.csv.',
  tooLarge:
    'A LinkedIn import can be at most 25 MB. Please upload the ZIP or PDF exactly as LinkedIn made it.',
  tooComplex:
    'This file took too long to read, so it was not imported. Please upload the ZIP or PDF exactly as LinkedIn made it.',
  notLinkedinPdf:
    "This PDF does not look like a LinkedIn profile (no 'Top Skills' or 'Page 1 of …' from LinkedIn's 'Save to PDF'), so your LinkedIn data was left as it was. Please use the 'Save to PDF' button on your LinkedIn profile, or upload your CV under Files.",
  emptyPdf:
    "We couldn't read any text in this PDF. Please use the 'Save to PDF' button on your LinkedIn profile.",
} as const;

/**
 * What a LinkedIn import answers (409) instead of replacing the member's data, until the member
 * confirms: the name the file is for, the name of the import it would replace, and whether the
 * file's name is not the member's. The member confirms by sending the import again with
 * `?confirmName=` set to `foundName` ('' when the file names nobody).
 */
export const linkedinConfirmSchema = z.object({
  foundName: z.string().nullable(),
  currentName: z.string().nullable(),
  memberName: z.string(),
  nameMismatch: z.boolean(),
});
export type LinkedinConfirm = z.infer<typeof linkedinConfirmSchema>;

const nameWords = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 2);

/**
 * Whether a name found in a file can be the member's: it shares their first or their last name
 * (accents and case ignored), so "Priya R." or "Priya Raman-Shah" are the member Priya Raman, and
 * "Jordan Lee" is not. A file that names nobody is not a mismatch.
 */
export function sameName(found: string | null, first: string, last: string): boolean {
  if (!found?.trim()) return true;
  const words = new Set(nameWords(found));
  return [...nameWords(first), ...nameWords(last)].some((w) => words.has(w));
}
