import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { respond } from './respond.js';
import { roleGapLines, targetRole } from './role-gap.js';

describe('what the role they are moving into asks for', () => {
  it('finds the known role from the field they name, not the role they hold', () => {
    expect(targetRole("I'm a project manager and want to move into UX design")?.id).toBe(
      'ux-designer',
    );
    expect(targetRole('I run payroll and I want to become a data analyst.')?.id).toBe(
      'data-analyst',
    );
    expect(targetRole('I want to move on from retail')).toBeUndefined();
  });

  it('marks only what the member wrote as evidence, in their own words', () => {
    const said =
      'Payroll lead for 6 years, I built our Power BI report and cut late payments 30%. Moving into data analytics.';
    const lines = roleGapLines(said, said) ?? [];
    expect(lines[0]).toMatch(/data analyst roles ask for.*\(2 of 5 already named\)/);
    expect(lines.join('\n')).toMatch(
      /Dashboards and visualisation\*\* \(you have it: “Power BI”\)/,
    );
    expect(lines.join('\n')).toMatch(/Business impact\*\* \(you have it: “30%”\)/);
    expect(lines.join('\n')).toMatch(/SQL\*\* \(to build\): show one piece of work/);
  });

  it('is part of the answer to a career move into that role', () => {
    const { reply } = respond(
      coachRequest(
        22,
        'Seven years as a staff accountant. I want to move into data analytics and I already use SQL a little. Where should I start?',
      ),
    );
    expect(reply).toMatch(/What data analyst roles ask for, against what you told me/);
    expect(reply).toMatch(/you have it: “SQL”/);
  });
});
