import { HELDOUT_CASES } from './heldout-cases.js';
import { NOTHING, noLimits, type ProfileCase } from './labels.js';

export type { CaseFile, CaseGroup, Dimension, Labels, ProfileCase } from './labels.js';
export { NEVER_ANYWHERE } from './labels.js';

/**
 * The labelled corpus of the offline profile engine: texts written for Facet that reproduce the
 * traps seen on real CVs and psychometric reports (skills and job titles that contain value words,
 * sentence fragments around numbers and abbreviations, praise by third parties, a report's advice
 * to its reader, ranked reports whose bottom themes are not strengths).
 *
 * Per case and dimension:
 * - `expect`: statements a correct engine must produce (each pattern is one statement; recall).
 * - `allow`: statements that are also right but not required (they count as correct, not as recall).
 * - `never`: statements that are wrong whatever else matches (`any` applies to every dimension).
 * A produced statement that matches neither `expect` nor `allow` counts as wrong: the labels list
 * every right statement that an engine could reasonably draw from the text.
 */

const sweCv = {
  expect: {
    vision: [/lead a platform engineering group/i],
    values: [/care about software that stays understandable/i],
    behaviours: [
      /^you lead a team of 8 engineers/i,
      /^you reduce cloud spend by 35%/i,
      /^you mentor four junior developers/i,
      /^you build a streaming speech recognition pipeline/i,
    ],
  },
  allow: {
    behaviours: [
      /^you introduce weekly design reviews/i,
      /^you design the feature store/i,
      /^you write internal documentation/i,
    ],
  },
  never: {
    any: [/better it person/i, /panic/i, /gives? up/i, /honest to a fault/i, /american safety/i],
    values: [/machine learning|speech recognition|service architecture|product led growth|health/i],
    limitingBeliefs: NOTHING,
    limitingBehaviours: NOTHING,
  },
} satisfies Omit<ProfileCase, 'name' | 'about' | 'files'>;

const careerChanger = {
  expect: {
    vision: [
      /spend the next part of (your|my) career making digital services easier/i,
      /join a public-sector design team/i,
    ],
    values: [
      /matters most to (you|me) is fairness/i,
      /value patience and plain language/i,
      /care deeply about the people who usually get left out/i,
    ],
    beliefs: [
      /good research starts with listening/i,
      /teachers already practise most of what researchers do/i,
    ],
    limitingBeliefs: [
      /too old to start again/i,
      /impostor/i,
      /not sure (you are|i am) technical enough/i,
    ],
    limitingBehaviours: [
      /put off applying for roles/i,
      /avoid asking for feedback on (your|my) portfolio/i,
    ],
  },
  allow: {
    // The old engine's form ("Fairness matters to you.") is right where the person names the value.
    values: [/^(fairness|patience) matters to you\.$/i],
    vision: [/moving into user experience research/i],
    behaviours: [/curriculum redesign/i],
    limitingBeliefs: [/afraid of what people will say/i],
  },
  never: {
    limitingBeliefs: [/difficult conversations/i, /miss a deadline/i],
    limitingBehaviours: [/difficult conversations/i, /miss a deadline/i],
  },
} satisfies Omit<ProfileCase, 'name' | 'about' | 'files'>;

