import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { conversation, options, PLACEHOLDER, quoted } from '../../test/offline-conversation.js';
import { artefactAsk } from './artefacts.js';
import { respond } from './respond.js';

/**
 * A member who asks for a thing (headlines, opening lines, questions to ask, a script, a message)
 * gets that thing first, as many as asked for, built from their own facts; a message that only
 * mentions such a thing does not get one; and "the second one", "shorter", "less formal", "3
 * options" act on what was delivered. Every sentence here was written for this test.
 */

describe('reading an ask for an artefact', () => {
  it('reads the kind and the number, in digits or words, with sensible defaults', () => {
    expect(artefactAsk('Could you write four headlines for me? I sell insurance.')).toMatchObject({
      kind: 'headline',
      n: 4,
      counted: true,
    });
    expect(artefactAsk('Give me 2 opening lines for my letter to a bakery')).toMatchObject({
      kind: 'opener',
      n: 2,
    });
    expect(artefactAsk('What questions should I ask the hiring manager on Friday?')).toMatchObject({
      kind: 'questions',
      counted: false,
    });
    expect(artefactAsk('Draft a note to my supervisor saying I am back on Monday')).toMatchObject({
      kind: 'message',
      n: 1,
    });
    expect(artefactAsk('Make me a checklist for my first week as a site manager')).toMatchObject({
      kind: 'list',
    });
  });

  it('finds the ask in the middle of a longer story', () => {
    expect(
      artefactAsk(
        'I moved to Leeds in spring and started freelancing as an illustrator. Work has been quiet. Could you suggest a few headlines? Mostly I draw maps for board games.',
      ),
    ).toMatchObject({ kind: 'headline', n: 3 });
  });

  it('does not take a mention, a question about one, or quoted words for an ask', () => {
    expect(artefactAsk('My sister thinks my LinkedIn headline is too long, but I like it.')).toBe(
      undefined,
    );
    expect(artefactAsk('Does the headline on a profile really matter to recruiters?')).toBe(
      undefined,
    );
    expect(
      artefactAsk('The agency wrote back: "can you send me your portfolio by Friday". Odd.'),
    ).toBe(undefined);
    expect(artefactAsk('Please send a DM if you want to join our study group.')).toBe(undefined);
  });
});

