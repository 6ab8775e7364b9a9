import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { questionsOf } from './asks.js';
import { choiceAsked, whichOfTwo } from './choice.js';
import { respond } from './respond.js';
import { askedOf, situationOf } from './retrieve.js';
import { readSituation } from './status.js';

/**
 * The situation chosen by the question the member asks and what it is about (choice.ts), not by a
 * topic word anywhere in the post. Every message here was written for this test.
 */

const entryOf = (text: string) =>
  situationOf(`${text}\n${askedOf(text)}`, askedOf(text), 1, questionsOf(text).join('\n'))?.entry
    .id;
const reply = (agentId: number, text: string) => respond(coachRequest(agentId, text)).reply;

describe('a question that asks for a decision between jobs', () => {
  it.each([
    'Should I take the depot supervisor role at $52k or the warehouse job at $49k?',
    'Lab assistant or school technician?',
    'Hospital job vs agency shifts for a new nurse?',
    '68k hybrid or 75k fully in the office?',
  ])('%s → a choice between jobs', (text) => {
    expect(choiceAsked(questionsOf(text), text.split('\n')[0])).toBe('choose-between-jobs');
  });

  it.each([
    // Two things named side by side that are not jobs to choose between.
    'Do managers treat complaints from older vs younger staff differently?',
    'Is there a site listing phone numbers of firms and of their recruiters?',
    'Should I keep the money or tell payroll?',
  ])('%s → no choice', (text) => {
    expect(choiceAsked(questionsOf(text), text.split('\n')[0])).toBeUndefined();
  });

  it('reads "should I take the job" as a decision on the offer, whatever the job comes with', () => {
    // One job against staying put is a decision on that job, not a choice between two.
    expect(choiceAsked(['Should I take the clinic job or stay where I am for now?'])).toBe(
      'offer-decision',
    );
    expect(
      choiceAsked(['Should I take the night manager job for $48k plus a good benefits package?']),
    ).toBe('offer-decision');
  });

  it('reads "I have to choose one" when several jobs are in hand', () => {
    const text =
      'I got three jobs at once and have to choose one\nThe cafe, the garden centre and the cinema all said yes this week.';
    expect(whichOfTwo([], text.split('\n')[0] ?? '', text)).toBe(true);
    expect(whichOfTwo([], 'Help me choose a course', 'Help me choose a course')).toBe(false);
  });

  it('answers two salaries set side by side with the choice, not with benefits or remote steps', () => {
    const text =
      '64k remote or 72k plus bonus with a long drive?\nI have been at my current place for four years and the benefits are similar. The new one wants an answer by Friday. What would you pick?';
    expect(entryOf(text)).toBe('choose-between-jobs');
    const out = reply(19, text);
    expect(out).toMatch(/both options|each option/i);
    expect(out).not.toMatch(/remote by nature/i);
  });

  it('answers "should I take this job" from the offer entry even when benefits are named', () => {
    const text =
      'Should I take a store manager job at a burger chain for $50k plus benefits?\nI have been out of work for eight months and savings are thin. I would rather do office work but nothing has come up.';
    expect(entryOf(text)).toBe('offer-decision');
  });

  it('does not read "vs" between two groups of people as a choice between jobs', () => {
    const text =
      'Will HR take my harassment report as seriously from a man vs a woman?\nA colleague groped me at the leaving drinks on Friday and I have messages that show it.';
    expect(entryOf(text)).toBe('harassment');
  });
});

describe('where the member stands rules out advice that no longer applies', () => {
  it('reads someone who left their last employer as a job that has ended', () => {
    expect(readSituation('I left my old company in March.').conditions.has('job-ended')).toBe(true);
  });

  it('never gives resignation steps to someone whose job already ended', () => {
    const out = reply(
      1,
      'Old employer wants my resignation letter again\nI left my last company in March and they say they lost my resignation letter. Now HR wants a new letter of resignation. Is that a normal thing to ask?',
    );
    expect(out).not.toMatch(/handover|Secure the next step first/i);
  });
});

describe('a question about how to raise what the story told', () => {
  it('takes the situation from the story, not from the people it names', () => {
    const out = reply(
      15,
      'How do I report this at work?\nAt the team dinner on Thursday a man from sales kept touching my leg and groped me when I moved away. How should I raise it with HR and my coworkers? I feel sick about it.',
    );
    expect(out).toMatch(/harassment policy|Write down what happened/i);
    expect(out).not.toMatch(/Make your work visible/i);
  });
});

describe('"should I take it?" after an offer is named', () => {
  it('reads the pronoun as the offer or job named before it', () => {
    const text = 'The clinic offered me a practice manager job at 47k, should I take it?';
    expect(choiceAsked(questionsOf(text), text)).toBe('offer-decision');
  });

  it('is no job decision when nothing before it is a job or an offer', () => {
    const text = 'My neighbour has a spare parking space going cheap, should I take it?';
    expect(choiceAsked(questionsOf(text), text)).toBeUndefined();
  });
});
