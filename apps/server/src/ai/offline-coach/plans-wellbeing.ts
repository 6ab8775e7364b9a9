import { hasCue } from '../../nlp/cues.js';
import { spellCount } from '../../nlp/number-words.js';
import {
  ANXIETY,
  ANXIETY_HELP,
  BOUNDARIES,
  ENERGY,
  EXERCISES,
  type Exercise,
  HABIT,
  HEALTH_LIMIT,
  LONELY,
  LOW_MOOD,
  LOW_MOOD_HELP,
  type PlanItem,
  SAY_NO,
  SLEEP,
  SLEEP_DOCTOR,
  STRESS,
  SUNDAY,
} from './content.js';
import { TELL_MANAGER } from './intents.js';
import { type Plan, type PlanContext, upperFirst } from './plan.js';

/**
 * Plans for the well-being intents: stress, sleep, anxiety, a calming exercise, boundaries, low
 * mood, energy and habits. Practical steps only, tailored to what the member said (their hours,
 * how long it has lasted, when it bites); never career-change advice.
 */

const has = (ctx: PlanContext, ...cues: string[]) => cues.some((c) => hasCue(ctx.reading, c));

/** "60-hour weeks", "for two months": the member's own figures, to say back in their terms. */
function workFacts(text: string): { hours?: number; duration?: string } {
  const hours = /(\d{2,3})\s*-?\s*(?:hour|hr)s?(?:\s*(?:a|per)?\s*)?\s*weeks?/i.exec(text);
  const hoursAlt = /(\d{2,3})\s*(?:hours|hrs)\s*(?:a|per)\s*week/i.exec(text);
  const duration =
    /\b(?:for|over)\s+(?:the\s+(?:last|past)\s+)?((?:a|an|one|two|three|four|five|six|several|a few|\d+)\s+(?:weeks?|months?|years?))\b/i.exec(
      text,
    );
  const h = Number(hours?.[1] ?? hoursAlt?.[1]);
  return {
    ...(h >= 35 && h <= 120 ? { hours: h } : {}),
    ...(duration?.[1] ? { duration: duration[1].toLowerCase() } : {}),
  };
}

function fill(item: PlanItem, values: Record<string, string>): PlanItem {
  const swap = (s: string) => s.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);
  return { title: swap(item.title), body: swap(item.body), detail: item.detail.map(swap) };
}

