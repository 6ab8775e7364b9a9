import { describe, expect, it } from 'vitest';
import { conversation } from '../../test/offline-conversation.js';
import { artefactAsk, buildArtefact } from './artefacts.js';
import { type Fact, factsOf } from './facts.js';
import { situation } from './frames.js';

const of = (text: string, kind: Fact['kind']) =>
  factsOf(text)
    .filter((f) => f.kind === kind)
    .map((f) => f.text);

describe('facts the member gives in everyday wording are read', () => {
  it('reads an age written with a curly apostrophe, as "N year old", or as a job "at 17"', () => {
    expect(of('Hi, I’m 16 and my parents want me to find weekend work', 'age')).toEqual(['16']);
    expect(of('19 year old looking for a first job', 'age')).toEqual(['19']);
    expect(of('Can I get hired at 17 without a work permit?', 'age')).toEqual(['17']);
    // Someone else's age, a thing's age, a clock time and a pay rate are not the member's age.
    expect(of('My 16 year old son wants a job', 'age')).toEqual([]);
    expect(of('I drive a 12 year old car to work', 'age')).toEqual([]);
    expect(of('My shift starts work at 10:30', 'age')).toEqual([]);
    expect(of('They hired at 18 dollars an hour', 'age')).toEqual([]);
  });

  it('reads a role claimed with a curly apostrophe', () => {
    expect(of('I’m a pharmacist in a small town', 'role')).toEqual(['pharmacist']);
  });

  it('reads the field they work or studied in, only after words of work or study', () => {
    expect(of('I have worked in hospitality for six years', 'field')).toEqual(['hospitality']);
    expect(of('I work in IT support at a school', 'field')).toEqual(['IT support']);
    expect(factsOf('My bachelor’s is in psychology').find((f) => f.kind === 'field')).toMatchObject(
      { text: 'psychology', studied: true },
    );
    expect(of('I left the trucking industry last spring', 'field')).toEqual([
      'the trucking industry',
    ]);
    // "In sales" after no work word, a pointer ("the same industry") and a skill are not fields.
    expect(of('Prices in retail stores went up again', 'field')).toEqual([]);
    expect(of('I would stay in the same industry', 'field')).toEqual([]);
    expect(of('I have experience in Excel and Word', 'field')).toEqual([]);
    expect(of('I am in fact quite tired of this', 'field')).toEqual([]);
  });

  it('reads an interview stage reached or booked, not a round of something else', () => {
    expect(
      factsOf('We finished the final round on Friday').find((f) => f.kind === 'stage'),
    ).toMatchObject({ text: 'final round', when: 'done' });
    expect(
      factsOf('I have a panel interview next Tuesday').find((f) => f.kind === 'stage'),
    ).toMatchObject({ text: 'panel interview', when: 'ahead' });
    expect(of('The final round of layoffs was announced', 'stage')).toEqual([]);
    expect(of('A second interview would be a dream', 'stage')).toEqual([]);
    expect(of('My last interview went badly', 'stage')).toEqual([]);
  });

  it('reads counts of places, managers and other plain nouns, numbers in words too', () => {
    expect(of('I applied to 30 different stores this month', 'count')).toEqual([
      '30 different stores',
    ]);
    expect(of('Two managers said the job was mine', 'count')).toEqual(['Two managers']);
    expect(of('one of the places said no', 'count')).toEqual([]);
  });

  it('reads a role with words of description between the claim and the title', () => {
    expect(of('Im a second year chemistry teacher and tired', 'role')).toEqual(['teacher']);
    expect(of('I’m a first year art teacher', 'role')).toEqual(['art teacher']);
    expect(of('I am a trained classical musician', 'role')).toEqual(['musician']);
    // A partner's job, a past or hoped-for role and a judgement of themselves are not their role.
    expect(of('I’m engaged to a paramedic', 'role')).toEqual([]);
    expect(of('I’m a retired teacher now', 'role')).toEqual([]);
    expect(of('I’m an aspiring nurse', 'role')).toEqual([]);
    expect(of('I’m a truly awful supervisor', 'role')).toEqual([]);
  });

  it('reads a workplace described in small letters, only when it says what kind of place', () => {
    expect(of('I work nights at a veterinary clinic', 'workplace')).toEqual([
      'a veterinary clinic',
    ]);
    expect(of('Started at an architecture firm in spring', 'workplace')).toEqual([
      'an architecture firm',
    ]);
    // No word of work before it, a bare or merely sized place, and a place of someone else's.
    expect(of('I bought shoes at a sports store', 'workplace')).toEqual([]);
    expect(of('I work for a big company', 'workplace')).toEqual([]);
    expect(of('My job is at a clinic near my flat', 'workplace')).toEqual([]);
  });

  it('reads an employer named after hiring or applying words, never a shouted word or a nationality', () => {
    expect(of('I was offered temp to hire for Brightwell and I like them', 'org')).toEqual([
      'Brightwell',
    ]);
    expect(of('I have applied for MANY positions this year', 'org')).toEqual([]);
    expect(of('I want to apply for Irish citizenship first', 'org')).toEqual([]);
    expect(of('I’ve been hired and I’ve started', 'org')).toEqual([]);
  });
});

