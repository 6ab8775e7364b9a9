import { INSIGHT_DIMENSIONS } from '@facet/contracts';
import { describe, expect, it } from 'vitest';
import { checkStatement } from '../../eval/statement-checks.js';
import { balanced, buildOfflineProfile } from './engine.js';
import { repairDebris } from './repair.js';

const profileOf = (text: string) =>
  buildOfflineProfile([{ id: 'f', name: 'cv.pdf', kind: 'cv', text }]);
const all = (text: string) => {
  const p = profileOf(text);
  return INSIGHT_DIMENSIONS.flatMap((d) => p[d].map((s) => s.statement));
};

describe('extraction debris and headers in a CV', () => {
  it('never makes a verb of a company, place or title line', () => {
    const statements = all(
      [
        'Experience',
        'Bramble Media, Provo, Utah — Account Development',
        'Google Mountain View, CA',
        'Network Engineer at Route 9 Solutions',
        'Project Name: Harbour Stock Planning Consultant; 6 months.',
        'Cashier • 03/2021 - 09/2022',
        '• Trained four new cashiers on the till and stock checks.',
      ].join('\n'),
    );
    expect(statements).toEqual(['You trained four new cashiers on the till and stock checks.']);
  });

  it('keeps the tense of the line and turns a CV third person into the second', () => {
    const statements = all(
      [
        'Experience',
        'Maths Teacher, Hillcrest Academy 2018 - 2024',
        '- Learned to write proofs with year 12 students in weekly clinics.',
        '- Manages a team of 4 teaching assistants across two sites.',
      ].join('\n'),
    );
    expect(statements).toEqual([
      'You learned to write proofs with year 12 students in weekly clinics.',
      'You manage a team of 4 teaching assistants across two sites.',
    ]);
  });

  it('joins a word cut by a line-end hyphen', () => {
    const statements = all(
      [
        'Experience',
        '• Split the billing monolith into microser-',
        'vices owned by three product teams.',
      ].join('\n'),
    );
    expect(statements).toEqual([
      'You split the billing monolith into microservices owned by three product teams.',
    ]);
  });

  it('never shows a contact line as evidence', () => {
    const statements = all(
      [
        'Robin Vale',
        '14 Orchard Lane, Bristol · +44 7700 900123 · robin@example.org',
        'Goal: 14 Orchard Lane, Bristol',
        'Experience',
        '• Organised 30 community repair days with local volunteers.',
      ].join('\n'),
    );
    expect(statements).toEqual(['You organised 30 community repair days with local volunteers.']);
  });
});

describe('the automatic statement checks', () => {
  it('flag each kind of statement a person would not sign', () => {
    expect(checkStatement('You squeeze Media, Orem.', 'Squeeze Media, Orem')).toContain(
      'verb-from-name',
    );
    expect(checkStatement('You learn to write proofs.', 'Learned to write proofs.')).toEqual([
      'tense',
    ]);
    expect(checkStatement('You build microser- vices.', 'Built microser- vices.')).toContain(
      'split-word',
    );
    expect(checkStatement('Your vision: call 555-201-3344.', 'call 555-201-3344')).toContain(
      'contact',
    );
    expect(checkStatement('You cashier 07/2022 - 11/2023.', 'Cashier 07/2022 - 11/2023')).toContain(
      'heading-or-date',
    );
    expect(checkStatement('You learned to write proofs.', 'Learned to write proofs.')).toEqual([]);
  });
});