const DEVELOPMENT_CASES: ProfileCase[] = [
  {
    name: 'software engineer CV',
    about:
      'Machine Learning, Speech Recognition, service architecture, a Product Led Growth title, an American Safety & Health Institute certificate, references with praise',
    files: [{ path: 'swe-cv.txt', kind: 'cv' }],
    ...sweCv,
  },
  {
    name: 'software engineer CV (Word)',
    about: 'the same CV as a .docx through the real extraction',
    files: [{ path: 'swe-cv.txt', kind: 'cv', as: 'docx' }],
    ...sweCv,
  },
  {
    name: 'sales CV with numbers',
    about:
      '"a goal of 9 cars per month" is a target, not a vision; a customer service award is not a value',
    files: [{ path: 'sales-cv.txt', kind: 'cv' }],
    expect: {
      behaviours: [
        /^you sell an average of 11 cars per month/i,
        /^you grow repeat business by 40%/i,
        /^you train three new consultants/i,
        /^you negotiate fleet contracts/i,
      ],
    },
    allow: { behaviours: [/^you achieve 112% of quarterly targets/i, /^you manage the showroom/i] },
    never: { vision: NOTHING, values: NOTHING, beliefs: NOTHING, ...noLimits },
  },
  {
    name: 'academic CV',
    about:
      'lab names with "(Prof. …)", publication titles with "value", "goal", "Growth" and "Learning"',
    files: [{ path: 'academic-cv.txt', kind: 'cv' }],
    expect: {
      vision: [/understand how animals decide when to wait and when to act/i],
      beliefs: [/open data makes neuroscience more honest/i],
      behaviours: [/^you supervise five msc research projects/i],
    },
    allow: {
      behaviours: [
        /^you teach the graduate course/i,
        /^you organi[sz]e the ucl decision neuroscience seminar/i,
        /^you share every dataset you publish/i,
      ],
    },
    never: { values: NOTHING, any: [/foraging|striatum|value signals|dopamine/i], ...noLimits },
  },
  {
    name: "career changer's personal statement",
    about: 'real values, goals, beliefs, doubts and avoidance in the first person; negated fears',
    files: [{ path: 'career-changer-statement.txt', kind: 'cv' }],
    ...careerChanger,
  },
  {
    name: "career changer's personal statement (PDF, wrapped lines)",
    about: 'the same statement as a PDF whose lines wrap mid-sentence, through the real extraction',
    files: [{ path: 'career-changer-statement.txt', kind: 'cv', as: 'pdf' }],
    ...careerChanger,
  },
  {
    name: 'CliftonStrengths 34',
    about:
      'all 34 ranks; Empathy is 34th; generic theme advice and "Growth and learning matter to people with this theme"',
    files: [{ path: 'clifton-34.txt', kind: 'psychometric' }],
    expect: {
      behaviours: [
        /^your top cliftonstrengths themes are strategic, learner, achiever, relator and ideation\.$/i,
      ],
    },
    allow: { behaviours: [/^(strategic|learner|achiever), your #[123] theme/i] },
    never: {
      any: [/empathy|harmony|includer|adaptability|\bwoo\b/i, /health|service|recognition/i],
      values: NOTHING,
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'CliftonStrengths 34 (PDF)',
    about: 'the same report as a PDF through the real extraction',
    files: [{ path: 'clifton-34.txt', kind: 'psychometric', as: 'pdf' }],
    expect: {
      behaviours: [
        /^your top cliftonstrengths themes are strategic, learner, achiever, relator and ideation\.$/i,
      ],
    },
    allow: { behaviours: [/^(strategic|learner|achiever), your #[123] theme/i] },
    never: {
      any: [/empathy|harmony|includer|adaptability|\bwoo\b/i],
      values: NOTHING,
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'CliftonStrengths Top 5',
    about:
      'five themes listed without numbers; "Questions:" prompts and "avoid conflict" theme text',
    files: [{ path: 'clifton-top5.txt', kind: 'psychometric' }],
    expect: {
      behaviours: [
        /^your top cliftonstrengths themes are achiever, responsibility, harmony, developer and discipline\.$/i,
      ],
    },
    allow: { behaviours: [/^(achiever|responsibility|harmony), your #[123] theme/i] },
    never: { values: NOTHING, vision: NOTHING, beliefs: NOTHING, ...noLimits },
  },
  {
    name: 'VIA Character Strengths (24, ranked)',
    about: 'signature strengths at the top, Spirituality 24th; advice to the reader',
    files: [{ path: 'via-24.txt', kind: 'psychometric' }],
    expect: {
      values: [
        /^your top via character strengths are honesty, fairness, kindness, love of learning and curiosity\.$/i,
      ],
    },
    allow: { values: [/^(honesty|fairness|kindness), your #[123] character strength/i] },
    never: {
      any: [/spirituality|humility|self-regulation|bravery|\bzest\b|creative enough/i],
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'Big Five percentiles',
    about: 'percentiles per trait; an average trait is not a statement; advice about perfectionism',
    files: [{ path: 'big-five.txt', kind: 'psychometric' }],
    expect: {
      behaviours: [
        /high on openness/i,
        /high on conscientiousness/i,
        /low on extraversion/i,
        /low on neuroticism/i,
      ],
    },
    never: {
      any: [/agreeableness/i, /perfectionist|delegate|networking/i],
      values: NOTHING,
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'MBTI type report',
    about:
      'a type code with preference clarity; blind spots written about the type, not by the person',
    files: [{ path: 'mbti.txt', kind: 'psychometric' }],
    expect: {
      behaviours: [
        /^your reported mbti type is enfp: you prefer extraversion, intuition, feeling and perceiving/i,
      ],
    },
    never: {
      any: [/procrastinat|disciplined enough|affirmation/i],
      values: NOTHING,
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'DISC report',
    about:
      "scores and a primary style; questionnaire items in the first person are not the person's words",
    files: [{ path: 'disc.txt', kind: 'psychometric' }],
    expect: { behaviours: [/^your primary disc style is dominance \(d\)/i] },
    allow: { behaviours: [/^your secondary disc style is influence \(i\)/i] },
    never: {
      any: [/in charge|never give up|afraid of making mistakes|impatient|small talk/i],
      values: NOTHING,
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'report full of advice to the reader',
    about:
      '"You may want to…", "People with this profile should…", reflection prompts: nothing is the person\'s own',
    files: [{ path: 'advice-report.txt', kind: 'psychometric' }],
    expect: {},
    never: { any: NOTHING },
  },
  {
    name: 'operations manager CV',
    about: 'stated principles in an "About me"; an Occupational Health and Safety certificate',
    files: [{ path: 'ops-manager-cv.txt', kind: 'cv' }],
    expect: {
      values: [/every member of (your|my) crew goes home safe/i, /driven by a sense of fairness/i],
      beliefs: [/clear processes free people to do their best work/i],
      behaviours: [
        /^you manage a site of 140 staff/i,
        /^you cut lost-time injuries by 60%/i,
        /^you rebuild the picking process/i,
        /^you negotiate a new overtime agreement/i,
      ],
    },
    allow: {
      values: [/^fairness matters to you\.$/i],
      behaviours: [
        /^you supervise a night shift/i,
        /^you organi[sz]e the site's first health/i,
        /^you have run warehouse operations/i,
      ],
    },
    never: { values: [/health|wellbeing|six sigma|nebosh/i], vision: NOTHING, ...noLimits },
  },
  {
    name: 'negations in a statement',
    about: '"I never procrastinate", "I am not afraid", "I no longer avoid" are not limiting',
    files: [{ path: 'negation-statement.txt', kind: 'cv' }],
    expect: {
      values: [/value reliability above almost everything else/i],
      beliefs: [/a plan nobody reads is not a plan/i],
      vision: [/become a programme manager in the energy sector/i],
    },
    allow: {
      values: [/^reliability matters to you\.$/i],
      beliefs: [/never doubt that a team can recover/i],
      behaviours: [/start every report the day it is assigned/i],
    },
    never: noLimits,
  },
  {
    name: 'freelancer with client testimonials',
    about: "clients' first-person fears and habits in quotes are theirs, not the member's",
    files: [{ path: 'freelancer-testimonials.txt', kind: 'cv' }],
    expect: {
      values: [/care about the web being usable by everyone/i],
      behaviours: [
        /^you rebuild the donation site for riverside hospice/i,
        /^you develop an accessible booking system/i,
        /^you migrate twelve charity websites/i,
      ],
    },
    never: {
      any: [/afraid|put off|misses a deadline|recommend/i],
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'community nurse CV',
    about:
      '"Community Health Nurse", "Customer Service" training and a "Recognition" award beside a real value',
    files: [{ path: 'nurse-cv.txt', kind: 'cv' }],
    expect: {
      values: [/care deeply about patient dignity/i],
      vision: [/become a clinical nurse specialist in palliative care/i],
      behaviours: [
        /^you coordinate care plans/i,
        /^you train twenty healthcare assistants/i,
        /^you set up a nurse-led leg-ulcer clinic/i,
      ],
    },
    allow: { behaviours: [/^you care for up to eight acute medical patients/i] },
    never: {
      values: [/health|service|recognition|customer/i],
      behaviours: [/receive|award/i],
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'thin CV',
    about: 'a skills list and a job title only: nothing to say, so say nothing',
    files: [{ path: 'minimal-cv.txt', kind: 'cv' }],
    expect: {},
    never: { any: NOTHING },
  },
  {
    name: 'CV and two reports together',
    about: 'several files: statements from each, each dimension capped',
    files: [
      { path: 'ops-manager-cv.txt', kind: 'cv' },
      { path: 'big-five.txt', kind: 'psychometric' },
      { path: 'disc.txt', kind: 'psychometric' },
    ],
    expect: {
      values: [/every member of (your|my) crew goes home safe/i],
      beliefs: [/clear processes free people to do their best work/i],
      behaviours: [
        /^your primary disc style is dominance \(d\)/i,
        /high on conscientiousness/i,
        /^you manage a site of 140 staff/i,
      ],
    },
    allow: {
      values: [/driven by a sense of fairness/i],
      behaviours: [
        /high on openness/i,
        /low on extraversion/i,
        /low on neuroticism/i,
        /^your secondary disc style is influence/i,
        /^you (cut lost-time injuries|rebuild the picking process|negotiate a new overtime|supervise a night shift|organi[sz]e the site's first|have run warehouse)/i,
      ],
    },
    never: {
      any: [/agreeableness|afraid of making mistakes|in charge|perfectionist/i],
      values: [/health|wellbeing/i],
      ...noLimits,
    },
  },
  // Written by the engine's author after the engine and labelled before it was run on them; they
  // have been seen since, so they belong to the development group.
  {
    name: 'later: project manager cover letter',
    about:
      '"My mission is…", "passionate about mentoring", "important to me", delegation and doubt',
    files: [{ path: 'heldout-pm-statement.txt', kind: 'cv' }],
    expect: {
      vision: [
        /deliver public buildings that communities are proud of/i,
        /move into programme management/i,
      ],
      values: [
        /integrity is important to (you|me)/i,
        /passionate about mentoring young site engineers/i,
      ],
      limitingBehaviours: [/struggle to delegate/i],
      limitingBeliefs: [/doubt whether (you are|i am) ready to lead a programme/i],
      behaviours: [/managed construction projects for nine years/i],
    },
    never: { beliefs: NOTHING },
  },
  {
    name: 'later: 16Personalities report',
    about: 'a 16-type code with -T and percentages; weaknesses and advice written to the reader',
    files: [{ path: 'heldout-16p.txt', kind: 'psychometric' }],
    expect: { behaviours: [/infj/i] },
    never: {
      any: [/never good enough|criticism|burn out|boundaries|conflict/i],
      values: NOTHING,
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'later: CV written in the third person',
    about: 'a biography: "She believes…", "Her goal is…" are hers but in the third person',
    files: [{ path: 'heldout-third-person-cv.txt', kind: 'cv' }],
    expect: {},
    allow: {
      beliefs: [/data teams should be judged on the decisions they enable/i],
      vision: [/build a data platform team from scratch/i],
      behaviours: [/migration of northbank|real-time fraud dashboard/i],
    },
    never: { values: NOTHING, any: [/machine learning|innovation|rising star/i], ...noLimits },
  },
];

/** Every case: the development cases, then the held-out ones (heldout-cases.ts). */
export const CASES: ProfileCase[] = [...DEVELOPMENT_CASES, ...HELDOUT_CASES];
