import { type DiamondInsights, INSIGHT_DIMENSIONS, type InsightDimension } from '@facet/contracts';

/** The six boxes of the Personal Profile card, in order. */
export const DIMENSION_INFO: Record<InsightDimension, { label: string; question: string }> = {
  vision: { label: 'Vision', question: 'Where you want to go' },
  beliefs: { label: 'Beliefs', question: 'What you hold to be true' },
  values: { label: 'Values', question: 'What matters most to you' },
  behaviours: { label: 'Behaviours', question: 'How you show up at work' },
  limitingBeliefs: { label: 'Limiting Beliefs', question: 'Thoughts that may hold you back' },
  limitingBehaviours: {
    label: 'Limiting Behaviours',
    question: 'Habits that may get in your way',
  },
};

/** Built-in example bullet points, shown (marked as examples) before any generation. */
export const EXAMPLE_INSIGHTS: DiamondInsights = {
  vision: [
    'Lead a product team that builds tools people love',
    'Move into a role with more strategic influence within three years',
  ],
  beliefs: [
    'Good work speaks for itself when it is shared openly',
    'Every setback holds a lesson worth learning',
  ],
  values: ['Integrity in how decisions are made', 'Continuous learning and growth'],
  behaviours: [
    'You break big problems into clear, manageable steps',
    'You seek feedback early and often',
  ],
  limitingBeliefs: [
    "I need to master everything before I'm ready for the next step",
    'Asking for help is a sign of weakness',
  ],
  limitingBehaviours: [
    'Saying yes to every request, leaving little time for priorities',
    'Postponing decisions until every detail is certain',
  ],
};

export function hasAnyStatement(insights: DiamondInsights): boolean {
  return INSIGHT_DIMENSIONS.some((dimension) => (insights[dimension]?.length ?? 0) > 0);
}
