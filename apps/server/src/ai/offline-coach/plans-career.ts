import { hasCue } from '../../nlp/cues.js';
import type { PlanItem } from './content.js';
import {
  type Bullet,
  type CvFacts,
  type RoleLine,
  resultPhrase,
  scoreBullet,
  strongerBullet,
  weakestBullets,
} from './cv-facts.js';
import { factsOf } from './facts.js';
import { impactItems } from './impact.js';
import { type LetterFacts, letterFacts } from './letter-facts.js';
import { ROLE_HEADS, TRANSFERABLE } from './lexicon.js';
import {
  listJoin,
  type Plan,
  type PlanContext,
  quote,
  spell,
  upperFirst,
  withArticle,
} from './plan.js';
import type { RoleSpec } from './roles.js';
import { findRole } from './roles-match.js';
import {
  fillerPhrases,
  rewriteSummary,
  type SummaryRewrite,
  seekingField,
  targetPhrase,
} from './summary-rewrite.js';

/**
 * Plans for the career intents. Everything concrete comes from the member's own text: their CV
 * (attached, uploaded or their LinkedIn data) and their message. What is missing stays a
 * [bracketed] question; no number, employer or result is ever invented.
 */

const has = (ctx: PlanContext, ...cues: string[]) => cues.some((c) => hasCue(ctx.reading, c));
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const noPeriod = (s: string) => s.replace(/[.;:]+$/, '').trim();
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

const UPLOAD_HELP: PlanItem[] = [
  {
    title: 'Attach it here',
    body: 'Use the paperclip to attach your CV (PDF, Word or a text file) to your next message, and ask again.',
    detail: ['PDF, Word (.docx or .doc) and text files all work; I read the text, not the layout.'],
  },
  {
    title: 'Or upload it once for every coach',
    body: 'Upload it on the Self-Assessment page: every coach can then read it in every conversation.',
    detail: [
      'From the dashboard, open Know Yourself, then upload your CV. It stays private to your account.',
    ],
  },
  {
    title: 'Or paste the key facts',
    body: 'Your current title, your years of experience, your industry and two results with numbers are enough to start.',
    detail: [
      'For example: “Senior analyst, 8 years in retail; cut stock-outs 18% with a forecasting model; led a team of 4.”',
    ],
  },
];

/**
 * The role a member names for themselves in other words than "I'm a…": "I have been a warehouse
 * supervisor for 6 years", "I work as a payroll clerk", "my job is office manager". Only a phrase
 * that ends in a word for a role counts, so "I've been a bit stuck" names none.
 */
