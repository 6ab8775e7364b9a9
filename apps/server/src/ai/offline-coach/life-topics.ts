import { allLemmas, askedOf, conceptsOf, evidence, withoutDurations } from './retrieve.js';

/**
 * The well-being coaches' library for life outside work: the topics people bring to a stress,
 * mental-health or balance coach when the trouble is not their job (a fear, a break-up, a parent,
 * loneliness, money, grief, what happened to them, sleep, health worry). Written by the team in
 * its own words, each topic with steps, a line to say where one helps, and when to get a
 * professional involved.
 *
 * A topic is chosen by its defining words and phrases (retrieve.ts `evidence`, on lemmas), read
 * over the whole message with what the member asks counted again; the reply names the member's
 * own trigger (`trigger`: the flight, the break-up, their dad), read from their words by the form
 * of the sentence it sits in, never a fixed phrase.
 */

export interface LifeStep {
  title: string;
  body: string;
  /** Given only when the member's words match (a step about flights for someone who flies). */
  when?: RegExp;
}

export interface LifeTopic {
  id: string;
  /** Words and phrases (underscored) that name the topic; see knowledge.ts CONCEPTS. */
  concepts: string;
  /** Evidence needed before the topic is trusted (a single common word proves little). */
  least?: number;
  /** A topic that comes before any other it is named with (a danger, a death, a named fear). */
  leads?: boolean;
  /** A reading the message must also pass (a fear needs an object: "afraid of flying"). */
  needs?: (text: string) => boolean;
  /** The member's own trigger as a noun phrase ("flying", "the break-up", "your dad"). */
  trigger: (text: string) => string | undefined;
  /** The sentence that names it: written for the trigger when one was read. */
  reflect: (trigger: string | undefined) => string;
  steps: LifeStep[];
  script?: { label: string; text: string };
  /** When to bring in a doctor, a therapist or a helpline. */
  help: string;
  questions: string[];
  /** The plan a thread closes with. */
  plan: { goal: string; first: string; when: string };
}

const PEOPLE =
  'mom|mum|mother|dad|father|stepdad|stepmom|stepmother|stepfather|parents|sister|brother|grandma|grandmother|grandpa|grandfather|aunt|uncle|son|daughter|cousin';

/** "my mum" → "your mum": the first relative named as theirs. */
function relative(text: string, names = PEOPLE): string | undefined {
  const m = new RegExp(`\\bmy\\s+((?:${names}))\\b`, 'i').exec(text);
  return m?.[1] ? `your ${m[1].toLowerCase()}` : undefined;
}

/** "my boyfriend" → "your boyfriend". */
function partnerOf(text: string): string | undefined {
  const m =
    /\bmy\s+(boyfriend|girlfriend|bf|gf|partner|husband|wife|fianc[eé]e?|ex(?:-boyfriend|-girlfriend|-husband|-wife)?)\b/i.exec(
      text,
    );
  if (!m?.[1]) return undefined;
  const w = m[1].toLowerCase();
  const full = w === 'bf' ? 'boyfriend' : w === 'gf' ? 'girlfriend' : w;
  return `your ${full}`;
}

/** What a fear is of: "afraid of flying", "fear of heights", "flying triggers my anxiety". */
export function fearObject(text: string): string | undefined {
  const of =
    /\b(?:fear|phobia|afraid|scared|terrified|frightened|petrified)\s+of\s+([a-z]+ing)\b/i.exec(
      text,
    );
  const object = of?.[1]?.toLowerCase();
  // A fear of an activity ("flying", "driving at night"); "being …", "losing …" or "getting …"
  // is a worry about what might happen, not a fear of a thing or a place.
  if (
    object &&
    /^[a-z]+ing\b/.test(object) &&
    !/^(?:being|getting|losing|going|doing|having|making|saying|thinking|feeling|nothing|something|everything)\b/.test(
      object,
    )
  )
    return object;
  const sets =
    /\b([a-z]+ing)\s+(?:really\s+|always\s+|just\s+)?(?:triggers|sets off|makes)\s+(?:me\s+|my\s+)?(?:anxi|panic|scared|nervous)/i.exec(
      text,
    );
  if (
    sets?.[1] &&
    !/^(?:thing|nothing|something|everything|morning|evening)$/.test(sets[1].toLowerCase())
  )
    return sets[1].toLowerCase();
  const known =
    /\b(fly|flying|flights?|planes?|heights|needles|injections|spiders|snakes|dogs|the dark|the dentist|elevators|vomiting|throwing up|crowds|tunnels|bridges|storms)\b/i.exec(
      text,
    );
  if (!known?.[1]) return undefined;
  const k = known[1].toLowerCase();
  return /^(?:fly|flights?|planes?)$/.test(k) ? 'flying' : k;
}

/** "my grandmother died" → "losing your grandmother". */
function lost(text: string): string | undefined {
  const m = new RegExp(
    `\\bmy\\s+((?:${PEOPLE}|best friend|friend|wife|husband|partner|dog|cat|baby|child))\\b[^.!?\\n]{0,60}?\\b(?:died|passed(?: away)?|killed|lost (?:his|her) (?:life|battle))\\b`,
    'i',
  ).exec(text);
  if (m?.[1]) return `losing your ${m[1].toLowerCase()}`;
  const l = new RegExp(
    `\\blost my\\s+((?:${PEOPLE}|best friend|friend|wife|husband|partner|dog|cat|baby))\\b`,
    'i',
  ).exec(text);
  return l?.[1] ? `losing your ${l[1].toLowerCase()}` : undefined;
}

