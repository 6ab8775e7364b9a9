import {
  cooldownMessage,
  type DiamondInsightsResponse,
  INSIGHT_MESSAGES,
  INSIGHTS_COOLDOWN_MS,
} from '@facet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Coach, CoachError } from '../../ai/coach.js';
import {
  type EvidenceFile,
  groundProfile,
  insightsFrom,
  isEmptyProfile,
} from '../../ai/insights.js';
import type { DiamondProfileRow } from '../../db/schema/insights.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-error.js';
import type { UploadsRepository } from '../uploads/uploads.repository.js';
import type { InsightsRepository } from './insights.repository.js';

function toResponse(row: DiamondProfileRow | undefined): DiamondInsightsResponse {
  if (!row)
    return { success: true, insights: null, evidence: null, generatedAt: null, generator: null };
  return {
    success: true,
    insights: row.insights,
    evidence: row.evidence,
    generatedAt: row.generatedAt.toISOString(),
    generator: row.generator === 'ai' ? 'ai' : 'offline',
  };
}

export function createInsightsService(deps: {
  insights: InsightsRepository;
  uploads: UploadsRepository;
  coach: Coach;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { insights, uploads, coach, clock, log } = deps;
  /** Generations under way in this process: a double click costs one provider call, not two. */
  const running = new Set<string>();

  return {
    async get(userId: string) {
      return toResponse(await insights.find(userId));
    },

    /**
     * Builds the profile from the user's readable files, keeps only statements their files
     * support, and replaces the saved profile. Refused within 5 minutes of the last success (429);
     * on any failure the previous profile stays as it was.
     */
    async generate(userId: string, requestedFor: string) {
      if (requestedFor !== userId) throw new HttpError(403, INSIGHT_MESSAGES.notYours);
      const previous = await insights.find(userId);
      if (previous) {
        const waitMs = previous.generatedAt.getTime() + INSIGHTS_COOLDOWN_MS - clock.now();
        if (waitMs > 0)
          throw tooManyRequests(cooldownMessage(Math.ceil(waitMs / 60_000)), waitMs / 1000);
      }
      if (running.has(userId)) {
        throw tooManyRequests(
          'Your insights are being generated right now. Please wait a moment.',
          10,
        );
      }
      const files = await uploads.list(userId);
      if (files.length === 0) throw badRequest(INSIGHT_MESSAGES.noFiles);
      const readable: EvidenceFile[] = files
        .filter((f) => f.textStatus === 'ok' && f.text.trim())
        .map((f) => ({
          id: f.id,
          name: f.originalName,
          kind: f.kind === 'cv' ? 'cv' : 'psychometric',
          text: f.text,
        }));
      if (readable.length === 0) throw badRequest(INSIGHT_MESSAGES.noReadableFiles);

      running.add(userId);
      try {
        let evidence: ReturnType<typeof groundProfile>;
        try {
          evidence = groundProfile(await coach.proposeProfile(readable), readable);
        } catch (error) {
          log.warn({ err: error }, 'insight generation failed');
          throw new HttpError(
            502,
            error instanceof CoachError
              ? error.message
              : 'Failed to generate insights. Please try again.',
          );
        }
        if (isEmptyProfile(evidence)) throw new HttpError(422, INSIGHT_MESSAGES.notEnough);
        const saved = await insights.save({
          userId,
          insights: insightsFrom(evidence),
          evidence,
          generator: coach.kind === 'offline' ? 'offline' : 'ai',
          generatedAt: new Date(clock.now()),
        });
        return toResponse(saved);
      } finally {
        running.delete(userId);
      }
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
