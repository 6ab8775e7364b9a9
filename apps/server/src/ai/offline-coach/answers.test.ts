import { describe, expect, it } from 'vitest';
import { AGENT_CATALOGUE } from '../../db/seed/agents-catalogue.js';
import { coachRequest } from '../../test/coach-request.js';
import { answerFor } from './answers.js';
import { CARDS } from './cards.js';
import { respond } from './respond.js';

/**
 * Answer cards (answers.ts, cards.ts): a question with a real answer gets that answer first, only
 * when the member actually asks it, and a card's text never holds a blank to fill in. Every message
 * here was written for this test.
 */

const cardOf = (text: string) => answerFor(text)?.card.id;

describe('answer cards: matching the question asked', () => {
  it.each([
    ['What does at-will employment actually mean for me?', 'at-will'],
    [
      'The recruiter offered 92k for the analyst job. What number should I counter with?',
      'counter-number',
    ],
    ['How long should a cover letter be these days?', 'cover-letter-length'],
    ['Should I take my graduation year off my resume? I am 52.', 'cv-dates-age'],
    [
      'Is it normal to have basically nothing to do in my first two weeks at a new job?',
      'no-work-first-weeks',
    ],
    ['My manager said I need more visibility. What does that even mean?', 'visibility-feedback'],
    [
      'A teammate presented my analysis as hers. Should I say something about her taking credit?',
      'credit-taken',
    ],
    ['I was put on a PIP yesterday. What should I do now?', 'pip'],
    ['We are moving abroad for my job. Can my husband work on my dependent visa?', 'visa-work'],
    ['Why do recruiters go silent after a final round?', 'ghosting-why'],
    ['How do I sleep properly after night shifts?', 'shift-sleep'],
    ['How much notice do I have to give if my contract says nothing?', 'notice-period'],
    ['I think the posting I saw might be fake. Is this job offer a scam?', 'scam-check'],
    ['How do I explain getting fired from my last job in an interview?', 'explain-fired'],
    // The same document under another name, asked about through a fragment ("two months pay.").
    [
      'My role was cut on Monday after 5 years. HR handed me a termination agreement to sign by Friday. Two months pay. Is that reasonable?',
      'severance',
    ],
    ['I have led the team informally for a year. How do I ask for a promotion?', 'ask-promotion'],
  ])('%s → %s', (message, id) => {
    expect(cardOf(message)).toBe(id);
  });

  it.each([
    // A card's concept in the background story, while the question is about something else.
    'I work in an at-will state and I like my team a lot. How do I ask my manager for a mentor?',
    'My friend got a raise last month and we celebrated. How do I plan my week better?',
    'My colleague always takes the afternoon off on Fridays. Can you help me plan my week?',
    // Look-alike wording that is not the card's question.
    'What should I wear on my first day at the office?',
    'I left a great cover letter template on my desk at home. Where do I find a mentor in design?',
    'The interview went well and they called back. How do I prepare for the second round?',
    'Has anyone else been ghosted by a recruiter lately?',
    // The card's topic is a step on the way; the question is about the CV.
    'How can I make my CV show my impact before I apply for a promotion?',
  ])('no card for: %s', (message) => {
    expect(cardOf(message)).toBeUndefined();
  });
});

