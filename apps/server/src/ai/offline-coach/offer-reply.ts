/**
 * The reply to a job offer, written as the message itself when the member asks what to write:
 * accepting it (with one thing asked for, if they want one), asking for more before they accept,
 * or declining. Read from what the member said about the offer across the thread, never from a
 * topic word alone: "I got the offer, I want to say yes but ask for an extra week of holiday" is
 * an acceptance with one ask, whatever the ask is about, so the draft is the career coach's to
 * write (a word such as "holiday" does not make it another coach's question).
 *
 * The message: thanks, the decision (enthusiasm, "in principle" when something is still asked),
 * the one ask with a reason and room to move, a close. After it, one line on how to send it.
 */

export interface OfferReply {
  /** The message body, without greeting or sign-off. */
  body: string;
  /** One line of advice on sending it. */
  advice: string;
  /** What the draft is, for the line before it ("accepting the offer with one ask"). */
  what: string;
}

/** An offer is on the table: the member has it, was made it, or is answering it. */
const OFFER =
  /\b(?:got|get|have|received|been (?:made|given|offered)|made me|gave me|accept(?:ing)?|take|taking|decline|declin(?:ing)|turn(?:ing)? down|negotiat\w*|counter)\b[^.!?\n]{0,40}\boffers?\b|\b(?:offered|offer letter)\b|\b(?:the|an|their|this|that|my|his|her|our|job|new)\s+(?:[\w-]+\s+){0,2}?offers?\b/i;