const ROLE_SAID =
  /\b(?:I(?:'ve| have) been (?:working as )?|I(?:'ve| have) worked as |I work(?:ed)? as |I'm working as |I am working as |my (?:current |last )?(?:job|role|title|position) (?:is|was) )(?:an? |the )?((?:[a-z-]+ ){0,3}[a-z-]+?)(?= for| since| at| in| with| and|,|\.|$)/i;

/** What a member says about themselves in the message: "I'm a nurse with 10 years in ICU". */
function messageFacts(text: string): Partial<CvFacts> {
  const said = ROLE_SAID.exec(text);
  const role =
    said?.[1] && ROLE_WORD.test(said[1])
      ? said
      : /\bI(?:'m| am) (?!\w+ing\b|not\b|so\b|very\b|really\b)(?:an? )?((?:[a-z]+ ){0,2}[a-z]+?)(?= with| and|,|\.| who| for| in|$)/i.exec(
          text,
        );
  const years = /(\d{1,2})\+?\s*years?/i.exec(text);
  return {
    ...(role?.[1] ? { title: upperFirst(role[1]) } : {}),
    ...(years?.[1] ? { years: Number(years[1]) } : {}),
  };
}

/** A phrase that names a role: it ends in a word for one ("supervisor", "nurse", "clerk"). */
const ROLE_WORD = new RegExp(
  `\\b(?:${[...ROLE_HEADS, 'nurse', 'teacher', 'clerk', 'cashier', 'chef', 'cook', 'driver', 'carer', 'technician', 'electrician', 'mechanic', 'receptionist', 'administrator', 'accountant', 'bookkeeper', 'tutor', 'lecturer', 'agent', 'representative', 'worker', 'operator', 'supervisor', 'leader', 'assistant', 'associate', 'advisor', 'adviser'].join('|')})s?$`,
  'i',
);

function intro(facts: CvFacts | null): string | null {
  if (!facts?.title) return null;
  const parts = [`${article(facts.title)} ${facts.title}`];
  if (facts.years) parts.push(`with ${facts.years} years`);
  if (facts.domains.length) parts.push(`in ${listJoin(facts.domains.slice(0, 2))}`);
  return parts.join(' ');
}

function noCv(what: string, suggestions: string[]): Plan {
  return {
    lead: [
      // One sentence: what it needs and why not yet. "I'd rather work from your real experience"
      // was a principle every such reply repeated; the three ways to share it follow.
      `To ${what} I need your CV, and I can't see one yet.`,
    ],
    items: UPLOAD_HELP,
    question: 'Which is easiest for you?',
    suggestions,
    needsCv: true,
  };
}

// ——— CV summary and headline ———————————————————————————————————————————————————————

export function summaryPlan(ctx: PlanContext): Plan {
  const facts = ctx.cv();
  const fromMessage = messageFacts(ctx.text);
  const title = facts?.title ?? fromMessage.title;
  const years = facts?.years ?? fromMessage.years;
  // The role they are aiming at: "moving into operations management" names it outright; else a
  // role the message names, unless it is the one they hold now.
  const named = targetPhrase(ctx.text);
  const found = findRole(ctx.text)?.name;
  const aim = named ?? found;
  const target = aim && aim.toLowerCase() !== title?.toLowerCase() ? { name: aim } : undefined;
  const headlineAsked = has(ctx, 'headline');
  const suggestions = [
    'Can you make it shorter?',
    'Which are the weakest bullets in my CV?',
    'Write a cover letter from this',
  ];
  // A summary pasted on its own is rewritten from its own lines (summary-rewrite.ts).
  const alone =
    facts?.summary && !facts.roles.length && facts.lines.length <= 8 && !headlineAsked
      ? facts.summary
      : null;
  const aimOf = (summary: string) =>
    target?.name ?? targetPhrase(ctx.text) ?? seekingField(summary);
  const pasted = alone ? rewriteSummary(alone, aimOf(alone), fromMessage) : null;
  if (pasted) return pastedSummaryPlan(pasted, suggestions);
  // A summary with nothing concrete left once the filler goes is not rewritten into another
  // empty one: the member hears which phrases say nothing and is asked for what would.
  if (alone && fillerPhrases(alone).length)
    return fillerSummaryPlan(alone, aimOf(alone), suggestions);
  if (!title) {
    return noCv(
      headlineAsked
        ? 'write a headline that sounds like you'
        : 'rewrite your summary from your own facts',
      suggestions,
    );
  }
  const domains = facts?.domains.slice(0, 2) ?? [];
  const results = facts?.results.slice(0, 2) ?? [];
  const skills = facts?.skills.slice(0, 3) ?? [];
  const first = [
    `${title}${years ? ` with ${years}+ years` : ''}`,
    domains.length
      ? `${years ? ' in' : ' working in'} ${listJoin(domains)}`
      : years
        ? ' of experience'
        : '',
  ].join('');
  const sentences = [`${first}.`, ...results.map((r) => `${noPeriod(r)}.`)];
  if (target) {
    sentences.push(
      `Now aiming for ${withArticle(`${target.name} role`)}${skills.length ? `, bringing ${listJoin(skills)}` : ''}.`,
    );
  } else if (skills.length) {
    sentences.push(`Skilled in ${listJoin(skills)}.`);
  }
  const summary = sentences.join(' ');
  const short = [`${first}.`, results[0] ? `${noPeriod(results[0])}.` : '']
    .filter(Boolean)
    .join(' ');
  const phrase = results[0] ? resultPhrase(results[0]) : undefined;
  const headline = [
    title,
    domains.length ? domains.map(upperFirst).join(' & ') : null,
    phrase ? upperFirst(phrase) : skills.slice(0, 2).join(', ') || null,
  ]
    .filter(Boolean)
    .join(' | ');

  const lead = [
    facts
      ? `Here is a rewrite built only from ${facts.sourceLabel}: your latest title, your years and the results with the clearest numbers.`
      : 'Here is a first version from what you told me; attach your CV and I can add your results.',
  ];
  if (facts?.summary) {
    lead.push(
      `Your current summary, ${quote(facts.summary, 120)}, says what you like rather than what you have done; this one leads with evidence.`,
    );
  }
  const used: string[] = [
    '**What I used**',
    `- Title: ${title}${facts?.org ? ` (${facts.org})` : ''}`,
  ];
  if (years)
    used.push(`- Experience: ${facts?.firstYear ? `since ${facts.firstYear}` : `${years} years`}`);
  if (domains.length) used.push(`- Industries: ${listJoin(domains)}`);
  for (const r of results) used.push(`- Result: ${quote(r, 120)}`);
  const items: PlanItem[] = [
    {
      title: 'Check every figure',
      body: 'I only used numbers that are in your CV. Make sure each is still right and that you can tell the story behind it in an interview.',
      detail: [
        'Recruiters and interviewers ask about the numbers in a summary first. For each one, be ready to say what the situation was, what you did and how you measured it.',
      ],
    },
    {
      title: target ? `Aim it at ${target.name} roles` : 'Aim the last line at one role',
      body: target
        ? `Mirror two or three words from real ${target.name} job ads in the summary, and move the result that matters most to them to the front.`
        : 'Name the one role you want next; a summary aimed at everything convinces nobody.',
      detail: [
        'Open three job ads for the role you want, note the words they all use, and make sure the summary uses the ones that are true of you.',
      ],
    },
    {
      title: 'Use it on LinkedIn too',
      body: 'Put the one-line version in your LinkedIn headline and the summary at the top of your About section.',
      detail: [
        'Keep the headline under about 120 characters so it shows in full in search results.',
      ],
    },
  ];
  return {
    lead,
    draft: headlineAsked
      ? { label: 'Your new headline', text: headline, short: title }
      : { label: 'Your new summary', text: summary, short },
    before: headlineAsked
      ? ['**A matching summary**', '', `> ${summary}`]
      : ['**One-line version (for a LinkedIn headline)**', '', `> ${headline}`],
    itemsHeading: '**Before you use it**',
    items,
    after: used,
    question: target
      ? 'Does this sound like you? Tell me what to change and I’ll adjust it.'
      : 'Which role are you aiming at next? I can tune the last line to it.',
    suggestions,
  };
}

/**
 * A pasted summary made only of claims anyone could make ("hardworking team player with excellent
 * communication skills seeking a challenging role"): say which phrases those are, in the member's
 * words, keep the aim if it names one, and ask for the three facts a summary is built from.
 */
function fillerSummaryPlan(summary: string, aim: string | undefined, suggestions: string[]): Plan {
  const phrases = fillerPhrases(summary).slice(0, 5);
  const aimLine = aim ? `Now aiming at ${aim} roles` : 'Now aiming at the role you want next';
  const skill = phrases.find((p) => /\bskills$/.test(p));
  return {
    lead: [
      `I read your summary, and there is nothing in it I can rewrite yet: ${listed(phrases.map((p) => `“${p}”`))} could sit on anyone's CV, so a recruiter learns nothing they can check.${aim ? ` What they do learn is that you want ${aim}; that part stays.` : ''}`,
      'A summary that gets read is built from three facts only you have:',
    ],
    items: [
      {
        title: 'What you are',
        body: 'Your current or most recent title and how long you have done it, or what you studied and when you finished.',
        detail: [
          'A title a recruiter can search for beats an adjective: “Retail supervisor, 3 years” says more than “motivated professional”.',
        ],
      },
      {
        title: 'What you did that shows the quality',
        body: `${skill ? `Instead of “${skill}”, one thing you did with them` : 'One thing you did that shows the quality you want to claim'}: a team you trained, customers you handled, a report people relied on.`,
        detail: [
          'Pick the thing you would talk about first in an interview; it is usually the right line.',
        ],
      },
      {
        title: 'One result with a number',
        body: 'What changed because of you: time saved, sales made, errors cut, people helped. An estimate you can explain is fine.',
        detail: [
          'If there is truly no number, say what changed: “…so the team could close a week earlier.”',
        ],
      },
    ],
    after: [`Then it closes on the aim: “${aimLine}.” Three short sentences are enough.`],
    question:
      'What is your current or most recent role, and one thing you did in it you are proud of? I will build the summary from your answer.',
    suggestions,
  };
}

/** The pasted summary, rewritten three ways, with what changed and why. */
function pastedSummaryPlan(r: SummaryRewrite, suggestions: string[]): Plan {
  const changes: PlanItem[] = [];
  if (r.fixes.length) {
    changes.push({
      title: 'Spelling fixed',
      body: `${r.fixes.map((f) => `“${f.word}” → “${f.suggestion}”`).join(', ')}. Recruiters read a typo in the first lines as carelessness.`,
      detail: ['Paste the final version into a spell checker once more after any edit.'],
    });
  }
  if (r.dropped.length) {
    changes.push({
      title: 'Cut what could sit on anyone’s CV',
      body: `${r.dropped.map((d) => quote(d, 80)).join(' and ')}: it tells a reader nothing they can check, and it takes the place of what you did.`,
      detail: [
        'Show the quality instead: a team you led, a deadline you met, a result with a number.',
      ],
    });
  }
  if (r.work.length) {
    changes.push({
      title: 'Duties turned into what you did',
      body: `Your own words, but as actions (${r.work
        .map((w) => `“${w.split(/\s+/).slice(0, 2).join(' ')}…”`)
        .slice(0, 2)
        .join(', ')}) rather than “responsible for” or “I was…”.`,
      detail: [
        'Each action reads stronger still with its scale: how many people, how much, how often.',
      ],
    });
  }
  changes.push({
    title: 'Add one number',
    body: 'The strongest summaries carry one result a reader can picture: a team size, a budget, a percentage, a time saved. Add one from your own work.',
    detail: [
      'If you are unsure, take the achievement you would mention first in an interview and put its number here.',
    ],
  });
  return {
    // The lead says only what was done: no spelling fixed when none was, no cut when none was.
    lead: [
      `Here is your summary rewritten from your own lines: ${listed([
        'I kept what you did',
        ...(r.dropped.length ? ['cut what could sit on anyone’s CV'] : []),
        ...(r.fixes.length ? ['fixed the spelling'] : []),
      ])}.`,
    ],
    draft: { label: 'Your new summary', text: r.full, short: r.short },
    // A shorter version only when it is shorter.
    before: [
      ...(r.short !== r.full || r.workFirst
        ? [r.workFirst ? '**Two other ways to say it**' : '**A shorter way to say it**', '']
        : []),
      ...(r.short !== r.full ? ['Shorter, for the top line or a headline:', `> ${r.short}`] : []),
      ...(r.workFirst ? ['', 'Leading with the work:', `> ${r.workFirst}`] : []),
    ],
    itemsHeading: '**What I changed**',
    items: changes.slice(0, 4),
    question:
      r.short !== r.full || r.workFirst
        ? 'Which version sounds most like you? Tell me one result with a number and I’ll work it in.'
        : 'What is one result from your work you could put a number on? I’ll work it in.',
    suggestions: ['Give me 3 options', ...suggestions.slice(0, 2)],
  };
}

/**
 * For "make it shorter": the first draft (blockquote) of the last reply, cut down. One paragraph
 * keeps its first sentence and the first one with a number; a letter keeps its greeting, the
 * first sentence of each paragraph and its sign-off.
 */
export function shortenDraft(previousReply: string): { text: string; headline?: string } | null {
  const lines = previousReply.split('\n');
  const start = lines.findIndex((l) => l.startsWith('>'));
  if (start < 0) return null;
  const block: string[] = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith('>')) break;
    block.push(line.replace(/^>\s?/, ''));
  }
  const paragraphs = block
    .join('\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const firstSentence = (p: string) => p.split(/(?<=[.!?])\s+/)[0] ?? p;
  let text: string;
  const listed = block.filter((l) => l.trim()).every((l) => /^\s*[-•*]\s/.test(l));
  if (listed) {
    // A list of bullets stays a list: each bullet cut to its first clause, none dropped.
    text = block
      .filter((l) => l.trim())
      .map((l) => {
        const core =
          l.replace(/^\s*[-•*]\s+/, '').split(/;\s|,\s(?:and\s)?|\s\((?=To finish)/)[0] ?? l;
        return `- ${core.replace(/[.;,]+$/, '')}.`;
      })
      .join('\n');
  } else if (paragraphs.length <= 1) {
    const sentences = (paragraphs[0] ?? '').split(/(?<=[.!?])\s+/);
    const withNumber = sentences.slice(1).find((s) => /\d/.test(s));
    text = [sentences[0], withNumber].filter(Boolean).join(' ');
  } else {
    const greeting = (paragraphs[0] ?? '').split(' ').length <= 4 ? paragraphs[0] : undefined;
    const signOff = paragraphs.at(-1);
    const middle = paragraphs.slice(greeting ? 1 : 0, -1).map(firstSentence);
    text = [greeting, ...middle, signOff].filter(Boolean).join('\n\n');
  }
  const headline = lines.find((l) => l.startsWith('> ') && l.includes(' | '))?.slice(2);
  return { text, ...(headline && headline !== text ? { headline } : {}) };
}

// ——— Weakest bullets ——————————————————————————————————————————————————————————————

function bulletItem(bullet: Bullet): PlanItem {
  const rewrite = strongerBullet(bullet);
  return {
    title: quote(bullet.text, 140),
    body: `${upperFirst(bullet.reasons.join('; '))}. Stronger: _${rewrite}_`,
    detail: [
      `${quote(bullet.text, 200)}: ${bullet.reasons.join('; ')}.`,
      `A stronger version, as action + scope + result:\n\n> ${rewrite}`,
      'To fill the brackets, answer three questions: how many people, items or customers did it touch, and how often? What changed because of it: time saved, errors cut, money made, a decision it informed? Which part was yours alone?',
      'If you truly can’t put a number on it, describe the change instead: “…so the commercial team could plan stock a week earlier.”',
    ],
  };
}

/** Bullets quoted in the coach's last reply, for a follow-up when the CV was only attached then. */
export function bulletsFromReply(previousReply: string): Bullet[] {
  const found: Bullet[] = [];
  for (const line of previousReply.split('\n')) {
    const match = /^\d+\. \*\*“(.+?)”\*\*/.exec(line);
    if (match?.[1]) found.push(scoreBullet(match[1].replace(/…$/, '')));
  }
  return found;
}

/**
 * "How do I show impact?" before any CV is shared: answered for the member's kind of work (the
 * role they name, impact.ts), with their own lines offered a rewrite in one sentence rather than
 * a list of ways to upload a file.
 */
function impactPlan(ctx: PlanContext, suggestions: string[]): Plan {
  const { title, years } = messageFacts(ctx.text);
  const role = title?.toLowerCase();
  const aim = targetPhrase(ctx.text);
  const who = role
    ? `${article(role)} ${role}${years ? ` with ${years} years` : ''}${aim ? ` moving into ${aim}` : ''}`
    : undefined;
  return {
    lead: [
      who
        ? `For ${who}, impact on a CV means showing what changed because of you, in the numbers your kind of work is judged on.`
        : 'Impact on a CV means showing what changed because of you, not what the job description said.',
    ],
    items: impactItems(role, ctx.text),
    after: [
      'Paste two or three lines from your CV here, or attach it with the paperclip, and I will rewrite them this way from your own words.',
    ],
    question: role
      ? `Which part of your work as ${article(role)} ${role} are you proudest of? That is usually the first line to rewrite.`
      : 'What is your current role, and which part of it are you proudest of? That is usually the first line to rewrite.',
    suggestions,
  };
}

/** Lines of a CV quoted in a message: each quoted span of at least four words, at most three. */
function quotedLines(text: string): string[] {
  return [...text.matchAll(/(?:^|[\s:(])['"“‘]([^'"“”‘’\n]{12,220}?)['"”’](?=[\s.,!?)]|$)/g)]
    .map((m) => (m[1] ?? '').trim().replace(/[.;]+$/, ''))
    .filter((line) => line.split(/\s+/).length >= 4)
    .slice(0, 3);
}

const ORDINAL_ROLE: Array<[RegExp, (n: number) => number]> = [
  [/\b(?:first|1st|top|latest|most recent|current|newest)\b/i, () => 0],
  [/\b(?:second|2nd)\b/i, () => 1],
  [/\b(?:third|3rd)\b/i, () => 2],
  [/\b(?:last|bottom|oldest|earliest)\b/i, (n) => n - 1],
];

/**
 * The role of the CV a request points at: by its place ("the first job's bullets", "the second
 * role") or by its title ("my picker job"). Undefined when it names none.
 */
function roleAsked(text: string, roles: RoleLine[]): number | undefined {
  const about = /\b(?:job|role|position|entry|one)s?\b/i;
  if (about.test(text)) {
    for (const [re, at] of ORDINAL_ROLE) {
      const m = new RegExp(`${re.source}\\s+(?:job|role|position|entry|one)`, 'i').exec(text);
      if (m) {
        const i = at(roles.length);
        if (i >= 0 && i < roles.length) return i;
      }
    }
  }
  const lower = text.toLowerCase();
  const byTitle = roles.findIndex((r) =>
    r.title
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length >= 4)
      .some((w) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`).test(lower)),
  );
  return byTitle >= 0 ? byTitle : undefined;
}

/** Every bullet of one role, rewritten, as a block the member can paste over the old one. */
function roleRewritePlan(facts: CvFacts, index: number, suggestions: string[]): Plan | undefined {
  const role = facts.roles[index];
  const bullets = facts.bullets.filter((b) => b.role === index);
  if (!role || !bullets.length) return undefined;
  const rewrites = bullets.map((b) => strongerBullet(b));
  const plain = rewrites.map((r) => r.replace(/\s*\(To finish it:[^)]*\)$/, ''));
  const open = bullets.filter((b) => !b.hasNumber || !b.hasResult).length;
  const heading = `${role.title}${role.org ? `, ${role.org}` : ''}`;
  return {
    lead: [
      `Here ${bullets.length === 1 ? 'is the bullet' : `are the ${spell(bullets.length)} bullets`} under **${heading}**, rewritten from your own lines as action + scope + result.`,
    ],
    draft: {
      label: heading,
      text: plain.map((p) => `- ${p}`).join('\n'),
      short: plain.map((p) => `- ${p.split(/[;,]\s/)[0]?.replace(/\.?$/, '.')}`).join('\n'),
    },
    itemsHeading: open ? '**What would make them land**' : undefined,
    items: bullets
      .map((b, i) => ({ b, i }))
      .filter(({ b }) => !b.hasNumber || !b.hasResult)
      .slice(0, 3)
      .map(({ b, i }) => ({
        title: quote(plain[i] ?? b.text, 90),
        body: !b.hasNumber
          ? 'Add the scale: how many people, orders, customers or how often.'
          : 'Add the result: what changed because of it, with a number if you have one.',
        detail: [`Your line was ${quote(b.text, 140)}.`],
      })),
    question: open
      ? 'Which of these can you put a number on? Give me the figure and I will work it in.'
      : 'Which role should we do next?',
    suggestions,
  };
}

export function bulletsPlan(ctx: PlanContext, recovered: Bullet[] = []): Plan {
  const facts = ctx.cv();
  // "Rewrite the first job's bullets": that role's lines, all of them, ready to paste.
  // Read from a short ask only: a message that carries the CV itself names every role.
  const newest = ctx.text;
  const asked =
    facts?.roles.length && newest.length <= 300 ? roleAsked(newest, facts.roles) : undefined;
  const rewritten =
    facts && asked !== undefined
      ? roleRewritePlan(facts, asked, [
          'Make them shorter',
          'Now the second job',
          'Rewrite my CV summary',
        ])
      : undefined;
  if (rewritten) return rewritten;
  const suggestions = [
    'Tell me more about the first one',
    'Rewrite my CV summary',
    'Help me prepare for an interview',
  ];
  // Lines quoted in the message ("Here's a bullet from my CV: '…'") are the bullets to work on
  // when no CV came with it.
  const quoted = facts?.bullets.length || recovered.length ? [] : quotedLines(ctx.text);
  if (quoted.length) recovered = quoted.map(scoreBullet);
  const weak = facts?.bullets.length ? weakestBullets(facts, 3) : recovered;
  if (!facts?.bullets.length && !recovered.length) {
    if (facts) {
      return {
        lead: [
          `I read ${facts.sourceLabel} but couldn't find bullet points or achievement lines in it. If it came from a PDF, the layout may have hidden them.`,
        ],
        items: UPLOAD_HELP.slice(2),
        question: 'Could you paste your experience section as text?',
        suggestions,
      };
    }
    return impactPlan(ctx, suggestions);
  }
  const target = findRole(ctx.text);
  const industry =
    /\b(?:at|in|for) an? ([a-z]+tech|[a-z]+ (?:startup|bank|agency|consultancy|charity))\b/i.exec(
      ctx.text,
    )?.[1];
  const lead: string[] = [];
  if (facts && weak.length) {
    lead.push(
      `I read the ${facts.bullets.length} bullet points in ${facts.sourceLabel}. ${weak.length === 1 ? 'This one does' : `These ${spell(weak.length)} do`} the least for you, weakest first.`,
      'The pattern that works is **action + scope + result**: what you did, how big it was, and what changed.',
    );
  } else if (facts) {
    lead.push(
      `I read the ${facts.bullets.length} bullet points in ${facts.sourceLabel}, and none of them is weak: each has an action and a result. Here is how to make the best of them.`,
    );
  } else if (quoted.length) {
    lead.push(
      `Here ${quoted.length === 1 ? 'is the line' : 'are the lines'} you quoted, rewritten as **action + scope + result**: what you did, how big it was, and what changed.`,
    );
  } else {
    lead.push('Here are the bullets from my last answer again, with the rewrites.');
  }
  if (target?.name || industry) {
    lead.push(
      `To tailor it for ${target?.name ? `${target.name} roles` : `a ${industry} role`}, put the results that matter most there at the top of each job, and use the words the job ad uses.`,
    );
  }
  const after: string[] = [];
  const best = facts?.results[0];
  if (best) after.push(`Your strongest line is ${quote(best, 140)}; keep it first under its role.`);
  return {
    lead,
    items: weak.length
      ? weak.map(bulletItem)
      : (facts?.results.slice(0, 3) ?? []).map((r) => ({
          title: quote(r, 140),
          body: 'Strong already: make sure it sits near the top of its role.',
          detail: [quote(r, 200), 'Lead with the result for the role you are applying for.'],
        })),
    after,
    question: weak.length
      ? 'Which of these can you put a number on?'
      : 'Which role are you applying for?',
    suggestions,
  };
}