describe('answer cards: content', () => {
  const texts = CARDS.flatMap((c) => [
    c.answer,
    c.question,
    c.given?.question ?? '',
    ...c.steps.flatMap((s) => [s.title, s.body]),
  ]);

  it('never holds a placeholder or a blank to fill in', () => {
    for (const text of texts) {
      expect(text).not.toMatch(/\[[^\]]*\]|\{[^}]*\}|\b[XYZ]\b|\bTODO\b|_{3,}|\.\.\./);
    }
  });

  it('has unique ids, an answer of at most five sentences, one to three steps and an open coach', () => {
    const ids = new Set(CARDS.map((c) => c.id));
    expect(ids.size).toBe(CARDS.length);
    for (const card of CARDS) {
      const sentences = card.answer.split(/(?<=[.!?])\s+(?=[A-Z"“])/).length;
      expect(sentences, card.id).toBeLessThanOrEqual(5);
      expect(card.steps.length, card.id).toBeGreaterThanOrEqual(1);
      expect(card.steps.length, card.id).toBeLessThanOrEqual(3);
      const open = card.coaches.some((id) => AGENT_CATALOGUE.find((a) => a.id === id)?.isActive);
      expect(open, card.id).toBe(true);
      expect(card.asks.length, card.id).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('answer cards in the coach reply', () => {
  it('leads with the answer, then its steps, then one question', () => {
    const message = 'What does at-will employment mean?';
    const { reply } = respond(coachRequest(15, message));
    const card = CARDS.find((c) => c.id === 'at-will');
    const firstParagraph = reply.split('\n')[0] ?? '';
    // After the greeting, the first sentence is the card's answer.
    expect(firstParagraph.replace(/^Hi\b[^.]*\.\s*/, '')).toMatch(
      new RegExp(`^${card?.answer.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    const steps = reply.split('\n').filter((l) => /^\d+\.\s+\*\*/.test(l));
    expect(steps.length).toBeGreaterThanOrEqual(1);
    expect(steps.length).toBeLessThanOrEqual(3);
    const last = reply.trim().split('\n').at(-1) ?? '';
    expect(last).toMatch(/\?$/);
    expect(reply.match(/\?/g)?.length).toBe(1);
    expect(reply).not.toMatch(/Name the outcome you want|Write the first action down/);
  });

  it('quotes the question back only when the message says more than the question', () => {
    const short = respond(coachRequest(1, 'How long should a cover letter be?')).reply;
    expect(short).not.toMatch(/You asked/);
    const long = respond(
      coachRequest(
        1,
        'I am applying for a junior designer role at a small studio and I have written two pages about my projects and my internship in detail.\nHow long should a cover letter be?',
      ),
    ).reply;
    expect(long).toMatch(/You asked “How long should a cover letter be\?”/);
  });

  it('does not ask again for the amount the member already gave', () => {
    const { reply } = respond(
      coachRequest(19, 'They offered me $92k for the role. What number should I counter with?'),
    );
    expect(reply).not.toMatch(/What is the offer/);
    expect(reply).toMatch(/10–15 %/);
  });

  it('leaves a request to draft or check something to the plans', () => {
    const { reply } = respond(
      coachRequest(1, 'Can you write a cover letter for me? How long should it be?'),
    );
    const card = CARDS.find((c) => c.id === 'cover-letter-length');
    expect(reply).not.toContain(card?.answer.slice(0, 40));
  });

  it('acts on its own answer when the member asks for it shorter', () => {
    const first = 'I was put on a PIP yesterday. What should I do now?';
    const answer = respond(coachRequest(15, first)).reply;
    const { reply } = respond(
      coachRequest(15, 'Can you make it shorter?', {
        history: [
          { role: 'user', content: first },
          { role: 'assistant', content: answer },
        ],
      }),
    );
    expect(reply.length).toBeLessThan(answer.length);
    expect(reply).toMatch(/measurable|check-in|search/i);
  });
});

describe('answer cards: where the member stands and what they already said', () => {
  it('"is that fair?" after losing a job is not read as a salary benchmark question', () => {
    const text =
      'They let me go last week after 3 years. The final offer is 6 weeks of pay. Is that fair?';
    expect(cardOf(text)).not.toBe('salary-fair');
  });

  it('a card does not ask for what the member already told', () => {
    const reply = respond(
      coachRequest(
        19,
        'I was made redundant after 9 years and they sent a settlement agreement with 3 months of pay. Should I sign it?',
      ),
    ).reply;
    expect(reply).toMatch(/independent adviser/);
    expect(reply).not.toMatch(/how long have you been there/i);
  });
});