/** Saying yes: "say yes", "accept", "take it", "I'm in". */
const YES =
  /\b(?:say(?:ing)? yes|accept(?:ing)?|take (?:it|the (?:job|offer|role))|taking (?:it|the (?:job|offer|role))|go for it|i'?m (?:going to|gonna) take)\b/i;

/** Saying no: "decline", "turn it down", "say no". */
const NO =
  /\b(?:declin(?:e|ing)|turn(?:ing)?\s+(?:(?:it|them|the|this|that|their)\s+(?:[\w-]+\s+){0,2})?down|say(?:ing)? no|reject(?:ing)?)\b/i;

/**
 * The one thing asked for, in the member's words: "ask for an extra week of holiday", "ask if I
 * can start in March", "negotiate a higher salary".
 */
const ASK_FOR =
  /\b(?:ask(?:ing)?|request(?:ing)?|negotiat(?:e|ing)|push(?:ing)? for|get(?:ting)?)\s+(?:them\s+|him\s+|her\s+)?(?:for\s+|about\s+)?((?:an?|some|more|extra|the|one|two|three|a bit more|another)\b[^.;!?\n]{2,70}?|(?:if|whether)\s+i\s+(?:can|could|may)\s+[^.;!?\n]{3,70}?)(?=[.;!?\n]|,?\s+(?:but|and|so|or|because|since|as|before|without)\b|$)/i;

/**
 * What comes before a decision or an ask that makes it the member's own intent: "I want to",
 * "I'm going to", "I'll", "I have decided to", "I am". Not "they ask for", not "before taking the
 * job", not "should I ask for" (a question whether to, which the coach answers first).
 */
const MINE =
  /\bi(?:'m|'ve|'d|'ll)?(?:\s+(?:am|have|will|would))?\s+(?:(?:really|just|still|definitely|probably|now|then)\s+)?(?:(?:want|wanna|like|love|going|planning|hoping|gonna|decided|intend|plan|need)(?:\s+to)?\s+)?$/i;

/** The member's intent earlier in the same sentence, for "… but ask for", "… and ask if". */
const INTENT =
  /\bi(?:'m|'ve|'d|'ll)?(?:\s+(?:am|have|will|would))?\s+(?:(?:really|just|still|definitely|probably|now)\s+)?(?:want|wanna|like|love|going|planning|hoping|gonna|decided|intend|plan|need|accept|take|say)\b/i;

/** The first match of `re` that the member says as their own intent, else undefined. */
function ownMatch(text: string, re: RegExp): RegExpExecArray | undefined {
  const all = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (const m of text.matchAll(all)) {
    const before = text.slice(0, m.index ?? 0);
    const sentence = before.split(/[.!?\n]\s*/).at(-1) ?? '';
    // "Should I ask for…", "if I accept…": a question or a condition, not a decision.
    if (
      /\b(?:should|shall|can|could|do|did|would|if|when|whether|before|after|once)\s+i\b/i.test(
        sentence,
      )
    )
      continue;
    if (MINE.test(sentence)) return m as RegExpExecArray;
    if (/\b(?:but|and|then|or)\s+$/i.test(sentence) && INTENT.test(sentence))
      return m as RegExpExecArray;
  }
  return undefined;
}

/** "Should I negotiate?", "I want to counter": pay is what the member wants to ask about. */
const NEGOTIATE =
  /\b(?:should|can|could|do|shall)\s+i\s+(?:try\s+to\s+)?(?:negotiate|counter|push back|ask for more)\b|\bi\s+(?:want|'d like|would like|plan|am going|'m going)\s+to\s+(?:negotiate|counter|push back)\b|\bworth\s+(?:negotiating|countering|pushing back)\b/i;

/** A reason the member gave for the ask ("because my partner's wedding is in June"). */
const REASON =
  /\b(?:because|since|as)\s+(i\b[^.;!?\n]{3,90}|my\b[^.;!?\n]{3,90}|we\b[^.;!?\n]{3,90})/i;

/** A negotiation about pay: "the salary is lower than I hoped", "should I negotiate". */
const PAY =
  /\b(?:salary|pay|base|money|rate|package|compensation|lowball\w*|low ?ball\w*|lower than|less than|below)\b/i;

/** A reason that fits the kind of thing asked for, when the member gave none of their own. */
function reasonFor(asked: string): string {
  if (/\b(?:holiday|leave|vacation|days? off|annual leave|pto|time off)\b/i.test(asked))
    return 'it would let me keep the balance that helps me do my best work from the start';
  if (/\b(?:start|notice|later|earlier|date)\b/i.test(asked))
    return 'it would let me hand over my current work properly and arrive ready';
  if (/\b(?:remote|home|hybrid|flexib\w*|hours|days? a week|four-day)\b/i.test(asked))
    return 'it is the pattern in which I do my most focused work';
  if (PAY.test(asked) || /\b(?:bonus|raise|more money|£|\$|€|k\b)/i.test(asked))
    return 'it would reflect the experience I bring to the role';
  return 'it would make a real difference to me';
}

/** A fallback that fits what was asked, offered so the ask has room to move. */
function fallbackFor(asked: string): string {
  if (/\b(?:holiday|leave|vacation|days? off|pto|time off)\b/i.test(asked))
    return 'a few unpaid days, or a slightly later start date';
  if (/\b(?:start|date)\b/i.test(asked)) return 'a phased start over the first weeks';
  if (/\b(?:remote|home|hybrid|flexib\w*|hours)\b/i.test(asked))
    return 'a trial period we review after three months';
  return 'an earlier pay review or some extra leave';
}

/** "ask if I can start in March" → "whether I could start in March"; "an extra week" kept. */
function askedPhrase(raw: string): string {
  const t = raw.trim().replace(/\bmy\b/gi, 'my');
  const whether = /^(?:if|whether)\s+i\s+(?:can|could|may)\s+(.+)$/i.exec(t);
  if (whether?.[1]) return `whether I could ${whether[1]}`;
  return t;
}

/**
 * Time to decide asked for, not a change to the offer: "how do I buy time", "ask for an
 * extension", "they want an answer by Friday but I'm still waiting on another company".
 */
const MORE_TIME =
  /\b(?:buy|more|extra|some more|a bit more|a few more)\s+(?:time|days)\b|\bextension\b|\b(?:extend|push(?:\s+back)?|move)\s+(?:the\s+|their\s+|that\s+)?deadline\b|\bstall\b|\bhold\s+(?:them|it|the offer)\s+off\b|\b(?:still|also)\s+waiting\s+(?:on|for|to hear from)\s+(?:another|a second|the other|one more)\b/i;

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** A day a few working days past their deadline ("by friday" → "Wednesday next week"). */
function laterDay(thread: string): string {
  const m = /\b(?:by|until|before|on)\s+(monday|tuesday|wednesday|thursday|friday)\b/i.exec(thread);
  const at = m?.[1] ? WEEKDAYS.indexOf(m[1].toLowerCase()) : -1;
  if (at < 0) return 'the end of next week';
  const day = (at + 3) % 5;
  const name = (WEEKDAYS[day] ?? 'friday').replace(/^./, (c) => c.toUpperCase());
  return day < at ? `${name} next week` : name;
}

/**
 * The offer reply the thread calls for, when the member has an offer and asks what to write;
 * undefined when nothing in what they said is about answering an offer.
 */
export function offerReply(thread: string): OfferReply | undefined {
  const t = thread.replace(/[’]/g, "'");
  if (!OFFER.test(t)) return undefined;
  // Only what the member says they will do counts: "I took the offer" is done, "they ask for my
  // expectations" is someone else's ask.
  const yes =
    Boolean(ownMatch(t, YES)) &&
    !/\b(?:not|n't|never)\s+(?:\w+\s+)?(?:say yes|accept|take)\b/i.test(t);
  const no = Boolean(ownMatch(t, NO)) && !yes;
  const askM = ownMatch(t, ASK_FOR);
  let asked = askM?.[1] ? askedPhrase(askM[1]) : undefined;
  const pay = PAY.test(t);
  // "Should I negotiate?": the ask is the pay itself.
  if (!asked && NEGOTIATE.test(t) && pay) asked = 'a higher salary';
  const reason = REASON.exec(t)?.[1]?.trim();
  // Asking for time to decide, with no decision and no change asked for: the message asks for a
  // short, dated extension with one line of honest reason, never for more pay.
  if (!yes && !no && MORE_TIME.test(t) && !(askM && !/\btime|days?\b/i.test(askM[1] ?? '')))
    return {
      what: 'asking for a few more days to decide',
      body: [
        "Thank you again for the offer; I'm genuinely excited about the role and the team.",
        "I want to give it the careful thought it deserves, and I'm finishing one other process I had already committed to.",
        `Could I come back to you with my answer by ${laterDay(t)}?`,
        "If it would help to talk anything through before then, I'm happy to.",
      ].join(' '),
      advice:
        'Send it today rather than on the deadline day, and on the same day tell the other company that you hold an offer and the date you must answer by. Say nothing about a competing offer that does not exist.',
    };
  if (no && !asked)
    return {
      what: 'declining the offer',
      body: [
        'Thank you for the offer, and for the time you and the team gave me through the process.',
        "After careful thought, I've decided not to accept it; it was not an easy decision.",
        "I'd be glad to stay in touch, and I hope our paths cross again.",
      ].join(' '),
      advice:
        'Send it within a day or two of deciding, and keep it this short: a reason is optional, and a warm no keeps the door open.',
    };
  if (!yes && !asked) return undefined;
  const why = reason
    ? reason.replace(/^i\b/, 'I').replace(/\bmy\b/g, 'my')
    : reasonFor(asked ?? '');
  if (asked) {
    const salary = /\bsalary|pay|base\b/i.test(asked);
    const money = /(?:£|\$|€)\s?\d[\d,.]*\s?k?|\b\d{2,3}k\b/i.exec(t)?.[0];
    const request = asked.startsWith('whether')
      ? `Before I sign, I'd like to ask ${asked}, as ${why}.`
      : `Before I sign, I'd like to ask for ${asked.replace(/^(?:for|about)\s+/i, '')}${salary && money ? ` (around ${money})` : ''}, as ${why}.`;
    return {
      what: yes ? 'accepting the offer with one ask' : 'asking for one change before you accept',
      body: [
        'Thank you so much for the offer; I was really pleased to hear from you.',
        yes
          ? "I'm delighted to accept in principle, and I'm excited about joining the team."
          : "I'm excited about the role and keen to make this work.",
        request,
        `If that isn't possible in full, I'd be glad to talk about alternatives, such as ${fallbackFor(asked)}.`,
        yes
          ? 'Either way, I am looking forward to getting started, and to confirming the details in writing.'
          : "I'm looking forward to hearing what you think.",
      ].join(' '),
      advice: `Ask once, in this one message, before you sign anything; decide beforehand what you would accept instead (${fallbackFor(asked)}), so their answer does not put you on the spot.`,
    };
  }
  return {
    what: 'accepting the offer',
    body: [
      "Thank you for the offer; I'm delighted to accept.",
      "I'm excited about joining the team.",
      'Could you confirm the start date and the next steps in writing?',
    ].join(' '),
    advice:
      'Accept in writing only once you have the written offer in front of you, and check that it matches what was said.',
  };
}