export function stressPlan(ctx: PlanContext): Plan {
  const { hours, duration } = workFacts(ctx.text);
  const night = has(ctx, '!switch off', 'night', 'evening*', 'sleep*', 'bed', '!relax', '!unwind');
  const burnout = has(ctx, 'burnout', 'burn* out', 'cynical');
  const exhausted = has(ctx, 'exhaust*', 'tired', 'drain*', 'worn out');
  const grown = has(ctx, 'double*', 'reorg*', 'restructur*', 'layoff*', 'more work', 'extra work');
  const weekends = has(ctx, 'weekend*', 'catch* up', 'behind', 'never stop*', 'inbox', 'drown*');
  const manager = has(
    ctx,
    'manager|boss ~ plate|workload|much',
    'too much ~ plate',
    ...TELL_MANAGER,
  );
  // What the member asks comes before the story: "…I'm sleeping five hours. How do I tell my
  // manager?" asks for the workload conversation; the lost sleep is why it matters.
  const askedManager = TELL_MANAGER.some((cue) => hasCue(ctx.asked(), cue));
  const family = has(ctx, 'kid*', 'child*', 'family', 'partner', 'home');
  const deadlines = has(
    ctx,
    'deadline*',
    'kill* me',
    'last minute',
    'due',
    'pressure',
    'heart attack',
  );
  const managerAway = has(
    ctx,
    'manager|boss|lead ~ holiday|vacation|leave|away|off|out|pto',
    'manager|boss ~ is|on ~ holiday|vacation|leave',
  );
  const dueDay =
    /\b(?:by|on|due|until|before|for)?\s*(today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|end of (?:the )?(?:day|week)|eod|this week|next week)\b/i
      .exec(ctx.text)?.[1]
      ?.toLowerCase()
      .replace(
        /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/,
        (d) => `on ${upperFirst(d)}`,
      );
  const workload = fill(STRESS.workload, {
    hours: hours ? `${hours} hours` : 'these hours',
    duration: duration ?? 'a while now',
  });
  const lead: string[] = [];
  let items: PlanItem[];
  let draft: Plan['draft'];
  if (hours) {
    lead.push(
      `${hours}-hour weeks${duration ? ` for ${duration}` : ''} is a sustained overload, not a personal failing.`,
    );
  }
  if (askedManager) {
    lead.push(
      'Raising your workload is not a sign of weakness: it is information your manager needs to set priorities, and saying it early, with a list, reads as judgement. Go in with the list, not the feeling.',
    );
    const cost = [night ? 'your sleep' : '', family ? 'your life at home' : ''].filter(Boolean);
    if (cost.length)
      lead.push(
        `What it is doing to ${cost.join(' and ')} is the reason to raise it now; you can say so in one sentence, without apologising.`,
      );
    draft = {
      label: 'What you can say',
      text: 'I want to flag my workload before it affects the quality of the work. Here is everything I am carrying now, with rough hours a week. Which of these should wait, go to someone else or be done more simply?',
      short:
        'Here is everything I am carrying, with rough hours. Which of these should wait or move?',
    };
    items = [workload, STRESS.sort, STRESS.shutdown];
  } else if (night) {
    lead.push(
      'Not being able to switch off at night is what happens when your stress system never gets the chance to come down: the work stops, the alarm doesn’t.',
      'Here is where I would start, tonight first:',
    );
    items = [STRESS.shutdown, STRESS.detach, workload, STRESS.breathing];
  } else if (manager) {
    lead.push(
      'Telling your manager you have too much on your plate is not a complaint: it is information they need to set priorities. Go in with the list, not the feeling.',
    );
    items = [workload, STRESS.sort, STRESS.shutdown];
  } else if (burnout) {
    lead.push(
      'Feeling burned out and cynical is a recognised sign of long-term work stress, not a flaw in you: energy goes first, then the caring. Recovery has to come before any big decision.',
    );
    items = [STRESS.recovery, STRESS.detach, workload, STRESS.sort];
  } else if (grown) {
    lead.push(
      'When the work grows and nothing is taken away, the plan no longer fits the week, and being on edge is a normal response to that. The fix is a conversation about priorities, plus recovery while you have it.',
    );
    items = [workload, STRESS.sort, STRESS.recovery, STRESS.shutdown];
  } else if (weekends) {
    lead.push(
      'If the weekdays can’t hold the work and the weekends go to catching up, effort won’t close the gap: the plan is overfull. Let’s make the load visible and win back some recovery.',
    );
    items = [STRESS.sort, workload, STRESS.shutdown, STRESS.detach];
  } else if (deadlines && (managerAway || dueDay)) {
    // A crunch with a date: the pile is sorted and the people waiting are told, today; with the
    // manager away, the member decides the order and names who confirms it.
    const count =
      /\b(\d+|two|three|four|five|six)\s+(?:projects?|deadlines?|deliverables?|reports?|tasks?|things)\b/i.exec(
        ctx.text,
      );
    lead.push(
      `${count ? `${upperFirst(count[0].replace(/^\d+/, (n) => spellCount(Number(n))))} due` : 'Everything due'}${dueDay ? ` ${dueDay}` : ''}${managerAway ? ', with your manager away' : ''}: this is a triage job first. Decide the order, say it early, and protect the hours you have.`,
    );
    items = [
      {
        title: 'Triage the pile in ten minutes',
        body: 'Write each piece down with what "done" means by the deadline and who is waiting for it, then rank them by what breaks if each one is late.',
        detail: [
          'Often one piece can be delivered in a smaller version (a draft, the part someone needs first) without anyone minding.',
        ],
      },
      {
        title: 'Tell the people waiting now, not on the day',
        body: 'For whatever will be late or smaller, message its owner today with what they will get and when. Early news is a plan; late news is a problem.',
        detail: [
          '“To get X done properly by Friday, Y will be a first draft on Friday and final on Tuesday. Tell me today if that does not work.”',
        ],
      },
      managerAway
        ? {
            title: 'Find who decides while your manager is away',
            body: 'Whoever covers for them, or the people who own the projects, can confirm the order: send your ranked list and ask for a yes in one line.',
            detail: ['Written agreement protects you if the order is questioned later.'],
          }
        : STRESS.sort,
      STRESS.shutdown,
    ];
  } else if (deadlines) {
    lead.push(
      'When everything lands at once, the pressure comes as much from the pile as from any one task. Let’s make the pile smaller and keep you steady while you work through it.',
    );
    items = [STRESS.sort, workload, STRESS.recovery, STRESS.shutdown];
  } else if (exhausted) {
    lead.push(
      'Being exhausted day after day means the load and the recovery are out of balance. Small, protected recovery helps first; then look at what can come off the load.',
    );
    items = [STRESS.recovery, STRESS.detach, STRESS.shutdown, workload];
  } else {
    lead.push('Let’s make the pressure smaller and give you back some recovery.');
    items = [STRESS.sort, STRESS.shutdown, STRESS.recovery, workload];
  }
  const after = burnout
    ? [
        '_If exhaustion has lasted for weeks, or you are struggling to function, please talk to your doctor as well; burnout is worth treating properly._',
      ]
    : [];
  return {
    lead,
    ...(draft ? { draft } : {}),
    items,
    after,
    question: askedManager
      ? 'When could you sit down with your manager, and which item on your list would you most like to move?'
      : night
        ? 'Which of these could you try tonight?'
        : deadlines && (managerAway || dueDay)
          ? 'Which piece is the one that breaks if it is late, and who is waiting for it?'
          : 'Which of these feels most doable this week?',
    suggestions: [
      'What would my first step be?',
      'Walk me through the workload conversation',
      'Guide me through a breathing exercise',
      'I still can’t sleep, what else can I do?',
    ],
  };
}