const FLIGHT = /\b(?:fly|flying|flights?|planes?|airport)\b/i;

export const LIFE_TOPICS: LifeTopic[] = [
  {
    id: 'abuse',
    leads: true,
    // Someone doing something to the member, or abuse named: a threat or "control" in passing
    // ("out of my control") is not this.
    needs: (t) =>
      /\b(?:he|she|they|my\s+\w+)\s+(?:\w+\s+){0,3}?(?:hit|hits|hitting|choked|chokes|choking|strangled|strangling|punched|kicked|slapped|shoved|pushed|grabbed|pinned|dragged|threatened|threatens|beats?|beating)\s+(?:me|at me)\b|\babus(?:e|ed|ive|er)\b|\bbarricad|\brestraining order|\bprotective order/i.test(
        t,
      ),
    concepts:
      'abuse abusive abuser grabbed_me pushed_me pinned_me by_the_throat hit_me hits_me hurt_me choked choke strangled strangle threatened threatens rage barricaded restraining_order beat_me beats_me controlling stalking stalks protective_order',
    least: 2,
    trigger: (t) => partnerOf(t) ?? relative(t),
    reflect: (who) =>
      `What you describe${who ? ` from ${who}` : ''} is not okay and it is not your fault; your safety comes before anything else here.`,
    steps: [
      {
        title: 'Talk to a specialist line',
        body: 'In the US the National Domestic Violence Hotline is 1-800-799-7233 (or text START to 88788); in the UK the National Domestic Abuse Helpline is 0808 2000 247, day or night. They help you think through options at your pace, whether you decide to stay or go.',
      },
      {
        title: 'Have a plan for a bad night',
        body: 'Know which room you can leave from, keep your phone charged and your ID, keys and some money where you can grab them, and agree a code word with one person who would call for help.',
      },
      {
        title: 'Get checked even without marks',
        body: 'Pressure on the neck or a hard blow can cause harm that shows up hours or days later; a doctor or urgent care can check you and note it, and you decide what happens with that record.',
        when: /\b(?:chok|strangl|throat|neck|breath|hit|punch|kick|head)/i,
      },
    ],
    help: 'If you are in danger right now, call 911 (US and Canada), 112 (EU) or 999 (UK).',
    questions: [
      'Is there one person you trust who could know what is going on?',
      'Do you have somewhere safe you could go for a night if you needed to?',
    ],
    plan: {
      goal: 'Be safer at home and not alone with this',
      first: 'Save a helpline number under a name only you know',
      when: 'Today',
    },
  },
  {
    id: 'grief',
    leads: true,
    // A death, not "losing my job" or the fear of losing someone.
    needs: (t) =>
      Boolean(lost(t)) || /\b(?:funeral|passed away|bereave\w*|griev\w*|grief)\b/i.test(t),
    concepts:
      'died death passed_away funeral grief grieving mourning miss_him miss_her bereavement',
    least: 1.5,
    trigger: lost,
    reflect: (what) =>
      what
        ? `I am so sorry about ${what}. Grief does not follow a schedule, and feeling numb, angry or relieved alongside sad is part of it, especially when the relationship was complicated.`
        : "I'm so sorry; a death close to you knocks everything sideways. Grief does not follow a schedule, and mixed feelings, numbness included, are part of it.",
    steps: [
      {
        title: 'Look after the basics for now',
        body: 'For the next couple of weeks aim low: eat something at regular times, get outside once a day, and let other people take on small jobs when they offer.',
      },
      {
        title: 'Say it out loud to someone',
        body: 'Tell one person what you miss and what you are angry about; grief that is spoken moves, grief that is held in tends to sit heavier.',
      },
      {
        title: 'Find your own way to mark it',
        body: 'If you could not be at the funeral or did not get a goodbye, write them a letter, visit a place that mattered, or hold a small moment of your own with family; it counts.',
        when: /\b(?:funeral|goodbye|couldn'?t (?:go|attend|be there)|didn'?t (?:get|have) (?:to|a chance))\b/i,
      },
      {
        title: 'Let the complicated parts exist',
        body: 'Grieving someone who hurt you or who was absent can mean grieving the relationship you never got; both can be true at once, and neither needs resolving this month.',
        when: /\b(?:never (?:there|around)|wasn'?t (?:there|a great)|addict|alcoholi|cheated|abus|estranged|no contact|rough)\b/i,
      },
    ],
    help: 'If months on you cannot sleep, eat or get through a day, a grief counsellor or your doctor can help; bereavement services (Cruse in the UK, hospice grief groups in the US) are free.',
    questions: [
      'Who around you knew them, and could you talk to them this week?',
      'What has been hardest in the days since it happened?',
    ],
    plan: {
      goal: 'Get through the next weeks with support around you',
      first: 'Tell one person who knew them how you are really doing',
      when: 'This week',
    },
  },
  {
    id: 'phobia',
    leads: true,
    needs: (t) => Boolean(fearObject(t)),
    concepts:
      'phobia fear_of afraid_of scared_of terrified_of flying fly flight flights plane heights needles spiders claustrophobic dentist turbulence',
    least: 1.5,
    trigger: fearObject,
    reflect: (what) =>
      what
        ? `Fear of ${what} is one of the most common fears there is, and it is very treatable: the alarm your body raises is real, but it is not proof that ${what} is dangerous for you.`
        : 'A fear this specific is very common and very treatable: the alarm your body raises is real, but it is not proof of danger.',
    steps: [
      {
        title: 'Learn what the fear gets wrong',
        body: 'Flying is one of the safest ways to travel, and turbulence is uncomfortable, not dangerous: planes are built for far more. Read how a flight works (the noises, the bumps) once, calmly, before the day.',
        when: FLIGHT,
      },
      {
        title: 'Plan the hard moments',
        body: 'Write down the two or three moments you dread most (take-off, the queue, the bumps) and what you will do in each: a breathing count, music, something to hold, a person to talk to.',
      },
      {
        title: 'Breathe out longer than you breathe in',
        body: 'In for 4, out for 6 or 7, for two minutes: a long out-breath slows the heart. When the fear rises, let it peak; it comes down on its own within minutes if you stay with it.',
      },
      {
        title: 'Face it in small steps',
        body: 'The fear shrinks each time you stay in the situation until it eases, and grows each time you escape; build a ladder from the easiest version to the hardest and climb one rung at a time.',
      },
      {
        title: 'Tell the crew',
        body: 'Tell the cabin crew as you board that you are a nervous flyer; they deal with it every day and will check on you. Pick an aisle seat near the front if being able to move helps.',
        when: FLIGHT,
      },
    ],
    script: {
      label: 'What to say to the person with you',
      text: 'I get really anxious about this. If I go quiet or start breathing fast, just talk to me about something normal and remind me it passes; you do not need to fix it.',
    },
    help: 'If the fear is stopping you from doing things you need to, CBT with gradual exposure works well for specific fears, often in a handful of sessions; a doctor can also talk through short-term options for one trip.',
    questions: [
      'Which moment do you dread most, and what has helped even a little before?',
      'How far ahead of it are you, and who will be with you?',
    ],
    plan: {
      goal: 'Get through the trip with a plan for the hard moments',
      first: 'Write your plan for the moment you dread most',
      when: 'Tonight, in ten minutes',
    },
  },
  {
    id: 'panic',
    concepts:
      'panic_attack panic_attacks panic panicking hyperventilating hyperventilate can_not_breathe heart_racing heart_pounding chest_tight',
    least: 1,
    trigger: (t) =>
      /\bpanic attacks?\b/i.test(t)
        ? 'the panic attacks'
        : /\bpanick?/i.test(t)
          ? 'the panic'
          : undefined,
    reflect: (what) =>
      `${what === 'the panic attacks' ? 'Panic attacks feel' : 'Panic feels'} like something is badly wrong, but a panic attack is adrenaline doing its job at the wrong moment: it peaks within about ten minutes and passes, and it cannot harm you.`,
    steps: [
      {
        title: 'Ride it instead of fighting it',
        body: 'When it starts, say to yourself "this is panic, it will peak and pass", slow your out-breath (in for 4, out for 6), and stay where you are if you can; leaving teaches the body the place was dangerous.',
      },
      {
        title: 'Ground yourself in the room',
        body: 'Name five things you can see, four you can touch, three you can hear. It pulls attention out of the body alarm and back to where you are.',
      },
      {
        title: 'Have one check-up, then trust it',
        body: 'If chest or breathing symptoms worry you, one proper check with your doctor rules out a physical cause; after that, checking again each time keeps the fear going.',
        when: /\b(?:heart|chest|er\b|hospital|doctor|dying|blood pressure|bp\b)/i,
      },
      {
        title: 'Cut back on what feeds it',
        body: 'Caffeine, energy drinks, little sleep and skipped meals make the body readier to panic; cut one of them this week and notice the difference.',
      },
    ],
    help: 'Panic responds very well to CBT, usually within a few months; your doctor can refer you, and medication can help alongside it. Chest pain that is new, or with fainting, always goes to urgent care.',
    questions: [
      'Where do the attacks tend to come, and what do you do when one starts?',
      'What has helped one pass faster, even a little?',
    ],
    plan: {
      goal: 'Let a panic attack pass without running from it',
      first: 'Practise the slow out-breath for two minutes while calm',
      when: 'Once a day this week',
    },
  },
  {
    id: 'health-worry',
    concepts:
      'symptoms symptom googled googling tests blood_work er emergency_room hospital diagnosis cancer tumor heart_attack illness sick health_anxiety hypochondria doctor',
    least: 2,
    trigger: (t) => {
      const m =
        /\b(?:the|this|my)\s+((?:chest|stomach|head|back|throat|heart)\s*(?:pain|ache|pains|palpitations)|sensation|symptoms?|lump|rash|headaches?)\b/i.exec(
          t,
        );
      return m?.[1] ? `the ${m[1].toLowerCase()}` : undefined;
    },
    reflect: (what) =>
      `Worry about your health${what ? ` and ${what}` : ''} can take over a whole day: every sensation gets checked, and each check brings a little relief and then more doubt.`,
    steps: [
      {
        title: 'Agree one plan with one doctor',
        body: 'See one doctor you can go back to, tell them the worry as well as the symptom, and agree what would need another visit; then follow that plan instead of searching.',
      },
      {
        title: 'Cut back on checking and searching',
        body: 'Each search or body check calms you for minutes and feeds the worry for days. Set one time a day for any check, and put the phone away when the urge comes outside it.',
      },
      {
        title: 'Give the body some calm',
        body: 'Tension, shallow breathing and poor sleep create real sensations; a daily walk and a slow out-breath lower them, which also means fewer signals to worry about.',
      },
    ],
    help: 'Health worry that fills your days is itself treatable with CBT; ask your doctor about it. New severe pain, trouble breathing or fainting always goes to urgent care.',
    questions: [
      'What did the doctor tell you last time, and what part of it did you find hard to believe?',
      'How often do you check or search in a day?',
    ],
    plan: {
      goal: 'Follow one plan with one doctor instead of searching',
      first: 'Book one appointment and write down what you want to ask',
      when: 'This week',
    },
  },
  {
    id: 'trauma',
    concepts:
      'ptsd trauma traumatic traumatized flashback flashbacks nightmares triggered assault assaulted raped attacked accident survivor hypervigilant jumpy startle cptsd',
    least: 1,
    trigger: (t) => {
      const m =
        /\b(?:after|since)\s+(the\s+(?:accident|attack|assault|crash|shooting|fire))\b/i.exec(t);
      return m?.[1]?.toLowerCase();
    },
    reflect: (what) =>
      `After ${what ?? 'what you went through'}, being jumpy, on guard or flooded by memories is how a mind tries to keep you safe; it is a response to something that happened, not a flaw in you.`,
    steps: [
      {
        title: 'Have a grounding step ready',
        body: 'When a memory or a wave of fear hits: feet flat on the floor, a long out-breath, and name out loud where you are, the date and that you are safe now. Practise it when calm so it is there when you need it.',
      },
      {
        title: 'Make the nights feel safer',
        body: 'Small things are fine: a light left on, a locked door checked once, a set wind-down, something to read ready for when you wake. Aim for enough rest, not perfect sleep.',
        when: /\b(?:night|sleep|nightmare|lights?|dark|bed)\b/i,
      },
      {
        title: 'Tell one person the outline',
        body: 'You do not have to share the details; saying "something bad happened and I am struggling" to someone you trust means you are not carrying it alone.',
      },
      {
        title: 'Get trauma-focused help',
        body: 'Trauma-focused CBT and EMDR have good evidence for PTSD; many people feel better within a few months. A doctor can refer you, and you decide what you share and when.',
      },
    ],
    help: 'Strong reactions in the first weeks are common; if they last beyond a month or keep getting worse, get assessed for PTSD. Veterans and survivors of assault have their own free lines in most countries.',
    questions: [
      'When do the reactions come strongest: at night, in crowds, with certain sounds or people?',
      'Is there anyone you have been able to tell, even a little?',
    ],
    plan: {
      goal: 'Feel safer day to day and get trauma-focused help',
      first: 'Practise one grounding step while calm',
      when: 'Once a day this week',
    },
  },
  {
    id: 'breakup',
    // The member's own relationship has ended ("broke up", "my ex"): not their parents', and not
    // a break-up they are still weighing ("should we split?"), which is the partner topic.
    needs: (t) =>
      /\b(?:broke up|broken up|dumped (?:me|him|her)|we split|split up with|ended (?:things|it) with|my ex\b|(?:after|since) (?:the|our|my) break-?up)\b/i.test(
        t,
      ) &&
      !/\bmy (?:parents|mom|mum|dad|mother|father)\b[^.!?\n]{0,40}\b(?:broke up|split)/i.test(t),
    concepts:
      'breakup break_up broke_up broken_up dumped split_up ex on_and_off on_off ended_things ended_it heartbroken heartbreak',
    least: 1,
    trigger: (t) => {
      const who = partnerOf(t);
      return who && !/^your ex/.test(who) ? `the break-up with ${who}` : undefined;
    },
    reflect: (what) =>
      `${what ? `${what[0]?.toUpperCase()}${what.slice(1)}` : 'A break-up'} is a real loss, and it hurts more when it has happened before and you hoped this time was different.`,
    steps: [
      {
        title: 'Give yourself some distance',
        body: 'For a month, no checking their profiles and no late-night messages; mute rather than block if blocking feels too final. Each look restarts the hurt.',
      },
      {
        title: 'Write down the pattern',
        body: 'If it has been on and off, list each time it ended and why, and what changed when you got back together. Reading it on paper shows whether anything is really different this time.',
        when: /\b(?:on[- ](?:and[- ])?off|again|back together|always|every time|over and over)\b/i,
      },
      {
        title: 'Lean on your people',
        body: 'Tell two friends what happened and plan something with one of them this week; routine (meals, sleep, going out) carries you while the feelings are loud.',
      },
      {
        title: 'Decide what you would need',
        body: 'Before any talk about trying again, write the two or three things that would have to be different. If you cannot name them, or they are things you cannot make happen, that is your answer for now.',
      },
    ],
    script: {
      label: 'If you need to say where you stand',
      text: 'I care about you, and I cannot keep going back and forth. If we talk again, it needs to be about what would actually change; until then I need some space.',
    },
    help: 'If weeks on you cannot sleep, eat or function, or you have thoughts of harming yourself, talk to a doctor or counsellor, or a crisis line straight away.',
    questions: [
      'What would have to be different for getting back together to make sense to you?',
      'Who could you spend time with this week?',
    ],
    plan: {
      goal: 'Get through the first weeks and decide from a clear head',
      first: 'Mute their profiles and plan one evening with a friend',
      when: 'Today',
    },
  },
  {
    id: 'partner',
    concepts:
      'boyfriend girlfriend bf gf partner husband wife fiance fiancee relationship lied cheated cheating argue argument fight fighting jealous trust',
    least: 2,
    trigger: partnerOf,
    reflect: (who) =>
      `${who ? `Things with ${who} sound` : 'What is happening in your relationship sounds'} painful, and it makes sense that it is taking up so much of your head.`,
    steps: [
      {
        title: 'Pick a calm moment to talk',
        body: 'Not in the middle of a fight or late at night: ask for half an hour when you are both rested, and keep to one issue.',
      },
      {
        title: 'Say what happened and what you need',
        body: 'Describe what they did, how it landed and one clear request, without a list of every past hurt; it is far easier to hear than an accusation.',
      },
      {
        title: 'Notice whether it changes',
        body: 'Give it a few weeks after the talk. Words matter less than whether the behaviour changes; if the same thing keeps happening, that tells you what you need to know.',
      },
      {
        title: 'Check you feel safe',
        body: 'If you feel afraid of their reaction, are kept from friends or money, or are threatened, that is not a communication problem; a domestic-abuse line can talk it through confidentially.',
        when: /\b(?:afraid of him|afraid of her|scared of him|scared of her|threat|control|won'?t let me|yell|scream|hit|push)/i,
      },
    ],
    script: {
      label: 'One way to open the talk',
      text: 'What happened the other night left me feeling small, and it is still going round in my head. I need us to talk about it properly, and I need you to hear how it landed for me.',
    },
    help: 'A couples counsellor helps when the same fight keeps coming back; on your own, a counsellor helps you work out what you want.',
    questions: [
      'What would you want to be different after that conversation?',
      'Has this happened before, or is it new?',
    ],
    plan: {
      goal: 'Have the conversation calmly and see whether things change',
      first: 'Pick a quiet time and ask for half an hour to talk',
      when: 'This week',
    },
  },
  {
    id: 'family',
    concepts:
      'mom mum mother dad father parents stepdad stepmom sister brother family grandma grandmother siblings household',
    least: 2,
    trigger: (t) => relative(t),
    reflect: (who) =>
      `${who ? `Things with ${who}` : 'Trouble at home'} can wear you down in a way little else does, because you cannot simply walk away from family.`,
    steps: [
      {
        title: 'Separate what you can change',
        body: 'You cannot change how they react, but you can choose when you talk, what you share and how long you stay. Write down one thing in your control this week.',
      },
      {
        title: 'Say one boundary calmly',
        body: 'Pick the one thing that hurts most and name it once, in a quiet moment, with what you will do if it continues (leave the room, end the call).',
      },
      {
        title: 'Find an ally and a break',
        body: 'Another relative, a friend’s family or a school or college counsellor can be someone to talk to and somewhere to go when home gets heavy.',
      },
    ],
    script: {
      label: 'A way to say it',
      text: 'I know you care, and I want us to get on. When you say things like that, I shut down. I am asking you to stop, and if it keeps happening I will step out until we both calm down.',
    },
    help: 'If you are under 18 and home is not safe, tell a teacher or school counsellor, or call a children’s helpline (Childhelp 1-800-422-4453 in the US, Childline 0800 1111 in the UK). Family therapy helps when everyone is willing.',
    questions: [
      'What would you most like them to understand?',
      'Is there somewhere you can go, or someone you can call, when it gets too much?',
    ],
    plan: {
      goal: 'Have one boundary said and somewhere to go when it gets heavy',
      first: 'Write down the one thing you most want them to stop',
      when: 'Before the next visit',
    },
  },
  {
    id: 'friends',
    concepts:
      'friend friends best_friend friendship ghosted left_out excluded turned_their_backs falling_out fell_out',
    least: 1.5,
    trigger: (t) =>
      /\bmy (?:best friend|friends?)\b/i.exec(t)?.[0]?.replace(/^my/i, 'your').toLowerCase(),
    reflect: (who) =>
      `Being hurt by ${who ?? 'friends'} cuts deep, because friends are where we are meant to feel safe; it also makes it easy to expect everyone to do the same.`,
    steps: [
      {
        title: 'Check the story you are telling yourself',
        body: 'One group turning away is painful evidence about that group, not proof that everyone will. Write down two people who have stayed decent to you.',
      },
      {
        title: 'Decide whether to talk or to let go',
        body: 'If the friendship matters, one honest message saying you miss them and what hurt is worth sending once; if it does not, you are allowed to let it fade.',
      },
      {
        title: 'Widen the circle a little',
        body: 'Put yourself somewhere with the same people each week (a class, a team, a club); friendships grow from repeated time together, not one big night out.',
      },
    ],
    script: {
      label: 'A message you could send',
      text: 'Hey, I have missed you. What happened between us hurt, and I would rather talk about it than lose the friendship. Would you be up for a coffee?',
    },
    help: 'If the hurt turns into weeks of low mood or staying in, talk to a doctor or counsellor.',
    questions: [
      'Which friendship matters most to you to repair, if any?',
      'Who has stayed in your corner through this?',
    ],
    plan: {
      goal: 'Repair what matters and widen the circle a little',
      first: 'Send one honest message, or sign up for one weekly activity',
      when: 'This week',
    },
  },
  {
    id: 'lonely',
    concepts:
      'lonely loneliness isolated isolation no_friends make_friends making_friends no_social_life social_life nobody_to_talk no_one_to_talk middle_of_nowhere countryside feel_alone so_alone all_alone only_person relate_to_people nobody_understands no_one_understands',
    least: 1,
    trigger: (t) => {
      const place =
        /\b(?:out\s+(?:here\s+)?in|live\s+in)\s+(the\s+(?:country(?:side)?|middle of nowhere|sticks)|a\s+(?:small|new)\s+(?:town|city))\b/i.exec(
          t,
        );
      if (place?.[1])
        return `living ${/^the/.test(place[1]) ? 'out in ' : 'in '}${place[1].toLowerCase()}`;
      if (/\bno social life\b/i.test(t)) return 'having no social life';
      if (
        /\b(?:no one|nobody|no-one)\s+(?:to|I can)\s+talk\b|\b(?:can'?t|cannot|don'?t know how to) (?:talk|relate|open up)\b|\bonly (?:person|one) I can (?:really )?(?:talk|chat)\b/i.test(
          t,
        )
      )
        return 'not having people you can really talk to';
      if (/\bmake (?:more )?friends\b/i.test(t)) return 'making friends';
      return undefined;
    },
    reflect: (what) =>
      `${what ? `${what[0]?.toUpperCase()}${what.slice(1)} is` : 'Feeling cut off is'} hard on anyone; loneliness is a signal, like hunger, that you need more contact, not a sign that something is wrong with you.`,
    steps: [
      {
        title: 'Go where the same people go every week',
        body: 'A weekly class, club, team, volunteering shift or place of worship; it takes many hours of repeated time before people become friends, so regular beats big.',
      },
      {
        title: 'Make the distance smaller',
        body: 'Far from town, pick one regular thing worth the drive, share the trip with someone, and use online groups for your interests to find the people nearby.',
        when: /\b(?:country|countryside|rural|middle of nowhere|out here|far from|sticks|farm|small town|commute)\b/i,
      },
      {
        title: 'Find people who have been where you are',
        body: 'Peer groups (for veterans, people in recovery, people who have been homeless or through the same thing) are often the easiest place to talk, because nothing needs explaining.',
        when: /\b(?:street|homeless|military|veteran|prison|recovery|sober|addict|ptsd|been through|normal people)\b/i,
      },
      {
        title: 'Reach back to one person',
        body: 'Message one old friend, neighbour or relative this week with a small specific invitation (a walk, a coffee, a game); most people are glad to be asked.',
      },
      {
        title: 'Practise small talk in low-stakes places',
        body: 'A sentence to a cashier, a neighbour or someone at a regular event; it feels clumsy at first and gets easier with repetition, like any skill.',
      },
    ],
    help: 'If the loneliness comes with weeks of low mood, or you are drinking or using more to get by, talk to a doctor or counsellor; it is common and they will not judge.',
    questions: [
      'What is one regular thing near you that you could try for a month?',
      'Who is one person you used to enjoy talking to?',
    ],
    plan: {
      goal: 'Have regular contact with people you like',
      first: 'Sign up for one weekly activity and go four times',
      when: 'This week',
    },
  },
  {
    id: 'money',
    concepts:
      'rent bills debt evicted eviction homeless shelter broke afford no_money paycheck loan loans behind_on overdraft money bankrupt foreclosure',
    least: 1.5,
    trigger: (t) => {
      if (/\bshelter\b/i.test(t)) return 'finding a safe place to stay';
      if (/\bevict/i.test(t)) return 'the eviction';
      if (/\bhomeless/i.test(t)) return 'the risk of losing your home';
      const m = /\b(?:the|my|our)\s+(rent|bills|debts?|loans?)\b/i.exec(t);
      return m?.[1] ? `the ${m[1].toLowerCase()}` : undefined;
    },
    reflect: (what) =>
      `Worry about ${what ?? 'money'} sits on everything else, because it is about the basics; the fastest relief usually comes from people whose job it is to help with exactly this.`,
    steps: [
      {
        title: 'Call the local help line first',
        body: 'In the US dial 211 for shelter, rent, food and utility help near you; in the UK call your local council’s housing team (they have a duty to help if you may be homeless within 56 days) or Shelter on 0808 800 4444.',
      },
      {
        title: 'Protect the roof and food first',
        body: 'Rent or mortgage, heat and food come before cards and loans. Call the landlord or lender before the next due date; a plan agreed early is much easier to get.',
      },
      {
        title: 'Get free debt advice',
        body: 'A non-profit debt adviser (NFCC in the US, StepChange or Citizens Advice in the UK) can set up a plan, contact creditors for you and stop some of the calls; avoid paid "debt relief" firms.',
        when: /\b(?:debt|loan|credit|owe|collector|bills|overdraft|bankrupt)/i,
      },
    ],
    help: 'When money worry keeps you from sleeping or thinking straight for weeks, a doctor or counsellor can help with that side too.',
    questions: [
      'What is the most urgent date coming up: rent, a bill, a court date?',
      'Have you been able to reach a local help line or council yet?',
    ],
    plan: {
      goal: 'Keep a roof and food covered while things settle',
      first: 'Call the local help line about the most urgent need',
      when: 'Tomorrow morning',
    },
  },
  {
    id: 'school',
    concepts:
      'exam exams final_exam finals class classes grade grades failing semester graduate graduation homework assignment teacher professor school university study studying',
    least: 2,
    trigger: (t) => {
      const m =
        /\b(?:the|my|this)\s+((?:final\s+)?exams?|finals|class|course|test|assignment|dissertation|thesis)\b/i.exec(
          t,
        );
      return m?.[1] ? `the ${m[1].toLowerCase()}` : undefined;
    },
    reflect: (what) =>
      `With ${what ?? 'school'} this close, it is understandable that it feels like everything rides on it; a grade is one result, not a verdict on you.`,
    steps: [
      {
        title: 'Talk to the teacher this week',
        body: 'Tell them you are struggling and ask what matters most on the exam and whether there is extra help, a resit or an extension; they would rather hear it now than after.',
      },
      {
        title: 'Plan the days you have left',
        body: 'List the topics, put the biggest-weight ones first, and study in 25-minute blocks with short breaks; practice questions teach more than rereading.',
      },
      {
        title: 'Have a plan B ready',
        body: 'Find out what happens if you do not pass (a resit, a summer course, another term); knowing there is a next step takes some pressure off the exam itself.',
      },
    ],
    help: 'If worry about school keeps you from sleeping or eating, the school or university counselling service is free and used to exactly this.',
    questions: [
      'How many days do you have, and which topic worries you most?',
      'Have you been able to talk to the teacher about it yet?',
    ],
    plan: {
      goal: 'Go into the exam with a plan and a fallback',
      first: 'Email the teacher and list the topics by weight',
      when: 'Today',
    },
  },
  {
    id: 'sleep',
    concepts: 'sleep insomnia asleep fall_asleep awake wake_up bedtime nightmares tired lose_sleep',
    least: 1.5,
    trigger: (t) => (/\bat night\b|\bbefore (?:bed|sleep)\b/i.test(t) ? 'the nights' : undefined),
    reflect: (what) =>
      `${what ? 'The nights are' : 'Bad sleep is'} hard on everything else; the more you try to force sleep, the more awake the worry keeps you, so the aim is to take the pressure off the bed.`,
    steps: [
      {
        title: 'Keep one wake-up time',
        body: 'Set one wake-up time and keep it daily, even after a rough night; it rebuilds sleep pressure faster than lying in.',
      },
      {
        title: 'Get up if you are awake and wound up',
        body: 'After about 20 minutes awake, go to another room with dim light and do something dull until you feel sleepy; the bed should mean sleep, not worry.',
      },
      {
        title: 'Park the thoughts before bed',
        body: 'An hour before bed, write what is on your mind and one next step for each; then screens off and lights low.',
      },
    ],
    help: 'If sleep has been bad for more than three months, CBT for insomnia works better than pills in the long run; your doctor can refer you or point you to an app-based course.',
    questions: [
      'What time do you get up, and how long do you lie awake on a bad night?',
      'What goes through your head when you cannot sleep?',
    ],
    plan: {
      goal: 'Sleep that comes more easily',
      first: 'Set one wake-up time and keep it',
      when: 'Starting tomorrow, for two weeks',
    },
  },
  {
    id: 'anxiety',
    concepts:
      'anxiety anxious worry worried worrying overthinking nervous scared fear tense on_edge what_if gad',
    least: 1,
    trigger: (t) => {
      const m =
        /\bworried (?:about|that)\s+([a-z][a-z' ]{3,40}?)(?=[,.!?\n]|\s+(?:and|but|because)\b)/i.exec(
          t,
        );
      if (!m?.[1]) return undefined;
      return m[1]
        .replace(/\bmy\b/gi, 'your')
        .replace(/\bi\b/gi, 'you')
        .toLowerCase();
    },
    reflect: (what) =>
      what
        ? `Worry about ${what} can take over a whole day; the mind keeps running the worst version as if that would keep you safe.`
        : 'Anxiety like this is exhausting: the mind keeps scanning for what could go wrong as if that would keep you safe.',
    steps: [
      {
        title: 'Give the worry a set time',
        body: 'Fifteen minutes a day at a fixed time: write the worries down and, for each, one thing you can do or "nothing to do now". Outside that time, note a worry and leave it for later.',
      },
      {
        title: 'Calm the body first',
        body: 'In for 4, out for 6, for two minutes, or a brisk ten-minute walk; the body settles faster than the thoughts, and the thoughts follow.',
      },
      {
        title: 'Ask what you would tell a friend',
        body: 'When a what-if grows, write it down and answer it as you would for a friend: how likely, and what you would do if it happened.',
      },
    ],
    help: 'If anxiety gets in the way of sleep, work, school or seeing people for more than a couple of weeks, a doctor or therapist can help; CBT works well, and many services take self-referrals.',
    questions: [
      'When is the worry strongest in your day, and what has helped even a little?',
      'What would you do differently this week if the worry were quieter?',
    ],
    plan: {
      goal: 'Have a way to bring the worry down when it rises',
      first: 'Set a fifteen-minute worry time for tomorrow',
      when: 'Tomorrow',
    },
  },
];

const CONCEPTS = new Map(LIFE_TOPICS.map((t) => [t, conceptsOf(t.concepts)]));

export interface LifeHit {
  topic: LifeTopic;
  score: number;
  /** A second topic the message names nearly as strongly, lending one step. */
  next?: LifeTopic;
}

/**
 * Whether the message is about the member's work: a job, a boss, colleagues, shifts, an office.
 * Counted, since one mention of "work" in a story about a break-up does not make it a work topic.
 */
const WORK =
  /\b(?:(?:at|from|after|before|out of|off|my|our|the|this|new|first|full-time|part-time)\s+work\b|(?:go|goes|going|went|gone|get|got|getting|drive|driving|drove|late|back|come|came|walk|walked|commute|head|heading|return|returned)\s+to\s+work\b|i\s+work\s+(?:at|for|in|as|with)\b|working\s+(?:at|for|as)\b|(?:same|hourly|my|the)\s+pay\b|work\s+(?:party|place|hours|schedule|week|day|days)|jobs?|boss(?:es)?|managers?|supervisors?|superiors?|co-?workers?|colleagues?|company|companies|employ(?:er|ers|ee|ees|ed|ment)|unemployed|workplace|office|shifts?|career|interview(?:s|ed)?|internship|salary|paycheck|promotion|hr\b|pip\b|clients?|customers?|hired|hiring|fired|laid off|layoffs?|resign\w*|retail|store)\b/gi;

export function workMentions(text: string): number {
  return text.match(WORK)?.length ?? 0;
}

/**
 * Whether a conversation is about the member's work: work named twice, or named at all in a short
 * message or in what they ask (askedOf). One "work" in the story of a break-up or a flight does
 * not make it a work topic.
 */
export function aboutWork(said: string): boolean {
  const n = workMentions(said);
  if (n >= 2) return true;
  if (n === 0) return false;
  return said.split(/\s+/).length < 40 || workMentions(askedOf(said)) > 0;
}

/**
 * A step, sentence or question written for someone whose trouble follows them to work ("tell
 * your manager", "a buffer between home and work"): it does not belong in a reply to a member
 * whose message is not about work.
 */
export const WORK_FRAMED =
  /\b(?:at work|to work|from work|into work|home and work|working life|your manager|your boss|your employer|colleagues?|co-?workers?|workplace|hr\b|assistance programme at work|at your job|outside work)\b/i;

/** The life topic a message is about, or undefined when none is named clearly enough. */
/**
 * The member's own words: what they quote someone else saying ("“No one understands me,” he
 * said") is the other person's, and names neither their topic nor their trigger.
 */
export function ownWords(text: string): string {
  return text.replace(/["“][^"”\n]{1,200}["”]/g, ' ');
}

export function lifeTopicOf(whole: string, relaxed = false): LifeHit | undefined {
  const text = ownWords(whole);
  const said = allLemmas(withoutDurations(text));
  const asked = allLemmas(withoutDurations(askedOf(text)));
  const scored = LIFE_TOPICS.map((topic, order) => {
    const c = CONCEPTS.get(topic) ?? conceptsOf('');
    // The member naming the topic's own trigger (their dad, the flight) counts as one more word.
    const whole = evidence(said, c) + (evidence(said, c) && topic.trigger(text) ? 1 : 0);
    return { topic, order, whole, score: whole + 0.5 * evidence(asked, c) };
  })
    .filter(
      (s) =>
        s.whole >= (relaxed ? 1 : (s.topic.least ?? 1)) && (!s.topic.needs || s.topic.needs(text)),
    )
    .sort(
      (a, b) =>
        Number(Boolean(b.topic.leads)) - Number(Boolean(a.topic.leads)) ||
        b.score - a.score ||
        a.order - b.order,
    );
  const [top, second] = scored;
  if (!top) return undefined;
  const next = second && second.score >= top.score * 0.6 ? second.topic : undefined;
  return { topic: top.topic, score: top.score, ...(next ? { next } : {}) };
}

// ——— The reply ————————————————————————————————————————————————————————————————————————

export interface LifeReplyInput {
  /** "Hi Sam, I'm your stress-management coach. " on a first turn, else "". */
  hello: string;
  /** Everything the member has said in this conversation (the trigger and the step cues). */
  text: string;
  hit: LifeHit;
  seed: number;
  /** Whether a question has already been answered by what they said (already.ts). */
  answered: (question: string) => boolean;
  /** What the coach said earlier in the conversation. */
  earlier?: string;
}

/** The steps for this member: the ones written for what they said first, then the topic's own. */
export function lifeSteps(topic: LifeTopic, text: string): LifeStep[] {
  const fitting = topic.steps.filter((s) => !s.when || s.when.test(text));
  return [...fitting.filter((s) => s.when), ...fitting.filter((s) => !s.when)];
}

/**
 * A reply for a life topic: the member's trigger named in a sentence, three steps fitted to it
 * (one lent by a second topic they name nearly as strongly), a line to say where one helps, when
 * to get professional help, and one question they have not already answered.
 */
export function lifeReply({
  hello,
  text,
  hit,
  seed,
  answered,
  earlier = '',
}: LifeReplyInput): string[] {
  const { topic } = hit;
  const trigger = topic.trigger(ownWords(text));
  const own = lifeSteps(topic, text);
  // A second topic lends a step only when the first has too few of its own; steps, the script
  // and the help line an earlier reply gave are not given again.
  const lent = hit.next
    ? lifeSteps(hit.next, text).find((s) => !own.some((o) => o.title === s.title))
    : undefined;
  const steps = (lent && own.length < 3 ? [...own, lent] : own)
    .filter((st) => !earlier.includes(`**${st.title}.**`))
    .slice(0, 3);
  const reflect = topic.reflect(trigger);
  const again = earlier.includes(reflect);
  const lines = [again ? `${hello}Then a few more things that help:` : `${hello}${reflect}`, ''];
  if (steps.length) {
    if (!again) lines.push(seed % 2 ? 'What helps now:' : 'Where I would start:');
    lines.push(...steps.map((s, i) => `${i + 1}. **${s.title}.** ${s.body}`));
  }
  if (topic.script && !earlier.includes(topic.script.text))
    lines.push('', `**${topic.script.label}:**`, `> ${topic.script.text}`);
  if (!earlier.includes(topic.help)) lines.push('', `**When to get more help:** ${topic.help}`);
  const open = topic.questions.filter((q) => !answered(q) && !earlier.includes(q));
  const ask = open.length ? open[(seed >>> 3) % open.length] : undefined;
  if (ask) lines.push('', ask);
  return lines;
}
