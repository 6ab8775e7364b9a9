import { type Reading, read } from '../../nlp/cues.js';
import { type CoachRequest, memberName } from '../coach.js';
import { carefulReminder } from '../safety/messages.js';
import { type CoachDomain, coachRef, domainOf, openCoachFor } from './coaches.js';
import { cvSource, PASTED_CV, pastedSummaryIn } from './cv-facts.js';
import {
  COMMON_INTENTS,
  INTENT_PROMPTS,
  INTENTS,
  type IntentId,
  WELL_BEING_INTENTS,
} from './intents.js';
import {
  asSentence,
  choose,
  hash,
  type Plan,
  type PlanContext,
  planContext,
  renderItems,
  renderPlan,
  upperFirst,
} from './plan.js';
import {
  brandPlan,
  bulletsFromReply,
  bulletsPlan,
  careerChangePlan,
  coverLetterPlan,
  interviewPlan,
  messagePlan,
  readinessPlan,
  shortenDraft,
  summaryPlan,
} from './plans-career.js';
import {
  decisionPlan,
  goalPlan,
  leadershipPlan,
  moneyPlan,
  motivationPlan,
  promotionPlan,
  salaryPlan,
  techPlan,
} from './plans-growth.js';
import { limitingPlan, profilePlan, strengthsPlan, valuesPlan } from './plans-self.js';
import {
  anxietyPlan,
  boundariesPlan,
  energyPlan,
  exercisePlan,
  habitPlan,
  lowMoodPlan,
  sleepPlan,
  stressPlan,
} from './plans-wellbeing.js';
import { anchorOf, type FollowUp, type Understanding, understand } from './understand.js';

/**
 * Turns what the member asked (understand.ts) into a reply: a plan for the intent, worded with a
 * varied opening, the member's chosen name, the coach's own name for itself, and, for follow-ups,
 * only the part that was asked about. Deterministic: the same conversation gives the same reply.
 */

type FieldIntent = Exclude<IntentId, 'greeting' | 'thanks' | 'capabilities' | 'find-help'>;

const BUILDERS: Record<FieldIntent, (ctx: PlanContext) => Plan> = {
  'cv-summary': summaryPlan,
  'cv-bullets': (ctx) => bulletsPlan(ctx),
  'role-readiness': readinessPlan,
  'cover-letter': coverLetterPlan,
  'interview-prep': interviewPlan,
  'networking-message': messagePlan,
  'career-change': careerChangePlan,
  'salary-negotiation': salaryPlan,
  'money-planning': moneyPlan,
  promotion: promotionPlan,
  leadership: leadershipPlan,
  'goal-setting': goalPlan,
  motivation: motivationPlan,
  decision: decisionPlan,
  'tech-career': techPlan,
  'personal-brand': brandPlan,
  'stress-overload': stressPlan,
  sleep: sleepPlan,
  anxiety: anxietyPlan,
  'calming-exercise': exercisePlan,
  boundaries: boundariesPlan,
  'low-mood': lowMoodPlan,
  'energy-health': energyPlan,
  habit: habitPlan,
  values: valuesPlan,
  strengths: strengthsPlan,
  'limiting-beliefs': limitingPlan,
  'profile-overview': profilePlan,
};

/** Steps that push for output, left out while a conversation is careful after a crisis. */
const PUSHY =
  /workload conversation|sort what you can|evidence log|stretch project|walk-away|review the method/i;

const WELL_BEING: ReadonlySet<IntentId> = new Set(WELL_BEING_INTENTS);

export interface Composed {
  understanding: Understanding;
  reply: string;
  plan: Plan | null;
  /** Suggestions before the "never offer what was just done" filter. */
  candidates: string[];
}

function seedOf(request: CoachRequest): number {
  return hash(`${request.agent.id}|${request.history.length}|${request.message.content}`);
}

function isFirstTurn(request: CoachRequest): boolean {
  return !request.history.some((t) => t.role === 'assistant');
}

