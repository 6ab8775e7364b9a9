import type { PlanItem } from './content.js';

/**
 * What a CV line can count, by the kind of work: the question "how do I show impact?" has a
 * different answer for a warehouse supervisor than for a teacher, and a member asking it before
 * sharing their CV should still get theirs. Families are matched on the member's own words for
 * their role (a title, or the work they describe); the first family that fits wins, and a general
 * list answers when none does.
 */
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Family {
  id: string;
  /** Words of a title or of the work that place a role in this family. */
  cues: RegExp;
  /** What to count, most telling first, each short enough to read as a list. */
  counts: string[];
  /** One duty line and the same line as action + scope + result, in a member's voice. */
  before: string;
  after: string;
}

const FAMILIES: Family[] = [
  {
    id: 'logistics',
    cues: /\b(?:warehouse|logistics|distribution|fulfil?ment|dispatch|inventory|stock|forklift|picker|packer|supply chain|shipping|receiving|depot|courier|delivery driver)\b/i,
    counts: [
      'units or orders handled per hour or per shift, and how that moved',
      'pick or stock accuracy (%) and stock-count differences',
      'on-time dispatch or delivery rate',
      'safety: incidents, near misses, audits passed',
      'people you led or trained, and on how many shifts',
    ],
    before: 'Responsible for supervising the picking team.',
    after:
      'Led a picking team of 14 across two shifts; raised orders picked per hour from 90 to 115 in six months with a new slotting plan.',
  },
  {
    id: 'sales',
    cues: /\b(?:sales|account (?:manager|executive)|business development|bdr|sdr|retail|store|shop|merchandis\w*|cashier)\b/i,
    counts: [
      'revenue or sales you brought in, and against what target (%)',
      'new customers or accounts won; renewals kept',
      'average order or deal size, and how it changed',
      'rankings: top seller, region or store league tables',
      'shrinkage, stock or cash errors cut',
    ],
    before: 'Handled customer sales on the shop floor.',
    after:
      'Sold 112 % of a £40k monthly target for three quarters running; first in the region for add-on sales.',
  },
  {
    id: 'service',
    cues: /\b(?:customer service|customer support|support (?:agent|specialist)|call cent(?:re|er)|contact cent(?:re|er)|help ?desk|receptionist|front desk|client services|customer success)\b/i,
    counts: [
      'contacts or tickets handled per day or week',
      'satisfaction or quality scores (CSAT, NPS, QA) and your rank in the team',
      'first-contact resolution and handling time',
      'complaints resolved or escalations avoided',
      'new starters you trained, or guides you wrote',
    ],
    before: 'Answered customer queries by phone and email.',
    after:
      'Resolved 60+ customer queries a day at a 94 % satisfaction score, top three of a team of 20; wrote the refunds guide new starters use.',
  },
  {
    id: 'teaching',
    cues: /\b(?:teacher|teaching|tutor|lecturer|instructor|trainer|training|classroom|school|pupils?|students?|curriculum|faculty)\b/i,
    counts: [
      'how many learners, classes or courses, and at what level',
      'results: grades, pass rates or progress against a baseline',
      'courses, schemes of work or materials you designed',
      'responsibilities beyond teaching: a department, a club, mentoring new staff',
      'attendance or engagement that changed because of you',
    ],
    before: 'Taught maths to secondary students.',
    after:
      'Taught maths to five classes of 30 (ages 11–16); lifted the share of my GCSE group at grade 5 or above from 48 % to 63 % in two years.',
  },
  {
    id: 'care',
    cues: /\b(?:nurse|nursing|carer|care (?:assistant|worker|home)|healthcare|clinical|patients?|ward|hospital|clinic|pharmac\w*|paramedic|midwife|therapist|physio\w*)\b/i,
    counts: [
      'patients or clients you cared for per shift, and the setting',
      'audits, inspections or quality measures you improved',
      'incidents, errors or readmissions reduced',
      'staff you supervised, trained or precepted',
      'changes you led: a new process, a rota, a checklist',
    ],
    before: 'Provided care to patients on a busy ward.',
    after:
      'Cared for up to 8 patients a shift on a 28-bed surgical ward; led the falls-prevention checklist that cut falls by a third in a year.',
  },
  {
    id: 'tech',
    cues: /\b(?:software|developer|engineer(?:ing)?|devops|sre|programmer|data (?:analyst|scientist|engineer)|analyst|it support|sysadmin|qa|tester|cloud|web)\b/i,
    counts: [
      'users, traffic or data volume your work served',
      'speed, uptime or error rates before and after',
      'time or money saved by what you built or automated',
      'releases, features or migrations you shipped, and how often',
      'people you mentored, reviews you led, incidents you resolved',
    ],
    before: 'Worked on the company website.',
    after:
      'Rebuilt the checkout pages for 40k monthly users, cutting load time from 4.1 s to 1.6 s and lifting completed orders 9 %.',
  },
  {
    id: 'marketing',
    cues: /\b(?:marketing|marketer|content|social media|seo|communications|comms|brand|copywrit\w*|campaigns?|pr)\b/i,
    counts: [
      'leads, sign-ups or sales your campaigns produced',
      'conversion, open or engagement rates and how they changed',
      'reach: audience, followers or subscribers grown',
      'budget you managed and the return on it',
      'content you produced, and how often',
    ],
    before: 'Managed social media accounts.',
    after:
      'Ran three social accounts (25k followers), posting five times a week; grew sign-ups from social by 38 % in a year on a £2k budget.',
  },
  {
    id: 'office',
    cues: /\b(?:admin\w*|assistant|secretary|office|coordinator|payroll|bookkeep\w*|accounts?|accountant|finance|clerk|data entry|hr|human resources|recruit\w*|operations)\b/i,
    counts: [
      'volume you handle: invoices, payroll runs, bookings, hires, records',
      'turnaround times you cut, and deadlines met',
      'errors reduced or audits passed',
      'money saved or recovered',
      'processes or systems you set up that others now use',
    ],
    before: 'Responsible for processing invoices.',
    after:
      'Processed 600 supplier invoices a month with no late-payment penalties in two years; moved approvals to a shared tracker that cut sign-off from 9 days to 3.',
  },
  {
    id: 'hospitality',
    cues: /\b(?:chef|cook|kitchen|restaurant|bar(?:tender|ista)?|server|waiter|waitress|hotel|hospitality|catering|front of house)\b/i,
    counts: [
      'covers or guests served per service',
      'food cost, waste or stock losses cut',
      'review scores or inspection ratings',
      'staff you trained or led on a shift',
      'menus, events or changes you ran',
    ],
    before: 'Worked in a busy restaurant kitchen.',
    after:
      'Ran the grill station for 180 covers a night; cut food waste 20 % by changing the prep plan, and trained four new commis chefs.',
  },
  {
    id: 'trades',
    cues: /\b(?:technician|electrician|plumber|mechanic|carpenter|welder|operator|construction|site|maintenance|production|manufacturing|factory|machin\w*|engineer(?:ing)? technician|hvac)\b/i,
    counts: [
      'jobs, units or projects completed, and their size',
      'downtime, defects or rework cut',
      'safety record: incidents, inspections, certifications',
      'projects finished on time and on budget',
      'apprentices or crew you trained or led',
    ],
    before: 'Carried out maintenance on production machinery.',
    after:
      'Kept 12 packing lines running across three shifts; cut unplanned downtime from 9 % to 4 % with a weekly preventive schedule.',
  },
];