export function sleepPlan(ctx: PlanContext): Plan {
  const lead: string[] = [];
  if (has(ctx, 'shift*', 'night shift*')) {
    lead.push(
      'Shift work fights your body clock, so sleep needs more protection than usual: a dark, cool room (blackout blinds or an eye mask), the same sleep window on work days, and sunglasses on the way home after a night shift. The steps below still apply, shifted to your schedule.',
    );
  } else if (has(ctx, '2am*|3am*|4am*|5am*', 'awake', 'wake up ~ night')) {
    lead.push(
      'Waking in the small hours with your mind running through unfinished work is very common under pressure. The fix is less about sleeping more and more about giving the worries somewhere else to go.',
    );
  } else if (has(ctx, 'six|five|6|5 hour*', 'exhaust*', 'tired')) {
    lead.push(
      'Waking up exhausted usually means too little sleep, or sleep that keeps breaking. Most adults need seven to nine hours; here is how to protect more of it.',
    );
  } else {
    lead.push('Here are the steps with the best evidence behind them for sleeping better.');
  }
  return {
    lead,
    items: SLEEP,
    after: [`_${SLEEP_DOCTOR}_`],
    question: 'Which one would be easiest to start tonight?',
    suggestions: [
      'What would my first step be?',
      'Teach me the 4-7-8 breathing exercise',
      'How do I stop work thoughts at bedtime?',
    ],
  };
}

