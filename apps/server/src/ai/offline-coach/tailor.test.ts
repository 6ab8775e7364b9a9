import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { alreadySaid } from './already.js';
import { factsOf } from './facts.js';
import { respond } from './respond.js';
import { detailFor } from './tailor.js';

/**
 * Replies are about the member's own story: the closing question follows from a sentence of
 * theirs, places and claimed roles are read as facts, and no line repeats under every reply.
 * Messages written for this test.
 */

const STORY =
  'Struggling to get callbacks\nI have been sending applications for office admin jobs since spring. I sent about 60 applications to clinics and schools last month. My cousin says I should just call them. What am I doing wrong?';

describe('the reply ties its parts to what the member wrote', () => {
  it('leads a question with the sentence of theirs it follows from, said back in the second person', () => {
    const said = detailFor(
      STORY,
      'Roughly how many applications have you sent, and how many replies came back?',
      '',
    );
    expect(said).toBe('You said you sent about 60 applications to clinics and schools last month.');
  });

  it('never says back a sentence the reply already holds, reported speech, or a sentence of someone else', () => {
    const used = 'You sent about 60 applications to clinics and schools last month.';
    const said = detailFor(STORY, 'How many applications have you sent?', used);
    expect(said).not.toMatch(/60 applications/);
    expect(said ?? '').not.toMatch(/cousin|says/);
  });

  it('says nothing rather than a sentence unrelated to the question', () => {
    expect(
      detailFor('I like long walks by the river on weekends.', 'What figure did they offer?', ''),
    ).toBeUndefined();
  });

  it('quotes the question line they asked when nothing else can be said back', () => {
    const { reply } = respond(
      coachRequest(1, 'Remote weekend gigs for a student, any leads?\nLooking for ideas.'),
    );
    expect(reply).toContain('“Remote weekend gigs for a student, any leads?”');
  });

  it('never slots the role they hold into a note about the role they applied for', () => {
    const { reply } = respond(
      coachRequest(
        1,
        "Still no callbacks\nI'm a warehouse team lead in Ohio and I've sent 45 applications for logistics coordinator jobs since September, after 6 years on the floor. I got two phone screens and nothing after. What am I doing wrong?",
      ),
    );
    expect(reply).toMatch(/I have just applied for the open role/);
    expect(reply).not.toMatch(/applied for the warehouse team lead role/i);
  });

  it('adds no stock line about the offline coach under a first reply', () => {
    const { reply } = respond(coachRequest(1, 'Can you check my CV?'));
    expect(reply).not.toMatch(/I'm the offline coach/);
  });
});

describe('facts a reply can say back', () => {
  it('reads US states and large cities as places', () => {
    const places = factsOf('I moved from Ohio to Denver last year.').filter(
      (f) => f.kind === 'place',
    );
    expect(places.map((f) => f.text)).toEqual(['Ohio', 'Denver']);
  });

  it('keeps one word of their own before a role they claim, but not a judgement', () => {
    const roles = (t: string) =>
      factsOf(t)
        .filter((f) => f.kind === 'role')
        .map((f) => f.text);
    expect(roles("I'm currently a staffing coordinator at a clinic.")).toEqual([
      'staffing coordinator',
    ]);
    expect(roles('I work as a pastry chef.')).toEqual(['pastry chef']);
    expect(roles("Honestly I'm a terrible manager.")).toEqual([]);
  });
});

describe('no re-asking where they want to go', () => {
  it('a question about the target field counts as answered once the member named one', () => {
    const q = 'Which new field are you most drawn to, and what pulls you there?';
    expect(
      alreadySaid(
        q,
        "I've been a pharmacist for 7 years in Cardiff and want to move into medical writing roles.",
        [],
      ),
    ).toBe(true);
    expect(alreadySaid(q, 'I have been a pharmacist for 7 years and feel stuck.', [])).toBe(false);
    const severance = 'Have you been offered severance, and have you signed anything yet?';
    expect(
      alreadySaid(severance, 'They are offering 4 months of pay if I sign by Friday.', []),
    ).toBe(true);
    expect(alreadySaid(severance, 'My role is being cut at the end of the month.', [])).toBe(false);
  });
});
