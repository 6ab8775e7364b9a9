import { LINKEDIN_IMPORT_MAX_BYTES, LINKEDIN_MESSAGES } from '@facet/contracts';

/** The LinkedIn toasts, word for word as the product defines them. */
export const LINKEDIN_REFRESH_FAILED_TITLE = 'LinkedIn Scraping Failed';
export const LINKEDIN_REFRESH_FAILED = 'Failed to scrape LinkedIn profile';
export const LINKEDIN_UPDATED = 'LinkedIn Profile Updated';
export const LINKEDIN_IMPORT_FAILED_TITLE = 'LinkedIn Import Failed';
export const LINKEDIN_IMPORT_FAILED = 'Failed to import your LinkedIn data. Please try again.';

export const LINKEDIN_IMPORT_MAX_MB = Math.round(LINKEDIN_IMPORT_MAX_BYTES / (1024 * 1024));

/** Why this file cannot be imported, or null when it may be sent (a ZIP or a PDF, not too big). */
export function importFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!name.endsWith('.zip') && !name.endsWith('.pdf')) return LINKEDIN_MESSAGES.unsupported;
  if (file.size > LINKEDIN_IMPORT_MAX_BYTES) {
    return `This file is larger than ${LINKEDIN_IMPORT_MAX_MB} MB. Please upload the ZIP file exactly as LinkedIn sent it, or your profile's 'Save to PDF' file.`;
  }
  return null;
}
