import { describe, expect, it } from 'vitest';
import { assessRisk } from './risk.js';

/**
 * False alarms read by who the sign belongs to and what sense a word has (ADR 031, addendum
 * "whose sign, which sense"). Each reading sits beside its literal counterpart, which keeps its
 * level: the exclusions explain words, they never hide a member's own danger.
 */
describe('assessRisk: whose sign and which sense', () => {
  const level = (text: string) => assessRisk(text).level;

  it('reads a mood sign said of someone else one step lower', () => {
    expect(level('My aunt is totally helpless since the fall, who should I call about care?')).toBe(
      'none',
    );
    expect(level('My brother feels hopeless about the exam results, how do I cheer him up?')).toBe(
      'none',
    );
    expect(level('I run a forum for people who feel hopeless after a layoff.')).toBe('none');
    // The member's own state keeps its weight, even with someone else in the sentence.
    expect(level('My brother says I am hopeless and honestly I feel helpless')).toBe('concern');
    expect(level('I feel hopeless since my dad left.')).toBe('concern');
    // Someone else's burden beside the member's own: the member's keeps its weight.
    expect(level('Mum says my sister is a burden, and honestly I feel like a burden too')).toBe(
      'concern',
    );
  });

  it('reads a shelter beside homelessness as housing, not a refuge from abuse', () => {
    expect(
      level('We are homeless since the eviction. Is it better to camp or go to a shelter?'),
    ).toBe('none');
    expect(level('My husband hits me and I am going to a shelter tonight')).toBe('crisis');
    expect(level('I moved into a shelter to get away from my ex.')).toBe('concern');
  });

  it('reads going somewhere named as a trip, not a farewell', () => {
    expect(level('I read a chapter every night before I go to sleep.')).toBe('none');
    expect(level('Before I leave for work I walk the dog.')).toBe('none');
    expect(level('Thanks for everything, all of you, before I go.')).toBe('concern');
  });

  it('reads someone who did not wake up as a fact about them, not a wish', () => {
    expect(level('My flatmate slept through the fire alarm, he did not wake up.')).toBe('none');
    expect(level('I hope I never wake up tomorrow.')).toBe('crisis');
    expect(level('Some nights I wish I could sleep, not wake up.')).toBe('crisis');
  });

  it('reads "the dead" as people who died, and a hurt denied as none', () => {
    expect(level('On that day the village prays to the dead and lights candles.')).toBe('none');
    expect(level('I pray to be dead by morning.')).toBe('crisis');
    expect(level("The car skidded but I'm not physically hurt, just shaken.")).toBe('none');
    expect(level('My partner physically hurt me again last night.')).toBe('crisis');
  });

  it('reads someone hurt by an unsafe task at work as an accident told', () => {
    expect(
      level('The new guy used the machine without the guard and hurt himself, so I quit.'),
    ).toBe('none');
    expect(level('My son hurt himself on purpose again last night.')).not.toBe('none');
  });
});

describe('a sign denied, or narrowed in the next breath', () => {
  it('reads "not in a dark place" as denied and "at this company I mean" as about the job', () => {
    expect(
      assessRisk("To be fair I'm not in a dark place, I'm just sick of this team.").level,
    ).toBe('none');
    expect(assessRisk("Honestly I'm stuck in a dark place these days.").level).not.toBe('none');
    expect(
      assessRisk('I really do not want to be here any more. At this firm, I mean.').level,
    ).toBe('concern');
    expect(assessRisk('I really do not want to be here any more. I mean that.').level).toBe(
      'crisis',
    );
  });
});

describe('a figure of speech about killing never swallows a plain statement', () => {
  it('reads "kill myself" said with words after it as meant, and the idioms as idioms', () => {
    expect(assessRisk('Honestly I want to kill myself to be done with it.').level).toBe('crisis');
    expect(assessRisk('I have thought about killing myself for weeks.').level).toBe('crisis');
    expect(assessRisk('I wanna kill myself every time the phone rings.').level).toBe('crisis');
    expect(assessRisk("I'd kill for a decent manager.").level).toBe('none');
    expect(assessRisk('That comment killed the mood in the room.').level).toBe('none');
    expect(assessRisk('We had two hours to kill time at the airport.').level).toBe('none');
  });

  it('asks gently about overwork said as "killing myself at work"', () => {
    expect(assessRisk("I'm killing myself at work for a promotion that never comes.").level).toBe(
      'concern',
    );
  });
});
