import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { funnelFigures } from './funnel-figures.js';
import { respond } from './respond.js';

describe('a job search with its counts is worked out', () => {
  it('gives the share that became interviews and where it points', () => {
    const low = funnelFigures('Sent 85 applications since March, 2 interviews and no offers.');
    expect(low).toContain('2 interviews from 85 applications is 2.4 %');
    expect(low).toMatch(/CV and which roles you pick are where to start/);
    expect(low).toMatch(/too few to judge your interviewing/);
    const high = funnelFigures('40 applications, 6 interviews, zero offers so far');
    expect(high).toContain('6 interviews from 40 applications is 15 %');
    expect(high).toMatch(/look hard at how you interview/);
  });

  it('gives nothing without both counts', () => {
    expect(funnelFigures('I have had 3 interviews this month')).toBeUndefined();
    expect(funnelFigures('I applied to a lot of jobs, maybe 50 applications')).toBeUndefined();
  });

  it('a short "what am I doing wrong?" after the counts is the stalled search, not interview questions', () => {
    const { reply } = respond(
      coachRequest(
        1,
        "Five months in: 90 applications, 4 interviews, nothing offered. I'm a graphic designer. What am I doing wrong?",
      ),
    );
    expect(reply).toContain('4 interviews from 90 applications is 4.4 %');
    expect(reply).not.toMatch(/interview is likely to ask/);
  });
});