// ——— Readiness for a role ——————————————————————————————————————————————————————————

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function evidenceLine(facts: CvFacts, fragments: string[]): string | null {
  const patterns = fragments.map(
    (f) => new RegExp(`${/^\w/.test(f) ? '\\b' : ''}${escapeRegExp(f.toLowerCase())}`, 'i'),
  );
  // Evidence is what the member did (bullets), knows (skills) or says (summary), not a job title.
  const candidates = [
    ...facts.bullets.map((b) => b.text),
    ...(facts.skills.length ? [`Skills: ${facts.skills.join(', ')}`] : []),
    ...(facts.summary ? [facts.summary] : []),
  ];
  return candidates.find((line) => patterns.some((p) => p.test(line))) ?? null;
}

function readinessCheck(facts: CvFacts, role: RoleSpec) {
  const shown: Array<{ label: string; line: string }> = [];
  const missing = [] as RoleSpec['demands'];
  for (const demand of role.demands) {
    const line = evidenceLine(facts, demand.evidence);
    if (line) shown.push({ label: demand.label, line });
    else missing.push(demand);
  }
  return { shown, missing };
}

export function readinessPlan(ctx: PlanContext): Plan {
  const role = findRole(ctx.text);
  const facts = ctx.cv();
  const suggestions = [
    'What would my first step be?',
    `Help me prepare for ${role?.name ? `${article(role.name)} ${role.name}` : 'an'} interview`,
    'Rewrite my summary for this role',
  ];
  if (!role) {
    return {
      lead: [
        'Which role do you have in mind? Name it and I’ll check your CV against what it usually asks for.',
      ],
      items: [],
      question: 'For example: product manager, data scientist, engineering manager, UX designer.',
      suggestions,
    };
  }
  if (!role.spec) {
    const before = facts?.results.length
      ? [
          `**What your CV shows that travels to most roles**`,
          ...facts.results.slice(0, 2).map((r) => `- ${quote(r, 130)}`),
          ...(facts.skills.length ? [`- Skills: ${listJoin(facts.skills.slice(0, 5))}`] : []),
        ]
      : [];
    return {
      lead: [
        `I don't have a checklist for **${role.name}** roles built in, and I'd rather not guess what they ask for. Here is how to find out in about twenty minutes, and check yourself against it.`,
      ],
      before,
      itemsHeading: '**Build the checklist yourself**',
      items: [
        {
          title: 'Collect three recent job ads',
          body: `Search for “${role.name}” on two job sites and save three ads from employers you would like to work for.`,
          detail: [
            'Recent ads from employers you would actually apply to tell you more than any generic list.',
          ],
        },
        {
          title: 'Keep what appears in at least two',
          body: 'List the requirements that come up in two or more of the ads: that is the real checklist.',
          detail: ['Separate “must have” (qualifications, licences) from “nice to have”.'],
        },
        {
          title: 'Match each one to a line of your CV',
          body: 'Next to each requirement, write the CV line that proves it, or “gap”.',
          detail: [
            'Paste the list here and I’ll help you word the evidence, or plan how to close a gap.',
          ],
        },
        {
          title: 'Check with someone in the role',
          body: `Ask one ${role.name} what the ads leave out; a 20-minute call is usually enough.`,
          detail: ['People are often generous with 20 minutes if the ask is specific.'],
        },
      ],
      question: 'Would you like to paste a job ad here so we can check it line by line?',
      suggestions,
    };
  }
  const spec = role.spec;
  if (!facts) {
    return {
      lead: [
        `Here is what **${spec.name}** roles usually ask for. Attach or upload your CV and I'll check which of these it shows.`,
      ],
      items: spec.demands.map((d) => ({ title: d.label, body: d.gap, detail: [d.gap] })),
      question: 'Which of these have you already done, even informally?',
      suggestions,
    };
  }
  const { shown, missing } = readinessCheck(facts, spec);
  const total = spec.demands.length;
  const verdict =
    shown.length >= total - 1
      ? 'That is a strong base: the gaps below are what an interviewer will probe.'
      : shown.length >= Math.ceil(total / 2)
        ? 'You are partly there: close the gaps below and the move becomes a next step rather than a leap.'
        : 'It would be a stretch today; here is what to build first.';
  return {
    lead: [
      `For ${article(spec.name)} **${spec.name}** role, ${shown.length} of the ${total} things hiring managers usually look for are visible in ${facts.sourceLabel}. ${verdict}`,
    ],
    before: shown.length
      ? [
          '**What your CV already shows**',
          ...shown.map((s) => `- ${s.label}: ${quote(s.line, 110)}`),
        ]
      : [],
    itemsHeading: missing.length
      ? '**What it does not show yet, and how to build it**'
      : '**Make it easy to see**',
    items: missing.length
      ? missing.map((d) => ({
          title: d.label,
          body: d.gap,
          detail: [
            d.gap,
            'Once you have done it, add one bullet that shows it, with a number, under the role where it happened.',
          ],
        }))
      : [
          {
            title: `Lead with the ${spec.name} evidence`,
            body: 'Move the lines above to the top of their roles and echo the job ad’s words.',
            detail: [
              'Recruiters skim the first bullet of each role; make it the most relevant one.',
            ],
          },
        ],
    question: missing.length
      ? 'Which gap could you start on this month?'
      : 'Shall we prepare the interview next?',
    suggestions,
  };
}