export function anxietyPlan(ctx: PlanContext): Plan {
  const sunday = has(ctx, 'sunday', 'monday');
  const lead = sunday
    ? [
        'That Sunday-evening dread is very common: the mind runs the whole week in advance, all at once. Two things help: making Monday finite, and giving the evening somewhere better to go.',
      ]
    : has(ctx, 'redundan*', 'lay off|laid off', 'lose ~ job')
      ? [
          'Fear of losing your job is one of the heaviest worries there is, because so much hangs on it. Let’s separate what you can prepare for from what you can’t control.',
        ]
      : [
          'Racing, worried thoughts feel urgent, but you can step back from them. These are practical techniques you can use today.',
        ];
  return {
    lead,
    items: sunday ? [SUNDAY, ...ANXIETY.slice(0, 3)] : ANXIETY,
    after: [`_${ANXIETY_HELP}_`],
    question: 'When does the worry tend to show up most?',
    suggestions: [
      'Walk me through the grounding exercise',
      'What would my first step be?',
      'Help me set up worry time',
    ],
  };
}

function exerciseFor(ctx: PlanContext): Exercise {
  if (has(ctx, '4-7-8', 'sleep*', 'night', 'bed')) return EXERCISES['four-seven-eight'];
  if (has(ctx, '5-4-3-2-1', 'grounding')) return EXERCISES.grounding;
  if (has(ctx, 'body scan')) return EXERCISES['body-scan'];
  if (
    has(
      ctx,
      'box breathing',
      'presentation|interview|pitch|review|speech',
      'heart ~ race|racing|pound*',
    )
  ) {
    return EXERCISES.box;
  }
  if (has(ctx, 'breath*')) return EXERCISES.box;
  if (has(ctx, 'race|racing', 'panic*', 'anxious', 'spiral*')) return EXERCISES.grounding;
  if (has(ctx, 'mindful*', 'present', 'meeting*', 'meditat*')) return EXERCISES['mindful-minute'];
  return EXERCISES.box;
}

export function exercisePlan(ctx: PlanContext): Plan {
  const exercise = exerciseFor(ctx);
  const nervous = has(ctx, 'presentation|interview|pitch|review|speech', 'heart ~ race|racing');
  return {
    lead: [
      `**${exercise.name}.** ${exercise.intro}`,
      ...(nervous
        ? [
            'A racing heart before you speak is your body getting ready, not a sign that something is wrong; some people find it helps to call it excitement rather than nerves.',
          ]
        : []),
    ],
    items: exercise.steps.map((step) => ({ title: step, body: '', detail: [step] })),
    steps: true,
    after: [`_Short version: ${exercise.short}_`],
    question: 'How do you feel after one round?',
    suggestions: [
      'Can you make it shorter?',
      'Give me a different exercise',
      'How often should I practise this?',
    ],
  };
}

export function boundariesPlan(ctx: PlanContext): Plan {
  const sayNo = has(ctx, 'say no', 'extra project*|work|task*', 'refuse', 'lazy');
  const lead: string[] = [];
  if (has(ctx, 'email* ~ 11pm|10pm|midnight|night', 'all hours', 'slack', 'message*')) {
    lead.push(
      'Messages at all hours only work if someone answers them at all hours. You can change the expectation without a confrontation: the trick is to say it once, then let your behaviour do the talking.',
    );
  } else if (has(ctx, 'kid*', 'child*', 'family', 'pick up')) {
    lead.push(
      'Time with your family is not the flexible part of the week; it is the part the work should fit around. Let’s make that concrete.',
    );
  } else if (sayNo) {
    lead.push(
      'Saying no well is a skill, not a character trait, and it doesn’t make you look lazy when you do it by making the trade-off visible.',
    );
  } else if (has(ctx, 'weekend*', 'holiday*', 'guilt*')) {
    lead.push(
      'Time off is what keeps your work good, not a reward for finishing it. The guilt fades faster than you expect once the boundary is in place.',
    );
  } else {
    lead.push(
      'Balance comes from a few specific boundaries you actually hold, not from trying harder.',
    );
  }
  return {
    lead,
    items: sayNo ? [SAY_NO, ...BOUNDARIES.slice(0, 3)] : BOUNDARIES,
    question: 'Which boundary would make the biggest difference if you held it for two weeks?',
    suggestions: [
      'Can you make it shorter?',
      'What would my first step be?',
      'What if my manager pushes back?',
    ],
  };
}

