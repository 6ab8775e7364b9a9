import { describe, expect, it } from 'vitest';
import { conversation, PLACEHOLDER, quoted } from '../../test/offline-conversation.js';
import { draftKindOf, slotsOf } from './drafts.js';
import { factsOf } from './facts.js';

/**
 * A draft the member asks for is built around the slots a professional fills from what they said
 * (who it goes to and where they work, how the member knows them, the member's role and aim, the
 * ask, the dates and figures); a slot not given is left out or asked for, never a placeholder or a
 * stand-in such as "your company". One greeting, one sign-off with the member's first name.
 * Every message here was written for this test.
 */

const GREETING = /^(?:Hi|Hello|Dear)\b/gm;

function draftOf(agent: number, messages: string[]) {
  const replies = conversation(agent, messages);
  const reply = replies.at(-1) ?? '';
  const draft = quoted(reply);
  return { reply, draft, replies };
}

function wellFormed(draft: string) {
  expect(draft.match(GREETING)?.length).toBe(1);
  expect(draft).not.toMatch(PLACEHOLDER);
  expect(draft).not.toMatch(/\byour (?:company|organisation)\b/i);
  expect(draft).not.toMatch(/\.\.|\s[.,]|\bat\s+(?:is|are)\b/);
  // One sign-off, with the member's first name under it.
  expect(draft.match(/^(?:Best|Kind regards),$/gm)?.length).toBe(1);
  expect(draft.trim().split('\n').at(-1)).toMatch(/^[A-Z][a-z]+$/);
}

describe('reading the slots', () => {
  it('reads a recipient title, the sector, and the member moving from one field to another', () => {
    const text =
      "Could you write a LinkedIn note to the Chief of Staff at a climate startup? I'm a civil engineer hoping to move into climate policy and we've never met.";
    const s = slotsOf(text, factsOf(text), { role: 'civil engineer' });
    expect(s.title).toBe('Chief of Staff');
    expect(s.sector).toBe('climate startup');
    expect(s.relation).toBe('cold');
    expect(s.aim).toBe('climate policy');
  });

  it('reads pay now, the market rate and the notice period from their words', () => {
    const text =
      "I'm paid £41,500 as a buyer and comparable jobs pay about £47,000. My notice period is three weeks.";
    const s = slotsOf(text, factsOf(text), {});
    expect(s.current).toBe('£41,500');
    expect(s.market).toBe('£47,000');
    expect(s.notice).toBe('three weeks');
  });

  it('tells the kind from the asking sentence, before the story around it', () => {
    expect(draftKindOf('Write the email turning down the offer.', 'I got a raise last year.')).toBe(
      'decline',
    );
    expect(draftKindOf('Write me an out-of-office reply.', '')).toBe('ooo');
    expect(draftKindOf('Can you write the email?', 'I want to ask my boss for a pay rise.')).toBe(
      'raise',
    );
    // Words shared with a kind do not make one: raising a concern, a "thank you!" to the coach.
    expect(
      draftKindOf('Write an email to HR to raise a concern about my rota.', ''),
    ).toBeUndefined();
    expect(draftKindOf('Could you write the reply to my landlord? Thank you!', '')).toBeUndefined();
  });
});