// ——— Interview preparation ————————————————————————————————————————————————————————

const GENERIC_QUESTIONS = [
  'Tell me about a time you had to deliver under pressure.',
  'Tell me about a disagreement with a colleague and how you resolved it.',
  'Why do you want this role, and why now?',
];

export function interviewPlan(ctx: PlanContext): Plan {
  const facts = ctx.cv();
  const role = findRole(ctx.text) ?? (facts?.title ? findRole(facts.title) : null);
  const spec = role?.spec;
  const who = intro(facts);
  const best = facts?.results[0];
  const items: PlanItem[] = [];
  if (has(ctx, 'biggest weakness', 'weakness')) {
    items.push({
      title: '“What is your biggest weakness?”',
      body: 'Pick a real weakness that is not central to the role, show what you do about it, and give evidence it is improving.',
      detail: [
        'Shape: the weakness, one example, what you changed, the result. For example: “I used to say yes to every request and my own work slipped. I now agree priorities with my manager every Monday, and I have delivered my last three projects on time.”',
        'Avoid disguised boasts (“I work too hard”); interviewers hear them every day.',
      ],
    });
  }
  items.push({
    title: '“Tell me about yourself.”',
    body: who
      ? `Three beats: now, proof, next. “I'm ${who}.${best ? ` Most recently I ${lowerFirst(noPeriod(best))}.` : ''} I'm looking for ${role ? `${article(role.name)} ${role.name} role` : 'this role'} because it is the natural next step from what I do now.” Then add the one reason this employer, in your own words.`
      : has(
            ctx,
            'first ~ interview',
            'first ~ job',
            'never ~ work*',
            'no ~ experience',
            '!work* before',
          )
        ? 'Three beats: what you are doing now (school, college or how you spend your days), one thing that shows you are reliable or good with people (a team, a club, volunteering, helping at home), and why this job. Keep it under a minute.'
        : 'Three beats: now (what you do), proof (one result with a number), next (why this role). Keep it under a minute.',
    detail: [
      'Keep it under a minute and end on why this role: it hands the interviewer their next question.',
    ],
  });
  for (const q of (spec?.questions ?? GENERIC_QUESTIONS).slice(0, 3)) {
    const behavioural = /^(tell me about|describe|walk me through|give me an example)/i.test(q);
    const motive = /^why (?:do you want|this|are you|should we|us|now)/i.test(q);
    const reasoning = /^(how would|how do|what would|you have|which|why)/i.test(q);
    items.push({
      title: `“${q}”`,
      body: spec?.guides?.[q]
        ? spec.guides[q]
        : behavioural
          ? 'Answer with a real example: the situation, what you did, and what changed (with a number if you have one).'
          : motive
            ? 'Name two specific things about this role or employer that fit what you want next, and one thing you bring that they need. One recent fact about them, from their site or the news, shows you did the homework.'
            : reasoning
              ? 'Think out loud: clarify the goal, lay out two or three options, choose one and say why.'
              : 'Structure first: say how you will approach it, then go step by step. They are testing how you think, not looking for one right answer.',
      detail: [
        'Use the STAR shape: Situation (one sentence), Task (what was at stake), Action (what you did, in the first person), Result (what changed, and what you learned).',
        best
          ? `A good source for this one in your CV: ${quote(best, 140)}`
          : 'Pick the example where your own part is clearest.',
      ],
    });
  }
  if (best) {
    items.push({
      title: `“Walk me through how you ${lowerFirst(noPeriod(best)).replace(/^([a-z]+)\b/, (verb) => verb)}.”`,
      body: 'They will ask about your strongest line. Prepare the problem, your part, how you measured it, and what you would do differently.',
      detail: ['Have the numbers ready and be honest about what the team did and what you did.'],
    });
  }
  // A format they named (a case study, a presentation, a technical test) is prepared for first:
  // it is the part of the day that cannot be answered from stock examples.
  const format = FORMATS.find((f) => f.cue.test(ctx.text));
  if (format) items.unshift(format.item);
  return {
    lead: [
      role
        ? `Here is what ${article(role.name)} **${role.name}** interview is likely to ask${facts ? ', with answers pointed at your own CV' : ''}${format ? `, starting with the ${format.name} you mentioned` : ''}.`
        : `Here are the questions almost every interview asks${facts ? ', with answers pointed at your own CV' : ''}.`,
    ],
    items,
    after: [
      '_Write your answer to any of them here and I’ll check that it has a situation, an action of yours and a result._',
    ],
    question: 'Which of these feels hardest to answer?',
    suggestions: [
      'What would my first step be?',
      'Tell me more about the second one',
      'Rewrite my CV summary',
    ],
  };
}

