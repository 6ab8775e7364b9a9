import type { Coach, CoachAttachment, CoachFollowUp, CoachRequest } from './coach.js';
import { buildOfflineProfile } from './offline-insights.js';
import { titleFromMessage } from './prompts.js';

/**
 * The embedded coach: no network, deterministic for a given input, and honest about being offline
 * (the UI labels it). It reflects what the member wrote, recognises the topics and feelings in it,
 * offers concrete first steps for those topics, reads text attachments, and asks the coaching
 * questions of the agent's theme.
 */

interface Topic {
  id: string;
  match: RegExp;
  heard: string;
  steps: string[];
  suggestions: string[];
}

const TOPICS: Topic[] = [
  {
    id: 'cv',
    match: /\b(cv|résumé|resume|curriculum|cover letter|application)s?\b/i,
    heard: 'you want your CV to do more of the work for you',
    steps: [
      'Lead each role with one result, not a duty: "Cut onboarding time 30%" beats "Responsible for onboarding".',
      'Write a two-line summary aimed at one target role, and cut anything that does not support it.',
      'Put a number on every achievement you can: money, time, people, percentage.',
    ],
    suggestions: [
      'Help me rewrite my CV summary',
      'Turn my duties into achievements',
      'Which roles fit my CV best?',
    ],
  },
  {
    id: 'interview',
    match: /\b(interview(s|ing)?|recruiter|hiring manager|job offer|offer letter)\b/i,
    heard: 'an interview or offer is on your mind',
    steps: [
      'Prepare five stories in the STAR shape (situation, task, action, result) that you can bend to most questions.',
      'Research what the team is struggling with and be ready to say how you would help in your first 90 days.',
      'Write down three questions of your own that show how you think.',
    ],
    suggestions: [
      'Practise interview questions with me',
      'Help me tell a STAR story',
      'How do I answer "tell me about yourself"?',
    ],
  },
  {
    id: 'pay',
    match: /\b(salary|pay|raise|compensation|negotiat\w*|bonus|equity|rate)\b/i,
    heard: 'pay and what you are worth matter here',
    steps: [
      'Gather three independent data points for the role and level before naming a number.',
      'Anchor on the value you bring and the market, not on your current pay.',
      'Decide your walk-away number in advance, and what else in the package could move.',
    ],
    suggestions: [
      'Help me prepare a salary negotiation',
      'What should I ask for besides salary?',
      'Draft my counter-offer email',
    ],
  },
  {
    id: 'growth',
    match:
      /\b(promot\w*|manager|boss|career growth|next level|senior|visibility|performance review)\b/i,
    heard: 'you are looking for your next step up',
    steps: [
      'Ask your manager directly what evidence they would need to see for the next level, and write it down.',
      'Pick one visible project that stretches you toward that level and share progress openly.',
      'Keep a weekly log of wins; it turns into your case at review time.',
    ],
    suggestions: [
      'Plan a conversation with my manager',
      'Help me build my promotion case',
      'How do I become more visible?',
    ],
  },
  {
    id: 'change',
    match:
      /\b(career change|change careers?|switch\w*|transition\w*|new field|new industry|pivot\w*|quit\w*|leave my job|leaving)\b/i,
    heard: 'you are weighing a change of direction',
    steps: [
      'List the skills you would carry into the new field and the two or three you would need to add.',
      'Talk to two people already doing the work before committing; ask what surprised them.',
      'Look for a bridge: a project, a secondment or a hybrid role that lets you test the move safely.',
    ],
    suggestions: [
      'Map my transferable skills',
      'Find a bridge role for my move',
      'Help me decide whether to leave',
    ],
  },
  {
    id: 'stress',
    match:
      /\b(stress\w*|anxi\w*|overwhelm\w*|burn(ed|t)? ?out|pressure|worr\w*|panic\w*|exhaust\w*)\b/i,
    heard: 'you are carrying a lot of pressure right now',
    steps: [
      'Write down everything that is pressing on you, then mark what you can influence this week.',
      'Protect one short recovery block each day, like a walk, a proper lunch or ten quiet minutes, as firmly as a meeting.',
      'Try box breathing when pressure spikes: in for 4, hold for 4, out for 4, hold for 4, four rounds.',
    ],
    suggestions: [
      'Guide me through a short breathing exercise',
      'Help me sort what I can control',
      'How do I recover after a hard day?',
    ],
  },
  {
    id: 'energy',
    match: /\b(sleep\w*|tired|fatigue\w*|energy|exercise|health\w*|diet|eat\w*)\b/i,
    heard: 'your energy and health are part of the picture',
    steps: [
      'Keep a steady wake-up time for a week; it does more for sleep than most tricks.',
      'Notice when in the day your energy dips, and move demanding work away from that slot.',
      'Choose one small movement habit you can keep on your busiest day.',
    ],
    suggestions: [
      'Help me plan a healthier workweek',
      'Why do I feel drained after work?',
      'Suggest a five-minute energy reset',
    ],
  },
  {
    id: 'values',
    match:
      /\b(values?|purpose|meaning\w*|fulfil\w*|passion\w*|what matters|identity|strengths?)\b/i,
    heard: 'you want your work to fit who you are',
    steps: [
      'Recall two moments at work when you felt most yourself, and name what they had in common.',
      'Pick your top three values and check your current role against each, on a scale from 1 to 10.',
      'Notice which value you compromise most often; that is usually where the tension comes from.',
    ],
    suggestions: [
      'Help me name my core values',
      'Does my job fit my values?',
      'What are my strengths?',
    ],
  },
  {
    id: 'goals',
    match:
      /\b(goals?|plan\w*|objective\w*|target\w*|vision|future|five years|next year|priorit\w*)\b/i,
    heard: 'you want a clearer direction and a plan',
    steps: [
      'Write the goal as an outcome you could verify, with a date.',
      'Break it into three milestones and put the first one in your calendar this week.',
      'Name the obstacle most likely to stop you and decide now how you will respond to it.',
    ],
    suggestions: [
      'Turn my goal into a 90-day plan',
      'Help me set priorities for this month',
      'What is my first milestone?',
    ],
  },
  {
    id: 'network',
    match: /\b(network\w*|linkedin|connections?|mentor\w*|reach out|introduc\w*)\b/i,
    heard: 'you want to build the right relationships',
    steps: [
      'List five people whose work you admire and send one short, specific note this week.',
      'Offer something first: an article, a thank-you or an introduction.',
      'Follow up within two weeks of a good conversation; most people never do.',
    ],
    suggestions: [
      'Draft an outreach message for me',
      'Improve my LinkedIn headline',
      'How do I find a mentor?',
    ],
  },
  {
    id: 'lead',
    match: /\b(lead\w*|team|delegat\w*|feedback|conflict|difficult conversation|colleague\w*)\b/i,
    heard: 'the people side of work is front of mind',
    steps: [
      'Prepare difficult conversations with one sentence: what you observed, its effect, and what you need.',
      'Delegate outcomes, not tasks, and agree how you will check in.',
      'Ask your team one question each week: what should I start, stop or continue doing?',
    ],
    suggestions: [
      'Help me prepare a difficult conversation',
      'How do I give better feedback?',
      'What should I delegate?',
    ],
  },
  {
    id: 'confidence',
    match:
      /\b(confiden\w*|imposter|impostor|self[- ]doubt|doubt\w*|afraid|fear\w*|not good enough|limiting belief\w*)\b/i,
    heard: 'some self-doubt is getting in the way',
    steps: [
      'Write down the belief word for word, then list the evidence for and against it.',
      'Collect three pieces of feedback that contradict it and keep them where you will see them.',
      'Design one small experiment this week that tests the belief in real life.',
    ],
    suggestions: [
      'Help me challenge a limiting belief',
      'Why do I feel like an impostor?',
      'Plan a small confidence experiment',
    ],
  },
  {
    id: 'balance',
    match: /\b(balance|boundar\w*|overtime|weekends?|family|kids|time off|holiday|always on)\b/i,
    heard: 'work is taking space from the rest of your life',
    steps: [
      'Decide on one boundary, such as a finish time or no email after 8 pm, and tell the people it affects.',
      'Look at last week: which hours went to work that mattered, and which did not?',
      'Schedule the things that matter outside work first, then fit work around them.',
    ],
    suggestions: [
      'Help me set a boundary at work',
      'Plan a more balanced week',
      'How do I say no to extra work?',
    ],
  },
];

