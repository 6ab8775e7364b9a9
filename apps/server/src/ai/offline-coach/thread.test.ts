import { describe, expect, it } from 'vitest';
import { conversation } from '../../test/offline-conversation.js';
import { askedOf, situationOf, withoutDurations } from './retrieve.js';
import { contradicted, readThread } from './status.js';
import { asksHowToReply, changeLead, withoutRepeats } from './thread.js';

/**
 * Across the turns of one conversation (thread.ts): nothing is said twice, a follow-up question is
 * answered for what it asks, and a new fact changes the answer and is said back. Messages written
 * for this test.
 */

const numbered = (reply: string) => reply.split('\n').filter((l) => /^\d+\.\s+\*\*/.test(l));
/** Lines of eight words or more, without numbering: what would read as said again. */
const longLines = (reply: string) =>
  reply
    .split('\n')
    .map((l) => l.replace(/^\d+\.\s+/, '').trim())
    .filter((l) => l.split(/\s+/).length >= 8);

describe('nothing is said twice in one conversation', () => {
  it('drops steps and paragraphs an earlier reply gave, renumbering the rest', () => {
    const earlier = [
      'Here is a start.',
      '',
      '1. **Map the week.** Write every fixed commitment into one calendar before adding anything else.',
      '2. **Guard one evening.** Pick a single weeknight that stays free of any work at all.',
      '',
      '**The numbers:** twelve hours of overtime a week is about a third of a second job on top.',
    ].join('\n');
    const next = [
      'About the overtime you mentioned, here is where I would go next with it.',
      '',
      'What I would do from here:',
      '1. **Guard one evening.** Pick a single weeknight that stays free of any work at all.',
      '2. **Ask for the rota early.** Request the next month of shifts by the 20th so you can plan childcare and rest around them.',
      '',
      '**The numbers:** twelve hours of overtime a week is about a third of a second job on top.',
    ].join('\n');
    const out = withoutRepeats(next, [earlier]) ?? '';
    expect(out).not.toMatch(/Guard one evening|The numbers/);
    expect(out).toMatch(/^1\. \*\*Ask for the rota early\.\*\*/m);
    expect(withoutRepeats(earlier, ['Something else entirely was said before this.'])).toBe(
      undefined,
    );
  });

  it('gives the next-deeper content, not a pointer back, when every step was said before', () => {
    const earlier = [
      'You have a review coming up with your manager and want it to go well.',
      '',
      'What I would do from here:',
      '1. **List three results with numbers.** Pull them from the last six months, one line each, before the meeting.',
      '2. **Name the next step you want.** Say plainly whether you are after a bigger scope, a new title or more pay.',
    ].join('\n');
    const next = [
      'Coming back to your review, here is where I would take it from here with your manager, now that you know the meeting is on the calendar and that your manager has asked you to bring a short written summary of the year.',
      '',
      'What I would do from here:',
      '1. **List three results with numbers.** Pull them from the last six months, one line each, before the meeting.',
      '2. **Name the next step you want.** Say plainly whether you are after a bigger scope, a new title or more pay.',
      '',
      'Which of your results are you proudest of?',
    ].join('\n');
    const deeper = [
      '1. **List three results with numbers.** Pull them from the last six months, one line each, before the meeting.',
      '2. **Name the next step you want.** Say plainly whether you are after a bigger scope, a new title or more pay.',
      '3. **Agree a date to check in.** Close by fixing when the two of you will look at progress again, in writing.',
    ];
    const out = withoutRepeats(next, [earlier], deeper) ?? '';
    expect(out).not.toMatch(/still stand/);
    expect(out).toMatch(/^1\. \*\*Agree a date to check in\.\*\*/m);
  });

  it('keeps the reply as written when almost nothing new would be left', () => {
    const said =
      '1. **Read your contract.** The notice period and any clause about outside work are written there.';
    expect(withoutRepeats(`${said}\n\nWhat does it say?`, [said])).toBeUndefined();
  });
});

