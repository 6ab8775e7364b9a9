import { type DiamondEvidence, sameName } from '@facet/contracts';
import { nlp } from '../../nlp/english.js';
import { type EvidenceFile, groundProfile, type ProposedProfile } from '../insights.js';
import { buildOfflineProfile, silentFileReason } from './engine.js';
import { personNameOf } from './person-name.js';
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

/**
 * The files that name another person than the member (personNameOf reads the name their first
 * lines give): left out of the profile and flagged to the member, never merged into it.
 */
export function otherPeoplesFiles(input: {
  files: EvidenceFile[];
  firstName: string;
  lastName: string;
}): Array<{ fileId: string; fileName: string; foundName: string }> {
  const flagged: Array<{ fileId: string; fileName: string; foundName: string }> = [];
  for (const file of input.files) {
    const found = personNameOf(file.text);
    if (found && !sameName(found, input.firstName, input.lastName)) {
      flagged.push({ fileId: file.id, fileName: file.name, foundName: found });
    }
  }
  return flagged;
}

/**
 * The member's offline profile: files naming someone else are set aside and flagged
 * (otherPeoplesFiles), the profile is built from the rest.
 */
export function memberProfile(input: {
  files: EvidenceFile[];
  firstName: string;
  lastName: string;
}): {
  evidence: DiamondEvidence;
  flaggedFiles: Array<{ fileId: string; fileName: string; foundName: string }>;
  silentFiles: Array<{ fileId: string; fileName: string; reason: string }>;
} {
  const flaggedFiles = otherPeoplesFiles(input);
  const flagged = new Set(flaggedFiles.map((f) => f.fileId));
  const used = input.files.filter((f) => !flagged.has(f.id));
  const evidence = offlineProfile(used);
  // A used file no statement quotes: the member is told why, and what would fill the profile.
  const quoted = new Set(Object.values(evidence).flatMap((list) => list.map((e) => e.fileId)));
  const silentFiles = used
    .filter((f) => !quoted.has(f.id) && offlineProfileIsEmpty(f))
    .map((f) => ({ fileId: f.id, fileName: f.name, reason: silentFileReason(f) }));
  return { evidence, flaggedFiles, silentFiles };
}

/** Whether the file alone gives no statement (not merely none that survived the turn-taking). */
function offlineProfileIsEmpty(file: EvidenceFile): boolean {
  const alone = buildOfflineProfile([file]);
  return Object.values(alone).every((list) => list.length === 0);
}