/** Interview formats beyond questions, and how to prepare each. */
const FORMATS: Array<{ name: string; cue: RegExp; item: PlanItem }> = [
  {
    name: 'case study',
    cue: /\bcase (?:study|studies|interview|exercise)\b/i,
    item: {
      title: 'Rehearse the case study out loud, against a clock',
      body: 'Restate the problem in one sentence, ask two or three clarifying questions, lay out your approach before any numbers, then end on a recommendation with its main risk. Interviewers score the structure as much as the answer.',
      detail: [
        'Practise on one public example from their industry with a 30-minute timer; say your reasoning aloud, because silence reads as being stuck.',
      ],
    },
  },
  {
    name: 'presentation',
    cue: /\b(?:presentation|present (?:to|a|my)|pitch deck)\b/i,
    item: {
      title: 'Build the presentation around one recommendation',
      body: 'One slide for the problem, two or three for what you found or would do, one for the recommendation and next steps. Time it at 80 % of the slot so questions fit.',
      detail: [
        'Prepare for the two questions you would least like to be asked, and rehearse once in front of someone.',
      ],
    },
  },
  {
    name: 'technical test',
    cue: /\b(?:technical (?:test|task|round|interview)|take[- ]home|coding (?:test|challenge|round|interview)|live coding|whiteboard)\b/i,
    item: {
      title: 'Practise the technical test the way it will be run',
      body: 'Do two timed practice problems in the same format (live, take-home or whiteboard), talking through trade-offs as you go; a working simple solution beats an unfinished clever one.',
      detail: [
        'Ask the recruiter what tools, language and time limit to expect; that is an ordinary question.',
      ],
    },
  },
];

