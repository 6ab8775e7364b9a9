/**
 * The offline coach's practical content: steps for stress, sleep, anxiety, boundaries, mood, energy
 * and habits, and the calming exercises. Data only; compose.ts chooses among them and tailors the
 * words around them to what the member wrote. The advice follows well-established evidence
 * (psychological detachment and recovery, stimulus control for sleep, scheduled worry time,
 * behavioural activation, implementation intentions) and says when to see a professional.
 */

export interface PlanItem {
  title: string;
  body: string;
  /** What the coach says when the member asks about this step ("and the second one?"). */
  detail: string[];
}

export const STRESS = {
  shutdown: {
    title: 'Close the workday on purpose',
    body: 'Five minutes before you stop, write down every open task and the first thing you will do tomorrow, then shut the laptop and put it out of sight.',
    detail: [
      'Unfinished tasks keep the mind rehearsing them, which is a big part of why switching off is hard. Writing them down tells your brain they are held somewhere safe. In a sleep-lab study, people who spent five minutes writing tomorrow’s to-do list before bed fell asleep faster than people who wrote about what they had already done.',
      'How to do it: keep one paper note by your laptop. List each open loop in a few words, circle tomorrow’s first task, close the laptop and say (or write) “done for today”.',
      'If a work thought comes back in the evening, add it to the note instead of opening your email.',
    ],
  },
  detach: {
    title: 'Give your evenings something that absorbs you',
    body: 'Recovery research points to psychological detachment: an activity that fully takes your attention (sport, cooking, music, friends) restores more than scrolling with work still on your mind.',
    detail: [
      'Rest that works has two parts: switching off from work mentally, and doing something that absorbs you. Passive scrolling rarely does either.',
      'Pick two evenings this week and put one absorbing thing in each: a class, a walk with a friend, cooking something new, an instrument.',
      'Put work notifications on a schedule: off from a set time, on again in the morning. On a phone, a Focus or Do Not Disturb schedule does it for you.',
    ],
  },
  workload: {
    title: 'Have the workload conversation',
    body: 'Sustained overload is a planning problem, not a personal failing to fix in private. Your manager needs to see the whole list to decide what moves.',
    detail: [
      'Before the conversation, list everything on your plate with a rough number of hours a week for each. Totals make the case better than adjectives.',
      'What to say: “I’ve been working around {hours} a week for {duration}, and it isn’t sustainable. Here is everything I’m carrying, with rough hours. Which two should move, wait or go to someone else?”',
      'Ask for a decision, not sympathy, and agree to look at it again in two weeks. Write down what was agreed and send it as a short follow-up email.',
    ],
  },
  breathing: {
    title: 'When you lie awake: 4-7-8 breathing',
    body: 'Breathe in through your nose for 4, hold for 7, breathe out slowly through your mouth for 8; four rounds. If you are still awake after about 20 minutes, get up, keep the light low, and go back to bed when you feel sleepy.',
    detail: [
      'A long, slow out-breath steadies a racing body; the counting gives the mind one thing to hold.',
      'Sit or lie comfortably. Breathe in quietly through the nose for 4, hold for 7, breathe out through the mouth for 8 with a soft whoosh. That is one round; do four.',
      'If you are still awake after about 20 minutes, get up, do something quiet in dim light, and go back to bed when you feel sleepy: lying awake in bed teaches the body that bed is for worrying.',
    ],
  },
  sort: {
    title: 'Sort what you can influence',
    body: 'Write down everything pressing on you, then mark each item: mine to change, mine to influence, or not mine. Put your energy into the first two columns this week.',
    detail: [
      'Stress grows when everything feels equally urgent and equally out of your hands. Sorting it shrinks the list you actually carry.',
      'Make three columns: “I can change it”, “I can influence it”, “I can’t change it”. For each item in the first column, write one next action; for the second, who you need to talk to.',
      'For the third column, decide how you will respond to it rather than how to fix it.',
    ],
  },
  recovery: {
    title: 'Protect a daily recovery block',
    body: 'Ten to twenty minutes a day with no screens and no work (a walk, a proper lunch away from the desk) protected like a meeting.',
    detail: [
      'Short breaks through the day lower the strain that builds up by evening; a walk outside does more than a break at the desk.',
      'Put the block in your calendar at the time your energy usually dips, and treat moving it as you would moving a meeting with your manager.',
    ],
  },
} satisfies Record<string, PlanItem>;