export function lowMoodPlan(ctx: PlanContext): Plan {
  const lonely = has(ctx, 'lonely', 'loneliness', 'isolat*', 'alone', 'remote');
  return {
    lead: [
      lonely
        ? 'Loneliness after going remote is really common, and it is hard: the small daily contact that used to come for free has gone. It is worth rebuilding on purpose.'
        : has(ctx, 'cry*', 'empty')
          ? 'I’m sorry you’re feeling like this. Crying after work and feeling empty are signs you are carrying a lot, and they deserve care, not just coping.'
          : has(ctx, 'week*', 'month*')
            ? 'I’m sorry it has been like this. Feeling low for weeks, and not enjoying things you used to, is a lot to carry at work as well.'
            : 'I’m sorry you’re feeling low. It is a lot to carry, especially alongside work.',
      'A few small, gentle steps often help more than big plans:',
    ],
    items: lonely ? [LONELY, ...LOW_MOOD.slice(0, 2)] : LOW_MOOD,
    after: [
      `_${LOW_MOOD_HELP} If you ever feel you can’t keep yourself safe, call your emergency number or find a helpline at [findahelpline.com](https://findahelpline.com)._`,
    ],
    // What they already told is not asked again: sleep named, the question moves to the rest.
    question: has(ctx, 'sleep*', 'insomnia', 'awake')
      ? 'Apart from sleep, how are your appetite and energy? And who, if anyone, knows how you have been feeling?'
      : 'How have you been sleeping and eating lately?',
    suggestions: [
      'What would my first step be?',
      'How do I find a therapist?',
      'Guide me through a grounding exercise',
    ],
  };
}

export function energyPlan(ctx: PlanContext): Plan {
  let key: keyof typeof ENERGY = 'crash';
  let lead =
    'An afternoon slump is mostly about what you eat, how long you sit and when you drink coffee. Three changes that help:';
  if (has(ctx, 'gym', 'hurt ~ myself', 'injur*', 'shoulder|wrist|neck ~ ache*|hurt*|pain')) {
    key = 'injury';
    lead =
      'That sounds like a strain: let it settle, and set up your typing so you are not loading the same spot all day.';
  } else if (has(ctx, 'back', 'posture', 'sit ~ all day', 'ergonomic*')) {
    key = 'desk';
    lead =
      'A back that hurts by the evening is very common in desk work, and usually comes from long stretches in one position.';
  } else if (has(ctx, 'eye*', 'headache*', 'screen')) {
    key = 'eyes';
    lead =
      'Sore eyes and headaches after long screen days usually come from focusing at one distance for hours, and from glare.';
  } else if (has(ctx, 'eat*', 'food', 'diet', 'snack*', 'shift*', 'nutrition')) {
    key = 'food';
    lead = 'On long shifts, steady energy comes from regular meals, snacks that last, and water.';
  }
  return {
    lead: [lead],
    items: ENERGY[key],
    after: [`_${HEALTH_LIMIT}_`],
    question: 'Which of these could you try tomorrow?',
    suggestions: [
      'What would my first step be?',
      'Help me build this into a routine',
      'How can I sleep better?',
    ],
  };
}

export function habitPlan(ctx: PlanContext): Plan {
  const what = has(ctx, 'morning routine')
    ? 'a morning routine'
    : has(ctx, 'exercise', 'run*', 'gym', 'walk*')
      ? 'exercise'
      : 'a new habit';
  return {
    lead: [
      `Habits stick when they are small, tied to something you already do, and planned for bad weeks. Here is how to make ${what} last past the first busy week:`,
    ],
    items: HABIT,
    draft: {
      label: 'Your plan in one sentence',
      text: `After I pour my first coffee, I will do the two-minute version of ${what}, in the same place every day.`,
      short: `After my first coffee: two minutes of ${what}.`,
    },
    question: `What would the two-minute version of ${what} be for you?`,
    suggestions: [
      'What would my first step be?',
      'What do I do on a really busy week?',
      'How do I stop the 3pm energy crash?',
    ],
  };
}
