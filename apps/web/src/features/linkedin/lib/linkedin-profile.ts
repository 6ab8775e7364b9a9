import { type LinkedinProfile, linkedinProfileSchema } from '@facet/contracts';

export type StoredLinkedinProfile =
  | { kind: 'none' }
  | { kind: 'parsed'; profile: LinkedinProfile }
  | { kind: 'raw'; text: string };

/**
 * The user's `linkedinProfile` JSON text, read with the contract schema. Text that is
 * not JSON, or not the profile shape, is kept raw (shown under 'Profile Data Available').
 */
export function readLinkedinProfile(text: string | null | undefined): StoredLinkedinProfile {
  if (text === null || text === undefined || text.trim() === '') return { kind: 'none' };
  try {
    const result = linkedinProfileSchema.safeParse(JSON.parse(text));
    if (result.success) return { kind: 'parsed', profile: result.data };
  } catch {
    // Not JSON.
  }
  return { kind: 'raw', text };
}
