import { afterAll, describe, expect, it } from 'vitest';
import type { WorkerJobTiming } from '../../lib/worker-pool.js';
import { assessTurnOff, INLINE_RISK_CHARS } from './detect.js';
import { assessRisk } from './risk.js';
import { createRiskPool } from './risk-pool.js';

// Long messages written for this test: ordinary work talk with one risk sentence in the middle,
// so each is read in several slices and the sign must survive the trip to a worker and back.
const filler = 'The quarterly review went fine and my manager liked the new dashboard. ';
const longCrisis = `${filler.repeat(40)}I have been saving my pills and I think tonight is the night. ${filler.repeat(40)}`;
const longOrdinary = filler.repeat(90);

describe('the risk pool', () => {
  const pool = createRiskPool({ size: 1 });
  const jobs: WorkerJobTiming[] = [];
  pool.onJob = (timing) => jobs.push(timing);
  afterAll(() => pool.close());

  it('reads a long message in a worker, with the same answer as the reader here', async () => {
    expect(longCrisis.length).toBeGreaterThan(INLINE_RISK_CHARS);
    const off = await assessTurnOff(longCrisis, pool);
    expect(off).toEqual(assessRisk(longCrisis));
    expect(off.level).toBe('crisis');
    expect(jobs.some((j) => j.pool === 'safety' && j.outcome === 'ok')).toBe(true);
    expect((await assessTurnOff(longOrdinary, pool)).level).toBe('none');
  }, 60_000);

  it('reads a short message on this thread, without a job', async () => {
    const before = jobs.length;
    expect((await assessTurnOff('I want to end my life', pool)).level).toBe('crisis');
    expect(jobs.length).toBe(before);
  });

  it('never leaves a message unread when the pool fails or is closed', async () => {
    const failing = createRiskPool({ size: 1, timeoutMs: 1 });
    const text = `${longCrisis} `;
    expect((await assessTurnOff(text, failing)).level).toBe('crisis');
    await failing.close();
    expect((await assessTurnOff(`${text} `, failing)).level).toBe('crisis');
  }, 60_000);
});