/** The plan for an intent, answered from the text that set the topic. */
function planFor(
  request: CoachRequest,
  intent: IntentId,
  text: string,
  reading: Reading,
  followUp: FollowUp | null = null,
): Plan | null {
  if (COMMON_INTENTS.has(intent)) return null;
  const ctx = planContext(
    request,
    intent,
    text,
    reading,
    memberName(request),
    domainOf(request.agent.id),
  );
  if (intent === 'cv-bullets' && followUp && !ctx.cv()?.bullets.length) {
    return bulletsPlan(ctx, bulletsFromReply(followUp.anchorReply));
  }
  // A summary pasted on its own ("review my profile part: …") has no bullets to rank: whatever
  // the wording of the ask, it is the summary that is reviewed and rewritten.
  const builder =
    intent === 'cv-bullets' && pastedSummaryIn(request) ? 'cv-summary' : (intent as FieldIntent);
  let plan = BUILDERS[builder](ctx);
  // A follow-up on an answer built from a file attached to an earlier message only: the file is
  // gone, but the answer the member saw is in the conversation, so work from that.
  if (plan.needsCv && followUp) plan = planFromReply(followUp.anchorReply) ?? plan;
  if (ctx.careful) {
    const gentle = plan.items.filter((item) => !PUSHY.test(item.title));
    return { ...plan, items: WELL_BEING.has(intent) ? gentle.slice(0, 3) : gentle };
  }
  return plan;
}

