import type { DiamondInsights } from '@facet/contracts';
import { hasCue } from '../../nlp/cues.js';
import { DIMENSION_LABELS as LABELS } from '../insights.js';
import type { PlanItem } from './content.js';
import type { Plan, PlanContext } from './plan.js';

/**
 * Plans for the Self-Assessment Coach: values, strengths, limiting beliefs and the diamond profile,
 * quoting the member's own profile when there is one and saying so plainly when there is not.
 */

const has = (ctx: PlanContext, ...cues: string[]) => cues.some((c) => hasCue(ctx.reading, c));

const NO_PROFILE =
  'I don’t have your diamond profile yet. Upload your CV (and any psychometric results) on the Self-Assessment page and generate it; I’ll then work from what it says about you.';

function profileOf(ctx: PlanContext): DiamondInsights | undefined {
  return ctx.request.user.context?.profile;
}

export function valuesPlan(ctx: PlanContext): Plan {
  const profile = profileOf(ctx);
  const values = profile?.values ?? [];
  const offer = has(ctx, 'offer', 'job', 'role', 'fit', 'sales', 'company');
  const items: PlanItem[] = values.length
    ? values.slice(0, 4).map((statement) => ({
        title: statement.replace(/\.$/, ''),
        body: offer
          ? 'Score the offer from 1 to 10 on this, and write one sentence on why.'
          : 'Recall a moment at work when this value was honoured, and one when it was squeezed.',
        detail: [
          `Your profile says: “${statement}”`,
          offer
            ? 'Ask the people you would work with about a recent situation where this value was tested, and listen for what they did, not what they say they believe.'
            : 'Values show up most clearly when they are under pressure: the squeezed moment tells you what to protect in your next role.',
        ],
      }))
    : [
        {
          title: 'Recall two peak moments',
          body: 'Think of two moments at work when you felt most yourself. Write what they had in common.',
          detail: [
            'The common thread usually names a value: autonomy, craft, fairness, learning, impact.',
          ],
        },
        {
          title: 'Name your top three',
          body: 'From what you noticed, pick three values and put each in one sentence of your own.',
          detail: ['Your own words matter more than a list from a website.'],
        },
        {
          title: 'Test your current role',
          body: 'Score your work from 1 to 10 against each value. The lowest score is where the tension comes from.',
          detail: ['Use the scores to decide what to change first, not whether to leave.'],
        },
      ];
  return {
    lead: [
      values.length
        ? offer
          ? 'Here is how to test the offer against your values, taken from your diamond profile:'
          : 'Here are the values your diamond profile found in your files:'
        : NO_PROFILE,
    ],
    before: values.length ? ['**From your diamond profile**'] : [],
    items,
    question: offer
      ? 'Which of these values would you refuse to trade for a higher salary?'
      : 'Which of these feels most true when you read it?',
    suggestions: [
      'What are my strengths?',
      'Which beliefs hold me back?',
      'Tell me more about the first one',
    ],
  };
}

export function strengthsPlan(ctx: PlanContext): Plan {
  const profile = profileOf(ctx);
  const strengths = profile?.behaviours ?? [];
  return {
    lead: [
      strengths.length
        ? 'Your diamond profile shows these strengths in how you work. Each one is worth naming in interviews and using on purpose:'
        : NO_PROFILE,
    ],
    before: strengths.length ? ['**From your diamond profile**'] : [],
    items: strengths.length
      ? strengths.slice(0, 4).map((s) => ({
          title: s.replace(/\.$/, ''),
          body: 'Where could you use this more next month, on purpose?',
          detail: [
            `Your profile says: “${s}”`,
            'Find one example with a result you can tell in an interview, and one place in your current role where using it more would be noticed.',
          ],
        }))
      : [
          {
            title: 'Ask three people',
            body: 'Ask three colleagues: “What do you come to me for?” The overlap is your strength.',
            detail: [
              'Others often see our strengths more clearly because they look effortless to us.',
            ],
          },
          {
            title: 'Notice what energises you',
            body: 'For a week, note the tasks that leave you with more energy than they took.',
            detail: ['Strengths tend to energise; skills you are merely good at tend to drain.'],
          },
        ],
    question: 'Which of these would you most like your next role to use every day?',
    suggestions: [
      'What do my values say about my next role?',
      'Which beliefs hold me back?',
      'Tell me more about the second one',
    ],
  };
}