// ——— Messages: reconnect, referral, recruiter, event, follow-up ——————————————————————————

function orgFrom(text: string): string | undefined {
  return /\b(?:at|from|with)\s+([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*)/
    .exec(text)?.[1]
    ?.replace(/[.,;:!?]+$/, '');
}

export function messagePlan(ctx: PlanContext): Plan {
  const facts = ctx.cv();
  const who = intro(facts);
  const best = facts?.results[0] ? resultPhrase(facts.results[0]) : undefined;
  const org = orgFrom(ctx.text);
  const sign = ctx.name;
  const told = factsOf(ctx.text);
  const claimed = told.find((f) => f.kind === 'role')?.text;
  const me = who ?? (claimed ? `${article(claimed)} ${claimed}` : 'looking for my next step');
  const named = told
    .find((f) => f.kind === 'person')
    ?.text.split(' ')
    .at(-1);
  const hi = `Hi${named ? ` ${named}` : ''},`;
  const roleName = findRole(ctx.text)?.name ?? claimed;
  let label = 'A message you can send';
  let body: string[];
  let tips: PlanItem[];
  const ask: PlanItem = {
    title: 'Make the ask small and specific',
    body: 'Twenty minutes, one question, a clear way to say no. Small asks get answered.',
    detail: [
      '“Would you be up for a 20-minute call in the next few weeks?” works better than “Can I pick your brain?”',
    ],
  };
  const personal: PlanItem = {
    title: 'Personalise one line',
    body: 'Add one line only this person would recognise: a project you shared, a post of theirs, a detail from your chat.',
    detail: [
      'One genuine, specific line is what separates a message people answer from one they archive.',
    ],
  };
  const nudge: PlanItem = {
    title: 'Follow up once',
    body: 'No reply in a week or two? One short, friendly nudge is fine. Then let it go.',
    detail: ['“Just bumping this in case it got buried. No worries if now isn’t a good time.”'],
  };
  if (has(ctx, 'referral', 'refer')) {
    label = 'A referral request';
    body = [
      hi,
      '',
      `I hope you're doing well! I saw that ${org ?? 'your company'} is hiring for ${roleName ? `the ${roleName} role` : 'a role that fits my experience'}, and it looks like a strong fit: I'm ${me}${best ? `, and most recently ${best}` : ''}.`,
      '',
      "Would you be comfortable referring me, or pointing me to the hiring manager? I can send my CV and a two-line summary you can forward. And no worries at all if it's not the right moment.",
      '',
      `Thanks,\n${sign}`,
    ];
    tips = [personal, ask, nudge];
  } else if (has(ctx, 'recruiter')) {
    label = 'A note to a recruiter';
    body = [
      hi,
      '',
      `I'm ${me}${best ? `; most recently I ${best.replace(/^cutting/, 'cut')}` : ''}. I'm exploring ${roleName ? `${roleName} roles` : 'my next role'}${org ? ` and saw that you recruit for ${org}` : ''}.`,
      '',
      "Could we have a short call about what you're hiring for? My CV is attached.",
      '',
      `Best,\n${sign}`,
    ];
    tips = [personal, ask, nudge];
  } else if (has(ctx, 'follow up', 'coffee chat', 'thank*')) {
    label = 'A follow-up after your conversation';
    body = [
      hi,
      '',
      'Thanks again for your time last week. One of your points really stuck with me, and I have already started acting on it.',
      '',
      "I'll keep you posted on how it goes. If there's anything I can help with on your side, let me know.",
      '',
      `Best,\n${sign}`,
    ];
    tips = [
      {
        title: 'Send it within two days',
        body: 'A short thank-you within 48 hours, with one thing you took from the conversation.',
        detail: ['Specific beats effusive: name the idea you are acting on.'],
      },
      {
        title: 'Give before you ask again',
        body: 'Share an article, an introduction or an update that is useful to them.',
        detail: ['The next contact should bring them something, not ask for more.'],
      },
      {
        title: 'Check in every couple of months',
        body: 'A short update when something changes (a new role, a result, their news) keeps the relationship warm without being pushy.',
        detail: ['Put a reminder in your calendar; most people never follow up, so you stand out.'],
      },
    ];
  } else if (has(ctx, 'met', 'conference', 'event', 'meetup')) {
    label = 'A message after you met';
    body = [
      hi,
      '',
      `Great to meet you${org ? ` at ${org}` : ''} last week; I really enjoyed our conversation.${who ? ` As I mentioned, I'm ${who}.` : ''}`,
      '',
      "I'd love to stay in touch and, if you're open to it, continue the conversation over a coffee or a call in the next few weeks.",
      '',
      `Best,\n${sign}`,
    ];
    tips = [personal, ask, nudge];
  } else if (has(ctx, 'alumni', 'university')) {
    label = 'A message to a fellow graduate';
    body = [
      hi,
      '',
      `I'm a fellow graduate${org ? ` of ${org}` : ''} and ${me}. I'm exploring ${roleName ? `${roleName} roles` : 'a move into your field'}, and your path caught my eye.`,
      '',
      "Would you be open to a 15-minute call? I'd especially value your view on how you made your first move into the field.",
      '',
      `Thanks,\n${sign}`,
    ];
    tips = [personal, ask, nudge];
  } else {
    label = 'A reconnect message';
    body = [
      hi,
      '',
      `It's been a while since we worked together${org ? ` at ${org}` : ''}, and I still use what I learned working with you. I'm now ${me}${best ? `, where I ${best.replace(/^cutting/, 'cut')}` : ''}.`,
      '',
      "I'm starting to think about my next step and would really value your perspective. Would you be up for a 20-minute call in the next few weeks?",
      '',
      `Either way, I hope things are going well.\n${sign}`,
    ];
    tips = [personal, ask, nudge];
  }
  const text = body.join('\n');
  const short = [body[0], '', body[2], '', body[4], '', body[6]]
    .filter((l) => l !== undefined)
    .join('\n');
  return {
    lead: [
      who
        ? `Here is a draft in your voice, using ${facts?.sourceLabel ?? 'your CV'} for the line about you. Add one line only they would recognise.`
        : 'Here is a draft from what you told me; add one line only they would recognise.',
    ],
    draft: { label, text, short },
    itemsHeading: '**Before you send it**',
    items: tips,
    question: 'Who is it going to? Give me one line about them and I can personalise it.',
    suggestions: [
      'Can you make it shorter?',
      'Rewrite my CV summary',
      'Help me prepare for an interview',
    ],
  };
}

// ——— Cover letter ——————————————————————————————————————————————————————————————————

export function coverLetterPlan(ctx: PlanContext): Plan {
  const facts = ctx.cv();
  const suggestions = [
    'Can you make it shorter?',
    'Which are the weakest bullets in my CV?',
    'Help me prepare for an interview',
  ];
  if (!facts?.title) {
    // No CV, but the message says what the letter is for and something of the member: a first
    // draft from their own lines, rather than a request for a file.
    const told = letterFacts(ctx.text);
    if (told.lines.length && (told.role || told.org))
      return letterFromMessage(told, ctx.name, suggestions);
    return noCv('write a cover letter that sounds like you', suggestions);
  }
  const role = findRole(ctx.text);
  const org = orgFrom(ctx.text);
  const results = facts.results.slice(0, 2).map((r) => `${noPeriod(r)}.`);
  const text = [
    'Dear Hiring Manager,',
    '',
    `I'm applying for the ${role?.name ?? 'advertised'} role${org ? ` at ${org}` : ''}. I'm ${intro(facts)}, and I'd like to bring that experience to ${org ?? 'your team'}.`,
    '',
    `${results.length ? `In my current role I ${results.map(lowerFirst).join(' I also ')}` : `In my current role I ${facts.title ? `work as ${facts.title}` : 'deliver work I can show with numbers'}.`} That is the kind of work I'd bring to ${org ?? 'your team'}.`,
    '',
    `I'm drawn to ${org ?? 'your company'} because of the work your team does, and I'd welcome the chance to talk about how I could help.`,
    '',
    `Kind regards,${ctx.name ? `\n${ctx.name}` : ''}`,
  ].join('\n');
  return {
    lead: [
      `Here is a first draft built from ${facts.sourceLabel}. It is short on purpose: three paragraphs a hiring manager will actually read.`,
    ],
    draft: { label: 'Your cover letter', text, short: text.split('\n\n').slice(0, 2).join('\n\n') },
    itemsHeading: '**Make it theirs**',
    items: [
      {
        title: 'Match it to the ad',
        body: 'Take the two requirements the ad stresses most and make sure the middle paragraph answers them with evidence.',
        detail: [
          'Use the ad’s own words where they are true of you; screening software and busy readers both look for them.',
        ],
      },
      {
        title: 'Say why them',
        body: 'One specific reason you want this employer beats three general ones.',
        detail: [
          'A product you use, a talk by someone on the team, a problem they have that you have solved before.',
        ],
      },
      {
        title: 'Keep it under 250 words',
        body: 'Cut anything that repeats the CV without adding why it matters.',
        detail: ['Read it aloud; every sentence should earn its place.'],
      },
    ],
    question: org
      ? 'Do you have the job ad? Paste it and I’ll point the middle paragraph at it.'
      : 'Which company is it for? With its name and the job ad I can make the letter theirs.',
    suggestions,
  };
}

/** A first cover letter from what the member said in the message (letter-facts.ts). */
function letterFromMessage(
  told: LetterFacts,
  name: string | undefined,
  suggestions: string[],
): Plan {
  const where = told.org ?? 'your team';
  const text = [
    'Dear Hiring Manager,',
    '',
    `I'm applying for the ${told.role ?? 'advertised'} role${told.org ? ` at ${told.org}` : ''}. ${told.lines.join(' ')}`,
    '',
    `I'd welcome the chance to talk about how I could bring this to ${where}.`,
    '',
    `Kind regards,${name ? `\n${name}` : ''}`,
  ].join('\n');
  return {
    lead: [
      'Here is a first draft from what you told me. It is short on purpose; the one line it still needs is a result of yours.',
    ],
    draft: { label: 'Your cover letter', text, short: text.split('\n\n').slice(0, 2).join('\n\n') },
    itemsHeading: '**Make it theirs**',
    items: [
      {
        title: 'Add one result',
        body: 'What came of the work you mention: who used it, what it saved or changed. One sentence with a number turns a list of tasks into a reason to interview you.',
        detail: ['An honest estimate you can explain is fine: “used weekly by a team of 12”.'],
      },
      {
        title: 'Say why them',
        body: `One specific reason you want ${told.org ?? 'this employer'} beats three general ones: their work, their people, something you have seen them do.`,
        detail: [
          'A line only this employer could receive is what makes a letter read as written for them.',
        ],
      },
      {
        title: 'Match it to the ad',
        body: 'Take the two requirements the ad stresses most and make sure the letter answers each with evidence.',
        detail: ['Use the ad’s own words where they are true of you.'],
      },
    ],
    question: told.org
      ? 'What is one result from that work you could put a number on? I will add it as the line that carries the letter.'
      : 'Which organisation is it for? With its name I can say why them.',
    suggestions,
  };
}

// ——— Changing career ——————————————————————————————————————————————————————————————

export function careerChangePlan(ctx: PlanContext): Plan {
  const target =
    /\b(?:move|moving|switch|switching|transition|transitioning|pivot|pivoting|get|getting|retrain|retraining)\s+(?:into|to|as)\s+(?:an?\s+)?([a-z][a-z\s/-]{2,40}?)(?=[.?!,]| where| is| and| but|$)/i.exec(
      ctx.text,
    )?.[1];
  const fromText = ctx.text;
  const facts = ctx.cv();
  const transferable =
    TRANSFERABLE.find(([re]) => re.test(fromText))?.[1] ??
    (facts?.title ? TRANSFERABLE.find(([re]) => re.test(facts.title ?? ''))?.[1] : undefined) ??
    [];
  const bring: string[] = [];
  for (const skill of [...transferable, ...(facts?.skills.slice(0, 5) ?? [])]) {
    const lower = skill.toLowerCase();
    if (!bring.some((b) => b.toLowerCase().includes(lower) || lower.includes(b.toLowerCase()))) {
      bring.push(skill);
    }
  }
  bring.splice(6);
  const into = target ? target.trim() : 'the field you are considering';
  return {
    lead: [
      target
        ? `Moving into ${into} is very doable when you take it in steps rather than one leap: test it, build proof, then move.`
        : 'A career change is very doable when you take it in steps rather than one leap: test it, build proof, then move. Here is what carries over from what you do now.',
    ],
    before: bring.length
      ? ['**What you already bring**', ...bring.map((b) => `- ${upperFirst(b)}`)]
      : ['Tell me what you do now and I’ll list what carries over.'],
    itemsHeading: '**Steps that de-risk the move**',
    items: [
      {
        title: 'Talk to two people already doing it',
        body: `Ask two people working in ${into} what a normal week looks like and what surprised them when they started.`,
        detail: [
          'Twenty-minute calls are enough. Ask what they wish they had known, which skills matter on day one, and how people like you usually get in.',
        ],
      },
      {
        title: 'Build one piece of proof',
        body: 'A small real project, volunteer piece or portfolio item shows you can do the work, which is what hiring managers doubt most about career changers.',
        detail: ['Pick something you can finish in four to six weeks and show publicly.'],
      },
      {
        title: 'Close the biggest gap',
        body: 'Find the one skill every job ad asks for that you lack, and take one short, practical course in it.',
        detail: ['Prefer a course with a project at the end: the project becomes your proof.'],
      },
      {
        title: 'Look for a bridge',
        body: 'A hybrid role, an internal move or a project at your current employer lets you test the move while you are still paid.',
        detail: [
          'Bridges are how most career changers make it: a role that uses your old strengths and your new skills at once.',
        ],
      },
    ],
    question: target ? `What draws you to ${into}?` : 'Which fields are you considering?',
    suggestions: [
      'What would my first step be?',
      'Rewrite my CV summary for the move',
      'Am I ready for this role?',
    ],
  };
}

// ——— Personal brand —————————————————————————————————————————————————————————————————

export function brandPlan(ctx: PlanContext): Plan {
  const facts = ctx.cv();
  const topic =
    /\b(?:expertise|expert|experience|knowledge)\s+(?:in|on|with)\s+([a-z][a-z\s-]{2,30}?)(?=[.?!,]|$)/i.exec(
      ctx.text,
    )?.[1] ?? facts?.skills[0];
  const posts = has(ctx, 'post*', 'content', 'write about', 'linkedin');
  const audience = facts?.domains.length
    ? `${listJoin(facts.domains.slice(0, 2))} teams`
    : 'the teams I work with';
  const outcome = facts?.results[0] ? resultPhrase(facts.results[0]) : undefined;
  const approach = facts?.skills.length
    ? listJoin(facts.skills.slice(0, 2))
    : 'the skills I use every day';
  const statement = `I help ${audience} ${outcome ? outcome.replace(/^(cut|cutting)/i, 'cut').replace(/^reducing/i, 'reduce') : 'get work done that lasts'} through ${approach}.`;
  if (posts) {
    const about = topic ?? 'your field';
    return {
      lead: [
        `Here are post ideas that show your expertise in ${about} through real work rather than claims.`,
      ],
      items: [
        {
          title: 'A before-and-after',
          body: outcome
            ? `How you ${outcome.replace(/^cutting/, 'cut')}: the problem, the approach, one chart, the result.`
            : `One problem you solved with ${about}: the situation, the approach, the result.`,
          detail: [
            'Keep it to 150–200 words and one picture; end with a question to invite comments.',
          ],
        },
        {
          title: 'A mistake and what it taught you',
          body: `One thing about ${about} you got wrong early on, and what you do now.`,
          detail: ['Honest lessons get more thoughtful replies than success stories.'],
        },
        {
          title: 'Explain one idea simply',
          body: `Pick one concept from ${about} that people outside your field misunderstand, and explain it in five sentences.`,
          detail: ['This is where expertise shows most: making a hard idea easy.'],
        },
        {
          title: 'Your take on a piece of news',
          body: `When something changes in your field, post a short view on what it means for people doing ${about}.`,
          detail: ['Three sentences with a clear opinion beat a long summary.'],
        },
      ],
      question: 'Which of these could you write this week?',
      suggestions: [
        'Can you make it shorter?',
        'Help me write a positioning statement',
        'Draft a message to someone I met at an event',
      ],
    };
  }
  return {
    lead: [
      facts
        ? `Here is a positioning statement built from ${facts.sourceLabel}: who you help, what changes for them, and how you do it.`
        : 'A positioning statement says who you help, what changes for them and how. Here is the shape, ready to fill.',
      ...(has(ctx, 'distinctive', 'stand out', 'unique', 'different')
        ? [
            facts?.domains.length && facts.skills.length
              ? `What makes you distinctive is the combination, not any one skill: ${listJoin(facts.skills.slice(0, 2))} applied to ${listJoin(facts.domains.slice(0, 2))}${outcome ? `, with results like “${outcome}”` : ''}. Few people have all of it.`
              : 'What makes a profile distinctive is usually a combination: a skill, a field and a result few others can claim together.',
          ]
        : []),
    ],
    draft: {
      label: 'Your positioning statement',
      text: statement,
      short: statement.split(' through ')[0] ?? statement,
    },
    itemsHeading: '**Put it to work**',
    items: [
      {
        title: 'Test it out loud',
        body: 'Say it to two people who know your work and ask what they would change.',
        detail: ['If it makes them ask a follow-up question, it is working.'],
      },
      {
        title: 'Use it everywhere at once',
        body: 'Your LinkedIn headline, your About section’s first line, and how you introduce yourself at events.',
        detail: ['Consistency is what makes a brand recognisable.'],
      },
      {
        title: 'Back it with one proof a month',
        body: 'A post, a talk or a case study that shows the outcome in the statement.',
        detail: ['The statement is a promise; the posts are the evidence.'],
      },
    ],
    question: 'Who is the audience you most want to reach?',
    suggestions: [
      'Give me ideas for LinkedIn posts',
      'Can you make it shorter?',
      'Draft a message to someone I met at an event',
    ],
  };
}

/** "a", "a and b", "a, b and c". */
function listed(parts: string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