describe('what documents say outright', () => {
  const report = (text: string) =>
    buildOfflineProfile([{ id: 'f', name: 'report.txt', kind: 'psychometric', text }]);

  it('reads labelled values and goal lines of a CV', () => {
    const p = profileOf(
      [
        'Sam Okafor',
        'Values: fairness, patience, craft.',
        'Career goal: lead a community kitchen by 2030.',
        'Experience',
        '- Cooked for 200 guests a night.',
      ].join('\n'),
    );
    expect(p.values.map((s) => s.statement)).toEqual(['You value fairness, patience and craft.']);
    expect(p.vision.map((s) => s.statement)).toEqual([
      'Your career goal is to lead a community kitchen by 2030.',
    ]);
  });

  it('recognises a 16Personalities result by its code and percentages, in its own numbers', () => {
    const p = report(
      ['ESTP-A', 'Mind: 60% Extraverted', 'Energy: 57% Observant', 'Nature: 52% Thinking'].join(
        '\n',
      ),
    );
    expect(p.behaviours.map((s) => s.statement)).toEqual([
      'Your 16Personalities type is ESTP-A: 60% Extraverted, 57% Observant, 52% Thinking.',
    ]);
  });

  it('reads a DISC style given by name only', () => {
    const p = report('DISC workplace report\nYour style: the Supporter\n');
    expect(p.behaviours[0]?.statement).toMatch(/^Your primary DISC style is Steadiness \(S\)/);
  });

  it("keeps a report's own level and scale, and explains a low trait", () => {
    const p = report(
      [
        'Big Five profile',
        'Openness: 76 %',
        'Conscientiousness: moderate, at 72 %',
        'Extraversion: low',
        'Agreeableness: 50 %',
      ].join('\n'),
    );
    const said = p.behaviours.map((s) => s.statement);
    expect(said.some((s) => /Conscientiousness/.test(s))).toBe(false);
    expect(said).toContain(
      'You score low on Extraversion: you tend to be reserved and to recharge on your own.',
    );
    expect(said.find((s) => /Openness/.test(s))).toMatch(/\(76 %\)/);
  });

  it('reads burnout told in the first person as a limiting behaviour, and quotes a "we" sentence', () => {
    const p = report(
      [
        'My story',
        'In 2021 I burned out after a year of night shifts.',
        'I hope to open a bakery where our neighbours can learn to bake.',
      ].join('\n'),
    );
    expect(p.limitingBehaviours.map((s) => s.statement)).toEqual([
      'In 2021 you burned out after a year of night shifts.',
    ]);
    expect(p.vision.map((s) => s.statement)).toEqual([
      'In your words: “I hope to open a bakery where our neighbours can learn to bake.”',
    ]);
  });
});

describe('a CV that says little still shows what it does', () => {
  it('reads a duties line and a strengths section in the person’s words', () => {
    const statements = all(
      [
        'Lee Marsh',
        'Employment',
        '• 2015 - 2019: Field Station. Supervisor: Dr Jo Quill. Duties included sensor upkeep and data archiving.',
        'Strengths',
        'Patient, careful and dependable.',
      ].join('\n'),
    );
    expect(statements).toEqual([
      'Your duties included sensor upkeep and data archiving.',
      'You describe yourself as patient, careful and dependable.',
    ]);
  });
});

describe('flattened text and unsure forms', () => {
  it('repairs a mid-line hyphen cut, inline bullets and a glued heading', () => {
    const statements = all(
      [
        'Tools: Excel, SQL Skill Details',
        'Spreadsheets- Exprience - 12 monthsCompany Details',
        'company - Harbour Freight',
        'description - Ran weekly stock counts across three depots and cut write-offs by 12%.',
        'Kept the on- call rota for the night shift of 14 drivers.',
        'STRENGTHS: • Patient and careful. • Dependable under pressure.',
      ].join('\n'),
    );
    expect(statements).toContain(
      'You ran weekly stock counts across three depots and cut write-offs by 12%.',
    );
    expect(statements).toContain('You kept the on-call rota for the night shift of 14 drivers.');
    expect(statements).toContain('You describe yourself as patient and careful.');
  });

  it('quotes a participle or a noun-like opener, and drops a line of nouns', () => {
    const statements = all(
      [
        'Experience',
        'Warehouse Lead 2019 - 2023',
        '• Coordinating the delivery schedule with two carriers every week.',
        '• Involved in the move to a new stock system for 40 staff.',
        '• Audit trail reports for the finance team.',
        '• Rent control Courts',
      ].join('\n'),
    );
    expect(statements[0]).toBe(
      'In your words: “Coordinating the delivery schedule with two carriers every week.”',
    );
    // "Involved in…" is quoted or left out, never "You involved in…".
    expect(statements.slice(1)).toEqual(
      statements.length > 1
        ? ['In your words: “Involved in the move to a new stock system for 40 staff.”']
        : [],
    );
    for (const s of statements) expect(checkStatement(s, s)).toEqual([]);
  });

  it('reads a narrow column wrapped into short lines, and what excites or matters to them', () => {
    const p = profileOf(
      [
        'Objective',
        'Patient, curious',
        'teacher. I am always looking',
        'to learn.',
        '',
        'Summary',
        'Helping a student see the proof for themselves excites me.',
      ].join('\n'),
    );
    expect(p.vision.map((s) => s.statement)).toContain('You are always looking to learn.');
    expect(p.values.map((s) => s.statement)).toContain(
      'Helping a student see the proof for themselves excites you.',
    );
  });

  it('reads the Belief theme of a CliftonStrengths top five as a value', () => {
    const p = profileOf(
      [
        'My CliftonStrengths results',
        '1. Harmony',
        '2. Belief',
        '3. Learner',
        '4. Focus',
        '5. Includer',
      ].join('\n'),
    );
    expect(p.values.map((s) => s.statement)).toEqual([
      'Belief is your #2 theme: you hold enduring core values that give your work its purpose.',
    ]);
  });

  it('reads bullets that OCR turned into letters or signs, and balances brackets', () => {
    const statements = all(
      [
        'Experience',
        'Store Manager, Brightside 2019 - 2024',
        'e Managed a team of 14 staff across two sites.',
        '«Reduced waste by a fifth through weekly stock counts.',
        '+ Trained new cashiers (till, stock checks and safety.',
      ].join('\n'),
    );
    expect(statements).toEqual([
      'You managed a team of 14 staff across two sites.',
      'You reduced waste by a fifth through weekly stock counts.',
      'You trained new cashiers.',
    ]);
    expect(balanced('You led the "North team (retail).')).toBe('You led the North team (retail).');
    expect(balanced('You ran stock checks) weekly.')).toBe('You ran stock checks weekly.');
    expect(balanced('You ran depots in Leeds , York and Hull ; all audited.')).toBe(
      'You ran depots in Leeds, York and Hull; all audited.',
    );
    expect(balanced('You wrote it in C , then in Go.')).toBe('You wrote it in C, then in Go.');
  });
});

