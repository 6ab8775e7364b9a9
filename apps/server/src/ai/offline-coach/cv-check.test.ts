import { describe, expect, it } from 'vitest';
import { conversation } from '../../test/offline-conversation.js';
import type { CoachRequest, CoachTurn } from '../coach.js';
import { cvFaults, misspellings, reversedRanges } from './cv-check.js';
import { readCv, scoreBullet, strongerBullet, unwrapLines } from './cv-facts.js';
import { respond } from './respond.js';

/** A CV written for this test, with the faults a reviewer finds in real ones. */
const CV = `Morgan Reyes
Objective
Seeking a challenging position where I can utilize my skills as a hard-working team player.
Experience
Warehouse Team Lead, Brightline Logistics, Jun 2022 - Feb 2020
- Responsible for the loading bay rota
- Trained 9 new pickers in safe handling, and after that the team
cut picking errors by 30% in two quarters
- Assisted with stock counts at the end of each month
Picker, Brightline Logistics, 2017 - 2020
- Picked and packed online orders
Education
Diploma in Logistics, Riverside Colege, 2015 - 2017
References
Jo Carter, shift manager, +44 7700 900456`;

function request(content: string, history: CoachTurn[] = []): CoachRequest {
  return {
    agent: {
      id: 1,
      name: 'Career CV Assistant',
      category: 'career-tools',
      persona: '',
      questions: ['Which role is this CV for?'],
    },
    settings: { model: 'gpt-4o', temperature: 0.7, maxTokens: 1000, systemPrompt: null },
    history,
    message: { content, attachments: [] },
    user: { firstName: 'Morgan' },
    signal: new AbortController().signal,
  };
}

describe('CV faults', () => {
  it('finds a date range that ends before it starts, and only that one', () => {
    expect(reversedRanges(CV)).toEqual(['Jun 2022 - Feb 2020']);
  });

  it('finds misspellings with the dictionary, not British spellings or names', () => {
    const found = misspellings(`${CV}\nOrganised the Centre's colour-coded labelling.`);
    expect(found).toContainEqual({ word: 'Colege', suggestion: 'College' });
    expect(found.map((f) => f.word)).not.toContain('Organised');
    expect(found.map((f) => f.word)).not.toContain('Centre');
  });

  it('names a generic objective, referees’ phone numbers and duties without results', () => {
    const kinds = cvFaults(CV).map((f) => f.kind);
    expect(kinds).toEqual(['objective', 'dates', 'spelling', 'references', 'duties']);
    const clean =
      'Summary\nWarehouse lead who cut picking errors by 30%.\nExperience\n- Trained 9 pickers';
    expect(cvFaults(clean)).toEqual([]);
  });

  it('joins a wrapped line to its bullet instead of reading it as a new one', () => {
    const lines = unwrapLines(CV);
    expect(lines).toContain(
      '- Trained 9 new pickers in safe handling, and after that the team cut picking errors by 30% in two quarters',
    );
    const facts = readCv({ label: 'cv', text: CV });
    expect(facts.bullets.map((b) => b.text)).not.toContain(
      'cut picking errors by 30% in two quarters',
    );
  });
});

describe('a CV pasted in chat', () => {
  it('is read as a CV, its faults named, and it stays in context on the next turn', () => {
    const first = respond(request(`Could you review my CV please?\n\n${CV}`)).reply;
    expect(first).toMatch(/What I found in your CV/);
    expect(first).toContain('Jun 2022 - Feb 2020');
    expect(first).toContain('“Colege” → “College”');
    expect(first).not.toMatch(/need your CV|Attach it here/i);
    const history: CoachTurn[] = [
      { role: 'user', content: `Could you review my CV please?\n\n${CV}` },
      { role: 'assistant', content: first },
    ];
    const second = respond(request('Now rewrite my summary', history)).reply;
    expect(second).toMatch(/Warehouse Team Lead/);
    expect(second).not.toMatch(/need your CV/i);
  });

  it('rewrites a summary pasted into the message without asking for a file', () => {
    const reply = respond(
      request(
        'Rewrite this summary: I am a warehouse team lead with eight years in logistics, training new pickers, running the loading bay and keeping errors down, and I now want an operations supervisor role.',
      ),
    ).reply;
    expect(reply).not.toMatch(/need your CV|Attach it here/i);
    expect(reply).toMatch(/warehouse team lead/i);
  });
});

describe('numeric dates and safe rewrites', () => {
  it('finds a month/year range that ends before it starts', () => {
    expect(reversedRanges('Shift lead, Harbour Cafe | 09/2023 – 04/2021')).toEqual([
      '09/2023 – 04/2021',
    ]);
    expect(reversedRanges('Shift lead | 04/2021 – 09/2023')).toEqual([]);
  });

  it('never turns a thing into an action, nor a line about the person into a task', () => {
    const bullet = (text: string) => scoreBullet(text);
    expect(strongerBullet(bullet('Responsible for training budget'))).toMatch(
      /^Owned the training budget\./,
    );
    expect(strongerBullet(bullet('Managing supplier invoices'))).toMatch(
      /^Managed supplier invoices\./,
    );
    expect(strongerBullet(bullet('I was also the first-aider for our floor'))).toMatch(
      /^Lead with what you did there/,
    );
    expect(strongerBullet(bullet('Passionate about customer care'))).not.toMatch(
      /Owned passionate/,
    );
  });
});

describe('a pasted CV, role by role', () => {
  const CV = `Can you look at my resume?

SAM LEE
sam@example.com

Experience
Shift Supervisor, Brightwell Foods, 2022 - 2024
- Responsible for scheduling the night crew
- Helped with audits

Packer, Brightwell Foods, 2019 - 2022
- Packing orders

Education
BTEC Business, Riverside Colege, 2019`;

  it('reads a short dated line as a job header even without a word for a role, and short typos of common words', () => {
    expect(misspellings('Riverside Colege and a tema of five')).toEqual([
      { word: 'tema', suggestion: 'team' },
      { word: 'Colege', suggestion: 'College' },
    ]);
  });

  it('rewrites every bullet of the job asked for, and keeps them all when made shorter', () => {
    const [, rewrite = '', shorter = ''] = conversation(1, [
      CV,
      "rewrite the first job's bullets",
      'make them shorter',
    ]);
    expect(rewrite).toMatch(/under \*\*Shift Supervisor, Brightwell Foods\*\*/);
    expect(rewrite).toMatch(
      /^> - Owned scheduling the night crew\.|^> - Scheduled the night crew\./m,
    );
    expect(rewrite).toMatch(/^> - Contributed to audits\./m);
    expect(rewrite).not.toMatch(/Packing orders/);
    expect(shorter.match(/^> - /gm)?.length).toBe(2);
  });
});
