import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { alreadySaid } from './already.js';
import { factsOf } from './facts.js';
import {
  generalOpenQuestion,
  hiringOrg,
  OPEN_QUESTIONS,
  openQuestion,
  ownOrg,
} from './open-questions.js';
import { respond } from './respond.js';

/**
 * The closing question asks for what the member's post leaves open (GROW: the fact that would
 * most change the advice, or the next commitment), worded around their situation; never for what
 * they said, never two questions. Messages written for this test.
 */

const ask = (ids: string[], text: string) => openQuestion(ids, text, text, factsOf(text), 7);
const last = (reply: string) => reply.split(/\n\s*\n/).at(-1) ?? '';

describe('open questions keyed to what the post leaves open', () => {
  it('asks for the offer in writing when it was only made on a call', () => {
    const q = ask(
      ['offer-decision'],
      'The clinic called me with an offer over the phone on Monday. Is it normal to wait for paperwork?',
    );
    expect(q).toMatch(/in writing/);
  });

  it('never asks for a start date or a written offer the member already gave', () => {
    const text =
      'I signed the offer letter for the depot job last week and I start on the 14th. They want an answer on the relocation bonus by Friday.';
    const q = ask(['offer-decision'], text) ?? '';
    expect(q).not.toMatch(/start date|in writing|date to answer/);
  });

  it('asks about the skip-level when a manager takes credit, and not once they mention one', () => {
    const credit =
      'My manager keeps taking credit for the forecasts I prepare, in the weekly review.';
    expect(ask(['manager-conflict'], credit)).toMatch(/manager’s own manager/);
    const told = `${credit} I brought it up with the director at my skip-level last week.`;
    expect(ask(['manager-conflict'], told) ?? '').not.toMatch(/own manager/);
  });

  it('asks about severance only when the member lost their own job', () => {
    expect(ask(['layoff'], 'I was laid off on Tuesday along with half my team.')).toMatch(
      /severance/,
    );
    expect(
      ask(
        ['layoff'],
        'Half the people at my cousin’s firm were laid off last week. Is my sector next?',
      ) ?? '',
    ).not.toMatch(/severance/);
  });

  it('uses the person the member names on the hiring side', () => {
    const q = ask(
      ['offer-decision'],
      'HR told me I got the job and sent the offer letter, but I accepted before asking about hours.',
    );
    expect(q).toMatch(/\bHR\b/);
    expect(q).not.toMatch(/recruiter/);
  });

  it('speaks of the employer when the story has no recruiter in it', () => {
    const q = ask(
      ['offer-decision'],
      'My old department head asked me back and I accepted on the spot, but nothing else was settled.',
    );
    expect(q).toMatch(/the employer/);
    expect(q).not.toMatch(/recruiter/);
  });

  it('words every library question as one question, and none asks what its own entry assumes', () => {
    for (const [id, list] of Object.entries(OPEN_QUESTIONS)) {
      expect(list.length, id).toBeGreaterThan(0);
      for (const q of list) expect(q.ask.match(/\?/g)?.length, q.ask).toBe(1);
    }
  });
});

describe('the general path asks about the person the story turns on', () => {
  it('asks whether they have raised it with the person they name', () => {
    const text =
      'My team lead gives every weekend shift to me and none to the others. What can I do?';
    expect(generalOpenQuestion(text, text, [])).toMatch(
      /raised this with your team lead yet, or would it be the first time/,
    );
  });

  it('does not ask that once they say they talked to them', () => {
    const text =
      'My team lead gives every weekend shift to me. I asked her about it twice and she shrugged. What can I do?';
    expect(generalOpenQuestion(text, text, []) ?? '').not.toMatch(/raised this/);
  });

  it('does not treat good news as something to raise with anyone', () => {
    const text = 'The hiring manager rang to say I got the analyst job, starting in March!';
    expect(generalOpenQuestion(text, text, []) ?? '').not.toMatch(/raised this/);
  });

  it('asks a choice that moves them somewhere else where they would rather live', () => {
    const text = 'Should I take the job in another city or stay near my friends here?';
    expect(generalOpenQuestion(text, text, [])).toMatch(/where would you rather be living/);
  });
});