describe('drafts built from the member’s facts', () => {
  it('writes a cold note to a senior stranger around their title, sector and the move asked about', () => {
    const { draft } = draftOf(7, [
      "Can you write a short LinkedIn message to a Director of Operations at a hospital group I admire? I'm a pharmacist wanting to move into operations, we've never met.",
    ]);
    wellFormed(draft);
    expect(draft).toMatch(/pharmacist/);
    expect(draft).toMatch(/Director of Operations/);
    expect(draft).toMatch(/at a hospital group/);
    expect(draft).toMatch(/move from pharmacist into operations/);
    expect(draft).not.toMatch(/^> ?Hi[^\n]*\n[\s\S]*\bHi,/m);
  });

  it('follows up with a recruiter after silence, naming the role, the company and the stage', () => {
    const { draft } = draftOf(9, [
      'Could you draft a follow-up note for the recruiter at Brightwell? I had my second interview for the logistics planner role last week and heard nothing since.',
    ]);
    wellFormed(draft);
    expect(draft).toMatch(/second interview for the logistics planner role at Brightwell/);
    expect(draft).toMatch(/where things stand/);
  });

  it('asks the manager for a raise with their own pay, the market figure and what they took on', () => {
    const { draft, reply } = draftOf(8, [
      "Write an email to my manager asking for a raise. I'm on $54,000 as a support engineer, I've been here 2 years, and similar roles pay around $63,000. I also took over on-call scheduling for the department.",
    ]);
    wellFormed(draft);
    expect(draft).toContain('$54,000');
    expect(draft).toContain('$63,000');
    expect(draft).toMatch(/took over on-call scheduling/);
    expect(draft).toMatch(/2 years/);
    // The question asks for the one slot still missing: the manager's name.
    expect(reply.trim().split('\n').at(-1)).toMatch(/first name/);
  });

  it('resigns with the notice period and the last day, formally', () => {
    const { draft } = draftOf(3, [
      "Can you write my resignation letter? I'm a lab technician at Harwood Labs, my notice period is 6 weeks and my last day would be 14 March.",
    ]);
    wellFormed(draft);
    expect(draft).toMatch(/lab technician at Harwood Labs/);
    expect(draft).toMatch(/6-week notice period, my last day will be 14 March/);
  });

  it('asks for the last day when only the notice was given, and does not invent one', () => {
    const { draft, reply } = draftOf(9, [
      'Draft a resignation email to my manager Tomasz, my notice is one month.',
    ]);
    wellFormed(draft);
    expect(draft).toMatch(/^Dear Tomasz,/);
    expect(draft).toMatch(/one-month notice period/);
    expect(reply).toMatch(/What date does your one-month notice end on\?/);
  });

  it('declines an offer politely with the company, the role and the reason they gave', () => {
    const { draft } = draftOf(1, [
      "I have an offer for a data steward role at Pellham but I'm turning it down since I accepted another offer. Could you write the email to the hiring manager, Ines?",
    ]);
    wellFormed(draft);
    expect(draft).toMatch(/^Hi Ines,/);
    expect(draft).toMatch(/data steward role at Pellham/);
    expect(draft).toMatch(/accepted another role/);
  });

  it('asks a former manager for a reference with where and how long they worked together', () => {
    const { draft } = draftOf(7, [
      "Write a message to my former manager asking if he'd be a reference for me. We worked together at Corvel for 3 years and I'm applying for a grants officer role.",
    ]);
    wellFormed(draft);
    expect(draft).toMatch(/grants officer role/);
    expect(draft).toMatch(/3 years together at Corvel/);
  });

  it('writes a boundary about after-hours messages with their hour and the urgent route', () => {
    const { draft } = draftOf(15, [
      'My supervisor keeps messaging me at 11pm about rota changes. Could you write a short message to him explaining that I will answer non-urgent messages the next morning?',
    ]);
    wellFormed(draft);
    expect(draft).toMatch(/11pm/);
    expect(draft).toMatch(/next morning/);
    expect(draft).toMatch(/urgent/);
  });

  it('writes an out-of-office reply with the dates, the return day and who covers', () => {
    const { draft } = draftOf(16, [
      'Write me an out of office message. I am away from 3 to 10 June, and Odile covers urgent invoice queries.',
    ]);
    expect(draft).toMatch(/from 3 to 10 June/);
    expect(draft).toMatch(/urgent invoice queries, please contact Odile/);
    expect(draft).toMatch(/back on 11 June/);
  });
});

describe('follow-ups on a draft', () => {
  it('adds the line asked for to the whole draft, keeping every paragraph', () => {
    const { replies } = draftOf(7, [
      "Could you write a cold message to a hiring manager at a freight company? I'm a dispatcher looking for planning roles.",
      'mention that I cut late deliveries by a third',
    ]);
    const first = quoted(replies[0] ?? '');
    const second = quoted(replies[1] ?? '');
    wellFormed(second);
    expect(second).toMatch(/I cut late deliveries by a third\./);
    for (const para of first.split('\n\n').slice(1, -1)) expect(second).toContain(para);
  });

  it('writes the raise email later in a thread from the figures given earlier', () => {
    const { draft } = draftOf(19, [
      "I want to ask my boss for a raise. I earn 29k as an events assistant and I've been running the venue bookings since March.",
      'Write the email for me',
    ]);
    wellFormed(draft);
    expect(draft).toContain('29k');
    expect(draft).toMatch(/running the venue bookings since March/);
  });
});

describe('a note to a recruiter keeps what the years were spent on and where the role is', () => {
  it('says the skills and the city in the member’s words', () => {
    const [reply = ''] = conversation(1, [
      "Could you draft a LinkedIn note to a recruiter at Monzo? I'm a data engineer with 6 years of Spark and Airflow, looking for lead roles in Cardiff.",
    ]);
    expect(reply).toMatch(
      /I'm a data engineer with 6 years of Spark and Airflow, looking for lead roles in Cardiff\./,
    );
  });
});

describe('a manager named with "is called"', () => {
  it('greets them by name and never takes the name for the employer', () => {
    const [reply = ''] = conversation(1, [
      'I want to hand in my notice at the garden centre, 2 weeks. Please write the resignation letter, my manager is called Graham.',
    ]);
    expect(reply).toMatch(/^> Dear Graham,/m);
    expect(reply).not.toMatch(/ at Graham/);
  });
});

describe('a boundary draft asked for as "what I would say"', () => {
  it('is written, with the hour messages come kept apart from the hour to stop at', () => {
    const [, draft = ''] = conversation(16, [
      'my team lead pings me on slack at 9.30pm most nights and wants an answer. how do i stop it',
      "can you draft what i'd say to her",
    ]);
    expect(draft).toMatch(
      /^> From now on I won't be answering Slack in the evening\.|I won't be answering Slack in the evening/m,
    );
    expect(draft).not.toMatch(/after 9\.30pm/);
  });
});