/** The items and draft of an earlier reply, as the member saw them. */
function planFromReply(reply: string): Plan | null {
  const items = reply
    .split('\n')
    .map((line) => /^\d+\. \*\*(.+?)\*\*\s*(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => Boolean(m))
    .map((m) => ({
      title: (m[1] ?? '').replace(/\.$/, ''),
      body: m[2] ?? '',
      detail: [m[2] ?? ''],
    }));
  const quoted = reply
    .split('\n')
    .filter((l) => l.startsWith('>'))
    .map((l) => l.replace(/^>\s?/, ''));
  if (!items.length && !quoted.length) return null;
  return {
    lead: [],
    items,
    ...(quoted.length
      ? { draft: { label: 'Your draft', text: quoted.join('\n'), short: quoted[0] ?? '' } }
      : {}),
    suggestions: [],
  };
}

const STOP = new Set([
  'have',
  'make',
  'give',
  'take',
  'your',
  'what',
  'with',
  'that',
  'this',
  'when',
  'from',
  'tell',
  'more',
  'about',
  'help',
  'walk',
  'through',
  'first',
  'step',
  'start',
  'here',
  'there',
  'something',
  'thing',
]);

function contentWords(reading: Reading): Set<string> {
  return new Set(
    reading.tokens
      .filter(
        (t) => /^(NOUN|VERB|ADJ|PROPN)$/.test(t.pos) && t.lemma.length >= 4 && !STOP.has(t.lemma),
      )
      .map((t) => t.lemma),
  );
}

/** "Walk me through the workload conversation": the item of the last plan the member names. */
function namedItem(plan: Plan, reading: Reading): number | null {
  const asked = contentWords(reading);
  let best: { index: number; overlap: number } | null = null;
  plan.items.forEach((item, index) => {
    const words = contentWords(read(item.title));
    const overlap = [...words].filter((w) => asked.has(w)).length;
    if (overlap >= Math.min(2, words.size) && overlap > 0 && (!best || overlap > best.overlap)) {
      best = { index, overlap };
    }
  });
  return best ? (best as { index: number }).index + 1 : null;
}

/** Lower-cases the first letter, unless the first word is an acronym or a quote. */
const lowerStart = (s: string) =>
  /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

function followUpReply(plan: Plan, followUp: FollowUp, seed: number): string[] {
  const lines: string[] = [];
  if (followUp.kind === 'shorter') {
    // The draft as the member saw it (its CV may have been attached to that message only).
    const cut = shortenDraft(followUp.previousReply);
    if (cut || plan.draft) {
      const text = cut?.text ?? plan.draft?.short ?? '';
      lines.push(
        choose(['Here it is, trimmed to the core:', 'A shorter version:', 'Cut down:'], seed),
      );
      lines.push('', ...text.split('\n').map((l) => `> ${l}`));
      if (cut?.headline && cut.headline !== text) {
        lines.push(
          '',
          'And in one line:',
          '',
          `> ${cut.headline.split(' | ').slice(0, 2).join(' | ')}`,
        );
      }
      return lines;
    }
    const short = plan.after?.find((a) => a.startsWith('_Short version:'));
    if (plan.steps && short) return [short.replace(/^_Short version: /, '').replace(/_$/, '')];
    lines.push(choose(['The short version:', 'In brief:', 'Boiled down:'], seed), '');
    lines.push(...plan.items.slice(0, 4).map((item, i) => `${i + 1}. ${asSentence(item.title)}`));
    return lines;
  }
  if (followUp.kind === 'more') {
    lines.push(
      choose(
        ['A bit more on each:', 'Going one level deeper:', 'Here is the thinking behind it:'],
        seed,
      ),
      '',
    );
    // Every point of the answer the member saw, one level deeper.
    for (const [i, item] of plan.items.entries()) {
      lines.push(`**${i + 1}. ${asSentence(item.title)}** ${item.detail[0] ?? item.body}`, '');
    }
    return lines;
  }
  const count = plan.items.length;
  const asked = followUp.index === -1 ? count : followUp.index;
  const item = plan.items[asked - 1];
  if (!item) {
    return [
      `My last answer had ${count === 1 ? 'one point' : `${count} points`}, so there isn’t a ${ORDINAL_WORDS[asked - 1] ?? `number ${asked}`} one. Here they are again:`,
      '',
      ...renderItems(plan),
    ];
  }
  const opener =
    followUp.kind === 'first-step'
      ? choose(['Start here:', 'The first step:', 'Begin with this one:'], seed)
      : choose(
          [
            `The ${ORDINAL_WORDS[asked - 1] ?? `${asked}th`} one in more detail:`,
            `Here is point ${asked}, step by step:`,
          ],
          seed,
        );
  lines.push(`${opener} **${asSentence(item.title)}**`, '');
  for (const d of item.detail) lines.push(d, '');
  const next = plan.items[asked];
  if (next && followUp.kind === 'first-step') {
    lines.push(
      `Once that is in place, the next step is: ${lowerStart(next.title.replace(/[.?!]$/, ''))}.`,
    );
  } else if (next) {
    lines.push(`Want me to go through the ${ORDINAL_WORDS[asked] ?? 'next'} one as well?`);
  }
  return lines;
}

function pointerReply(
  request: CoachRequest,
  u: Understanding,
  domain: CoachDomain,
  seed: number,
): string[] {
  const intent = u.intent as IntentId;
  const spec = INTENTS[intent];
  const home = u.pointTo ? coachRef(u.pointTo) : undefined;
  const lines: string[] = [];
  const opener = choose(
    [
      `That one is outside my field as ${domain.selfName}.`,
      `That's not something I cover as ${domain.selfName}.`,
    ],
    seed,
  );
  if (home?.isActive) {
    lines.push(
      `${opener} For ${spec.label}, ask the **${home.name}**${home.isCoachName ? '' : ' coach'} (${home.where}): it is built for exactly that${request.user.context?.cv ? ' and can read your CV too' : ''}.`,
    );
  } else if (home) {
    const open = openCoachFor(intent, request.agent.id);
    lines.push(
      `${opener} ${upperFirst(spec.label)} belongs to the **${home.name}**${home.isCoachName ? '' : ' coach'}, which isn’t open on Facet yet.${open ? ` Until it is, the **${open.name}** (${open.where}) can help with it.` : ''}`,
    );
  } else {
    lines.push(opener);
  }
  // While a conversation is careful, no offer of more work.
  if (request.safety?.careful) return lines;
  const offer = choose(domain.offers, seed >>> 3);
  lines.push(
    '',
    `If part of this touches ${domain.field}, I’m glad to help with that: I can ${offer}.`,
  );
  return lines;
}

function commonReply(
  request: CoachRequest,
  intent: IntentId,
  domain: CoachDomain,
  name: string,
): string[] {
  const offers = domain.offers.map((o) => `- ${upperFirst(o)}`);
  if (intent === 'greeting') {
    return [
      `Hi${name ? ` ${name}` : ''}! I'm ${domain.selfName}. Here is what we can work on:`,
      '',
      ...offers,
      '',
      'What’s on your mind?',
    ];
  }
  if (intent === 'capabilities') {
    return [
      `As ${domain.selfName}, here is what I can do with you:`,
      '',
      ...offers,
      '',
      'I work from what you write, what you attach, and what you have uploaded (your CV, your diamond profile, your LinkedIn data). Where would you like to start?',
    ];
  }
  if (intent === 'thanks') {
    return [
      choose(
        [`You're welcome${name ? `, ${name}` : ''}.`, `Glad it helps${name ? `, ${name}` : ''}.`],
        hash(request.message.content),
      ),
      'Try one step before our next chat, and tell me how it went: what worked is as useful to know as what didn’t.',
    ];
  }
  // find-help
  return [
    'Talking to a professional is a strong step. Here is where to start:',
    '',
    '- **Your doctor** can refer you to talking therapy, and in many countries you can refer yourself.',
    '- **Your employer’s Employee Assistance Programme**, if there is one, usually offers free, confidential counselling sessions.',
    '- **Right now, any time:** call or text **988** in the US, call **Samaritans on 116 123** in the UK and Ireland, or find a free helpline in your country at [findahelpline.com](https://findahelpline.com).',
    '- **In an emergency:** 911 (US and Canada), 112 (EU) or 999 (UK).',
  ];
}

function unclearReply(request: CoachRequest, domain: CoachDomain, seed: number): string[] {
  const question = request.agent.questions.length ? choose(request.agent.questions, seed) : '';
  return [
    'I want to be sure I help with the right thing. Here is what I can do with you:',
    '',
    ...domain.offers.map((o) => `- ${upperFirst(o)}`),
    '',
    question ? `Or, to start somewhere: ${question}` : 'Which is closest to what you need?',
  ];
}

function carefulUnclear(name: string): string[] {
  return [
    `I'm really glad you're here${name ? `, ${name}` : ''}. We can go at whatever pace suits you: there's nothing you need to get done today.`,
    '',
    'How are you feeling right now? You can tell me about anything, big or small, and we can just talk.',
  ];
}

/** The whole reply for one message, and what it was built from. */
export function compose(request: CoachRequest): Composed {
  const understanding = understand(request);
  const domain = domainOf(request.agent.id);
  const name = memberName(request);
  const seed = seedOf(request);
  const careful = request.safety?.careful ?? null;
  const first = isFirstTurn(request);
  let body: string[];
  let plan: Plan | null = null;
  let followUp = understanding.followUp;
  const intent = understanding.intent;

  if (intent !== 'unclear' && !COMMON_INTENTS.has(intent) && !understanding.inDomain) {
    body = pointerReply(request, understanding, domain, seed);
  } else if (intent === 'unclear') {
    body = careful ? carefulUnclear(name) : unclearReply(request, domain, seed);
  } else if (COMMON_INTENTS.has(intent)) {
    body = commonReply(request, intent, domain, name);
  } else {
    plan = planFor(request, intent, understanding.text, understanding.reading, followUp);
    // "Walk me through the workload conversation": a step of the last answer, named in words.
    if (plan && !followUp && !first) {
      const anchor = anchorOf(request);
      const previous = [...request.history].reverse().find((t) => t.role === 'assistant')?.content;
      if (anchor && previous && anchor.classified.intent === intent) {
        const anchorPlan = planFor(request, intent, anchor.text, anchor.reading);
        const index = anchorPlan ? namedItem(anchorPlan, understanding.reading) : null;
        if (anchorPlan && index && anchor.text !== request.message.content) {
          plan = anchorPlan;
          followUp = {
            kind: 'ordinal',
            index,
            anchor: anchor.text,
            previousReply: previous,
            anchorReply: anchor.reply,
          };
        }
      }
    }
    body = plan ? (followUp ? followUpReply(plan, followUp, seed) : renderPlan(plan)) : [];
  }

  const lines: string[] = [];
  const shared = sharedFiles(request);
  const opening = openingLine(domain, name, intent, first, careful, seed, Boolean(followUp));
  // The first answer of a conversation recalls the member's last check-in in their own words
  // (only what they share with coaches; never on a careful turn).
  const recall = request.user.context?.journey?.recall;
  const recalled = first && recall && !careful && intent !== 'unclear' ? recall : undefined;
  // The greeting opens the first paragraph of the answer rather than standing as a paragraph of
  // its own: alone it says nothing about the member, and it read the same in every first reply.
  const head = body[0] ?? '';
  const folded =
    opening && !recalled && !shared.length && /^[A-Z“"]/.test(head) && !/^\*\*/.test(head);
  if (opening && !folded) lines.push(opening, '');
  if (recalled) lines.push(recalled, '');
  if (shared.length) lines.push('**What you shared**', ...shared, '');
  lines.push(...(folded ? [`${opening} ${head}`, ...body.slice(1)] : body));
  // The resources stay in view on careful turns (unless this reply already lists them).
  if (careful && intent !== 'find-help') lines.push('', carefulReminder(careful));
  const attachedCv = attachedCvOnly(request, plan);
  if (attachedCv) {
    lines.push(
      '',
      `_I keep **${attachedCv}** in mind for the rest of this conversation. To let the other coaches use your CV too, upload it once on the Self-Assessment page._`,
    );
  }
  // No line saying this is the offline coach: the chat already says so under the coach's name
  // (agents.routes.ts), and the same line in every first reply told the member nothing.
  const candidates = plan?.suggestions ?? [];
  return {
    understanding: { ...understanding, followUp },
    reply: lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    plan,
    candidates,
  };
}

/** The name of a CV that was attached to this message and used, when none is uploaded. */
function attachedCvOnly(request: CoachRequest, plan: Plan | null): string | null {
  if (!plan || plan.needsCv || request.user.context?.cv) return null;
  const source = cvSource(request);
  // A CV pasted into the message stays in the conversation, so it needs no upload note.
  if (source?.label === PASTED_CV) return null;
  const attachment = request.message.attachments.find((a) => a.name === source?.label);
  return attachment ? attachment.name : null;
}

/** One line per attachment: what was read, or why it could not be. */
function sharedFiles(request: CoachRequest): string[] {
  // A summary pasted in the message is quoted back in the reply itself; listing it as a file
  // would call three sentences a CV.
  return request.message.attachments
    .filter((a) => !(a.kind === 'text' && a.name === PASTED_CV && a.text.startsWith('Summary\n')))
    .map((a) => {
      if (a.kind === 'text') {
        const words = a.text.split(/\s+/).filter(Boolean);
        const opening = words.slice(0, 12).join(' ');
        return `- **${a.name}** (${words.length.toLocaleString('en-US')} words${a.truncated ? ', first part read' : ''}): “${opening}${words.length > 12 ? '…' : ''}”`;
      }
      if (a.kind === 'image') {
        return `- **${a.name}** is an image whose text could not be read; paste its text or attach it as a PDF.`;
      }
      return `- **${a.name}**: ${a.reason}`;
    });
}

function openingLine(
  domain: CoachDomain,
  name: string,
  intent: IntentId | 'unclear',
  first: boolean,
  careful: string | null,
  seed: number,
  followUp: boolean,
): string {
  if (intent === 'greeting' || (careful && intent === 'unclear')) return '';
  if (careful) {
    return choose(
      [
        `Let’s take this gently${name ? `, ${name}` : ''}.`,
        `We can take this one step at a time${name ? `, ${name}` : ''}, with no pressure.`,
      ],
      seed,
    );
  }
  if (first) {
    return name ? `Hi ${name}, I'm ${domain.selfName}.` : `Hi, I'm ${domain.selfName}.`;
  }
  if (followUp) return '';
  // Later turns: the name now and then, never the same words every time.
  if (name && seed % 3 === 0) return `${name}, here's what I'd suggest.`;
  return '';
}

/** Follow-up suggestions: relevant to this turn, and never what was just done. */
export function suggestionsFor(request: CoachRequest, reply: string): string[] {
  const composed = compose(request);
  const current = composed.understanding;
  const domain = domainOf(request.agent.id);
  const careful = request.safety?.careful ?? null;
  if (careful) {
    // Gentle next steps only, never the one just taken.
    return [
      'Can we just talk for a bit?',
      'Guide me through a grounding exercise',
      'Where can I find a helpline near me?',
    ].filter((s) => {
      if (s.toLowerCase() === request.message.content.trim().toLowerCase()) return false;
      const next = understand({ ...request, message: { content: s, attachments: [] } });
      return next.intent !== current.intent;
    });
  }
  const served = domain.serves
    .filter((i) => i !== current.intent)
    .map((i) => INTENT_PROMPTS[i])
    .filter((s): s is string => Boolean(s));
  const candidates = [...composed.candidates, ...served];
  const history = [
    ...request.history,
    { role: 'user' as const, content: request.message.content },
    { role: 'assistant' as const, content: reply },
  ];
  const currentTitles = composed.plan?.items.map((i) => i.title).join('|') ?? '';
  const kept: string[] = [];
  for (const candidate of candidates) {
    if (kept.length >= 3) break;
    if (kept.includes(candidate)) continue;
    const next: CoachRequest = {
      ...request,
      history,
      message: { content: candidate, attachments: [] },
    };
    const then = compose(next);
    const u = then.understanding;
    if (!u.inDomain || u.intent === 'unclear') continue;
    // Never offer a dead end: a request that would only ask for a CV the coach can't see.
    if (then.plan?.needsCv) continue;
    const sameKind = (u.followUp?.kind ?? null) === (current.followUp?.kind ?? null);
    const sameIndex = (u.followUp?.index ?? 0) === (current.followUp?.index ?? 0);
    if (u.intent === current.intent && sameKind && sameIndex) continue;
    if (
      u.intent === current.intent &&
      !u.followUp &&
      (then.plan?.items.map((i) => i.title).join('|') ?? '') === currentTitles
    ) {
      continue;
    }
    kept.push(candidate);
  }
  return kept;
}