describe('the facts placed in a frame', () => {
  it('says a stage reached as the point they are at, and a booked one as ahead', () => {
    const done = 'Finished the final round of interviews, then silence from them.';
    expect(situation(factsOf(done), done)).toBe('after the final round');
    const ahead = 'I have a second interview tomorrow and I am nervous.';
    expect(situation(factsOf(ahead), ahead)).toBe('with the second interview ahead');
  });

  it('joins a field to the role written with it, and never leads a frame with a field alone', () => {
    const both = 'I work as a recruiter in tech and feel stuck.';
    expect(situation(factsOf(both), both)).toBe('as a recruiter in tech');
    const alone = 'I work in tech and feel stuck.';
    expect(situation(factsOf(alone), alone)).toBe('');
  });
});

describe('questions asked after a turn-down are for feedback, shaped by how far they got', () => {
  const built = (text: string) => {
    const ask = artefactAsk(text);
    if (!ask) throw new Error('no artefact asked');
    const out = buildArtefact(ask, text, factsOf(text), 'Alex');
    if (!out || !('options' in out)) throw new Error('nothing built');
    return out;
  };

  it('after a late round, asks what tipped it and whether to stay in touch', () => {
    const out = built(
      'They went with someone else after 4 interviews at a logistics firm. What should I ask them?',
    );
    expect(out.lead).toMatch(/after 4 interviews/);
    expect(out.options.join(' ')).toMatch(/tipped the decision/);
    expect(out.options.join(' ')).not.toMatch(/first six months/);
  });

  it('after an early turn-down, asks what the application did not show', () => {
    const out = built('I was rejected after the phone screen. What questions should I ask them?');
    expect(out.options.join(' ')).toMatch(/application/);
    expect(out.options.join(' ')).not.toMatch(/tipped the decision/);
  });

  it('before an interview, keeps the questions about the job', () => {
    const out = built(
      'I have an interview at a bakery chain on Monday. What questions should I ask them?',
    );
    expect(out.options.join(' ')).toMatch(/first six months/);
  });
});

describe('the whole reply', () => {
  it('opens on the stage they reached and answers the turn-down, with clean pronouns', () => {
    const [reply = ''] = conversation(1, [
      'Rejected after 3 rounds at an insurer. I did a phone screen, a case interview and the final round, then got a short email. What should I ask them?',
    ]);
    expect(reply).toMatch(/after 3 rounds/);
    expect(reply).toMatch(/tipped the decision/);
    expect(reply).not.toMatch(/\byour (?:I|me)\b|\byou (?:am|was)\b/);
  });
});

describe('a direct answer (answer card) carries the facts read', () => {
  it('leads its steps with the workplace they described, or the role claimed with a curly apostrophe', () => {
    const [clinic = ''] = conversation(1, [
      'I work nights at a veterinary clinic and found a better job. How much notice should I give?',
    ]);
    expect(clinic).toMatch(/At a veterinary clinic, what I would do:/);
    const [chemist = ''] = conversation(1, [
      'I’m a pharmacist and I found a better job. How much notice should I give?',
    ]);
    expect(chemist).toMatch(/As a pharmacist, what I would do:/);
  });
});
