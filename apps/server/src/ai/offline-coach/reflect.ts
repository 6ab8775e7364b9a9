import { factsOf } from './facts.js';

/**
 * The reply's opening, in natural words: what matters most in the member's message acknowledged
 * first (harassment, abuse, discrimination, a death, their health, a money emergency, a breakdown:
 * never a side detail in its place), then their own question turned to the second person ("Was I
 * too pushy?" → "You're asking whether you were too pushy."). A question that does not turn into a
 * grammatical sentence is left out rather than quoted in pieces.
 */

const PAIRS: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  im: "you're",
  ive: "you've",
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  "we're": "you're",
  "we've": "you've",
};

/** The member's words as the coach says them back: I → you, my → your, "I was" → "you were". */
export function secondPerson(text: string): string {
  return (
    text
      .replace(/’/g, "'")
      .replace(/\b(I|we) (am|was)\b/gi, (_, who: string, verb: string) =>
        verb.toLowerCase() === 'am' ? `${who} are` : `${who} were`,
      )
      // A question word with its inversion, said back as reported speech ("what am I missing" →
      // "what you are missing"); any other inversion keeps its order ("am I" → "are you").
      .replace(
        /\b(what|how|where|when|why|who|which \w+) (am|was) I\b/gi,
        (_, wh: string, verb: string) => `${wh} I ${verb}`,
      )
      .replace(/\b(am|was) (I)\b/gi, (_, verb: string, who: string) =>
        verb.toLowerCase() === 'am' ? `are ${who}` : `were ${who}`,
      )
      .replace(/\b(I) (am|was)\b/gi, (_, who: string, verb: string) =>
        verb.toLowerCase() === 'am' ? `${who} are` : `${who} were`,
      )
      .replace(
        /\b(?:I'm|I've|I'll|I'd|we're|we've|im|ive|I|me|my|mine|myself|we|us|our|ours|ourselves)\b/gi,
        (w) => {
          // "US" in capitals is the country ("a job in the US"), not "us".
          if (w === 'US') return w;
          const to = PAIRS[w.toLowerCase()];
          // "im"/"ive" only when written as a word on their own ("im not sure").
          return to ?? w;
        },
      )
      .replace(/\byou are\b/g, 'you are')
  );
}

const AUX = 'do|does|did|should|can|could|would|will|is|are|was|were|am|have|has';
const IRREGULAR: Record<string, string> = {
  do: 'did',
  make: 'made',
  go: 'went',
  say: 'said',
  get: 'got',
  take: 'took',
  give: 'gave',
  tell: 'told',
  send: 'sent',
  leave: 'left',
  quit: 'quit',
  burn: 'burned',
  blow: 'blew',
  mess: 'messed',
  screw: 'screwed',
};

const past = (verb: string) =>
  IRREGULAR[verb.toLowerCase()] ?? (/e$/.test(verb) ? `${verb}d` : `${verb}ed`);