describe('a bullet glyph lost in a change of character set', () => {
  it('reads the line after it as a bullet and leaves a replacement character inside a word', () => {
    const lost = '\uFFFD?\uFFFD';
    expect(repairDebris(`${lost} Led the move of two depots.\nSKILLS ${lost} Excel`)).toBe(
      '• Led the move of two depots.\nSKILLS • Excel',
    );
    expect(repairDebris('Menus for the caf\uFFFD and bar.')).toBe(
      'Menus for the caf\uFFFD and bar.',
    );
    expect(
      all(
        [
          'Experience',
          'Northway Freight, 2019 - 2023',
          `${lost} Cut late deliveries by 12% in one year.`,
        ].join('\n'),
      ),
    ).toEqual(['You cut late deliveries by 12% in one year.']);
  });
});

describe('words split by a space or a line break without a hyphen', () => {
  it('joins a fragment that is no word to the one before when the two make one', () => {
    expect(repairDebris('Set up 12 net work switches and an alytics dashboards.')).toBe(
      'Set up 12 net work switches and analytics dashboards.',
    );
    expect(repairDebris('over forty en\nterprise clients')).toBe('over forty enterprise clients');
    // Two words stay two words, and a term the dictionary lacks is never glued on.
    expect(repairDebris('cut on boarding time; run kubectl daily')).toBe(
      'cut on boarding time; run kubectl daily',
    );
    expect(
      checkStatement('You trained 40 en terprise users.', 'Trained 40 en terprise users.'),
    ).toContain('split-word');
  });

  it('puts a title-case heading glued to the end of an inline bullet on its own line', () => {
    expect(
      repairDebris(
        'Personal Skills: • Calm on the phone • Always punctual Other Courses: • Food hygiene',
      ),
    ).toBe(
      'Personal Skills:\n• Calm on the phone\n• Always punctual\nOther Courses:\n• Food hygiene',
    );
  });
});

describe('a flattened project write-up', () => {
  it('splits a missed sentence space and a title-case heading after a sentence', () => {
    expect(repairDebris('I run the depot in Crewe.I also train drivers.')).toBe(
      'I run the depot in Crewe. I also train drivers.',
    );
    expect(repairDebris('Built on Asp.Net and node.js.')).toBe('Built on Asp.Net and node.js.');
    expect(repairDebris('Ran the tills. Responsibilities: Counted the safe.')).toBe(
      'Ran the tills.\nResponsibilities:\nCounted the safe.',
    );
  });

  it("skips what a project is about and reads the person's part in it", () => {
    const statements = all(
      [
        'Projects',
        'Project Name: Parcel Tracker. Description: Cut delivery costs with smarter routes for couriers. Responsibilities: Wrote the route planner in Go. Troubleshoooting slow queries on the tracking map.',
      ].join('\n'),
    );
    expect(statements).toContain('You wrote the route planner in Go.');
    expect(statements.some((s) => /delivery costs/.test(s))).toBe(false);
    expect(statements).toContain(
      'In your words: “Troubleshoooting slow queries on the tracking map.”',
    );
  });
});

describe('asterisks used as bullets on one line', () => {
  it('puts each on a line of its own, and leaves a lone or arithmetic asterisk', () => {
    expect(repairDebris('* Quick to learn. * Honest with clients. * Calm on the phone.')).toBe(
      '* Quick to learn.\n* Honest with clients.\n* Calm on the phone.',
    );
    expect(repairDebris('Support rota 24 * 7 for Region * North')).toBe(
      'Support rota 24 * 7 for Region * North',
    );
    expect(repairDebris('Rated * Excellent by the panel')).toBe('Rated * Excellent by the panel');
  });
});