export const SLEEP: PlanItem[] = [
  {
    title: 'Keep one wake-up time, every day',
    body: 'The same wake-up time, weekends included, does more for sleep than any bedtime trick; go to bed when you feel sleepy, not just tired.',
    detail: [
      'Your body clock sets itself by when you get up and see daylight. A steady wake-up time, with light in the first hour, makes you sleepy at a steadier time at night.',
      'Pick a time you can keep for two weeks, weekends included, and get outside or near a window soon after.',
    ],
  },
  {
    title: 'Park tomorrow before bed',
    body: 'An hour before bed, write down what is on your mind and the first thing you will do tomorrow. Then stop working: no email in bed.',
    detail: [
      'Writing a to-do list before bed helped people fall asleep faster in a sleep-lab study: the list takes over the job of remembering.',
      'Keep a notebook by the bed for anything that pops up later, so you can put it down without switching on a screen.',
    ],
  },
  {
    title: 'Use the 20-minute rule',
    body: 'If you have been awake for around 20 minutes, get up, do something quiet in dim light, and return when you feel sleepy.',
    detail: [
      'This is the core of stimulus control, part of CBT for insomnia, the first-choice treatment for long-lasting sleep problems.',
      'It feels wrong at first; most people find that within a week or two the bed goes back to being a place for sleep, not for worry.',
    ],
  },
  {
    title: 'Mind caffeine, alcohol and late screens',
    body: 'No caffeine after early afternoon; alcohol helps you drop off but breaks up the second half of the night; dim screens in the last hour.',
    detail: [
      'Caffeine stays active for hours: a 3 pm coffee is still partly in your system at bedtime.',
      'If you drink in the evening, notice whether you wake around 3 or 4 am; that is the rebound.',
    ],
  },
];

export const SLEEP_DOCTOR =
  'If poor sleep lasts more than a few weeks, or you snore loudly, stop breathing in your sleep or feel very sleepy in the day, see a doctor; CBT for insomnia works well and is widely available.';

export const ANXIETY: PlanItem[] = [
  {
    title: 'Ground yourself in the moment: 5-4-3-2-1',
    body: 'Name 5 things you can see, 4 you can touch, 3 you can hear, 2 you can smell and 1 you can taste. It pulls your attention out of the spiral and into the room.',
    detail: [
      'Anxiety lives in the future; grounding brings attention back to the present, where there is usually nothing to fight.',
      'Go slowly and say each thing to yourself in words. If you lose count, start again; that is part of the exercise, not a failure.',
    ],
  },
  {
    title: 'Give worry a time slot',
    body: 'Set fifteen minutes a day as “worry time”. When a worry shows up outside it, jot it down and tell yourself you will deal with it then.',
    detail: [
      'Scheduled worry time is a well-tested technique: postponing a worry is easier than stopping it, and many worries look smaller by the time their slot comes.',
      'In the slot, go through the list: for each worry, write one thing you can do about it, or note that there is nothing to do.',
    ],
  },
  {
    title: 'Test the thought',
    body: 'Write the worry down word for word, then answer it: what is the evidence for it, against it, and what would you tell a friend who thought it?',
    detail: [
      'Anxious thoughts feel like facts. Putting them on paper turns them back into predictions you can check.',
      'A useful question: “If this happens, what would I do next?” Having a plan for the worst case often makes it less frightening.',
    ],
  },
  {
    title: 'Slow your out-breath',
    body: 'Breathe in for 4 and out for 6 to 8 for two minutes; a longer out-breath tells your body the danger has passed.',
    detail: [
      'You can do it anywhere, eyes open, in a meeting. Counting helps: in through the nose for 4, out through the mouth for 6.',
    ],
  },
];

export const ANXIETY_HELP =
  'If anxiety is there most days for weeks, or you have panic attacks, talk to your doctor or a therapist: anxiety responds well to treatment.';

export const SUNDAY: PlanItem = {
  title: 'Close Friday so Sunday is lighter',
  body: 'Before you leave on Friday, write Monday’s first three tasks and put them in your calendar. On Sunday evening, plan something you enjoy for the hour when the dread usually starts.',
  detail: [
    'Sunday dread feeds on an open-ended Monday. A written plan makes it finite; a pleasant Sunday-evening ritual gives the mind somewhere else to be.',
  ],
};

