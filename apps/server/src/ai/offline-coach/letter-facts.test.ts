import { describe, expect, it } from 'vitest';
import { conversation } from '../../test/offline-conversation.js';
import { letterFacts } from './letter-facts.js';

describe('a cover letter asked for with the facts in the message', () => {
  it('sets out the role, the employer and the member’s own lines, re-cased, nothing added', () => {
    expect(
      letterFacts(
        'need a cover letter for trainee accountant at city council. i have economics degree and did payroll checks in placement',
      ),
    ).toEqual({
      role: 'trainee accountant',
      org: 'the city council',
      lines: ['I have an economics degree, and during my placement I worked on payroll checks.'],
    });
  });

  it('is drafted without asking for a CV file', () => {
    const [reply = ''] = conversation(1, [
      'Can you write a cover letter for a sales assistant job at Boots? I worked weekends at a bakery for 2 years and I speak Polish.',
    ]);
    expect(reply).not.toMatch(/Attach it here|can't see one yet/);
    expect(reply).toMatch(/^> I'm applying for the sales assistant role at Boots\./m);
    expect(reply).toMatch(/I speak Polish\./);
  });
});
