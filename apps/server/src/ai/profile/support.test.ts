import { describe, expect, it } from 'vitest';
import { groundProposals } from './job.js';
import { quoteSupports } from './support.js';

const CV = [
  'Jun Park',
  'jun.park@example.org · 555-201-3344',
  'Harbourline Freight, Tacoma, Washington — Operations',
  'I want to run a regional logistics network by 2030.',
  'Organised night shifts for 40 loaders.',
].join('\n');

const none = {
  vision: [],
  beliefs: [],
  values: [],
  behaviours: [],
  limitingBeliefs: [],
  limitingBehaviours: [],
};

describe("a provider's quote must support its statement", () => {
  it('keeps a statement whose quote says it, drops header and contact quotes and unrelated ones', () => {
    const evidence = groundProposals({
      files: [{ id: 'f', name: 'cv.pdf', kind: 'cv', text: CV }],
      proposed: {
        ...none,
        vision: [
          {
            statement: 'You want to run a regional logistics network.',
            fileId: 'f',
            quote: 'I want to run a regional logistics network by 2030.',
          },
          {
            statement: 'Your vision: Harbourline Freight, Tacoma — Operations.',
            fileId: 'f',
            quote: 'Harbourline Freight, Tacoma, Washington — Operations',
          },
          {
            statement: 'You aim to be reached at your address.',
            fileId: 'f',
            quote: 'jun.park@example.org · 555-201-3344',
          },
        ],
        behaviours: [
          {
            statement: 'You organise night shifts for 40 loaders.',
            fileId: 'f',
            quote: 'Organised night shifts for 40 loaders.',
          },
          {
            statement: 'You are a gifted public speaker.',
            fileId: 'f',
            quote: 'Organised night shifts for 40 loaders.',
          },
        ],
      },
    });
    expect(evidence.vision.map((e) => e.statement)).toEqual([
      'You want to run a regional logistics network.',
    ]);
    expect(evidence.behaviours.map((e) => e.statement)).toEqual([
      'You organise night shifts for 40 loaders.',
    ]);
  });

  it('reads overlap by word stems', () => {
    expect(quoteSupports('You organise rotas.', 'Organising the weekly rotas.')).toBe(true);
    expect(quoteSupports('You value fairness.', 'I led a team of six.')).toBe(false);
  });
});