export interface Exercise {
  name: string;
  intro: string;
  steps: string[];
  short: string;
}

export const EXERCISES: Record<
  'box' | 'grounding' | 'four-seven-eight' | 'mindful-minute' | 'body-scan',
  Exercise
> = {
  box: {
    name: 'Box breathing (about two minutes)',
    intro:
      'Good before a presentation or a hard meeting: it steadies your heart rate without making you sleepy.',
    steps: [
      'Sit upright, feet flat, and breathe out fully.',
      'Breathe in through your nose for a count of 4.',
      'Hold for 4.',
      'Breathe out slowly through your mouth for 4.',
      'Hold for 4, then start again. Four rounds.',
    ],
    short: 'In 4, hold 4, out 4, hold 4; four rounds, sitting upright.',
  },
  grounding: {
    name: '5-4-3-2-1 grounding (about three minutes)',
    intro: 'For when your thoughts are racing: it brings your attention back to where you are.',
    steps: [
      'Look around and name 5 things you can see.',
      'Notice 4 things you can touch (your feet on the floor, the chair, your sleeve).',
      'Listen for 3 things you can hear.',
      'Find 2 things you can smell.',
      'Notice 1 thing you can taste, then take one slow breath out.',
    ],
    short: 'Name 5 things you see, 4 you touch, 3 you hear, 2 you smell, 1 you taste.',
  },
  'four-seven-eight': {
    name: '4-7-8 breathing (about a minute)',
    intro: 'A slow breath for winding down, in bed or after a hard day.',
    steps: [
      'Sit or lie comfortably and breathe out through your mouth.',
      'Breathe in quietly through your nose for 4.',
      'Hold your breath for 7.',
      'Breathe out through your mouth for 8, with a soft whoosh.',
      'That is one round; do four. If holding for 7 is uncomfortable, shorten every count but keep the out-breath longest.',
    ],
    short: 'In through the nose for 4, hold 7, out through the mouth for 8; four rounds.',
  },
  'mindful-minute': {
    name: 'A two-minute reset between meetings',
    intro: 'Short enough for the gap between two calls.',
    steps: [
      'Put both feet on the floor and let your hands rest. Close your eyes or look at one spot.',
      'Take three slow breaths, making each out-breath a little longer than the in-breath.',
      'Notice where your body is tense (jaw, shoulders, hands) and let it soften on an out-breath.',
      'Notice one sound near you and one farther away.',
      'Before you open your eyes, choose how you want to walk into the next meeting, in one word.',
    ],
    short:
      'Feet down, three slow breaths, soften your shoulders, pick one word for the next meeting.',
  },
  'body-scan': {
    name: 'A desk body scan (about three minutes)',
    intro: 'You can do it sitting at your desk with your eyes open.',
    steps: [
      'Sit back, feet flat, and take one slow breath.',
      'Bring your attention to your feet, then your legs, noticing pressure and warmth without changing anything.',
      'Move up through your back, shoulders and arms; let each area soften on an out-breath.',
      'Notice your jaw, your forehead and around your eyes, often where screen tension hides.',
      'Finish with one breath that fills your whole body, then look around the room before you go back to work.',
    ],
    short: 'Feet, legs, back, shoulders, jaw: notice each, soften it on an out-breath.',
  },
};

export const BOUNDARIES: PlanItem[] = [
  {
    title: 'Pick one boundary, and make it specific',
    body: 'Not “better balance” but one rule you can keep: offline after 7 pm, no email at weekends, leaving at 5:30 on Tuesdays and Thursdays.',
    detail: [
      'A specific boundary is one you can tell someone else about and notice when it is crossed. Start with the one that would give you back the most.',
      'Try it for two weeks before you judge it; the first few days are always the hardest.',
    ],
  },
  {
    title: 'Say it once, plainly',
    body: 'Tell the people it affects, with what to do if something is truly urgent.',
    detail: [
      'What to say: “I’m going to stop checking email after 7 pm so I can do better work in the day. If something is truly urgent, call me.”',
      'Most urgent things turn out to be able to wait until morning; the rare real one will reach you by phone.',
    ],
  },
  {
    title: 'Make it visible and automatic',
    body: 'Turn off work notifications after your finish time, schedule late emails to send in the morning, and put your working hours in your calendar and email signature.',
    detail: [
      'The less the boundary depends on willpower, the longer it lasts. Tools do the holding for you: a notification schedule, scheduled send, working hours in your calendar.',
    ],
  },
  {
    title: 'Hold it the first time it is tested',
    body: 'The first late message after you set the boundary matters most: answer it the next morning, kindly and without apology.',
    detail: [
      'People learn a boundary from what you do, not what you say. A calm reply at 9 am (“Thanks, on it this morning”) teaches more than any speech.',
    ],
  },
];