describe('questions already answered are not asked', () => {
  it('does not ask whether the new role is signed when they said they accepted it', () => {
    expect(
      alreadySaid(
        'Do you have your new role signed, and what is your notice period?',
        'I accepted the offer from the museum yesterday.',
        [],
      ),
    ).toBe(true);
  });

  it('does not ask what the gap was when they said what filled it', () => {
    const q =
      'What was the gap, in a sentence, and what have you done in it that you could mention?';
    expect(
      alreadySaid(q, 'I spent a year looking after my grandfather after his stroke.', []),
    ).toBe(true);
    expect(alreadySaid(q, 'I have a gap of a year on my CV.', [])).toBe(false);
  });

  it('does not ask who took the credit when they said who', () => {
    expect(
      alreadySaid(
        'Who took the credit, a colleague or your manager, and in front of whom?',
        'My supervisor took the credit for my launch plan.',
        [],
      ),
    ).toBe(true);
  });

  it('closes a reply about a rota with the person they named, not a stock question', () => {
    const { reply } = respond(
      coachRequest(
        1,
        'Late shifts\nMy supervisor hands the early shifts to the same two people every week and I get all the late ones. What can I do here?',
      ),
    );
    expect(last(reply)).not.toMatch(/good outcome|most like settled/);
    expect(last(reply).match(/\?/g)?.length).toBe(1);
  });
});

describe('open questions worded with the organisation the member names', () => {
  it('names the company that made the offer, never the one they work for now', () => {
    const offered =
      'After two interviews with Brightwater Logistics they offered me the dispatcher job. Should I take it?';
    expect(hiringOrg(offered, factsOf(offered))).toBe('Brightwater Logistics');
    expect(ask(['offer-decision'], offered)).toMatch(/Brightwater Logistics/);
    const own =
      'I work at Brightwater Logistics and a small startup offered me a job. Should I take it?';
    expect(hiringOrg(own, factsOf(own))).toBeUndefined();
    expect(ownOrg(own, factsOf(own))).toBe('Brightwater Logistics');
    expect(ask(['offer-decision'], own) ?? '').not.toMatch(/Brightwater/);
  });

  it('leaves the organisation out when the member names two', () => {
    const two =
      'Both Brightwater Logistics and Harbour Freight Group offered me a role. Which should I pick?';
    expect(hiringOrg(two, factsOf(two))).toBeUndefined();
  });

  it('builds a question on their fact only when the slot has one, else asks the plain question', () => {
    const render = (q: string) => (/\{place\|\}/.test(q) ? undefined : q);
    const text = 'I am sixteen and want my first job after school. Where do I even start?';
    const q = openQuestion(['first-job'], text, text, factsOf(text), 3, false, render) ?? '';
    expect(q).not.toMatch(/\{/);
  });
});

describe('open questions chosen by the detail the post shows', () => {
  it('asks what tripped them up when the interview is behind them and went badly', () => {
    expect(
      ask(['interview-prep'], 'I froze on the second question at the pharmacy interview today.'),
    ).toMatch(/tripped you up/);
  });

  it('asks about the address on applications when they are looking in another state', () => {
    expect(
      ask(['search-stalled'], 'I want to relocate to Oregon and nobody there calls me back.'),
    ).toMatch(/address/);
  });

  it('asks for a piece of work to show when they look for freelance clients', () => {
    expect(ask(['search-stalled'], 'How do I land my first freelance editing client?')).toMatch(
      /first client/,
    );
  });
});

describe('a question that presupposes two options asks it only of a member weighing two', () => {
  it('asks which they would pick at equal pay only when two ways are set side by side', () => {
    const two = 'Should I take the night porter job or stay at the café? The porter job pays more.';
    expect(generalOpenQuestion(two, two, [])).toMatch(/pay were the same/);
    const one = 'I was moved onto a salary last week. What should I know about overtime pay now?';
    expect(generalOpenQuestion(one, one, []) ?? '').not.toMatch(/pay were the same/);
  });
});
