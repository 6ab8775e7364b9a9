import { describe, expect, it } from 'vitest';
import { completionPercent } from './progress';

describe('completionPercent (out of 6 points, rounded)', () => {
  it('is 0 with nothing', () => {
    expect(completionPercent({ hasCv: false, psychometricCount: 0, completedTests: 0 })).toBe(0);
  });

  it('is 17 with a CV or psychometric files', () => {
    expect(completionPercent({ hasCv: true, psychometricCount: 0, completedTests: 0 })).toBe(17);
    expect(completionPercent({ hasCv: false, psychometricCount: 4, completedTests: 0 })).toBe(17);
  });

  it('reaches 33 with both (tests are never completed)', () => {
    expect(completionPercent({ hasCv: true, psychometricCount: 10, completedTests: 0 })).toBe(33);
  });

  it('counts each test as one point', () => {
    expect(completionPercent({ hasCv: true, psychometricCount: 1, completedTests: 4 })).toBe(100);
    expect(completionPercent({ hasCv: false, psychometricCount: 0, completedTests: 1 })).toBe(17);
  });
});
