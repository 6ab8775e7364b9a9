import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { answerFor } from './answers.js';
import { respond } from './respond.js';
import { withoutOthersLeaving } from './retrieve.js';
import { type Condition, readSituation } from './status.js';

/**
 * Reading where the member stands before choosing the answer (status.ts), and the preconditions
 * on entries, cards and steps that keep advice for one standing away from another. Every message
 * here was written for this test.
 */

const conditions = (text: string) => [...readSituation(text).conditions].sort();
const reply = (agentId: number, text: string) => respond(coachRequest(agentId, text)).reply;

describe('reading where the member stands', () => {
  it.each<[string, Condition[]]>([
    ['The hospital let me go on Monday after a restructure.', ['job-ended', 'job-lost']],
    ['I got laid off from the agency last month and rent is due.', ['job-ended', 'job-lost']],
    ['They fired me over a late delivery I did not even handle.', ['job-ended', 'job-lost']],
    [
      'My partner was made redundant in the spring and is still looking.',
      ['job-ended', 'job-lost'],
    ],
    ['I quit on Friday without a plan.', ['job-ended']],
    ['I have been out of work since the summer.', ['job-ended']],
    ['My boss put me on a performance improvement plan with 45 days to improve.', ['on-plan']],
    ['I got a final warning for lateness last week.', ['on-plan']],
    ['Should I quit my job at the call centre? The hours are wrecking me.', ['deciding']],
    ['Is it a bad idea to leave before my bonus pays out?', ['deciding']],
    ['I have decided to resign next month and want to leave well.', ['leaving']],
    ['I am handing in my notice on Monday.', ['leaving']],
    ['I want to quit; the new role is nothing like the advert.', ['deciding']],
    // A layoff from an earlier job does not end the one they are weighing.
    ['I was laid off last year and took this job fast. Should I quit already?', ['deciding']],
    ['I am a year 13 sixth form student looking for weekend work.', ['student']],
    ['I accepted the offer from the clinic last Tuesday.', ['accepted-offer']],
    ['I signed the contract with the studio on Friday.', ['accepted-offer']],
    ['I just got an offer from a bakery chain and I am not sure.', ['has-offer']],
  ])('%s → %j', (text, expected) => {
    expect(conditions(text)).toEqual(expected);
  });

  it.each([
    // A fear, a condition or a question is not a fact.
    'I am scared I will get fired after that meeting.',
    'Can I get fired for posting about my job online?',
    'If I get laid off next year, what happens to my pension?',
    'Rumours say the warehouse might lay people off in March.',
  ])('no lost job in: %s', (text) => {
    expect(readSituation(text).conditions.has('job-lost')).toBe(false);
  });

  it('a performance plan is not a lost job, and a plan ended by dismissal is', () => {
    const plan = readSituation('I was placed on a PIP last week. Does this mean I will be fired?');
    expect(plan.conditions.has('on-plan')).toBe(true);
    expect(plan.conditions.has('job-lost')).toBe(false);
    const after = readSituation('They put me on a PIP in May and I was fired yesterday.');
    expect(after.conditions.has('job-lost')).toBe(true);
    expect(after.conditions.has('on-plan')).toBe(false);
  });

  it.each([
    'I am on a student visa and a restaurant offered me cash shifts. Can I take them?',
    'My study permit says nothing about work. Is it okay to freelance for a client abroad?',
    'My work permit renewal is pending and my boss says I can keep working. Is that allowed?',
    'Can I take a job while my asylum claim is being decided?',
    'I am an international student. Would I get in trouble for tutoring for money?',
  ])('a question whether a status allows work: %s', (text) => {
    expect(readSituation(text).conditions.has('legal-status')).toBe(true);
  });

  it.each([
    // Status named in the story, question about something else.
    'I moved here on a work visa two years ago. How do I ask for a raise?',
    // A search question about sponsorship, not a question of permission.
    'Which employers in software sponsor visas for junior developers?',
    'I am a student at a community college. Can I work two part-time jobs?',
  ])('not a question of permission: %s', (text) => {
    expect(readSituation(text).conditions.has('legal-status')).toBe(false);
  });
});

