import { describe, expect, it } from 'vitest';
import { assessRisk } from './risk.js';

/**
 * Risk said the way people type in a chat box (risk-concepts-chat.ts): lower case, no
 * apostrophes, no textbook words. Each class in several wordings, beside ordinary messages that
 * share its words and must stay quiet. Every message here is written for the test.
 */
const level = (text: string) => assessRisk(text).level;
const flagged = (text: string) => level(text) !== 'none';

describe('indifference to living', () => {
  it('is asked about, however it is hedged', () => {
    for (const text of [
      'i dont actually care if i wake up tomorrow or not',
      "Honestly I wouldn't care if I didn't make it home tonight.",
      'tbh i dont really mind whether i live or die at this point',
    ])
      expect(flagged(text), text).toBe(true);
  });

  it('leaves caring about a job or a place alone', () => {
    expect(level("I don't care if I get the offer or not, I'm fine where I am.")).toBe('none');
    expect(level("I don't mind if I live in Leeds or Manchester for the new role.")).toBe('none');
  });
});

describe('relief at their own death', () => {
  it('is asked about', () => {
    for (const text of [
      'if a truck hit me on the way to work id honestly feel relief',
      'if i got run over tomorrow it would be a relief tbh',
      'my family would honestly be better without me',
    ])
      expect(flagged(text), text).toBe(true);
  });

  it('is not read into being away for a while or getting a job', () => {
    expect(level('If I was gone for two weeks on leave, who would cover my desk?')).toBe('none');
    expect(level('If I got the job it would be such a relief after months of applying.')).toBe(
      'none',
    );
  });
});

describe('a means kept at hand', () => {
  it('is asked about in the member’s own sentence', () => {
    for (const text of [
      'ive been saving up my tablets for weeks, theres a lot now',
      'i keep a razor hidden in my wardrobe',
      'got a rope in the boot of my car since sunday',
    ])
      expect(flagged(text), text).toBe(true);
  });

  it('leaves tools of work, sport and medicine as prescribed alone', () => {
    expect(level('I keep my insulin pen in the staff fridge at work.')).toBe('none');
    expect(level('I have a rope and harness for the climbing wall job.')).toBe('none');
    expect(level('I have a gun licence and I am applying for security roles.')).toBe('none');
  });
});

describe('a dose taken with drink and felt in the body', () => {
  it('is a medical crisis', () => {
    for (const text of [
      'had a bottle of wine with my sleeping pills and now my chest feels weird',
      'took my diazepam with vodka, everything is spinning',
    ]) {
      expect(level(text), text).toBe('crisis');
      expect(assessRisk(text).kinds).toContain('medical');
    }
  });

  it('is not a question about a label', () => {
    expect(level('Is it safe to have a glass of wine with ibuprofen?')).toBe('none');
  });
});

describe('harm done to punish themselves', () => {
  it('is asked about, whatever the act', () => {
    for (const text of [
      'when i mess up a shift i skip dinner to punish myself',
      'i punish myself by staying up all night when a client complains',
    ])
      expect(flagged(text), text).toBe(true);
  });

  it('leaves training and study alone', () => {
    expect(level('I punish myself with extra gym sessions before the marathon lol')).toBe('none');
  });
});

describe('urges that come back', () => {
  it('are asked about when their object is left unsaid', () => {
    expect(flagged('the urges have been coming back this month. not acting on them')).toBe(true);
  });

  it('are not about smoking or shopping', () => {
    expect(level('the urges to smoke are coming back since the new manager started')).toBe('none');
  });
});

describe('being at a height now', () => {
  it('is asked about', () => {
    expect(flagged('im sat right at the edge of the bridge by my office now')).toBe(true);
  });

  it('is not work on a roof or a wait on a platform', () => {
    expect(level("I'm on the roof fixing the gutters for a client today.")).toBe('none');
    expect(level("I'm standing on the platform waiting for my train to the interview.")).toBe(
      'none',
    );
  });
});

describe('a body failing after days without food', () => {
  it('is a medical crisis, with or without an "I"', () => {
    expect(level('havent eaten in 5 days and passed out at work today')).toBe('crisis');
    expect(level('I stopped eating last week and my heart keeps racing')).toBe('crisis');
  });

  it('is not a faint at the gym', () => {
    expect(level('I nearly fainted at the gym after leg day.')).toBe('none');
  });
});

describe('a contest idiom never cancels a blow or a threat', () => {
  it('reads being beaten at home or before others as violence', () => {
    expect(level('He beat me at home again last night.')).toBe('crisis');
    expect(level('my husband beat me in front of our daughter')).toBe('crisis');
  });

  it('reads a threat to kill a family member as harm to others', () => {
    expect(level("I'm going to kill my stepfather, I'm serious this time")).toBe('crisis');
  });

  it('leaves games, races and teasing alone', () => {
    expect(level('My sister beat me at darts again, rematch on Friday.')).toBe('none');
    expect(level('She beat me to the promotion and I am gutted.')).not.toBe('crisis');
    expect(level('I could kill my brother for eating my lunch lol')).toBe('none');
  });
});