/** "Should I quit?" → "whether you should quit"; undefined when it does not turn cleanly. */
export function indirectClause(question: string): string | undefined {
  let q = question
    .replace(/’/g, "'")
    .replace(/\s*[?]+\s*$/, '')
    .replace(/^(?:so|and|but|also|ok|okay|basically|honestly|now),?\s+/i, '')
    .trim();
  // A condition first ("If I take the night shifts, how do I keep my weekends?"): the question
  // turned, then its condition after it ("how to keep your weekends if you take the night shifts").
  const condition =
    /^(if|when|once|after) ([^,?]{4,90}), ((?:how|what|should|can|could|do|does|is|will|would|which|when|where|why)\b.+)$/i.exec(
      q,
    );
  if (condition?.[1] && condition[2] && condition[3] && /\b(?:I|my|me|we)\b/.test(condition[2])) {
    const main = indirectClause(condition[3]);
    return main && !/\b(?:you|your)\b/i.test(condition[2].replace(/\b(?:I|my|me)\b/g, ''))
      ? `${main} ${condition[1].toLowerCase()} ${secondPerson(condition[2])}`
      : undefined;
  }
  // "What about if X?", "what if X?", "and if X?": asking what happens if X (never "what about
  // if"). A condition with its own question after it was turned above.
  const whatIf = /^(?:(?:what about|how about|what|but what) )?if ([^,]{4,120})$/i.exec(q);
  if (whatIf?.[1] && !/\b(?:you|your)\b/i.test(whatIf[1]))
    return tidy(`what happens if ${secondPerson(whatIf[1])}`, 'asking');
  // Addressed to the readers ("What are your experiences?", "Do you think…"): not theirs to reflect.
  if (/\b(?:you|your|yours|anyone|anybody|someone|somebody|y'all|guys|reddit)\b/i.test(q)) {
    const helped =
      /^(?:can|could|would|will) (?:someone|anyone|you|somebody)(?: please)? (?:tell me|confirm|validate|explain|let me know|help me (?:understand|figure out|decide|know))\s+(if|whether|what|why|how|when|where|which)\s+(.+)$/i.exec(
        q,
      );
    const advice =
      /^(?:does |do )?(?:anyone|anybody|someone) (?:have|got|has) (?:any |some )?(advice|tips|suggestions|recommendations|ideas)\s+((?:on|for|about|to|regarding)\s+.+)$/i.exec(
        q,
      ) ??
      /^any (advice|tips|suggestions|recommendations|ideas)\s+((?:on|for|about|to|regarding)\s+.+)$/i.exec(
        q,
      );
    if (helped?.[1] && helped[2] && !/\byou\b/i.test(helped[2])) {
      const link = /^if$/i.test(helped[1]) ? 'whether' : helped[1].toLowerCase();
      return tidy(`${link} ${secondPerson(helped[2])}`);
    }
    if (advice?.[1] && advice[2] && !/\b(?:you|your)\b/i.test(advice[2])) {
      return tidy(`for ${advice[1].toLowerCase()} ${secondPerson(advice[2])}`, 'looking');
    }
    // The generic "you" of "how do you make Mondays less grim": how to.
    const generic = /^(how|what) do you (.+)$/i.exec(q);
    if (!generic?.[1] || !generic[2] || /\b(?:you|your)\b/i.test(generic[2])) return undefined;
    q = `${generic[1]} do I ${generic[2]}`;
  }
  // "What does X mean?" → "what X means".
  const mean = /^what does (.{2,60}) mean\b(.*)$/i.exec(q);
  if (mean?.[1]) return tidy(`what ${secondPerson(mean[1])} means${secondPerson(mean[2] ?? '')}`);
  const wh = new RegExp(
    `^(what|how|when|where|why|which \\w+|who)\\s+(${AUX})\\s+(I|we)\\s+(.+)$`,
    'i',
  ).exec(q);
  if (wh?.[1] && wh[2] && wh[4]) {
    const w = wh[1].toLowerCase();
    const aux = wh[2].toLowerCase();
    const rest = secondPerson(wh[4]);
    if ((aux === 'do' || aux === 'does') && /^(?:what|how|where|which)/.test(w))
      return tidy(`${w} to ${rest}`);
    if (aux === 'did') {
      const [verb, ...more] = rest.split(' ');
      return verb ? tidy(`${w} you ${past(verb)} ${more.join(' ')}`) : undefined;
    }
    const be = aux === 'am' ? 'are' : aux === 'was' ? 'were' : aux;
    return tidy(`${w} you ${be} ${rest}`);
  }
  // "What happens if…", "Who decides…": no inversion to undo.
  if (
    /^(?:what|who|which) (?!(?:do|does|did|is|are|was|were|should|can|could|would|will|have|has)\b)\w+/i.test(
      q,
    )
  )
    return /\b(?:I|my|me)\b/.test(q) || q.split(' ').length >= 4
      ? tidy(secondPerson(lowerFirst(q)))
      : undefined;
  // "Would learning Spanish help me…" → "whether learning Spanish would help you…".
  const modal =
    /^(would|will|could|can|should|might)\s+(.{3,60}?)\s+(help|hurt|make|look|matter|count|affect|work|get|be|stop|improve|ruin|hold)\s+(.+)$/i.exec(
      q,
    );
  if (modal?.[1] && modal[2] && modal[3] && modal[4] && !/^(?:I|we)$/i.test(modal[2])) {
    return tidy(
      `whether ${secondPerson(modal[2])} ${modal[1].toLowerCase()} ${modal[3]} ${secondPerson(modal[4])}`,
    );
  }
  // "Is a two-year gap a red flag?" → "whether a two-year gap is a red flag".
  const verdict =
    /^(is|are|was|were)\s+(.{3,60}?)\s+((?:a |an |too |really |actually |still )?(?:worth|normal|okay|ok|bad|good|red flag|scam|legit|legal|common|possible|late|wrong|fine|enough|unprofessional|rude|weird|realistic)\b.*)$/i.exec(
      q,
    );
  if (verdict?.[1] && verdict[2] && verdict[3] && !/^(?:I|we|you)$/i.test(verdict[2])) {
    return tidy(
      `whether ${secondPerson(verdict[2])} ${verdict[1].toLowerCase()} ${secondPerson(verdict[3])}`,
    );
  }
  const yn = new RegExp(
    `^(${AUX})\\s+(I|we|it|this|that|they|he|she|there|(?:my|the|this|that|our) [a-z-]+)\\s+(.+)$`,
    'i',
  ).exec(q);
  if (yn?.[1] && yn[2] && yn[3]) {
    const aux = yn[1].toLowerCase();
    const subject = secondPerson(yn[2].toLowerCase() === 'i' ? 'I' : yn[2].toLowerCase());
    const rest = secondPerson(yn[3]);
    const you = subject === 'you';
    if (aux === 'do' || aux === 'does') return tidy(`whether ${subject} ${rest}`);
    if (aux === 'did') {
      const [verb, ...more] = rest.split(' ');
      return verb ? tidy(`whether ${subject} ${past(verb)} ${more.join(' ')}`) : undefined;
    }
    const be =
      aux === 'am'
        ? 'are'
        : aux === 'was' && you
          ? 'were'
          : aux === 'is' && you
            ? 'are'
            : aux === 'has' && you
              ? 'have'
              : aux;
    return tidy(`whether ${subject} ${be} ${rest}`);
  }
  return undefined;
}

const lowerFirst = (s: string) =>
  /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

/** The indirect question as the sentence that opens a reply, or undefined when it is too long. */
function tidy(body: string, verb = 'asking'): string | undefined {
  let text = body.replace(/\s+/g, ' ').trim();
  // A long question is cut at its first clause boundary after a few words.
  const cut =
    /^(.{20,100}?)(?:,|;| - | — |\(| because\b| since\b| even though\b| but\b| so that\b| and then\b| in order\b)/.exec(
      text,
    );
  // A long question is cut at its first clause boundary; one with none is kept up to 140 characters.
  if (text.length > 100 && cut?.[1]) text = cut[1].trim();
  else if (text.length > 140) return undefined;
  // Too short or ending on a bare pronoun ("what to do", "how to get it"), it says back nothing.
  if (
    text.split(' ').length < 4 ||
    /\b(?:it|this|that|them|do|do next|do now|do here|do about it)$/i.test(text)
  )
    return undefined;
  // Only plain words survive: a quote mark, a link or an emoji would read as pasted.
  if (/["“”*[\]()/\\@#…]|\.\.|https?:|\p{Extended_Pictographic}/u.test(text)) return undefined;
  return verb === 'looking' ? `looking ${text}` : `${verb} ${text}`;
}

/** "Should I quit?" → "You're asking whether you should quit." */
export function indirect(question: string): string | undefined {
  const clause = indirectClause(question);
  return clause ? `You're ${clause}.` : undefined;
}

/** Question sentences of the message, title line first, each a candidate for the reflection. */
export function questionSentences(text: string): string[] {
  return text
    .replace(/&amp;/g, '&')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter((s) => /\?\s*$/.test(s) && s.split(/\s+/).length >= 3);
}

/** The member's question in the second person, as a sentence, when one turns cleanly. */
export function theirQuestionReflected(text: string): string | undefined {
  const clause = questionClause(text);
  return clause ? `You're ${clause}.` : undefined;
}

/** "I'm not sure whether to stay", "I want to know if…": a question asked without a question mark. */
const WONDER =
  /\bI(?:'m| am)? (?:(?:just |really |still )?(?:wondering|curious(?: about| as to)?|not sure|unsure|trying to (?:figure out|decide|understand|work out)|want to know|would like to know|need to (?:know|decide|figure out)|don't know|can't decide|can't figure out))\s+(if|whether|what|how|why|when|where|which)\s+([^.?!\n]{6,300})/i;

/** The same as a clause: "asking whether you should quit". */
export function questionClause(text: string): string | undefined {
  for (const q of questionSentences(text)) {
    const out = indirectClause(q);
    if (out) return out;
  }
  const wonder = WONDER.exec(text.replace(/’/g, "'"));
  if (wonder?.[1] && wonder[2] && !/\b(?:you|your)\b/i.test(wonder[2])) {
    const link = /^if$/i.test(wonder[1]) ? 'whether' : wonder[1].toLowerCase();
    return tidy(`${link} ${secondPerson(wonder[2])}`, 'asking');
  }
  return undefined;
}

interface Serious {
  kind: string;
  test: (text: string) => boolean;
  say: string;
}

const under18 =
  /\b(?:I was|I'm|I am|when I was|I was only|aged?|at)\s+1[3-7]\b|\b1[3-7]\s?(?:yo|y\/o|years? old|[mf]\b)|\b(?:a )?minor\b|\bunder ?age\b|\bhigh school(?:er)?\b/i;
const pursued =
  /\b(?:groom(?:ed|ing)|touch(?:ed|ing)|kiss(?:ed)?|sexual|flirt(?:ed|ing)|asked me out|hit on me|dating|relationship with me|nudes?|inappropriate)\b/i;

/**
 * What matters most in a message, in the order it must be acknowledged: the first that applies
 * opens the reply, whatever the rest of the message is about.
 */
const SERIOUS: Serious[] = [
  {
    kind: 'grooming',
    test: (t) => /\bgroom(?:ed|ing)\b/i.test(t) || (under18.test(t) && pursued.test(t)),
    say: 'What you describe, an adult at work pursuing someone under 18, is serious and it is not your fault; it comes before any career question, and you can report it to someone outside that workplace.',
  },
  {
    kind: 'harassment',
    test: (t) =>
      /\b(?:sexual(?:ly)? harass\w*|sexual (?:comments|jokes|remarks|advances|messages)|inappropriate (?:comments|touching|messages|photos)|harass(?:ed|ment|ing)|assault(?:ed)?|groped|stalk(?:ed|ing)|unwanted (?:advances|touching|comments))\b/i.test(
        t,
      ),
    say: 'Being harassed at work is serious, and it is not something you have to put up with or handle alone.',
  },
  {
    kind: 'discrimination',
    test: (t) =>
      /\b(?:discriminat\w*|racis[tm]\w*|sexis[tm]\w*|ageis[tm]\w*|homophob\w*|transphob\w*)\b/i.test(
        t,
      ),
    say: 'Being treated differently because of who you are is discrimination, and it has protections and steps of its own.',
  },
  {
    kind: 'abuse',
    test: (t) =>
      /\b(?:abus(?:e|ed|ive)|bull(?:y|ied|ies|ying)|humiliat(?:ed|ing|es)|screams? at me|screamed at|yell(?:s|ed)? at me|threaten(?:ed|ing|s) (?:me|to))\b/i.test(
        t,
      ),
    say: 'Being treated like that at work is not okay, and it is worth taking seriously rather than absorbing.',
  },
  {
    kind: 'death',
    test: (t) =>
      /\b(?:passed away|died|funeral|bereavement|lost my (?:mom|mum|mother|dad|father|wife|husband|son|daughter|brother|sister|grandma|grandmother|grandpa|grandfather|partner|best friend|baby))\b/i.test(
        t,
      ),
    say: 'I am so sorry for your loss; grief takes real room, and work can usually wait more than it seems.',
  },
  {
    // Someone close is ill or being cared for: their health, not the member's.
    kind: 'care',
    test: (t) =>
      /\b(?:(?:my|our) (?:mom|mum|mother|dad|father|parents?|wife|husband|partner|son|daughter|child|kid|baby|brother|sister|grandma|grandmother|grandpa|grandfather|gran|nan)\b[^.!?\n]{0,60}\b(?:cancer|chemo\w*|surgery|diagnos(?:ed|is)|ill|illness|sick|hospitali[sz]ed|in (?:the )?hospital|stroke|heart attack|dementia|operation)\b|(?:looking after|caring for|care of|carer for|nursing)\s+(?:my|our)\s+(?:mom|mum|mother|dad|father|parents?|wife|husband|partner|son|daughter|child|kid|baby|brother|sister|grandma|grandmother|grandpa|grandfather|gran|nan)\b)/i.test(
        t,
      ),
    say: 'I am sorry your family has been going through this; looking after someone you love is real work, and a real part of the picture, not an excuse.',
  },
  {
    kind: 'health',
    test: (t) =>
      /\b(?:cancer|chemo\w*|surgery|diagnos(?:ed|is)|chronic (?:illness|pain|condition)|hospitali[sz]ed|in (?:the )?hospital|medical leave|miscarriage|seizures?|stroke|heart attack|injur(?:ed|y) at work)\b/i.test(
        t,
      ),
    say: 'I am sorry you are dealing with your health on top of this; it is a real part of the decision, not an excuse.',
  },
  {
    kind: 'money',
    test: (t) =>
      /\b(?:(?:am|'m|are|'re|been|currently|experiencing|became|now)\s+(?:\w+\s+)?homeless\w*|evict(?:ed|ion)|behind on (?:rent|bills)|can'?t (?:afford|pay) (?:rent|my rent|bills|food|groceries)|living in (?:my|a) car|food bank|no money (?:left|for (?:rent|food)))\b/i.test(
        t.replace(/’/g, "'"),
      ),
    say: 'Not having enough for the basics is an emergency, so the fastest route to money comes first.',
  },
  {
    kind: 'distress',
    test: (t) =>
      /\b(?:broke down|breaking down|broken down|crying (?:every|at|in)|cried (?:at|in|every)|in tears|panic attacks?)\b/i.test(
        t,
      ),
    say: 'It sounds like this has been weighing on you hard; reaching that point is a sign of how much it matters, not a weakness.',
  },
];

/** The sentence that acknowledges what matters most in the message, if anything serious. */
export function seriousLine(text: string): { kind: string; line: string } | undefined {
  const hit = SERIOUS.find((s) => s.test(text));
  return hit ? { kind: hit.kind, line: hit.say } : undefined;
}

/** Sentences about the post rather than the situation ("Sorry for the long post"). */
const META =
  /\b(?:sorry|apolog\w*|long post|first (?:time )?post|throwaway|reddit|this sub|vent|rant|tl;?dr|edit|update|hello|hi all|hey all|thanks|thank you|advice|help me|any(?:one|body)|some(?:one|body)|you guys|y'all|reading|favou?r|ask)\b/i;

/**
 * One sentence of the member's own account of their situation, said back in the second person
 * ("I've been at my new job for two months." → "You've been at your new job for two months."):
 * the first plain sentence of theirs that starts with "I" or "My", reads as a whole sentence and
 * is not about the post itself. Undefined when none is clean enough to say back.
 */
export function situationSentence(text: string): string | undefined {
  return storiesOf(text)[0];
}

/**
 * Every sentence of the member's own account that can be said back cleanly (the filters above),
 * in the second person and in the order written, each with how many kinds of fact it carries:
 * the reply's opening uses the weightiest, and later parts of the reply tie a step or the closing
 * question to the one that fits them best (respond.ts).
 */
export function accountSentences(text: string): Array<{ said: string; weight: number }> {
  const lines = text.replace(/&amp;/g, '&').split(/\n+/);
  // The first line is a title when more lines follow: the story's sentences come first, the title
  // last (when it is itself a sentence of theirs: "I got two offers this week!").
  const body = lines.length > 1 ? lines.slice(1) : lines;
  const sentences = [
    // A question mark ends a sentence too: a question run into an account is not said back.
    ...body.flatMap((line) => line.split(/(?<=[.!?])\s+/)).slice(0, 8),
    ...(lines.length > 1 ? [lines[0] ?? ''] : []),
  ]
    // A greeting in front of the first sentence ("Hi all, I …") is dropped, not said back.
    // An age tag after their "I" ("I (30 M) am …", "I (24) have …") is left out of what is said back.
    .map((s) =>
      normalise(
        s
          .trim()
          .replace(/’/g, "'")
          .replace(GREETING_LEAD, '')
          .replace(/\b(I)\s*(?:\(\s*\d{0,2}\s*[MFmf]?\s*\)(?:\s*[MF]\b)?|\d{2}\s?[MFmf]\b)/g, '$1'),
      ),
    )
    .map((s) => (/[.!?]$/.test(s) ? s : `${s}.`));
  // Of the sentences that can be said back, the one that carries most of the situation's facts
  // (an amount, a length of time, a role, a place, an employer) is said back; the first on a tie.
  const candidates: Array<{ said: string; weight: number }> = [];
  for (const whole of sentences) {
    // A sentence too long or too loose to say back whole often opens with a clause that says
    // their situation on its own ("I have worked nights at the depot since spring, and …"); a terse one
    // written without its "I" ("Started here a year ago as a junior analyst.") is theirs too.
    // Either is said back only when the whole sentence is not, and loses a tie to a whole one.
    const said = sayBack(whole);
    // An aside in brackets ("(not only this company)") is left out; a clause of theirs after
    // "and"/"but"/"because" ("It was the first place to hire me, and I have been there 8 years")
    // is tried when the sentence opens on something else.
    const bare = withSubject(withoutMarker(whole)).replace(/\s*\([^()]{1,60}\)/g, '');
    const later = /\?\s*$/.test(whole) ? undefined : laterClause(bare);
    const part = said
      ? undefined
      : (sayBack(bare) ??
        sayBack(firstClause(bare) ?? bare) ??
        (later ? (sayBack(later) ?? sayBack(firstClause(later) ?? later)) : undefined));
    const use = said ?? part;
    if (!use) continue;
    const weight = new Set(factsOf(use).map((f) => f.kind)).size - (said ? 0 : 1);
    candidates.push({ said: use, weight });
  }
  return candidates;
}

/**
 * The sentences of theirs that can be said back, best first (most kinds of fact; the first
 * written on a tie).
 */
export function storiesOf(text: string): string[] {
  return accountSentences(text)
    .map((c, i) => ({ ...c, i }))
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((c) => c.said);
}

/** Whether a sentence said back is already in another line ("Given that you …, what …?"). */
export function sameAccount(said: string, line: string): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/^you said /, '')
      .replace(/[^a-z0-9 ]/g, '');
  return norm(line).includes(norm(said).slice(0, 35));
}

/** The member's own clause after a joint, as a sentence: "…, and I have been there 8 years." */
function laterClause(sentence: string): string | undefined {
  const m = /(?:,\s*|\s)(?:and|but|because|so|since)\s+(I(?:'ve|'m|'d)?\s+[^;:]{12,200})$/.exec(
    sentence.replace(/[.!?]+$/, ''),
  );
  return m?.[1] ? `${m[1]}.` : undefined;
}

/** Clause starters after a comma: a new clause of theirs, not the next item of a list. */
const CLAUSE_AFTER_COMMA =
  /^(?:I|I'm|I've|I'd|my|it|it's|he|she|they|we|now|because|since|though|although|but|so|which|where|who|yet|however|plus|while|then|and (?:I|I'm|I've|my|we|it|they|he|she|now|then|still|even|yet|also)|(?:when|what|how|should|can|could|would|do|does|is|are|will|why|where|any)\b)\b/;

/**
 * The first clause of a long sentence, as a sentence of its own, when it reads whole: cut at a
 * comma that starts a new clause, a dash, or a joining word ("but", "so", "because"). Undefined
 * when the sentence opens on a condition or time clause ("When I was 20, …"): cut there it says
 * nothing on its own.
 */
export function firstClause(sentence: string): string | undefined {
  const s = sentence.replace(/[.!?]+$/, '');
  if (
    /^(?:when|while|if|since|after|before|as|because|once|although|though|until|whenever|whether|even)\b/i.test(
      s,
    )
  )
    return undefined;
  const cut =
    /^(.{20,170}?)(?:,\s+(?=\S)|;\s+|\s+[-–—]\s+|\s+(?=(?:but|so|because|although|though|which|and then|and now|and I|and my|and (?:was|am|have|had|got|been)(?! to\b))\b))/.exec(
      s,
    );
  if (!cut?.[1]) return undefined;
  const rest = s.slice(cut[0].length);
  // A comma before a list item or an aside is no clause boundary.
  if (/,\s+$/.test(cut[0]) && !CLAUSE_AFTER_COMMA.test(rest)) return undefined;
  const clause = cut[1].trim();
  // A condition or an indirect question cut from its main clause ("… that if I am an engineer")
  // says nothing on its own.
  if (/\b(?:if|whether)\b/i.test(clause)) return undefined;
  // It ends on a whole phrase, not a word that leads on ("for", "the", "and", "my").
  if (
    /\b(?:a|an|the|my|our|to|for|of|in|on|at|with|and|or|but|as|from|that|than|about|into|by|is|was|am|are|be|been|very|so|just|really)$/i.test(
      clause,
    )
  )
    return undefined;
  return `${clause}.`;
}

/**
 * A word that only opens the telling ("So I …", "Basically, I …", "Long story short, I …"): left
 * out, the sentence says the same. A contrast ("But I …") is kept: it answers something before it.
 */
function withoutMarker(sentence: string): string {
  const rest = sentence.replace(
    /^(?:(?:ok(?:ay)?|well|alright)[,]?\s+)?(?:so|basically|honestly|anyway|well|long story short|to sum up|in short|ok(?:ay)?|alright|(?:for |some |a bit of )?context|background|backstory)[,:]?\s+(?=[A-Za-z])/i,
    '',
  );
  return rest === sentence ? sentence : rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** Verbs a terse sentence opens with, its "I" left out: "Started …", "Been …", "Applied to …". */
const SUBJECTLESS =
  /^(?:Been|Started|Got|Worked|Work|Applied|Graduated|Moved|Spent|Left|Quit|Joined|Finished|Took|Had|Have|Went|Became|Landed|Received|Interviewed|Accepted|Completed|Studied|Switched|Changed|Lost|Made|Currently|Didn't|Can't|Couldn't|Haven't|Hadn't|Wasn't|Just(?= (?:got|lost|left|quit|had|started|finished|graduated|found|received|accepted|moved|landed|\w+ed)\b))\s+(?=[a-z0-9$£€])/;

/** "Started here as a junior analyst." → "I started here as a junior analyst." */
function withSubject(sentence: string): string {
  // A line that opens on what they are doing ("Moving from retail into admin", "Getting paid less
  // than the new hires") is theirs: "I'm moving …". Not when the "-ing" word is the subject of a
  // verb after it ("Working nights is hard"), nor "Being …", which reads as a trait.
  if (
    /^(?!Being\b|Having\b|Anyone\b|Nothing\b|Something\b|Everything\b|Morning\b|Evening\b|Thing\b|Nursing\b|Engineering\b|Marketing\b|Accounting\b|Training\b|Hiring\b|Onboarding\b|Networking\b|Building\b|Housing\b|Meeting\b|Wedding\b|Fucking\b|Freaking\b|Frigging\b)[A-Z][a-z]{2,}ing\s+[a-z]/.test(
      sentence,
    ) &&
    // (not a title written in capitals: "Feeling Lost And Stuck")
    sentence
      .split(/\s+/)
      .slice(1)
      .filter((w) => /^[A-Z][a-z]/.test(w)).length <= 2 &&
    !/\b(?:is|was|are|were|seems?|feels?|makes?|has|gets?|takes?|worth)\b/i.test(sentence)
  )
    return `I'm ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
  if (!SUBJECTLESS.test(sentence)) return sentence;
  const verb = sentence.split(/\s+/)[0] ?? '';
  if (verb === 'Been') return `I've ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
  if (verb === 'Currently') return `I'm currently ${sentence.slice('Currently '.length)}`;
  return `I ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

/** One sentence of theirs in the second person, when it passes every filter for saying back. */
function sayBack(s: string): string | undefined {
  if (!/[.!]$/.test(s)) return undefined;
  // A question without its question mark ("Should I keep two accounts") is not an account.
  if (
    /^(?:Should|Can|Could|Would|Will|Is|Are|Am|Do|Does|Did|Have|Has|What|How|Why|When|Where|Which|Who)\b/.test(
      s,
    )
  )
    return undefined;
  // Their own account: a sentence with "I" or "we" as a subject (not "Didn't get to use my
  // degree", which says back without a subject), not opening on a connective ("Nonetheless…").
  // (within its first five words: "The new owners said I…" is about them).
  const opening = s.split(/\s+/).slice(0, 5).join(' ');
  // A sentence about their own people or things ("My manager moved my shifts") is theirs too.
  if (
    !/^[A-Z]/.test(s) ||
    (!/\b(?:I|I'm|I've|I'd|I'll|we|We|we're|We're|we've|We've)\b/.test(opening) &&
      !/^(?:My|Our)\s+[a-z]/.test(s))
  )
    return undefined;
  if (
    /^(?:Nonetheless|However|But|And|So|Also|Anyway|Basically|Honestly|Apparently|Just|Hopefully|Maybe|Well|Plus|Then|Still|Yet|Though|Although|Because|Since|If|Or|Like|Oh|Ok|Okay|Edit|Update)\b/i.test(
      s,
    )
  )
    return undefined;
  if (/\b(?:you all|y'all|everyone|you guys|u|ur)\b/i.test(s)) return undefined;
  // Written in a hurry, it does not read back whole: words run together at a comma or dash
  // ("a job,and"), two clauses with no joint ("…of employment they said…"), or an ending that
  // points to something left out ("looking for another one").
  if (/[a-z][,][a-z]|[a-z]-\s/i.test(s)) return undefined;
  if (runOn(s)) return undefined;
  // Said back by a coach, swearing and chat shorthand read as mockery ("oh my gosh" would turn
  // into "oh your gosh"); about the post itself ("I posted in this thread"), it is no situation.
  if (
    /\b(?:fuck\w*|shit\w*|frick\w*|freak(?:in|ing)|damn|hell|wtf|omg|oh my (?:god|gosh)|lol|lmao|tbh|ngl|idk|smh|af)\b/i.test(
      s,
    ) ||
    /\b(?:(?:this|my|a) post|post(?:ed|ing)? (?:this|here|it|in|on)|thread|subreddit|just asking)\b/i.test(
      s,
    )
  )
    return undefined;
  if (/\b(?:another one|this one|that one|the same|it|them|this|that|there|one)\.$/i.test(s))
    return undefined;
  if (!readsAsOne(s)) return undefined;
  const n = s.split(/\s+/).length;
  if (n < 6 || n > 28) return undefined;
  if (META.test(s)) return undefined;
  // (a date written with slashes, "on 12/16", is plain words)
  if (
    /["“”*[\]()/\\@#:;]|https?:|\p{Extended_Pictographic}|\.\.|!!/u.test(
      s.slice(0, -1).replace(/\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g, 'D'),
    )
  )
    return undefined;
  // "I think", "I feel like", "I guess": an opinion, not the situation.
  if (
    /^(?:I (?:think|thought|feel|felt|guess|know|hope|wonder|believe|mean)|So|And|But|Also|Anyway|Basically)\b/.test(
      s,
    )
  )
    return undefined;
  // "I started and was training" → "you started and were training".
  const said = secondPerson(s)
    .replace(/!$/, '.')
    .replace(
      /^(you\b[^.]*?\b(?:and|but)) (was|am)\b/i,
      (_, a: string, v: string) => `${a} ${v === 'am' ? 'are' : 'were'}`,
    )
    .replace(/\byou wasn't\b/g, "you weren't")
    .replace(/\byou ((?:just|still|also|even|never|always|really|only) )was\b/gi, 'you $1were')
    .replace(/\byou ((?:just|still|also|even|never|always|really|only) )am\b/gi, 'you $1are');
  // A word left out after the subject ("I an engineer", "I F have") does not read back.
  if (/^[Yy]ou (?:a|an|the|[A-Z])\b/.test(said)) return undefined;
  return withPlaceNames(said.charAt(0).toUpperCase() + said.slice(1));
}

/** Places typed in small letters ("from brazil, now in canada") said back with their capitals. */
function withPlaceNames(sentence: string): string {
  let out = sentence;
  for (const f of factsOf(sentence)) {
    if (f.kind !== 'place' || f.text === f.text.toLowerCase()) continue;
    out = out.replace(
      new RegExp(`\\b${f.text.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\b`, 'g'),
      f.text,
    );
  }
  return out;
}

/** Words after which a new subject starts a clause that belongs (a joint, a relative word). */
const JOINT =
  /^(?:and|but|so|because|that|which|when|if|as|since|while|or|until|where|what|how|why|who|after|before|than|though|although|whether|once|even|cause|cuz|then|now|said|think|thought|know|knew|feel|felt|hope|guess|wish|realised|realized|heard|saw|told|mean|sure)$/i;

/**
 * Two clauses run together with no joint: "… of employment they said …", "… next year you gonna
 * …". A subject after a word that is no joint, with no determiner just before that word (not "the
 * company I work for"), starts a second sentence.
 */
export function runOn(sentence: string): boolean {
  const words = sentence.replace(/[.!?]+$/, '').split(/\s+/);
  for (let i = 2; i < words.length - 1; i++) {
    const w = words[i] ?? '';
    if (!/^(?:I|I'm|I've|they|he|she|we|you)$/.test(w)) continue;
    const next = words[i + 1] ?? '';
    if (
      !/^(?:said|have|had|am|was|were|don't|didn't|do|did|gonna|need|want|can|can't|will|would|got|get|went|like|think|feel)$/i.test(
        next,
      )
    )
      continue;
    const prev = (words[i - 1] ?? '').replace(/[^A-Za-z']/g, '');
    if (!prev || /[,;:]$/.test(words[i - 1] ?? '') || JOINT.test(prev)) continue;
    // "all I got", "everything I have": the subject opens a relative clause of that word.
    if (
      /^(?:all|everything|anything|something|nothing|one|ones|thing|things|way|time|reason)$/i.test(
        prev,
      )
    )
      continue;
    const before = words.slice(Math.max(0, i - 3), i - 1).join(' ');
    if (
      /\b(?:the|a|an|my|this|that|every|any|each|some|no|our|your|his|her|their|all)$/i.test(before)
    )
      continue;
    return true;
  }
  return false;
}

/** The member as a subject: "I", "I've", "we", "my …", "our …". */
const SUBJECT = /^(?:I|I'm|I've|I'd|I'll|We|We're|We've|We'd|My|Our)$/i;

/** A greeting that opens a sentence: "Hi, …", "Hello everyone, …", "Hey guys! …". */
const GREETING_LEAD =
  /^(?:hi|hello|hey|hiya|heya|greetings)(?: (?:all|everyone|everybody|guys|folks|reddit|there|team))?(?:\s*[,!.]\s+|\s+(?=I\b|I'))/i;

/** Lead-ins that look like a time or place but connect to a sentence left out. */
const CONNECTIVE =
  /^(?:on the other hand|in other words|in fact|for example|for instance|at least|after all|in any case|in general|in short|at the same time|on top of that|in addition)\b/i;

/** A thing of theirs named by a clause of theirs: "The company I've worked for …". */
const THEIR_THING =
  /^(?:the|this|that) (?!\w+ (?:is|was)\b)[a-z]+(?: [a-z]+)?(?: that| which| who)?$/i;

/** Lead-ins before the subject that still open on the member: a time or a place. */
const SETTING =
  /^(?:(?:last|this|next|in|on|at|since|for|after|before|during|recently|yesterday|today|currently|now|over|about|almost|around|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|the next|the other|to put it bluntly|throughout|by the time|right now|every|each|countless|while|when|once|as soon as|early|mid|late|earlier|back in|so far|until|after that)\b[^,]{0,30},?|\w+ (?:ago|later),?)$/i;

/**
 * Whether a sentence of theirs reads as one whole sentence about them once said back: it opens on
 * them (their "I", "my …"), or on a time or place before it ("Last year, I …", "Two weeks ago
 * I …"), not on an aside ("FYI, I …", "Worst part is the dread I …", "Spent the savings I had");
 * it does not point back to something it leaves out ("the last stage of 3 of them", "two of
 * those years I drove …", often two sentences run together) or turn to someone else as its point
 * ("… so they have more experience").
 */
export function readsAsOne(sentence: string): boolean {
  const words = sentence.replace(/[.!?]+$/, '').split(/\s+/);
  const at = words.findIndex((w) => SUBJECT.test(w.replace(/[^A-Za-z']/g, '')));
  if (at < 0) return false;
  if (at > 0) {
    const before = words.slice(0, at).join(' ');
    if (
      !(SETTING.test(before) || THEIR_THING.test(before)) ||
      CONNECTIVE.test(before) ||
      /\d[a-z]|[a-z]\d/i.test(words[0] ?? '')
    )
      return false;
  }
  if (/\b(?:of them|of those|of these)\b/i.test(sentence)) return false;
  if (/\bso (?:they|he|she)\b/i.test(sentence)) return false;
  return true;
}

/** Casual spelling made standard before it is said back: "i", "im", "dont". */
function normalise(s: string): string {
  return s
    .replace(/’/g, "'")
    .replace(/\bi\b/g, 'I')
    .replace(/\bim\b/gi, "I'm")
    .replace(/\bI m\b/g, "I'm")
    .replace(/\bive\b/gi, "I've")
    .replace(/\b(dont|cant|wont|didnt|doesnt|isnt|wasnt)\b/gi, (w) =>
      w
        .replace(/nt$/i, "n't")
        .replace(/^cann't$/i, "can't")
        .replace(/^won't$/i, "won't"),
    )
    .replace(/\s+([.,!?])/g, '$1')
    .replace(/^[a-z]/, (c) => c.toUpperCase());
}
