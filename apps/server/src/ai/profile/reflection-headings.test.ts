import { describe, expect, it } from 'vitest';
import { checkStatement } from '../../eval/statement-checks.js';
import { byDimension, profileOf } from '../../test/profile-of.js';

/**
 * A personal plan written under headings of its own (Markdown): where they want to be, what they
 * believe, what they will not compromise on, what they are already doing. Every line here is
 * invented for the test.
 */
const PLAN = [
  '# Ten years on: a plan',
  '',
  '*Drafted in the waiting room before my appraisal, Monday 3 March.*',
  '',
  '## Where I want to be',
  '',
  '- **A workshop of my own**, two benches and an apprentice, repairing old clocks in Whitby.',
  '- **Teaching an evening class** at the college once a term.',
  '',
  '## What I believe, underneath it all',
  '',
  'Repair beats replacement nearly every time. I believe that more each winter.',
  '',
  '## What I will not compromise on',
  '',
  '1. **Weekends at the allotment.** I gave up two summers to overtime and will not again.',
  '2. **Fair prices for pensioners.** If the shop only works by overcharging them, it should close.',
  '',
  "## What I'm already doing",
  '',
  '- Putting a tenth of my wage aside for tools (since April).',
  '- Shadowing Mr Okoro at his repair stall on Saturdays to learn the trade side.',
  '',
  '## What I want next',
  '',
  'I would like to start that next spring.',
].join('\n');

describe('a plan under its own headings', () => {
  const p = byDimension(PLAN, 'plan.md');

  it('reads each item under "Where I want to be" as an aim', () => {
    expect(p.vision).toEqual([
      'Your aim is a workshop of your own, two benches and an apprentice, repairing old clocks in Whitby.',
      'Your aim is teaching an evening class at the college once a term.',
    ]);
  });

  it('reads a belief under a heading that runs on, and not a sentence that points back', () => {
    expect(p.beliefs).toEqual(['You believe that repair beats replacement nearly every time.']);
  });

  it('reads the items of a list of what they will not compromise on as values', () => {
    expect(p.values).toEqual([
      'You value weekends at the allotment.',
      'You value fair prices for pensioners.',
    ]);
  });

  it('reads what they are already doing in the present', () => {
    expect(p.behaviours).toEqual([
      'You gave up two summers to overtime and will not again.',
      'You are putting a tenth of your wage aside for tools (since April).',
      'You are shadowing Mr Okoro at his repair stall on Saturdays to learn the trade side.',
    ]);
  });

  it('never makes a caption into a deed, and every statement passes the checks', () => {
    expect(Object.values(p).flat().join(' ')).not.toMatch(/Drafted|You drafted|start that/);
    for (const list of Object.values(profileOf(PLAN, 'plan.md')))
      for (const s of list) expect(checkStatement(s.statement, s.quote)).toEqual([]);
  });
});

describe('a short sentence that points back', () => {
  it('is not stated alone, while a lesson with its own clause is', () => {
    const p = byDimension(
      'About\n\nI learned that the hard way. I stopped doing it around 2020. I learned that asking early saves weeks.',
    );
    expect(Object.values(p).flat()).toEqual(['You learned that asking early saves weeks.']);
  });
});

describe('limits as a journal or a review tells them', () => {
  const p = byDimension(
    [
      'Diary, Thursday',
      'I signed up for the rota review even though I was already stretched. Last night I replied to messages until 2am again. I have not taken a proper break in three weeks.',
      'Everybody else on the team seems to pick things up faster than me. I keep thinking that if I push back they will see I cannot cope.',
      'I never feel like my reports are finished. I left the audit notes until the night before, as usual.',
    ].join('\n'),
  );

  it('reads overwork, never finishing and leaving things late as limiting habits', () => {
    expect(p.limitingBehaviours).toEqual(
      expect.arrayContaining([
        'Last night you replied to messages until 2am again.',
        'You have not taken a proper break in three weeks.',
      ]),
    );
    expect(p.limitingBehaviours.join(' ')).toMatch(/night before/);
  });

  it('reads comparing themselves with everyone and "I cannot cope" as limiting beliefs', () => {
    expect(p.limitingBeliefs.join(' ')).toMatch(/faster than you/);
    expect(p.limitingBeliefs.join(' ')).toMatch(/cannot cope/);
  });

  it('leaves a habit they have already changed alone', () => {
    expect(
      byDimension('Review\nLast year I stopped answering emails after 9pm and I have kept to it.')
        .limitingBehaviours,
    ).toEqual([]);
  });
});

describe("a diary's one-off events", () => {
  it('are not stated as how they work, while a habit said with them is', () => {
    const p = byDimension(
      'Diary, Friday\nThis morning I presented the stock figures to the area manager. Last night I replied to rota messages until 1am again.',
    );
    expect(p.behaviours).toEqual([]);
    expect(p.limitingBehaviours).toEqual([
      'Last night you replied to rota messages until 1am again.',
    ]);
  });
});
