import type { DiamondEvidence } from '@facet/contracts';
import {
  cooldownMessage,
  ERROR_CODES,
  INSIGHT_MESSAGES,
  INSIGHTS_COOLDOWN_MS,
} from '@facet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Coach, CoachError } from '../../ai/coach.js';
import { type EvidenceFile, insightsFrom } from '../../ai/insights.js';
import { FairTurns } from '../../ai/profile/fair-turns.js';
import { PROFILE_JOBS } from '../../ai/profile/pool.js';
import type { DiamondProfileRow } from '../../db/schema/insights.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-error.js';
import { WorkerJobError, type WorkerPool } from '../../lib/worker-pool.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { toInsightsResponse } from './insights.mapper.js';
import type { InsightsRepository } from './insights.repository.js';

/**
 * Did the member's files change (one added, removed or replaced) since `profile` was generated?
 * Regenerating because the evidence changed is not the waste the cooldown guards against. A row
 * saved before the file set was recorded counts as unchanged.
 */
function filesChangedSince(profile: DiamondProfileRow, files: { id: string }[]): boolean {
  if (!profile.fileIds) return false;
  return (
    files
      .map((f) => f.id)
      .sort()
      .join() !== [...profile.fileIds].sort().join()
  );
}

/** A profile job that could not finish, as an answer the member can act on. */
function jobFailure(error: WorkerJobError): HttpError {
  const kept = 'Your previous profile is unchanged.';
  switch (error.reason) {
    case 'timeout':
      return new HttpError(
        503,
        `Building your profile took too long and was stopped. ${kept} Please try again in a few minutes.`,
      );
    case 'memory':
      return new HttpError(
        422,
        `Your files need more memory than building a profile may use. ${kept} Remove or shorten your largest file and try again.`,
      );
    case 'closed':
      return new HttpError(503, `The server is restarting. ${kept} Please try again in a moment.`);
    default:
      return new HttpError(500, `Building your profile failed. ${kept} Please try again.`);
  }
}