export const SAY_NO: PlanItem = {
  title: 'Say no by trading, not refusing',
  body: '“I can take this on if X moves. Which should come first?” puts the choice where it belongs, with whoever sets your priorities.',
  detail: [
    'A trade-off answer is neither lazy nor difficult: it shows you take both pieces of work seriously.',
    'Other phrasings: “Not this month, but I could look at it in May.” “I can do a smaller version: a one-page outline by Friday.”',
  ],
};

export const LOW_MOOD: PlanItem[] = [
  {
    title: 'Do one small thing you used to enjoy',
    body: 'Low mood says “wait until you feel like it”; doing a small, pleasant thing first is what brings the feeling back. Keep it tiny: ten minutes.',
    detail: [
      'This is behavioural activation, one of the best-supported approaches to low mood: action first, motivation follows.',
      'Write down three small things that used to lift you, pick one for tomorrow and put it in your calendar.',
    ],
  },
  {
    title: 'Reach one person this week',
    body: 'Message or meet one person you feel easy with. Connection is one of the strongest protections against low mood.',
    detail: [
      'It does not need to be a deep talk: a walk, a coffee or a call where you mostly listen still helps.',
    ],
  },
  {
    title: 'Move, and get daylight',
    body: 'A twenty-minute walk outside, ideally in the morning, helps mood and sleep at the same time.',
    detail: [
      'Regular movement has a reliable effect on mood; daylight in the morning steadies sleep, which steadies mood.',
    ],
  },
];

export const LONELY: PlanItem = {
  title: 'Build contact into the remote week',
  body: 'Put one video coffee with a colleague in your calendar each week, work from a shared space or an office day when you can, and join one group outside work that meets in person.',
  detail: [
    'Remote work removes the small, unplanned contact that used to come free. It has to be planned now, and that is nothing to be embarrassed about: many colleagues will be glad you asked.',
  ],
};

export const LOW_MOOD_HELP =
  'If low mood has lasted more than two weeks, or it is affecting your sleep, appetite or how you get through the day, please talk to your doctor or a therapist. You deserve support with this, not just tips.';

