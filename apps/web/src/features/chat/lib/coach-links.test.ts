import { describe, expect, it } from 'vitest';
import { linkCoachNames } from './coach-links';

const coaches = [
  { id: 7, name: 'Healthcare Advisor' },
  { id: 9, name: 'Mindfulness Coach' },
  { id: 3, name: 'Coach' },
];

describe('linkCoachNames', () => {
  it('links the first mention of each coach, bold or plain, any case', () => {
    expect(
      linkCoachNames(
        'Ask the **Healthcare Advisor** (Well-being page). The mindfulness coach helps too; the Healthcare Advisor again.',
        coaches,
      ),
    ).toBe(
      'Ask the **[Healthcare Advisor](coach:7)** (Well-being page). The [mindfulness coach](coach:9) helps too; the Healthcare Advisor again.',
    );
  });

  it('leaves code, existing links and parts of longer words alone', () => {
    const text = 'See `Healthcare Advisor` or [Healthcare Advisor](https://x.example) or Coaching.';
    expect(linkCoachNames(text, coaches)).toBe(text);
  });

  it('changes nothing without coaches', () => {
    expect(linkCoachNames('Ask the Healthcare Advisor.', [])).toBe('Ask the Healthcare Advisor.');
  });
});