const FEELINGS: Array<[RegExp, string]> = [
  [/\b(stuck|trapped|going nowhere)\b/i, 'stuck'],
  [/\b(overwhelm\w*|swamped|drowning)\b/i, 'overwhelmed'],
  [/\b(anxious|worried|nervous|scared)\b/i, 'anxious'],
  [/\b(frustrat\w*|annoyed|angry|fed up)\b/i, 'frustrated'],
  [/\b(excited|thrilled|motivated|eager)\b/i, 'excited'],
  [/\b(unsure|uncertain|confused|don'?t know|not sure|lost)\b/i, 'unsure'],
  [/\b(tired|exhausted|drained)\b/i, 'drained'],
  [/\b(sad|down|low|unhappy)\b/i, 'low'],
];

const CATEGORY_DEFAULTS: Record<string, string[]> = {
  'career-tools': [
    'Review my experience with me',
    'What should my next career step be?',
    'Help me describe my achievements',
  ],
  'well-being': [
    'Help me build a calmer routine',
    'Suggest one habit to start this week',
    'How can I protect my energy at work?',
  ],
  'personal-branding': [
    'Help me write my positioning statement',
    'What makes my profile distinctive?',
    'Plan content that shows my expertise',
  ],
  'self-assessment': [
    'Help me explore my values',
    'Which beliefs hold me back?',
    'What do my strengths say about my next role?',
  ],
};

/** FNV-1a: a stable number from the text, so choices vary with the input but repeat for it. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pick<T>(items: T[], seed: number, count: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < items.length && out.length < count; i++) {
    const item = items[(seed + i) % items.length];
    if (item !== undefined && !out.includes(item)) out.push(item);
  }
  return out;
}

/** The member's most telling sentence: the first that carries a recognised topic or feeling. */
function keySentence(text: string): string {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
  const telling = sentences.find(
    (s) => TOPICS.some((t) => t.match.test(s)) || FEELINGS.some(([re]) => re.test(s)),
  );
  const chosen = telling ?? sentences[0] ?? '';
  return chosen.length > 220 ? `${chosen.slice(0, 217).trimEnd()}…` : chosen;
}

function describeAttachment(a: CoachAttachment): string {
  if (a.kind === 'text') {
    const words = a.text.split(/\s+/).filter(Boolean);
    const opening = words.slice(0, 25).join(' ');
    return `- **${a.name}** (${words.length.toLocaleString('en-US')} words${a.truncated ? ', first part read' : ''}) opens with: “${opening}${words.length > 25 ? '…' : ''}”`;
  }
  if (a.kind === 'image') {
    return `- **${a.name}**: an image. I can't look at images in offline mode; tell me in a sentence what it shows and I'll work with that.`;
  }
  return `- **${a.name}**: ${a.reason}`;
}

/** Statements of the member's profile that bear on what they asked. */
function profileNotes(request: CoachRequest): string[] {
  const profile = request.user.context?.profile;
  if (!profile) return [];
  const text = request.message.content;
  const wanted: Array<keyof typeof profile> = [];
  if (/\b(values?|offer|job|role|fit|decid\w*|choice|company)\b/i.test(text)) wanted.push('values');
  if (/\b(goals?|future|vision|plan\w*|next step|direction)\b/i.test(text)) wanted.push('vision');
  if (/\b(strengths?|skills?|good at|behaviou?rs?)\b/i.test(text)) wanted.push('behaviours');
  if (/\b(hold\w* me back|doubt\w*|fear\w*|stuck|limiting)\b/i.test(text)) {
    wanted.push('limitingBeliefs', 'limitingBehaviours');
  }
  if (/\b(believe|beliefs?)\b/i.test(text)) wanted.push('beliefs');
  return wanted.flatMap((d) => profile[d].slice(0, 3));
}

export interface OfflineCoachOptions {
  /** Pause between streamed words; 0 in tests. */
  wordDelayMs?: number;
}

export function createOfflineCoach(options: OfflineCoachOptions = {}): Coach {
  const delay = options.wordDelayMs ?? 15;

  function analyse(request: CoachRequest) {
    const attachmentText = request.message.attachments
      .map((a) => (a.kind === 'text' ? a.text.slice(0, 5000) : ''))
      .join(' ');
    const text = `${request.message.content}\n${attachmentText}`;
    const topics = TOPICS.filter((t) => t.match.test(request.message.content));
    // Attachments add topics only when the message itself names none.
    if (topics.length === 0)
      topics.push(...TOPICS.filter((t) => t.match.test(attachmentText)).slice(0, 1));
    const feelings = FEELINGS.filter(([re]) => re.test(request.message.content)).map(([, f]) => f);
    return { seed: hash(text + request.agent.id + request.history.length), topics, feelings };
  }

  function compose(request: CoachRequest): string {
    const { seed, topics, feelings } = analyse(request);
    const name = request.user.firstName;
    const content = request.message.content.trim();
    const lines: string[] = [];

    const openings = [
      `Thanks for bringing this to me, ${name}.`,
      `${name}, I'm glad you put this into words.`,
      `Let's work on this together, ${name}.`,
      `Good to hear from you, ${name}.`,
    ];
    lines.push(
      `${pick(openings, seed, 1)[0]} As your ${request.agent.name}, here is where I would start.`,
    );

    if (content) {
      lines.push('', `> ${keySentence(content)}`, '');
      const heard = topics.slice(0, 2).map((t) => t.heard);
      const feeling = feelings[0];
      let reflection = heard.length
        ? `What I hear is that ${heard.join(', and that ')}.`
        : 'What I hear is a question worth slowing down for, so let me make sure I understand it before offering answers.';
      if (feeling)
        reflection += ` You sound ${feeling}${feelings[1] ? ` and ${feelings[1]}` : ''}, and that is worth taking seriously.`;
      lines.push(reflection);
    } else {
      lines.push('', 'You sent files without a message, so let me start with what is in them.');
    }

    const attachments = request.message.attachments;
    if (attachments.length) {
      lines.push('', `**What you shared**`, ...attachments.map(describeAttachment));
    }

    const fromProfile = profileNotes(request);
    if (fromProfile.length) {
      lines.push('', '**From your diamond profile**', ...fromProfile.map((n) => `- ${n}`));
    }

    const steps = topics.flatMap((t) => pick(t.steps, seed, topics.length > 1 ? 2 : 3)).slice(0, 4);
    if (steps.length) lines.push('', '**First steps**', ...steps.map((s) => `- ${s}`));

    const questions = pick(request.agent.questions, seed, 2);
    if (questions.length) {
      lines.push('', '**Questions to think about**', ...questions.map((q, i) => `${i + 1}. ${q}`));
    }

    lines.push(
      '',
      request.history.length === 0
        ? '_I am the offline coach: I work without an AI service, from what you write and attach. Answer one of the questions above and we will go deeper._'
        : '_Answer whichever question feels most alive, and we will build from there._',
    );
    return lines.join('\n');
  }

  return {
    kind: 'offline',
    async proposeProfile(files) {
      return buildOfflineProfile(files);
    },
    async *streamReply(request) {
      const tokens = compose(request).match(/\s*\S+/g) ?? [];
      for (const token of tokens) {
        if (request.signal.aborted) return;
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        yield token;
      }
    },
    async followUp(request, _reply, wantTitle): Promise<CoachFollowUp> {
      const { seed, topics } = analyse(request);
      const fromTopics = topics.flatMap((t) => pick(t.suggestions, seed, 2));
      const defaults =
        CATEGORY_DEFAULTS[request.agent.category] ?? CATEGORY_DEFAULTS['career-tools'] ?? [];
      const suggestions = [...new Set([...fromTopics, ...pick(defaults, seed, 3)])].slice(0, 3);
      const firstAttachment = request.message.attachments[0];
      return {
        suggestions,
        ...(wantTitle
          ? {
              title: titleFromMessage(
                request.message.content || (firstAttachment ? `About ${firstAttachment.name}` : ''),
                `Chat with ${request.agent.name}`,
              ),
            }
          : {}),
      };
    },
  };
}
