import { INSIGHT_DIMENSIONS } from '@facet/contracts';
import { describe, expect, it } from 'vitest';
import { checkStatement } from '../../eval/statement-checks.js';
import { byDimension, profileOf } from '../../test/profile-of.js';
import {
  readAchievement,
  readDutyNoun,
  readOwnSentence,
  readSummaryLine,
  readTraitItem,
  readVirtueInRun,
} from './voice.js';

/**
 * Values, beliefs, aims and work habits as thin or flattened CVs write them (issue 17, fourth
 * pass), each reading beside look-alikes that must stay silent: a list of tools, a heading, a
 * company's slogan, a project's objective. Every sentence here is invented for the test.
 */

const everyStatementPasses = (text: string) => {
  const p = profileOf(text);
  for (const d of INSIGHT_DIMENSIONS) {
    for (const s of p[d]) expect(checkStatement(s.statement, s.quote)).toEqual([]);
  }
};

describe('a short list of work habits', () => {
  it('reads an item made only of words of character or habit as a behaviour', () => {
    expect(readTraitItem('Punctual and dependable')).toMatchObject({
      dimension: 'behaviours',
      statement: 'You describe yourself as punctual and dependable.',
    });
    expect(readTraitItem('Fast learner')?.statement).toBe(
      'You describe yourself as a fast learner.',
    );
    expect(readTraitItem('Hard working')?.dimension).toBe('behaviours');
    expect(readTraitItem('Flexibility')?.statement).toBe(
      'You list “Flexibility” among your strengths.',
    );
  });

  it('reads the same habits said in the first person, quoting a sentence without its article', () => {
    expect(readOwnSentence('I am calm and organised.', true)).toMatchObject({
      dimension: 'behaviours',
      statement: 'You are calm and organised.',
    });
    expect(readOwnSentence("I'm hard working person.", true)?.statement).toBe(
      "In your words: “I'm hard working person.”",
    );
    // A credential or a tool said of oneself is not a habit.
    expect(readOwnSentence('I am Prince2 certified.', true)).toBeUndefined();
  });

  it('quotes a title-case item as written, so it never reads as a heading', () => {
    const item = readTraitItem('Positive Attitude');
    expect(item?.statement).toBe('Your strengths include “Positive Attitude”.');
    expect(checkStatement(item?.statement ?? '', 'Positive Attitude')).toEqual([]);
  });

  it('never reads a tool list, a skill, a company name or a duty as a habit', () => {
    expect(readTraitItem('Excel, Tableau, Power BI')).toBeUndefined();
    expect(readTraitItem('Good negotiation & presentation')).toBeUndefined();
    expect(readTraitItem('Reliable Couriers Ltd')).toBeUndefined();
    expect(readTraitItem('Teamwork')).toBeUndefined();
    expect(readTraitItem('Handled a team of 6 drivers')).toBeUndefined();
  });

  it('finds the habits in bullets run on one line, in a skills list and under "Key Strength"', () => {
    const bullets = byDimension(
      '• Punctual • Fast learnerEducation Details\nMay 2012 to June 2015 BSc Leeds University',
    );
    expect(bullets.behaviours).toEqual([
      'You describe yourself as punctual.',
      'You describe yourself as a fast learner.',
    ]);
    const skills = byDimension(
      'KEY SKILLS: • Stock control with SAP • Honest & hard working • Forklift licence',
    );
    expect(skills.values).toEqual(['You describe yourself as honest.']);
    expect(skills.behaviours).toEqual([
      'You name “Honest & hard working” as one of your strengths.',
    ]);
    const strength = byDimension('Key Strength:\n• Patience.\n• Self Motivated.');
    expect(strength.behaviours).toContain('You describe yourself as self motivated.');
  });
});

