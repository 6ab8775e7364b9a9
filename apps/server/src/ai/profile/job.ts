import type { DiamondEvidence } from '@facet/contracts';
import { nlp } from '../../nlp/english.js';
import { type EvidenceFile, groundProfile, type ProposedProfile } from '../insights.js';
import { buildOfflineProfile } from './engine.js';
import { supportedProposals } from './support.js';

/**
 * Jobs of the profile worker pool (see profile/pool.ts): the work that is linear in the size of
 * the member's files runs here, never on the server's own thread.
 */

/** Loads the engine and the English model and reads one sentence: a new worker's warm-up. */
export function warm(): void {
  nlp.readDoc('You tend to look for patterns in complex problems.');
}

/** The offline profile, built and checked against the files. */
export function offlineProfile(files: EvidenceFile[]): DiamondEvidence {
  return groundProfile(buildOfflineProfile(files), files);
}

/**
 * A provider's proposals checked against the files: a quote must support its statement (content
 * words shared, never a contact or header line: profile/support.ts) and stand in the named file.
 */
export function groundProposals(input: {
  proposed: ProposedProfile;
  files: EvidenceFile[];
}): DiamondEvidence {
  return groundProfile(supportedProposals(input.proposed), input.files);
}