export const ENERGY: Record<'crash' | 'desk' | 'food' | 'eyes' | 'injury', PlanItem[]> = {
  crash: [
    {
      title: 'Rebalance lunch',
      body: 'A lunch built on protein and fibre (eggs, beans, fish, vegetables, wholegrains) with fewer refined carbs softens the mid-afternoon dip.',
      detail: [
        'Big, carb-heavy lunches make the post-lunch slump deeper. Eating at a regular time helps too.',
      ],
    },
    {
      title: 'Move and get light at the dip',
      body: 'A ten-minute walk outside at 2:30 does more than another coffee.',
      detail: [
        'Movement and daylight both raise alertness. If you cannot go out, walk the stairs or stand by a window.',
      ],
    },
    {
      title: 'Time your caffeine and water',
      body: 'Keep caffeine to the morning and early afternoon, and drink water through the day: mild dehydration feels like tiredness.',
      detail: ['Caffeine late in the day costs you sleep, which makes tomorrow’s crash worse.'],
    },
  ],
  desk: [
    {
      title: 'Set up your desk',
      body: 'Screen top at eye level, an arm’s length away; feet flat; hips slightly above knees; lower back supported (a rolled towel works).',
      detail: [
        'Small changes add up over eight hours: most desk back pain comes from long stretches in one position, not from one bad chair.',
      ],
    },
    {
      title: 'Break up sitting every 30 to 45 minutes',
      body: 'Stand, walk to get water, take calls on your feet. Movement matters more than perfect posture.',
      detail: ['A reminder on your watch or phone helps until it becomes habit.'],
    },
    {
      title: 'Two minutes of gentle mobility',
      body: 'Morning and evening: knee hugs, gentle back extensions, a hip flexor stretch. Stop anything that hurts sharply.',
      detail: ['Gentle movement usually helps ordinary back pain more than rest does.'],
    },
  ],
  food: [
    {
      title: 'Eat at regular times on a shift',
      body: 'Plan a proper meal before the shift and a small one in the middle; avoid a large meal in the last hours of a night shift.',
      detail: [
        'Regular meals steady energy better than grazing; heavy meals late in a night shift make the body feel worse.',
      ],
    },
    {
      title: 'Pack snacks that last',
      body: 'Protein and fibre (nuts, yoghurt, hummus and vegetables, fruit with cheese) keep you going longer than sugary snacks.',
      detail: [
        'Sugar gives a quick lift and a quicker drop; pairing carbs with protein flattens the curve.',
      ],
    },
    {
      title: 'Drink water steadily',
      body: 'Keep a bottle with you and sip through the shift; stop caffeine several hours before you plan to sleep.',
      detail: ['Thirst often shows up as tiredness or a headache before it feels like thirst.'],
    },
  ],
  eyes: [
    {
      title: 'Use the 20-20-20 rule',
      body: 'Every 20 minutes, look at something about 20 feet (6 metres) away for 20 seconds.',
      detail: [
        'It relaxes the focusing muscles of the eye, which is what tires during long screen work.',
      ],
    },
    {
      title: 'Adjust the screen',
      body: 'Screen an arm’s length away, top at eye level, brightness matched to the room, and no window glaring behind or in front of it.',
      detail: [
        'Glare and a screen much brighter than the room are common causes of screen headaches.',
      ],
    },
    {
      title: 'Blink, drink, and check your eyes',
      body: 'We blink less at screens; drink water, and if headaches persist, book an eye test: an old prescription is a common cause.',
      detail: ['An optician can also check whether you would benefit from screen glasses.'],
    },
  ],
  injury: [
    {
      title: 'Let it settle',
      body: 'Ease off the movement that hurt it for a few days, keep gently moving in the range that is comfortable, and use ice or heat, whichever feels better.',
      detail: [
        'Complete rest is rarely best for strains; gentle movement within comfort usually speeds recovery.',
      ],
    },
    {
      title: 'Set up your typing position',
      body: 'Keyboard close, elbows at about 90 degrees and relaxed by your sides, wrists straight, shoulders down.',
      detail: [
        'A reaching or raised shoulder while typing keeps loading the same muscles all day.',
      ],
    },
    {
      title: 'Know when to get it checked',
      body: 'See a physiotherapist or doctor if it is not improving within a week or two, or sooner if you have numbness, weakness or pain at night.',
      detail: ['A physiotherapist can give you exercises matched to the exact injury.'],
    },
  ],
};

export const HEALTH_LIMIT =
  'I can give general guidance, not a diagnosis: if symptoms persist or worry you, see a doctor or physiotherapist.';

export const HABIT: PlanItem[] = [
  {
    title: 'Make it tiny',
    body: 'Shrink the habit until it is too small to skip: two minutes of stretching, one glass of water, putting your running shoes on.',
    detail: [
      'A habit is built by repetition, not intensity. Once the tiny version is automatic, it grows on its own.',
    ],
  },
  {
    title: 'Anchor it to something you already do',
    body: '“After I pour my morning coffee, I will …” A specific when-and-where plan roughly doubles follow-through in studies of intentions.',
    detail: [
      'This is an implementation intention: “After I pour my first coffee, I will stretch for two minutes by the window.” Write yours in that shape and put it where you will see it.',
    ],
  },
  {
    title: 'Plan the busy-week version',
    body: 'Decide now what the minimum looks like on your worst day (five minutes instead of thirty) so a busy week bends the habit instead of breaking it.',
    detail: [
      'Most habits die in the first disrupted week. A planned minimum keeps the chain going.',
    ],
  },
  {
    title: 'Never miss twice',
    body: 'Missing once is normal; missing twice starts a new habit of not doing it. Get back on the next day, however small.',
    detail: [
      'Track it simply (a tick on a calendar) so you see the chain, and forgive single gaps.',
    ],
  },
];