describe('the coach delivers the artefact asked for', () => {
  it('gives as many headlines as asked, from the member’s role, years and target', () => {
    const [reply = ''] = conversation(1, [
      'Can you write me four LinkedIn headlines? I have done bookkeeping for 7 years and I am moving into financial analysis.',
    ]);
    const got = options(reply);
    expect(got).toHaveLength(4);
    expect(reply.indexOf('1. **')).toBeLessThan(200);
    expect(got.join(' ')).toMatch(/7 years/);
    expect(got.join(' ')).toMatch(/Financial Analysis/);
    expect(got.join(' ')).toMatch(/Bookkeeping/);
    expect(reply).not.toMatch(PLACEHOLDER);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('writes opening lines that name the company and the member’s own years', () => {
    const [reply = ''] = conversation(18, [
      'I need two opening lines for a cover letter to a bike shop called Spokewise, I have been a car mechanic for 9 years.',
    ]);
    const got = options(reply);
    expect(got).toHaveLength(2);
    for (const line of got) expect(line).toMatch(/9 years/);
    expect(got.some((l) => /Spokewise/.test(l))).toBe(true);
    expect(reply).not.toMatch(PLACEHOLDER);
  });

  it('lists the number of questions asked for, to ask the one named', () => {
    const [reply = ''] = conversation(22, [
      'I have an offer from a hospital and one from a clinic. What 5 questions should I ask the clinic before I decide?',
    ]);
    const got = options(reply);
    expect(got).toHaveLength(5);
    for (const q of got) expect(q.trim().endsWith('?')).toBe(true);
    expect(reply).toMatch(/ask the clinic/);
  });

  it('gives a spoken request in as many versions as asked, backed by the member’s own record', () => {
    const [reply = ''] = conversation(19, [
      'Could you give me 3 lines I can use to ask for a pay rise? I have been a payroll clerk for 4 years and I now train every new starter.',
    ]);
    expect(reply).toMatch(/Three versions/);
    expect(reply.match(/^> /gm)?.length).toBe(3);
    expect(quoted(reply)).toMatch(
      /payroll clerk here for 4 years, and I now train every new starter/,
    );
    expect(quoted(reply)).toMatch(/ask for a pay rise/);
  });

  it('reads "give me" as the member’s, not questions to ask themselves', () => {
    const [reply = ''] = conversation(1, [
      'Give me 3 questions I should ask the recruiter from Bramble Labs on our call.',
    ]);
    expect(options(reply)).toHaveLength(3);
    expect(reply).toMatch(/to ask the recruiter/);
    expect(reply).not.toMatch(/ask yourself/);
  });

  it('writes a script in the member’s own words, not a list of steps', () => {
    const [reply = ''] = conversation(15, [
      'Give me a script for telling my manager I am buried in audits and cannot cover the night rota.',
    ]);
    expect(quoted(reply)).toMatch(/buried in audits and cannot cover the night rota/);
    expect(options(reply)).toHaveLength(0);
    expect(reply).not.toMatch(PLACEHOLDER);
  });

  it('drafts a message to the person named, saying what the member wants said', () => {
    const [reply = ''] = conversation(1, [
      'Draft a short message to a recruiter who contacted me, saying I am only open to part-time tutoring roles.',
    ]);
    const draft = quoted(reply);
    expect(draft).toMatch(/^Hi /);
    expect(draft).toMatch(/only open to part-time tutoring roles/);
    expect(draft).toMatch(/Robin$/);
    expect(reply).not.toMatch(PLACEHOLDER);
  });

  it('asks for the one fact it cannot do without, never a placeholder', () => {
    const [reply = ''] = conversation(1, ['Give me three LinkedIn headlines please.']);
    expect(options(reply)).toHaveLength(0);
    expect(reply).toMatch(/\?/);
    expect(reply).not.toMatch(PLACEHOLDER);
  });

  it('answers a message that only mentions a headline as before, with no headlines', () => {
    const [reply = ''] = conversation(1, [
      'My mentor says my LinkedIn headline is dull, but I am content where I am as a pharmacist.',
    ]);
    expect(reply).not.toMatch(/headline options?/i);
  });
});

describe('follow-ups act on the delivered artefact', () => {
  const ask =
    'Could you come up with three headlines for me? I have worked in retail banking for 6 years and I am moving into compliance.';

  it('"the second one" gives that option on its own', () => {
    const [first = '', second = ''] = conversation(1, [ask, 'the second one']);
    const picked = options(first)[1] ?? '';
    expect(picked).not.toBe('');
    expect(quoted(second)).toBe(picked);
  });

  it('"give me 5 options" gives five, the new ones first', () => {
    const [first = '', more = ''] = conversation(1, [ask, 'give me 5 options']);
    const got = options(more);
    expect(got).toHaveLength(5);
    expect(options(first)).not.toContain(got[0]);
  });

  it('"shorter" and "more formal" act on the draft, keeping what it says', () => {
    const [, shorter = '', formal = ''] = conversation(15, [
      'Can you write me an email to my boss telling him I need to leave at 3 on Fridays for my course?',
      'shorter',
      'more formal',
    ]);
    expect(quoted(shorter)).toMatch(/leave at 3 on Fridays/);
    expect(quoted(formal)).toMatch(/leave at 3 on Fridays/);
    expect(quoted(formal)).toMatch(/^Hello,|^Dear /);
    expect(quoted(formal)).toMatch(/Kind regards/);
  });

  it('"3 options" on a single draft gives versions of it', () => {
    const [, versions = ''] = conversation(1, [
      'Draft a note to a recruiter who messaged me saying I am only looking at roles in Glasgow.',
      'give me 3 options',
    ]);
    expect(versions).toMatch(/versions/i);
    expect(
      quoted(versions).match(/only looking at roles in Glasgow/g)?.length,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('lines to say in a moment', () => {
  it('reads a request for phrases for a moment, and gives four to six that fit it', () => {
    expect(
      artefactAsk('Could you suggest a few lines I can say if my mind goes blank on a question?')
        ?.moment,
    ).toMatch(/blank/);
    expect(artefactAsk('My phrases were fine when I practised with a friend.')).toBeUndefined();
    const [, second] = conversation(1, [
      'My panel interview for a senior analyst post is on Monday and I want to prepare properly.',
      'Can you give me some words I can use when I need a moment to think before I answer?',
    ]);
    const lines = (second ?? '').split('\n').filter((l) => /^\d+\.\s/.test(l));
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.length).toBeLessThanOrEqual(6);
    expect(second).toMatch(/think|moment|pause/i);
    expect(second).not.toMatch(/still stand/);
  });

  it('fits the lines to the moment named: not knowing the answer is not being interrupted', () => {
    const unknown = respond(
      coachRequest(1, 'What can I say when I do not know the answer to a technical question?'),
    ).reply;
    expect(unknown).toMatch(/not worked with that|rather not guess/i);
    const cut = respond(
      coachRequest(
        1,
        'Give me some phrases for when a colleague keeps interrupting me in meetings.',
      ),
    ).reply;
    expect(cut).toMatch(/finish/i);
  });
});