describe('a follow-up question is answered for what it asks', () => {
  it('reads a short ask about getting back to the other side, and nothing else', () => {
    for (const yes of [
      'When should I get back to them?',
      'ok, how should I reply?',
      'how should I respond on the offer?',
    ])
      expect(asksHowToReply(yes)).toBe(true);
    for (const no of [
      'How do I tell my manager?',
      'How do I follow up after the second interview with the director?',
      'I replied yesterday.',
    ])
      expect(asksHowToReply(no)).toBe(false);
  });

  it('after an offer, "when do I get back to them" gets the timing and a short reply, not the same answer', () => {
    const [first = '', next = ''] = conversation(19, [
      "An offer came in at 71k for the analyst post and I'm on 64k now. Should I take it?",
      'When should I get back to them?',
    ]);
    expect(first).toMatch(/\*\*The numbers:\*\*/);
    // Nothing of the first answer again, word for word.
    for (const line of longLines(next)) expect(first).not.toContain(line);
    expect(next).not.toMatch(/\*\*The numbers:\*\*/);
    // Its own ask: when to reply, and a message to send with their figure in it.
    expect(next).toMatch(/within (?:a day|24 hours)/i);
    expect(next).toMatch(/^> .*71k/m);
    // A short pointer back to what stands, not the figures again.
    expect(next).toMatch(/figures in my last reply still stand/);
  });
});

describe('a new fact changes the answer and is said back', () => {
  it('reads freelance work and a missing HR as standings, newest word winning', () => {
    expect(readThread(['I freelance as a copywriter.']).conditions.has('self-employed')).toBe(true);
    expect(
      readThread([
        'I freelance as a copywriter.',
        'Update: I am not freelancing any more.',
      ]).conditions.has('self-employed'),
    ).toBe(false);
    expect(readThread(['she owns the shop']).conditions.has('no-hr')).toBe(true);
    expect(readThread(["we don't have an HR person"]).conditions.has('no-hr')).toBe(true);
    expect(readThread(['I asked HR about it']).conditions.has('no-hr')).toBe(false);
    const noHr = readThread(['there is no HR here']);
    expect(contradicted('Take your notes to HR.', noHr)).toBe(true);
    expect(contradicted('Write it down as it happens.', noHr)).toBe(false);
  });

  it('says their new fact back in their words, with what it changes', () => {
    const lead = changeLead(['Sending CVs for design jobs.', "oh, I'm self-employed right now"]);
    expect(lead).toMatch(/^You're self-employed right now\. That changes the search/);
    expect(lead).not.toMatch(/Thanks, that helps/);
    expect(changeLead(['x', 'Is that normal?'])).toBeUndefined();
  });

  it('a freelancer gets a freelancer’s search steps once they say so', () => {
    const [first = '', next = ''] = conversation(1, [
      "I've been applying for UX design jobs for 4 months and keep getting silence",
      "to be clear, I'm self-employed right now, not on anyone's payroll",
    ]);
    expect(first).not.toMatch(/Write down your three conditions|Search by task/);
    expect(next).toMatch(/^You're self-employed right now/);
    expect(next).not.toMatch(/Thanks, that helps me fit this to you/);
    expect(numbered(next).join('\n')).toMatch(/clients/i);
    for (const line of longLines(next)) expect(first).not.toContain(line);
  });

  it('with no HR, no step sends them to HR', () => {
    const [, next = ''] = conversation(15, [
      'My manager snaps at me in meetings whenever a deadline slips and I dread Mondays.',
      "she owns the business, and we don't have HR",
    ]);
    expect(next).toMatch(/^She owns the business/);
    expect(numbered(next).join('\n')).not.toMatch(/\bHR\b|skip-level/);
    expect(numbered(next).length).toBeGreaterThanOrEqual(2);
  });
});

describe('a stalled search is not a what-kind-of-work question', () => {
  it('a duration never reads as a topic phrase', () => {
    expect(withoutDurations('applying for sales jobs for 5 months')).not.toMatch(/months/);
    expect(withoutDurations('jobs for people who like the outdoors')).toMatch(/jobs for people/);
  });

  it('applying for a named field with nothing back is the stalled-search entry', () => {
    for (const text of [
      "I've been applying for nursing jobs for 6 months and hear nothing",
      'I keep applying to accounting roles and nobody calls back',
    ])
      expect(situationOf(text, askedOf(text), 1)?.entry.id).toBe('search-stalled');
    const ideas = 'what jobs for someone who likes working outdoors pay well?';
    expect(situationOf(ideas, askedOf(ideas), 1, ideas)?.entry.id).toBe('job-ideas');
  });
});

describe('"more options" after a turn on one point', () => {
  it('gives points not given yet in the conversation, not the first list again', () => {
    const [first = '', , more = ''] = conversation(16, [
      'I do about 55 hours a week as an account manager and my kids say I am never home for dinner. I want to get down to 45 without my boss thinking I have gone soft.',
      'what about the second point?',
      'give me 2 more options',
    ]);
    const titles = (reply: string) =>
      [...reply.matchAll(/^\d+\. \*\*(.+?)\.\*\*/gm)].map((m) => m[1]);
    for (const t of titles(more)) expect(titles(first)).not.toContain(t);
    expect(titles(more)).toHaveLength(2);
  });
});
