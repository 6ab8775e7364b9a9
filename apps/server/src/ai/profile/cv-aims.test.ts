import { INSIGHT_DIMENSIONS } from '@facet/contracts';
import { describe, expect, it } from 'vitest';
import { checkStatement } from '../../eval/statement-checks.js';
import { byDimension, profileOf } from '../../test/profile-of.js';
import { readGoalIsTo } from './voice.js';

/**
 * Aims and values as CVs put them in an untitled opening paragraph, in telegraphic style, or as
 * a sentence about the aim itself (2026-11-28). Every line here is invented for the test, each
 * beside a look-alike that must stay silent.
 */

/** A CV whose first line is the one under test, before any heading, then a thin job. */
const opening = (line: string) =>
  `${line}\nEducation Details \nMay 2020 BSc Geography Leeds University\nSurvey Assistant \n\nSkill Details \nCompany Details \ncompany - Northfield Maps\ndescription - • Walked hedgerow transects each spring.\n`;

const noViolations = (text: string) => {
  const p = profileOf(text);
  for (const d of INSIGHT_DIMENSIONS) {
    for (const s of p[d]) expect(checkStatement(s.statement, s.quote)).toEqual([]);
  }
};

describe('the paragraph a CV opens with, before any heading', () => {
  it('is read as an untitled summary for where the person is heading', () => {
    expect(
      byDimension(opening('Keen to build a lasting career in river conservation.')).vision,
    ).toEqual(['You are keen to build a lasting career in river conservation.']);
    expect(
      byDimension(opening('Interested in roles that protect chalk streams and their wildlife.'))
        .vision,
    ).toEqual(['You are interested in roles that protect chalk streams and their wildlife.']);
    expect(
      byDimension(opening('Willing to work as a field officer in a remote upland reserve.')).vision,
    ).toEqual(['You are willing to work as a field officer in a remote upland reserve.']);
  });

  it('is read for what the person holds to, their own sentence quoted when it has an "I"', () => {
    expect(byDimension(opening('Honesty and patience steer every survey I run.')).values).toEqual([
      'In your words: “Honesty and patience steer every survey I run.”',
    ]);
  });

  it('leaves a task, a deed, a machine and a name as silent as before', () => {
    expect(byDimension(opening('To get the soil cores logged by Monday.')).vision).toEqual([]);
    expect(byDimension(opening('Guided by a rail along the bank.')).values).toEqual([]);
    expect(
      byDimension(opening('Trained volunteers seeking shelter from the rain.')).vision,
    ).toEqual([]);
    const name = byDimension(opening('Priya Castellane'));
    expect([...name.vision, ...name.values]).toEqual([]);
  });

  it('never turns a present self-description into a past deed', () => {
    const p = byDimension(opening('Focused on careful records and clear maps for every client.'));
    expect(p.behaviours.join(' ')).not.toMatch(/You focused/);
  });
});

describe('who the person is, then what drives them or where they head', () => {
  it('reads "<person> with a strong belief in / commitment to…" as a value, in their words', () => {
    expect(
      byDimension(opening('Careful ecologist with a firm belief in open data for every survey.'))
        .values,
    ).toEqual(['You are a careful ecologist with a firm belief in open data for every survey.']);
    expect(
      byDimension(opening('A patient tutor with a deep commitment to adult learners.')).values,
    ).toEqual(['You are a patient tutor with a deep commitment to adult learners.']);
  });

  it('reads an irregular participle that describes the person ("Driven surveyor…")', () => {
    expect(
      byDimension(opening('Driven surveyor with a passion for accurate field records.')).values,
    ).toEqual(['You are a driven surveyor with a passion for accurate field records.']);
  });

  it('reads a person the tagger takes for adjectives only ("Energetic professional looking…")', () => {
    expect(
      byDimension(opening('Energetic professional looking to move into flood planning.')).vision,
    ).toEqual(['You are an energetic professional looking to move into flood planning.']);
  });

  it('keeps every such statement within the automatic checks', () => {
    noViolations(opening('Careful ecologist with a firm belief in open data for every survey.'));
    noViolations(opening('Keen to build a lasting career in river conservation.'));
    noViolations(opening('Energetic professional looking to move into flood planning.'));
  });
});

describe('an aim told as a sentence about the aim', () => {
  it('restates "It is my goal to…" and "Career aspiration is to…" after their label', () => {
    expect(readGoalIsTo('It is my goal to chair the county bird club by 2030.')?.statement).toBe(
      'Your goal is to chair the county bird club by 2030.',
    );
    expect(readGoalIsTo('Career aspiration is to lead a mapping team.')?.statement).toBe(
      'Your career aspiration is to lead a mapping team.',
    );
    expect(byDimension(opening('My long-term aim is to teach field skills.')).vision).toEqual([
      'Your long-term aim is to teach field skills.',
    ]);
  });

  it("never reads a project's objective as the person's", () => {
    expect(readGoalIsTo('The objective is to migrate the survey archive.')).toBeUndefined();
    expect(readGoalIsTo('Main objective is to clean the river gauge data.')).toBeUndefined();
    expect(byDimension(opening('The aim is to publish the bat counts online.')).vision).toEqual([]);
  });

  it('under an objective heading, never glues the label to a sentence or a description', () => {
    const under = (line: string) =>
      byDimension(`Ola Brandt\n\nCAREER OBJECTIVE\n${line}\n\nEXPERIENCE\n• Mapped ponds.\n`);
    expect(under('The aim is to publish the bat counts online.').vision).toEqual([]);
    expect(under('Detail-oriented analyst with a drive to finish surveys early.').vision).toEqual(
      [],
    );
    expect(under('Career aspiration is to lead a mapping team.').vision).toEqual([
      'Your career aspiration is to lead a mapping team.',
    ]);
  });
});

describe('a labelled aim after a list section', () => {
  const cv = (tail: string) =>
    `Priya Raman\n\nExperience\nWarehouse Supervisor, Eastgate Freight (2019 - present)\n- Cut picking errors by 30% across two shifts.\n\nEducation\nBSc Logistics, Aston University (2018)\n\n${tail}`;

  it('is read as an aim, not skipped with the list it follows', () => {
    const found = byDimension(
      cv(
        'Values: fairness, steady hands.\nGoal: I want to run a regional depot within three years.\n',
      ),
    );
    expect(found.vision).toEqual(['You want to run a regional depot within three years.']);
    expect(found.values.length).toBe(1);
  });
});