export function createInsightsService(deps: {
  insights: InsightsRepository;
  uploads: Pick<UploadsService, 'filesWithText'>;
  coach: Coach;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Worker threads for the CPU-heavy part: building the offline profile, grounding quotes. */
  profiles: WorkerPool;
  /** Whose build goes to the workers next; fair turns the pool's size wide when not given. */
  turns?: FairTurns;
}) {
  const { insights, uploads, coach, clock, log, profiles } = deps;
  const turns = deps.turns ?? new FairTurns(profiles.size);
  /** Generations under way in this process: a double click costs one provider call, not two. */
  const running = new Set<string>();

  return {
    async get(userId: string) {
      const [row, files] = await Promise.all([
        insights.find(userId),
        uploads.filesWithText(userId),
      ]);
      return toInsightsResponse(
        row,
        files.map((f) => f.id),
      );
    },

    /**
     * Builds the profile from the user's readable files, keeps only statements their files
     * support, and replaces the saved profile. Refused within 5 minutes of the last success (429)
     * unless the files changed since; on any failure the previous profile stays as it was.
     */
    async generate(
      member: { id: string; firstName: string; lastName: string },
      requestedFor: string,
      address = '',
    ) {
      const userId = member.id;
      if (requestedFor !== userId) throw new HttpError(403, INSIGHT_MESSAGES.notYours);
      const [previous, files] = await Promise.all([
        insights.find(userId),
        uploads.filesWithText(userId),
      ]);
      if (previous && !filesChangedSince(previous, files)) {
        const waitMs = previous.generatedAt.getTime() + INSIGHTS_COOLDOWN_MS - clock.now();
        if (waitMs > 0) {
          const message = cooldownMessage(Math.ceil(waitMs / 60_000));
          throw tooManyRequests(message, waitMs / 1000, ERROR_CODES.insightsCooldown);
        }
      }
      // One build per member at a time: a second request while one is under way is refused.
      if (running.has(userId)) {
        throw tooManyRequests(
          'Your insights are being generated right now. Please wait a moment.',
          10,
        );
      }
      if (files.length === 0) throw badRequest(INSIGHT_MESSAGES.noFiles);
      const readableFiles: EvidenceFile[] = files
        .filter((f) => f.textStatus === 'ok' && f.text.trim())
        .map((f) => ({
          id: f.id,
          name: f.originalName,
          kind: f.kind === 'cv' ? 'cv' : 'psychometric',
          text: f.text,
        }));
      if (readableFiles.length === 0) throw badRequest(INSIGHT_MESSAGES.noReadableFiles);

      running.add(userId);
      try {
        // A CV or report of someone else (the name its first lines give is not the member's) is
        // flagged to the member in the answer, never merged into their profile, nor sent to a
        // provider: the name is read in the worker, with the profile or before the proposals.
        const names = { firstName: member.firstName, lastName: member.lastName };
        let flaggedFiles: FlaggedFile[] = [];
        let silentFiles: SilentFile[] = [];
        let evidence: DiamondEvidence;
        try {
          // The offline engine runs whole in a worker; a provider's proposals come over the
          // network here and only their checking against the files runs in a worker.
          // Waiting builds take turns by address and member, not first come (ai/profile/fair-turns).
          const turn = { group: address, member: userId };
          if (coach.kind === 'offline') {
            const built = await turns.run(turn, () =>
              profiles.run<MemberProfile>(PROFILE_JOBS.memberProfile, {
                files: readableFiles,
                ...names,
              }),
            );
            flaggedFiles = built.flaggedFiles;
            silentFiles = built.silentFiles ?? [];
            evidence = built.evidence;
          } else {
            flaggedFiles = await turns.run(turn, () =>
              profiles.run<FlaggedFile[]>(PROFILE_JOBS.otherPeoplesFiles, {
                files: readableFiles,
                ...names,
              }),
            );
            const flaggedIds = new Set(flaggedFiles.map((f) => f.fileId));
            const readable = readableFiles.filter((f) => !flaggedIds.has(f.id));
            if (readable.length === 0) throw badRequest(INSIGHT_MESSAGES.otherPeoplesFiles);
            const proposed = await coach.proposeProfile(readable);
            evidence = await turns.run(turn, () =>
              profiles.run<DiamondEvidence>(PROFILE_JOBS.groundProposals, {
                proposed,
                files: readable,
              }),
            );
          }
        } catch (error) {
          if (error instanceof HttpError) throw error;
          if (error instanceof WorkerJobError) {
            log.warn({ err: error, reason: error.reason }, 'profile job failed');
            throw jobFailure(error);
          }
          log.warn({ err: error }, 'insight generation failed');
          throw new HttpError(
            502,
            error instanceof CoachError
              ? error.message
              : 'Failed to generate insights. Please try again.',
          );
        }
        if (flaggedFiles.length >= readableFiles.length) {
          throw badRequest(INSIGHT_MESSAGES.otherPeoplesFiles);
        }
        // Readable files that say little still get their profile, empty dimensions included:
        // the page says, per empty dimension, what kind of document or answer would fill it
        // (DIMENSION_SOURCES). Refusing would hide what the files do show.
        const saved = await insights.save({
          userId,
          insights: insightsFrom(evidence),
          evidence: {
            ...evidence,
            files: {
              ...(flaggedFiles.length > 0 ? { flagged: flaggedFiles } : {}),
              ...(silentFiles.length > 0 ? { silent: silentFiles } : {}),
            },
          },
          generator: coach.kind === 'offline' ? 'offline' : 'ai',
          generatedAt: new Date(clock.now()),
          fileIds: files.map((f) => f.id).sort(),
        });
        return toInsightsResponse(
          saved,
          files.map((f) => f.id),
        );
      } finally {
        running.delete(userId);
      }
    },
  };
}

type FlaggedFile = { fileId: string; fileName: string; foundName: string };
type SilentFile = { fileId: string; fileName: string; reason: string };
type MemberProfile = {
  evidence: DiamondEvidence;
  flaggedFiles: FlaggedFile[];
  silentFiles?: SilentFile[];
};

export type InsightsService = ReturnType<typeof createInsightsService>;