export function limitingPlan(ctx: PlanContext): Plan {
  const profile = profileOf(ctx);
  const beliefs = [...(profile?.limitingBeliefs ?? []), ...(profile?.limitingBehaviours ?? [])];
  // Impostor feelings told without the word: "I feel like a fraud", "they'll realise I don't know".
  const impostor = has(
    ctx,
    'impost*',
    'feel* ~ fraud',
    'smarter than me',
    'find|found|realise|realize|figure ~ out ~ !know',
    '!know what i am doing',
  );
  const lead = impostor
    ? 'Feeling like an impostor is very common in a new role, and often a sign you are stretching rather than failing. Let’s test the feeling against the evidence.'
    : beliefs.length
      ? 'Your diamond profile names these patterns. Let’s test one against real evidence rather than argue with it:'
      : 'Beliefs like this feel like facts from the inside. The way through is to treat the belief as a prediction and test it.';
  return {
    lead: [lead],
    before: beliefs.length
      ? ['**From your diamond profile**', ...beliefs.map((b) => `- ${b}`)]
      : [],
    items: [
      {
        title: 'Write the belief word for word',
        body: 'For example: “I’m not senior enough to lead.” Then list the evidence for it and against it.',
        detail: ['Seeing it on paper turns it from a feeling into a claim you can check.'],
      },
      {
        title: 'Collect contrary evidence',
        body: 'Three pieces of feedback, results or moments that contradict it. Keep them where you will see them.',
        detail: ['Impostor feelings survive on selective memory; a written record corrects it.'],
      },
      {
        title: 'Design one small experiment',
        body: 'One action this week that tests the belief in real life: lead one meeting, share one opinion, apply for one stretch role.',
        detail: [
          'Keep it small enough that you will actually do it, and write down what happened.',
        ],
      },
    ],
    question: impostor
      ? 'When does the feeling hit hardest: in meetings, when you hand in work, or when you compare yourself with someone?'
      : 'When does this belief show up most strongly?',
    suggestions: [
      'What would my first step be?',
      'What are my strengths?',
      'Tell me more about the third one',
    ],
  };
}

export function profilePlan(ctx: PlanContext): Plan {
  const profile = profileOf(ctx);
  if (!profile) {
    return {
      lead: [NO_PROFILE],
      items: [
        {
          title: 'Upload your CV',
          body: 'On the Self-Assessment page; psychometric results help too.',
          detail: ['PDF, Word and text files work; scanned documents are read with OCR.'],
        },
        {
          title: 'Generate your profile',
          body: 'Every statement quotes the file it comes from, so you can check it.',
          detail: [
            'It covers vision, beliefs, values, behaviours, limiting beliefs and limiting behaviours.',
          ],
        },
      ],
      question: 'Meanwhile: what would the people you work with say you are known for?',
      suggestions: [
        'Help me explore my values',
        'What are my strengths?',
        'Which beliefs hold me back?',
      ],
    };
  }
  const facets = (Object.keys(LABELS) as Array<keyof DiamondInsights>).filter(
    (k) => profile[k].length,
  );
  return {
    lead: ['Here is your diamond profile facet by facet, in the words it found in your files.'],
    items: facets.map((k) => ({
      title: LABELS[k],
      body: profile[k].slice(0, 3).join(' '),
      detail: [
        `${LABELS[k]}: ${profile[k].join(' ')}`,
        'Test it against a real situation from the last month: did you see it in what you did? Where did it help you, and where did it get in the way?',
      ],
    })),
    question: 'Which facet surprises you, or feels least like you?',
    suggestions: [
      'Tell me more about the second one',
      'Which beliefs hold me back?',
      'What do my values say about my next role?',
    ],
  };
}