describe('a strengths heading run into its first item', () => {
  it('opens the strengths section, so the heading word is never part of an item', () => {
    const doc = byDimension('Key Strengths Patient and loyal');
    expect(doc.values).toEqual(['You describe yourself as patient and loyal.']);
    expect(doc.behaviours).toEqual(['You name “Patient and loyal” as one of your strengths.']);
  });

  it('never splits a sentence, a job line or a singular word that only looks like the heading', () => {
    expect(byDimension('Strengths include patience with new starters.').behaviours).toEqual([]);
    expect(
      byDimension('Strength Coach, Fitbox 2019 – 2022\n• Ran group classes for 40 members.')
        .behaviours,
    ).toEqual(['You ran group classes for 40 members.']);
  });

  it('restates "I am a person who is honest…" whole, with its article', () => {
    expect(readOwnSentence('I am a person who is honest and fair.', true)).toMatchObject({
      dimension: 'values',
      statement: 'You are a person who is honest and fair.',
    });
  });
});

describe('what someone believes in', () => {
  it('states it as a belief as well as a value, in their words', () => {
    const own = byDimension('I believe in giving every apprentice a real job on day one.');
    expect(own.values).toEqual(['You believe in giving every apprentice a real job on day one.']);
    expect(own.beliefs).toEqual([
      'In your words: “I believe in giving every apprentice a real job on day one.”',
    ]);
    const listed = byDimension('Strengths\n• Belief in plain speaking with customers and staff.');
    expect(listed.beliefs).toEqual([
      'You list “Belief in plain speaking with customers and staff” among your beliefs.',
    ]);
  });

  it("never takes a company's slogan or a word about something else for a belief", () => {
    expect(byDimension('We believe in banking that puts people first.').beliefs).toEqual([]);
    expect(byDimension('Beliefs Survey 2021 – analysed for the board.').beliefs).toEqual([]);
  });
});

describe('a readiness to learn or to work with people unlike them', () => {
  it('is a value, not an aim', () => {
    expect(readSummaryLine('Keen to work with multicultural teams.')).toMatchObject({
      dimension: 'values',
      statement: 'You describe yourself as keen to work with multicultural teams.',
    });
    expect(readSummaryLine('Always eager to learn new trades.')?.dimension).toBe('values');
  });

  it('leaves an aim an aim and an ability an ability', () => {
    expect(readSummaryLine('Eager to move into a team lead role.')?.dimension).toBe('vision');
    expect(readSummaryLine('Able to work with diverse teams.')?.dimension).not.toBe('values');
  });

  it('reads a wish to learn inside a flattened run of skills, quoting the item alone', () => {
    const run = 'Skills Excel, Power BI Eager to learn new reporting tools Tableau, Alteryx';
    expect(readVirtueInRun(run)).toMatchObject({
      dimension: 'values',
      statement: 'You describe yourself as eager to learn new reporting tools.',
      quote: 'Eager to learn new reporting tools',
    });
    const doc = byDimension(`${run}\nEducation Details\nMay 2014 BCom Pune University`);
    expect(doc.values).toEqual(['You describe yourself as eager to learn new reporting tools.']);
  });

  it('never reads a run of tools, nor an item cut on a small word', () => {
    expect(readVirtueInRun('Skills Excel, Power BI, Tableau, Alteryx SQL Server')).toBeUndefined();
    expect(readVirtueInRun('Skills Keen to learn tools such as Tableau, Alteryx')).toBeUndefined();
  });
});