/** When a role leads people, what that adds to count, whatever the family. */
const LEADS =
  /\b(?:supervisor|manager|team lead(?:er)?|lead|head of|foreman|forewoman|shift lead|charge nurse|head teacher|director)\b/i;
const PEOPLE_COUNTS = [
  'the size of the team you lead, and what it delivers together',
  'staff turnover, sickness or retention on your watch',
  'people you trained or promoted',
];

const GENERAL: Family = {
  id: 'general',
  cues: /$^/,
  counts: [
    'how many: people, customers, items, projects or money your work touched',
    'how often, and for how long',
    'what changed: time saved, errors cut, money made or saved, a score that rose',
    'your place in the team: a ranking, an award, a task given only to you',
  ],
  before: 'Responsible for weekly reports.',
  after:
    'Built the weekly sales report for 6 regional managers; automating it cut the work from a day to an hour.',
};

export function familyOf(words: string): Family {
  return FAMILIES.find((f) => f.cues.test(words)) ?? GENERAL;
}

/**
 * How to show impact on a CV, for the member's kind of work, when there is no CV to rewrite yet:
 * the pattern, what their kind of role can count, a worked line, and how to get their own lines
 * rewritten.
 */
export function impactItems(role: string | undefined, words: string): PlanItem[] {
  const family = familyOf(`${role ?? ''} ${words}`);
  const leads = LEADS.test(role ?? '') || LEADS.test(words);
  const counts = [...(leads ? PEOPLE_COUNTS.slice(0, 2) : []), ...family.counts].slice(0, 5);
  return [
    {
      title: 'Write each line as action + scope + result',
      body: 'Start with a verb for what you did, say how big it was, and end on what changed because of you. A duty says what the job was; a result says why you were good at it.',
      detail: [
        'Cut the openings that describe the post rather than you: “responsible for”, “duties included”, “helped with”.',
      ],
    },
    {
      title: `Count what ${role ? `${role}s` : 'your kind of role'} can count`,
      body: `${upperFirst(counts.join('; '))}.`,
      detail: [
        'An honest estimate you can explain in an interview is fine (“about 200 orders a shift”); a vague word is not.',
      ],
    },
    {
      title: 'See it on one line',
      body: `“${family.before}” becomes “${family.after}” The numbers there are only an illustration: use your own.`,
      detail: [
        'Read each line back and ask “so what?”; if the line has no answer to it, it still needs its result.',
      ],
    },
  ];
}
