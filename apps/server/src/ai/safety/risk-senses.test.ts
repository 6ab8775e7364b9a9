import { describe, expect, it } from 'vitest';
import { assessRisk } from './risk.js';

/**
 * False alarms read by mechanism (ADR 031, addendum "false alarms by mechanism"): figures of
 * speech, a thing or someone else as the subject, a topic, a story, a farewell to work. Each
 * class is checked with several wordings written for this test, beside the literal readings that
 * must keep their level.
 */
const level = (text: string) => assessRisk(text).level;

describe('assessRisk: ordinary idioms are never a risk', () => {
  it.each([
    'This deadline is killing me.',
    'I could kill for a coffee right now.',
    'My phone died halfway through the interview.',
    'My laptop battery is dying, I will call you back.',
    "I'm dying to know whether I got the job.",
    'My feet are killing me after that shift.',
    'The suspense is killing me, when do they announce the offers?',
    'I keep dying on the final boss.',
    'We killed the dragon after six tries.',
    'I killed it in the interview today!',
    'I got shot in the last round and lost the match.',
    'Our old server finally died last night.',
    "I'm going to die of boredom in this lecture.",
  ])('"%s" is none', (text) => {
    expect(level(text)).toBe('none');
  });
});

describe('assessRisk: a thing as the subject of pain words', () => {
  it('reads a thing that is unbearable or agony as a complaint', () => {
    expect(level('The heat is unbearable today.')).toBe('none');
    expect(level('This commute is agony, two hours each way.')).toBe('none');
    expect(level('Honestly the noise in the open-plan office is unbearable.')).toBe('none');
  });

  it('reads a thing that cannot be borne any more as a complaint', () => {
    expect(level("I can't take this commute anymore, I'm looking for remote work.")).toBe('none');
    expect(level("I can't stand this schedule anymore, I'll ask for day shifts.")).toBe('none');
  });

  it('reads a thing that has suffered as something that got worse', () => {
    expect(level("My grades with all these shifts have suffered. I'm exhausted.")).toBe('none');
    expect(
      level('Since July I work sixty hours a week. My personal life with my kids has suffered.'),
    ).toBe('none');
  });

  it("keeps the member's own pain, life and feelings", () => {
    expect(level("Honestly I can't handle this pain anymore.")).toBe('concern');
    expect(level("I can't take this life anymore.")).toBe('concern');
    expect(level("I can't stand this feeling anymore.")).toBe('concern');
    expect(level('My life is unbearable.')).toBe('concern');
    expect(level('Every day is agony for me.')).toBe('concern');
    expect(level("I can't take it anymore.")).toBe('concern');
  });
});

describe('assessRisk: a farewell to work or study', () => {
  it('reads a goodbye or a note to a team, a class or an office as leaving', () => {
    expect(level('I wrote a farewell note to my team.')).toBe('none');
    expect(level('Drafting a goodbye message to my colleagues before my last shift.')).toBe('none');
    expect(level("I've said my goodbyes to the office, new job on Monday!")).toBe('none');
  });

  it('keeps a goodbye to family or to the world', () => {
    expect(level('I wrote a goodbye note to my family.')).toBe('crisis');
    expect(level("Goodbye world, I can't do my job or anything anymore.")).toBe('crisis');
    expect(level("I've said my goodbyes to my parents.")).toBe('crisis');
  });
});

describe('assessRisk: a wish for a bounded task to be over', () => {
  it('reads it one step lower, as a sign to ask about', () => {
    expect(level('I need it all to be over, this exam week is hell.')).toBe('concern');
    expect(level('I want everything to be over, this whole interview process is hell.')).toBe(
      'concern',
    );
  });

  it('keeps a wish for life or everything to end', () => {
    expect(level("I need it all to be over, I'm so tired of living.")).toBe('crisis');
    expect(level('I need it all to end now.')).toBe('crisis');
    expect(level('I want to die, this week has been hell.')).toBe('crisis');
  });
});

describe('assessRisk: suicide and self-harm as a topic', () => {
  it('reads the words as a subject of study or talk, passed on', () => {
    expect(level("I'm writing my thesis on self-harm in adolescents.")).toBe('none');
    expect(level('Our class watched a video about suicide for the awareness week.')).toBe('none');
    expect(level('My essay on suicide rates in farmers is due Friday.')).toBe('none');
  });

  it("keeps the member's own act and help-seeking", () => {
    expect(level("I self harm when I'm stressed.")).toBe('crisis');
    expect(level('I called the suicide hotline last night.')).not.toBe('none');
    expect(level('I watched a video about suicide and now I want to kill myself.')).toBe('crisis');
  });
});

describe('assessRisk: a story, a book or a show', () => {
  it("reads a character's act one step lower, named by the work or by where it happens", () => {
    expect(level('In the book the detective shoots himself at the end.')).toBe('concern');
    expect(level('In season two she hangs herself in the barn.')).toBe('concern');
    expect(level('The main character kills herself in season two, it was so sad.')).toBe('concern');
  });

  it('keeps a person close, and the member in a sentence about a work', () => {
    expect(level('My friend said he wants to kill himself.')).toBe('crisis');
    expect(level('I want to die, this game is too hard.')).toBe('crisis');
  });
});