describe('an objective in a flattened CV', () => {
  it('reads an objective heading run on after a list of tools', () => {
    expect(
      byDimension('Skills Excel, SAP, SQL Objective To seek a career in supply chain planning.')
        .vision,
    ).toEqual([
      expect.stringMatching(
        /^(?:Your objective is|You aim) to seek a career in supply chain planning\.$/,
      ),
    ]);
    expect(
      byDimension('Skills: • Excel • SQL CAREER OBJECTIVE: To join a bank as a credit analyst.')
        .vision,
    ).toEqual([
      expect.stringMatching(
        /^(?:Your career objective is|You aim) to join a bank as a credit analyst\.$/,
      ),
    ]);
    expect(byDimension('Job Objective\nTo work in hospital pharmacy.').vision).toHaveLength(1);
  });

  it('reads an aim run into a flattened line of tools, quoting the aim alone', () => {
    const seeking = profileOf(
      'Skills Excel, SAP Seeking a role in credit control with a growing firm.\nEducation Details\nMay 2015 BCom Pune University',
    ).vision;
    expect(seeking.map((s) => s.statement)).toEqual([
      'You are seeking a role in credit control with a growing firm.',
    ]);
    expect(seeking[0]?.quote).toBe('Seeking a role in credit control with a growing firm.');
    expect(
      byDimension(
        'Skills Tally, GST To work in a practice where I can grow as an auditor.\nEducation Details\nMay 2015 BCom Pune University',
      ).vision,
    ).toEqual(['You aim to work in a practice where you can grow as an auditor.']);
  });

  it('never reads what a tool does, or a name, in such a run as an aim', () => {
    expect(
      byDimension(
        'Skills Python scripts To automate the monthly payroll reports.\nEducation Details\nMay 2015 BSc Pune University',
      ).vision,
    ).toEqual([]);
    expect(
      byDimension('Worked with Looking Glass Ltd on a booking app for clinics.').vision,
    ).toEqual([]);
  });

  it("never reads a project's objective as the person's aim", () => {
    const doc = byDimension(
      'Projects\nStock tracker. Project Objective To cut the time spent on stock counts.',
    );
    expect(doc.vision).toEqual([]);
  });
});

describe('duties and deeds that had no statement', () => {
  it('quotes a duty named by a noun of action under a job', () => {
    expect(readDutyNoun('Maintenance of fire doors and alarm panels')).toMatchObject({
      dimension: 'behaviours',
      statement: 'You list “Maintenance of fire doors and alarm panels” among your duties.',
    });
    const doc = byDimension(
      [
        'Company Details',
        'company - Harbour Lifts',
        'description - Installation of passenger lifts in new blocks',
        'company - Keel Homes',
      ].join('\n'),
    );
    // The next field label does not run into the duty above it.
    expect(doc.behaviours).toEqual([
      'You list “Installation of passenger lifts in new blocks” among your duties.',
    ]);
  });

  it('never takes a department, a product or a sentence about an act for a duty', () => {
    expect(readDutyNoun('Department of Mechanical Engineering')).toBeUndefined();
    expect(readDutyNoun('Implementation of Salesforce')).toBeUndefined();
    expect(readDutyNoun('Installation of the new boiler was delayed by a month')).toBeUndefined();
    expect(readDutyNoun('Bank of Scotland branch')).toBeUndefined();
  });

  it('reads a deed in the progressive, in its tense, but not where they are employed', () => {
    expect(
      readOwnSentence('I am currently rebuilding the stock model for twelve stores.', true),
    ).toMatchObject({
      dimension: 'behaviours',
      statement: 'You are currently rebuilding the stock model for twelve stores.',
    });
    // Without a word that dates it to now, a progressive tells a story or a struggle.
    expect(readOwnSentence('I am learning to delegate the rota.', true)).toBeUndefined();
    expect(readOwnSentence('I was running late for the interview.', true)).toBeUndefined();
    expect(readOwnSentence('I am working as a porter at Dale Hospital.', true)).toBeUndefined();
    expect(readOwnSentence('I am hoping to train as a paramedic.', true)?.dimension).toBe('vision');
  });

  it('never restates a passive or a credential as a deed', () => {
    expect(readAchievement('Organised by the student union every spring.')).toBeUndefined();
    expect(readAchievement('Certified Scrum Master for the platform team.')).toBeUndefined();
  });

  it('keeps every new statement within the automatic checks', () => {
    everyStatementPasses(
      [
        '• Punctual • Fast learner',
        'Key Strength:',
        '• Positive Attitude',
        'Skills Excel, Power BI Eager to learn new reporting tools Tableau, Alteryx',
        'Company Details',
        'company - Harbour Lifts',
        'description - Installation of passenger lifts in new blocks',
        'I believe in giving every apprentice a real job on day one.',
      ].join('\n'),
    );
  });
});