describe('the answer fits where the member stands', () => {
  it.each([
    'I am on a student visa and a restaurant offered me cash shifts at weekends. Can I just take them? I really need the money.',
    'I came here as an international student and my permit covers only my course. Is it okay if I do some paid design work on the side?',
    'My work permit ran out two weeks ago and the renewal is pending. My supervisor says I can keep coming in. Is that allowed?',
  ])('a work-authorisation question is never told to go ahead: %s', (text) => {
    expect(answerFor(text)?.card.id).toBe('work-authorisation');
    const out = reply(1, text);
    expect(out).toMatch(/Do not start the work until you know for certain/);
    expect(out).toMatch(/immigration authority|international student office|immigration adviser/);
    // No relocation, contract-rate or job-search steps in place of the answer.
    expect(out).not.toMatch(/relocat|contract rate|Switch from volume to fit|Price it properly/i);
  });

  it('the status question holds on the next turn, and a new question is matched as usual', () => {
    const first = 'I am on a student visa and a cafe offered me cash shifts. Can I just take them?';
    const history = [
      { role: 'user' as const, content: first },
      { role: 'assistant' as const, content: reply(1, first) },
    ];
    const next = respond(coachRequest(1, 'It is the US, an F-1 visa.', { history })).reply;
    expect(next).toMatch(/Do not start the work until you know for certain/);
    expect(next).not.toMatch(/planning a move|Localise your CV/);
    const other = respond(
      coachRequest(1, 'Different thing: how long should a cover letter be?', { history }),
    ).reply;
    expect(other).not.toMatch(/Do not start the work/);
  });

  it('a dependant-visa question keeps its own card, without the sponsorship step', () => {
    const text = 'We are moving abroad for my job. Can my husband work on my dependent visa?';
    expect(answerFor(text)?.card.id).toBe('visa-work');
    expect(reply(1, text)).not.toMatch(/Target sponsors/);
  });

  it.each([
    [
      19,
      'I plan to resign in March to retrain as a nurse. Will I be able to get unemployment benefits after I quit?',
    ],
    [
      1,
      'I am thinking about quitting my job at the depot with nothing lined up. Is that a terrible idea?',
    ],
    [22, 'Should I quit my job? My manager shouts at me and I dread every shift.'],
  ])('someone still in the job is not told to claim benefit straight away: %s', (agent, text) => {
    const out = reply(agent as number, text);
    expect(out).not.toMatch(/straight away|File straight away/i);
  });

  it('someone asking whether to quit gets the decision, not the resignation checklist', () => {
    const out = reply(
      1,
      'I have been at the warehouse for two years and I am thinking about quitting. My manager is unfair and I am tired all the time. Should I quit or stay until I find something?',
    );
    expect(out).toMatch(/decision is not made|what would make you stay|runway/i);
    expect(out).not.toMatch(/Plan the handover|I have decided to move on/);
  });

  it('someone who has decided keeps the resignation steps', () => {
    const out = reply(
      19,
      'I have decided to hand in my notice next month because the commute is killing me. What should I sort out before I resign?',
    );
    expect(out).toMatch(/Tell your manager in person|Plan the handover|Secure the next step/);
  });

  it.each([
    [
      15,
      'I got put on a PIP at work and I feel sick about it. I have been there two years and never had a bad review. How do I handle this?',
    ],
    [
      1,
      'My manager placed me on an improvement plan yesterday. Should I start looking for another job or try to pass it?',
    ],
    [15, 'My company gave me a PIP right before the holidays.'],
  ])('a performance plan is answered as a plan, not a dismissal: %s', (agent, text) => {
    const out = reply(agent as number, text);
    expect(out).not.toMatch(/dismissal|final pay|unemployment benefit|lost a job/i);
    expect(out).toMatch(/in writing|weekly|goals|expectations/i);
  });

  it('someone who fears being let go is not told to claim what they are owed', () => {
    const out = reply(
      15,
      'I made a mistake with a customer order and my manager was furious. Is my job in danger now?',
    );
    expect(out).not.toMatch(/Claim what you are owed|final pay|reason for my dismissal/);
  });

  it('someone already promoted is answered about leading, not about getting promoted', () => {
    expect(
      conditions('Last month I got promoted to supervise the four nurses I used to work beside.'),
    ).toContain('promoted');
    expect(conditions('I have just been made team lead of the billing squad.')).toContain(
      'promoted',
    );
    expect(conditions('How do I get promoted to team lead next year?')).not.toContain('promoted');
    expect(conditions('If I get promoted I would have to move city.')).not.toContain('promoted');
    const out = reply(
      15,
      'Last month I got promoted to supervise the four nurses I used to work beside, and one of them keeps overruling my rota in front of everyone. How do I handle her?',
    );
    expect(out).toMatch(/one-to-ones|feedback|delegate/i);
    expect(out).not.toMatch(/criteria for the next level|regret test|five criteria/i);
  });

  it('colleagues who quit are background: the member left with their work is not answered as resigning', () => {
    const out = reply(
      15,
      'Three people in our warehouse office resigned in the spring and nobody was hired, so I now cover their work as well as mine and stay late nearly every night.',
    );
    expect(out).not.toMatch(/notice period|resignation|handover document|last day/i);
    expect(withoutOthersLeaving('Two of my coworkers quit in May and I quit today.')).toMatch(
      /I quit today/,
    );
    expect(withoutOthersLeaving('Two of my coworkers quit in May.')).not.toMatch(/quit/);
  });

  it('a counter-offer from the employer being left is weighed, not answered with resignation steps', () => {
    expect(
      conditions('I gave notice last week for a job paying 52k and today my manager matched it.'),
    ).toContain('counter-offered');
    expect(conditions('They offered me 52k; should I make a counter offer?')).not.toContain(
      'counter-offered',
    );
    const out = reply(
      19,
      'I gave notice on Friday as a payroll officer on 39k because another company offered 45k. My manager has now matched it and talked about more responsibility later. I am torn, what should I think about?',
    );
    expect(out).toMatch(/why you were leaving/i);
    expect(out).not.toMatch(/Tell your manager in person, then in writing|Plan the handover/);
  });

  it('someone laid off is told to claim benefit without delay', () => {
    const out = reply(
      19,
      'I was laid off on Friday after six years at the bank. What should I do first?',
    );
    expect(out).toMatch(/unemployment benefits? straight away/i);
  });

  it('an offer already accepted is not answered with application or negotiation steps', () => {
    const out = reply(
      19,
      'I accepted a job offer from a logistics firm on the phone last week and they promised the written contract within two days. Nothing has come yet. When should I chase it?',
    );
    expect(out).not.toMatch(
      /Keep applying meanwhile|Negotiate the whole package|weighing an offer/,
    );
  });

  it('a student looking for first paid work is not given contractor rates', () => {
    const out = reply(
      19,
      'I am a high school student and I write well. Can anybody help me find freelance writing jobs so I can save for college?',
    );
    expect(out).not.toMatch(/Line up the next contract|1\.3 to 1\.5 times/);
  });

  it('when the question names no situation, the standing does', () => {
    const out = reply(
      1,
      'On Monday the garden centre let me go after I missed one training morning because my bus broke down. Was that fair of them?',
    );
    expect(out).toMatch(/let go|lost a job|final pay/i);
    const torn = reply(1, 'I am tempted to leave my job and open a small bakery with my sister.');
    expect(torn).toMatch(/decision is not made|what would make you stay|decision date/i);
  });

  it('with an offer in hand, leaving is not answered with the stay-or-go runway', () => {
    const out = reply(
      19,
      'I just got an offer from a bigger agency for 8% more. Should I leave my current job or stay where I am comfortable?',
    );
    expect(out).not.toMatch(/Count your runway/);
  });

  it('talk of cuts to come gets preparation, not a claim', () => {
    const out = reply(
      1,
      'Everyone says layoffs are coming at my company in the new year. What should I do to get ready for a layoff?',
    );
    expect(out).not.toMatch(/straight away/);
  });
});

describe('years of work behind them', () => {
  it.each([
    "I've worked as a dental nurse for 3 years and want something new.",
    'I have been a bookkeeper for 12 years.',
    'After 6 years at the council I was made redundant.',
    'I bring 4 years of experience in retail banking.',
  ])('reads a year or more of their own work: %s', (text) => {
    expect(readSituation(text).conditions.has('experienced')).toBe(true);
  });

  it.each([
    'I did a 6 month internship last summer.',
    'My dad has worked there for 20 years.',
    'I have been studying for 3 years and graduate in June.',
  ])('does not read months, study or someone else: %s', (text) => {
    expect(readSituation(text).conditions.has('experienced')).toBe(false);
  });

  it('someone with years of work and a stalled search is not told how to get a first job', () => {
    const out = reply(
      1,
      "I've worked as a warehouse planner for 3 years and did a year of temping before that. I've sent 40 applications for supply chain analyst jobs since spring and heard nothing. What am I doing wrong?",
    );
    expect(out).not.toMatch(/first foot in the door|routes built for beginners/);
    expect(out).toMatch(/application/i);
  });
});