describe('assessRisk: harm feared for someone else', () => {
  it('reads a feared assault on someone else one step lower', () => {
    expect(level("I'm worried he is going to get hurt by his stepmum tonight.")).toBe('concern');
    expect(level("I'm afraid she could get hurt by her stepdad if she stays.")).toBe('concern');
  });

  it('keeps an assault done, on the member or on someone close', () => {
    expect(level('I got hurt by my boyfriend yesterday.')).toBe('crisis');
    expect(level('My stepdad hit me again last night.')).toBe('crisis');
    expect(level("She got hit by her husband again and she's scared.")).toBe('crisis');
  });
});

describe('assessRisk: a verb of force in its other sense', () => {
  it('reads flirting, persuasion, company and defeat as none', () => {
    expect(level('A guy from accounts hit on me at the leaving drinks.')).toBe('none');
    expect(level('My dad pushed me into studying accountancy.')).toBe('none');
    expect(level('My sister dragged me to a pottery class on Sunday.')).toBe('none');
    expect(level('My flatmate dragged me along to a pub quiz.')).toBe('none');
    expect(level('I got beaten in the chess final by a ten-year-old.')).toBe('none');
  });

  it('keeps force to a place, and a beating by someone', () => {
    expect(level('He dragged me to the car by my hair.')).toBe('crisis');
    expect(level('She pushed me into the wall last night.')).toBe('crisis');
    expect(level('My ex dragged me along the floor.')).toBe('crisis');
    expect(level('I got beaten by my dad again.')).toBe('crisis');
    expect(level('He hit me on the head with a bottle.')).toBe('crisis');
  });
});

describe('assessRisk: a psychiatric ward as a workplace', () => {
  it('reads working or training there as none', () => {
    expect(level('I work in a psychiatric hospital as an admin.')).toBe('none');
    expect(level('I did my nursing placement on a psych ward last spring.')).toBe('none');
  });

  it("keeps the member's own stay", () => {
    expect(level('I got out of the psychiatric hospital yesterday.')).toBe('concern');
    expect(level('I spent a week on a psych ward after a really bad night.')).toBe('concern');
  });
});

describe('assessRisk: accidents, dispensing and degree', () => {
  it('reads a body part hurt on a thing at hand as an accident', () => {
    expect(level('I burned my hand on the oven at work.')).toBe('none');
    expect(level('Cut my thumb on a tin lid while stocking shelves.')).toBe('none');
  });

  it('keeps a means used on the body, or harm on purpose', () => {
    expect(level('I burned my arm with a lighter.')).toBe('crisis');
    expect(level('I burned my arm on purpose.')).toBe('crisis');
  });

  it('reads pills counted as a pharmacy job as work', () => {
    expect(level("I'm a pharmacist and I count pills all day.")).toBe('none');
    expect(level('As a dispensary technician I sort tablets for the ward.')).toBe('none');
  });

  it('keeps pills counted as a means, whatever the job', () => {
    expect(level('I counted my pills again tonight.')).toBe('crisis');
    expect(level("I'm a nurse and I have been counting the pills I'd need.")).toBe('crisis');
  });

  it('reads an act given as a measure of how bad something is one step lower', () => {
    expect(level("I want to jump off a bridge, that's how boring this meeting is.")).toBe(
      'concern',
    );
    expect(level('I could throw myself off the roof, that is how awful this commute is.')).not.toBe(
      'crisis',
    );
    expect(level('I want to jump off a bridge.')).toBe('crisis');
  });

  it('reads a wish to disappear after an event one step lower', () => {
    expect(level('I want to disappear after that presentation.')).toBe('concern');
    expect(level('I want to disappear forever.')).toBe('crisis');
  });
});

describe('assessRisk: the people a member serves at work', () => {
  it("reads a danger word describing the member's clients as their job", () => {
    expect(level('I work with abused children as a caseworker and it is draining.')).toBe('none');
    expect(
      level('I have been a crisis counsellor for suicidal teens, what jobs can I move to?'),
    ).toBe('none');
    expect(level('As a police officer I deal with domestic abuse calls daily.')).toBe('none');
  });

  it("keeps the member's own danger beside their job", () => {
    expect(level("I'm a nurse and my husband abused me last night.")).toBe('crisis');
    expect(level("I'm a teacher and I feel suicidal every day.")).toBe('crisis');
    expect(level('I work with kids and I want to kill myself.')).toBe('crisis');
  });
});

describe('assessRisk: harm to someone beside laughter', () => {
  it('reads it one step lower, so the member is still asked', () => {
    expect(level('I want to kill my manager lol he put me on the Christmas rota.')).toBe('concern');
    expect(level("I'm going to strangle my coworker haha, she keeps humming.")).toBe('concern');
  });

  it('keeps it without laughter', () => {
    expect(level('I want to kill my manager, I keep picturing it.')).toBe('crisis');
  });
});
