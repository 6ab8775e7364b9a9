import { describe, expect, it } from 'vitest';
import { questionsOf } from './asks.js';
import { allLemmas, askedOf, conceptsOf, evidence, situationOf, withSenses } from './retrieve.js';

/** The entry the coach would answer a first message from, or "general". */
function situation(text: string): string {
  return (
    situationOf(`${text}\n${askedOf(text)}`, askedOf(text), 1, questionsOf(text).join('\n'))?.entry
      .id ?? 'general'
  );
}

describe('choosing the situation entry', () => {
  it('a defining phrase matches its lemmas in order, with a word or two between', () => {
    const c = conceptsOf('turn_down_offer first_day');
    expect(evidence(allLemmas('Can I turn the offer down politely?'), c)).toBe(0);
    expect(evidence(allLemmas('How do I turn down this offer?'), c)).toBe(1.5);
    expect(evidence(allLemmas('My first day is Monday'), c)).toBe(1.5);
    expect(evidence(allLemmas('The first thing I did that day'), c)).toBe(0);
  });

  it('the question picks the entry, not a word of background', () => {
    // "team" and "manager" are background here; the question is about turning an offer down.
    expect(
      situation(
        'I lead a small team at a print shop and my manager is great.\n\nAnother firm sent me a job offer last week. How do I turn down the offer without burning the bridge?',
      ),
    ).toBe('offer-decision');
  });

  it('a question that names no situation goes to the general path', () => {
    expect(
      situation(
        'Which shoes do people wear on a factory floor?\n\nI start at a bakery warehouse soon and my manager said nothing about it.\n\nThanks in advance.',
      ),
    ).toBe('general');
  });

  it('an everyday word shared by many situations decides nothing alone', () => {
    // "heard", "start" and "hours" once picked the after-interview, settling-in and schedule entries.
    expect(situation('I heard the canteen is closing. Should I start bringing lunch?')).toBe(
      'general',
    );
  });
});

describe('"raise" as bringing something up', () => {
  it('is read as "bring up" before an issue or a pronoun with how it is raised, and stays a pay rise otherwise', () => {
    expect(withSenses('How do I raise it without sounding petty?')).toBe(
      'How do I bring up it without sounding petty?',
    );
    expect(withSenses('I raised my concerns with HR twice')).toBe(
      'I brought up my concerns with HR twice',
    );
    expect(withSenses('Is it ok to ask for a raise after 8 months?')).toBe(
      'Is it ok to ask for a raise after 8 months?',
    );
    expect(withSenses('they raised my salary to 52k')).toBe('they raised my salary to 52k');
  });

  it('finds the situation with the manager, not the pay-rise entry', () => {
    expect(
      situation(
        'My team lead moves our weekly check-in every single time, four weeks running. How do I raise it with her without sounding clingy?',
      ),
    ).not.toBe('raise');
  });
});
