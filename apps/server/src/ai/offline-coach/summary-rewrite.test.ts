import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import type { CoachTurn } from '../coach.js';
import { pastedCv, respond } from './respond.js';
import { rewriteSummary, targetPhrase } from './summary-rewrite.js';

const NURSE =
  'Dedicated nurse with 9 years in intensive care. I was leading a team of 6 nurses on night shifts, training new starters and auditing medication records. I am good with Excel, SQL and Tableau. Looking for a new challenge.';

describe('a pasted summary rewritten from its own lines', () => {
  it('keeps title, years and what they did; drops filler; adds only the target role', () => {
    const r = rewriteSummary(NURSE, 'data analyst');
    expect(r?.title).toBe('Nurse');
    expect(r?.full).toMatch(/^Nurse with 9\+ years in intensive care: leading a team of 6 nurses/);
    expect(r?.full).toContain('Excel, SQL and Tableau');
    expect(r?.full).toContain('data analyst');
    expect(r?.full).not.toMatch(/Dedicated|new challenge/);
    expect(r?.dropped).toEqual(['Looking for a new challenge.', 'dedicated']);
  });

  it('fixes misspellings with the dictionary and turns "responsible for -ing" into the action', () => {
    const r = rewriteSummary(
      'Hard working retail profesional with 5 years experiance. Responsible for ordering stock for two stores and training weekend staff. Team player.',
    );
    expect(r?.fixes.map((f) => f.suggestion)).toEqual(['professional', 'experience']);
    expect(r?.full).toBe(
      'Retail professional with 5+ years of experience: ordering stock for two stores and training weekend staff.',
    );
  });

  it('never invents a verb: a duty with no action in it is kept as written', () => {
    const r = rewriteSummary(
      'Office administrator with 4 years in a law firm. Responsible for the diary of three partners and the filing system.',
    );
    expect(r?.full).toContain('Responsible for the diary of three partners and the filing system.');
  });

  it('in chat: the summary is rewritten three ways, and "give me 3 options" shows the three', () => {
    const first = `Can you rewrite my CV summary? I want data analyst roles.\n\n"${NURSE}"`;
    const { reply } = respond(coachRequest(1, first));
    expect(reply).toMatch(/\*\*Your new summary\*\*\n\n> Nurse with 9\+ years/);
    expect(reply).not.toMatch(/Title: (Applying|I )/);
    const history: CoachTurn[] = [
      { role: 'user', content: first },
      { role: 'assistant', content: reply },
    ];
    const { reply: options } = respond(coachRequest(1, 'give me 3 options', { history }));
    expect(options.match(/^> /gm)).toHaveLength(3);
    expect(options).toMatch(/^1\. \*\*Complete\.\*\*/m);
  });

  it('reads a summary pasted in quotes with thanks after it, whatever the ask calls it', () => {
    const message =
      'Could you look over my CV profile part and make it better? I want to move into learning design.\n\n"Experianced history teacher 2014-present. I was teaching classes of 28 pupils, writing exam papers and running the debate club. I know Moodle and Google Classroom."\n\nMany thanks';
    const { reply } = respond(coachRequest(1, message));
    expect(reply).toContain(
      '> History teacher since 2014: teaching classes of 28 pupils, writing exam papers and running the debate club. Tools: Moodle and Google Classroom. Now moving into learning design roles',
    );
    expect(reply).not.toMatch(/Many thanks|Boodle|Moodle” →/);
  });

  it('takes the field they are heading for in their own words', () => {
    expect(targetPhrase('I want to move into learning design.')).toBe('learning design');
    expect(targetPhrase('Applying for product marketing roles.')).toBe('product marketing');
    expect(targetPhrase('I want to move on.')).toBeUndefined();
  });
});

describe('a summary quoted inside a request', () => {
  it('takes the quoted summary as the CV and the words around it as the ask', () => {
    const pasted = pastedCv(
      "Here's my profile: 'Reliable site supervisor with 12 years in commercial construction. Hard worker and good listener.' Could you tighten it? I'd like to move into project controls.",
    );
    expect(pasted?.cv).toBe(
      'Summary\nReliable site supervisor with 12 years in commercial construction. Hard worker and good listener.',
    );
    expect(pasted?.ask).toMatch(/tighten it\? I'd like to move into project controls\.$/);
  });

  it('leaves the closing ask out of an unquoted summary', () => {
    const pasted = pastedCv(
      'Rewrite my summary: Payroll administrator with 6 years across retail and hospitality, running monthly payroll for 400 staff. Can you make it sound stronger? I want analyst roles.',
    );
    expect(pasted?.cv).not.toMatch(/Can you|analyst roles/);
    expect(pasted?.ask).toMatch(/I want analyst roles\./);
  });

  it('says it fixed the spelling only when it did', () => {
    const { reply } = respond(
      coachRequest(
        1,
        "Here's my profile: 'Reliable site supervisor with 12 years in commercial construction. Hard worker and good listener.' Could you tighten it?",
      ),
    );
    expect(reply).not.toMatch(/fixed the spelling/);
  });
});

describe('a summary quoted after a question, with nothing concrete in it', () => {
  const message =
    "Is this ok for the top of my resume? 'Motivated self-starter and quick learner with strong organisational skills, looking for an exciting opportunity in logistics where I can develop.'";

  it('is read as the summary though no colon introduces it', () => {
    expect(pastedCv(message)?.cv).toMatch(/^Summary\nMotivated self-starter/);
  });

  it('names the empty phrases, keeps the aim, and asks for the facts instead of a file', () => {
    const { reply } = respond(coachRequest(1, message));
    expect(reply).not.toMatch(/Attach it here|What you shared/);
    expect(reply).toMatch(/“self-starter”/);
    expect(reply).toMatch(/“strong organisational skills”/);
    expect(reply).toMatch(/you want logistics; that part stays/);
    expect(reply).toMatch(/most recent role/);
    // No empty rewrite is offered in its place.
    expect(reply).not.toMatch(/\*\*Your new summary\*\*/);
  });

  it('joins "N years at …" to the title instead of saying the years twice', () => {
    const r = rewriteSummary(
      'I am a passionate recruiter who loves people. 7 years at two agencies filling warehouse and driving roles.',
    );
    expect(r?.full).toMatch(
      /^Recruiter with 7\+ years at two agencies filling warehouse and driving roles\./,
    );
    expect(r?.dropped).toContain('passionate');
  });
});
