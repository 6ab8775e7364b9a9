import { askedOf } from './retrieve.js';

/**
 * A question whether a figure is good pay for a job ("is 52k good for a data analyst in Leeds",
 * "am I underpaid at 31k as a …", "what should a junior UX designer earn"), read by its FORM
 * rather than by the words "salary" or "market rate": an amount followed by a verdict word
 * (good, fair, enough, low, …), a question about being under- or overpaid, or what a role should
 * earn. Such a question is answered with how to find the market range for that role, level and
 * place, what the member's own figure means (its period worked out, never a market figure made
 * up), how experience moves it, and one question for the fact that is missing.
 *
 * Offers, counter-offers and raises are left to their own entries (knowledge.ts offer-negotiation,
 * raise): there the question is what to ask for, not what the market pays.
 */

export interface PayAsk {
  /** The member's figure as written ("52k", "$68,000", "24 an hour"). */
  amount?: string;
  /** The figure as a number (52k → 52000), when it reads as one. */
  value?: number;
  per?: 'hour' | 'week' | 'month' | 'year';
  role?: string;
  place?: string;
  years?: number;
  level?: string;
  /** The member asks about pay for their age ("good for my age"). */
  age: boolean;
  /** Their own verdict word ("enough", "fair", "low"), or "underpaid" for "am I underpaid". */
  verdict?: string;
}

const NUMBER = String.raw`\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?`;
const AMOUNT = String.raw`(?:[$£€]\s?(?:${NUMBER})\s?(?:k|K)?|(?:${NUMBER})\s?(?:k|K)\b|(?:${NUMBER})(?=\s*(?:an?|per|\/|every)\s*(?:hour|hr|year|yr|month|week)\b))`;
const PERIOD = String.raw`(?:\s*(?:an?|per|\/|every)\s*(?:hour|hr|year|yr|annum|month|week)\b)?`;
/** Words that pass a verdict on a figure. */
const VERDICT = String.raw`(?:good|fair|enough|low|decent|reasonable|normal|ok|okay|competitive|high|bad|livable|liveable|underpaid|a lot|too (?:low|little|much)|average|standard|typical|worth it)`;

/** "is 52k good", "is $68,000 a fair salary", "would 40k be enough". */
const FIGURE_VERDICT = new RegExp(
  String.raw`\b(?:is|was|are|would|does|isn'?t)\s+(?:a\s+|an\s+)?(${AMOUNT})${PERIOD}\s+(?:be\s+|sound\s+|seem\s+)?(?:a\s+|an\s+)?(?:really\s+|pretty\s+|actually\s+|still\s+|considered\s+|very\s+)?(${VERDICT})\b`,
  'i',
);
/** "is that low", "is this fair" after a figure the member said they are paid. */
const THAT_VERDICT = new RegExp(
  String.raw`\b(?:is|isn'?t)\s+(?:that|this|it)\s+(?:a\s+|an\s+)?(?:really\s+|pretty\s+|too\s+)?(${VERDICT})\b`,
  'i',
);
const PAID_FIGURE = new RegExp(
  String.raw`\b(?:pay(?:s|ing)?\s+(?:me\s+)?|paid\s+|earn(?:ing|s)?\s+|make|making|salary (?:is|of)\s+|wage (?:is|of)\s+)(?:about\s+|around\s+|only\s+|just\s+)?(${AMOUNT})`,
  'i',
);
const UNDERPAID =
  /\bam i (?:being )?(?:under|over)paid\b|\b(?:am i|i'?m) (?:being )?paid (?:fairly|enough|too little|below|under)/i;
/** "what should a junior UX designer earn", "how much does a paralegal make". */
const ROLE_EARNS =
  /\b(?:what|how much)\s+(?:should|does|do|would|can|could|will)\s+(?:a|an|the)\s+([a-z][a-z -]{2,40}?)s?\s+(?:earn|make|get paid|be paid|be earning|be making|expect to (?:earn|make))\b/i;
/** Where the question is about what to ask for, not what the market pays. */
const NOT_BENCHMARK = /\b(?:offer(?:ed|ing)?|counter|negotiat\w*|raise|pay rise|increase)\b/i;

/** Words after "for a" that end the role ("for a data analyst in Leeds with …"). */
const ROLE_END =
  /\s+(?:in|at|with|who|and|from|living|based|working|on|near|after|here|there|right|now|job|role|position)\b|[,.?!;]|$/i;
const NOT_PLACE = new Set(
  'tech it finance marketing sales retail healthcare hospitality education government consulting banking insurance my the this a an total hand cash hours person office remote house general terms year years month'.split(
    ' ',
  ),
);

function amountValue(amount: string): number | undefined {
  const m = amount.match(/(\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?)\s?([kK])?/);
  if (!m?.[1]) return undefined;
  const n = /[,.]\d{3}\b/.test(m[1]) ? Number(m[1].replace(/[,.]/g, '')) : Number(m[1]);
  return Number.isFinite(n) ? n * (m[2] ? 1000 : 1) : undefined;
}

/** The amount with the period written after it ("24" → "24 an hour"). */
function withPeriod(text: string, amount: string): string {
  const at = text.indexOf(amount);
  const m = text
    .slice(at + amount.length)
    .match(/^\s*(?:an?|per|\/|every)\s*(?:hour|hr|year|yr|annum|month|week)\b/i);
  return m ? `${amount}${m[0]}` : amount;
}

function perOf(text: string, amount: string): PayAsk['per'] {
  const at = text.indexOf(amount) + amount.length;
  const after = text.slice(at, at + 14);
  const m = after.match(/^\s*(?:an?|per|\/|every)\s*(hour|hr|year|yr|annum|month|week)\b/i);
  const unit = m?.[1]?.toLowerCase();
  if (unit === 'hour' || unit === 'hr') return 'hour';
  if (unit === 'week') return 'week';
  if (unit === 'month') return 'month';
  if (unit) return 'year';
  const value = amountValue(amount) ?? 0;
  if (/k$/i.test(amount.trim()) || value >= 10_000) return 'year';
  return undefined;
}

function roleAfter(text: string, at: RegExp): string | undefined {
  const m = text.match(at);
  if (!m || m.index === undefined) return undefined;
  const rest = text.slice(m.index + m[0].length);
  const end = rest.search(ROLE_END);
  const role = rest
    .slice(0, end < 0 ? undefined : end)
    .trim()
    .replace(/\s+/g, ' ');
  const n = role.split(' ').length;
  if (
    !role ||
    n > 5 ||
    /\d|\b(?:me|my|myself|someone|somebody|person|year|month|week|living|family|single)\b/i.test(
      role,
    )
  )
    return undefined;
  return role;
}

function placeOf(text: string, role?: string): string | undefined {
  const from = role ? text.indexOf(role) + role.length : 0;
  const m = text
    .slice(Math.max(0, from))
    .match(
      /\bin\s+([A-Za-z][a-z]+(?:\s+[A-Z][a-z]+)?)(?=\s*(?:$|[,.?!;]|\s+(?:with|for|as|at|and|after|on|area|city)\b))/,
    );
  const place = m?.[1];
  if (!place || NOT_PLACE.has(place.toLowerCase())) return undefined;
  return place.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

function yearsOf(text: string): number | undefined {
  const m = text.match(
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\+?\s*(?:years?|yrs?|yoe)\b(?:\s*(?:of\s+)?(?:experience|exp|in)\b|\s+(?:as|doing|working))?/i,
  );
  if (!m?.[1]) return undefined;
  const words = [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
  ];
  const n = /^\d/.test(m[1]) ? Number(m[1]) : words.indexOf(m[1].toLowerCase());
  // A length of time only counts as experience when the sentence says so or it is short enough
  // to be a career (not "in 30 years").
  return n >= 0 && n <= 45 ? n : undefined;
}

/** The pay-benchmark question a message asks, read from what it asks (askedOf), if any. */
export function payAskOf(text: string): PayAsk | undefined {
  const asked = askedOf(text);
  if (NOT_BENCHMARK.test(asked)) return undefined;
  let amount: string | undefined;
  let role: string | undefined;
  const figure = asked.match(FIGURE_VERDICT);
  let verdict: string | undefined;
  if (figure?.[1]) {
    amount = figure[1].trim();
    verdict = figure[2]?.toLowerCase();
  } else if (THAT_VERDICT.test(asked) || UNDERPAID.test(asked)) {
    verdict = UNDERPAID.test(asked) ? 'underpaid' : asked.match(THAT_VERDICT)?.[1]?.toLowerCase();
    const paid =
      text.match(PAID_FIGURE) ?? text.match(new RegExp(`\\b(?:at|on|with)\\s+(${AMOUNT})`, 'i'));
    if (paid?.[1]) amount = paid[1].trim();
    else if (!UNDERPAID.test(asked)) return undefined;
  } else {
    const earns = asked.match(ROLE_EARNS);
    if (!earns?.[1]) return undefined;
    role = earns[1].trim();
  }
  role ??=
    roleAfter(asked, /\b(?:for|as)\s+(?:a|an)\s+/i) ??
    roleAfter(text, /\b(?:i'?m|i am|work(?:ing)? as)\s+(?:a|an)\s+/i);
  const level = (role ?? asked).match(
    /\b(junior|entry[- ]level|graduate|trainee|mid[- ]level|senior|lead|principal|staff)\b/i,
  )?.[1];
  const said = amount ? withPeriod(text, amount) : undefined;
  return {
    amount: said,
    value: amount ? amountValue(amount) : undefined,
    per: amount ? perOf(text, amount) : undefined,
    role,
    place: placeOf(text, role),
    years: yearsOf(text),
    level: level?.toLowerCase(),
    verdict,
    age: /\bmy age\b|\bfor (?:someone|a) \d{2}\b|\b(?:i'?m|i am|at) \d{2}(?:\s*(?:years? old|yo|y\/o))?(?=[\s,.?!]|$)(?![\s]*(?:an?|per)\s+hour)/i.test(
      text,
    ),
  };
}

const group = (n: number) => Math.round(n).toLocaleString('en-US');

/** What the member's own figure is, put in the units job ads use: no market figure, only theirs. */
function figureLine(ask: PayAsk): string | undefined {
  const { amount, value, per } = ask;
  if (!amount) return undefined;
  const symbol = amount.match(/[$£€]/)?.[0] ?? '';
  if (per === 'hour' && value)
    return `${amount} is about ${symbol}${group(value * 40 * 52)} a year full time (40 hours × 52 weeks), before tax; compare it with hourly ads as it is, or with yearly ones converted the same way.`;
  if (per === 'month' && value)
    return `${amount} is ${symbol}${group(value * 12)} a year; check whether it is before or after tax, because ads and surveys quote yearly pay before tax.`;
  if (per === 'week' && value)
    return `${amount} is ${symbol}${group(value * 52)} a year; ads and surveys quote yearly pay before tax, so compare on that basis.`;
  return `Compare ${amount} as base pay before tax: ads and surveys quote that, so leave bonus, overtime and benefits out of the comparison and weigh them separately.`;
}

/** How experience moves the comparison, on the member's own years or level. */
function experienceLine(ask: PayAsk): string {
  const { years, level } = ask;
  if (years !== undefined) {
    const band =
      years <= 1
        ? 'entry level'
        : years <= 4
          ? 'between junior and mid-level'
          : years <= 8
            ? 'mid-level to senior'
            : 'senior';
    return `With ${years} year${years === 1 ? '' : 's'} of experience you sit ${band}: compare with ads that ask for about that much, not with graduate schemes or senior posts under the same title, because pay usually rises fastest over the first five years in a role.`;
  }
  if (level)
    return `At ${/^[aeiou]/i.test(level) ? 'an' : 'a'} ${level} level, compare with ads at that level only: the same title pays very differently from entry level to senior, and pay usually rises fastest over the first few years.`;
  return 'Experience moves it most: the same title pays very differently at entry level and at senior level, so compare with ads that ask for about as many years as you have.';
}

/** The reply to a pay-benchmark question: how to check, what their figure means, one question. */
export function payBenchmarkLines(ask: PayAsk, hello: string): string[] {
  const role = ask.role ? ask.role.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()) : undefined;
  const forRole = role ? ` for ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}` : ' for your role';
  const inPlace = ask.place ? ` in ${ask.place}` : '';
  const title = role ?? 'your job title';
  const judged =
    ask.verdict === 'underpaid'
      ? `Whether you are underpaid at ${ask.amount}${role ? ` as ${forRole.replace(' for ', '')}` : ''}${inPlace}`
      : `Whether ${ask.amount} is ${ask.verdict && !/^(?:a lot|underpaid|worth it)$/.test(ask.verdict) ? ask.verdict : 'good'}${forRole}${inPlace}`;
  const direct = ask.amount
    ? `${judged} depends on where the figure sits in the range for that role, level and place. I won't guess a market figure, but you can find the real range in about an hour, and then the answer is plain.`
    : `What${forRole.replace(' for', '')} should earn depends on the level and the place. I won't guess a market figure, but you can find the real range in about an hour.`;
  const age = ask.age
    ? ' Age itself is not the benchmark: pay follows the role, the level and the place.'
    : '';
  const steps = [
    `**Collect three independent sources.** About ten job ads for ${title}${inPlace} that show a pay range; a salary survey for the field (a recruiter's yearly guide or the official pay statistics${inPlace ? ` for ${ask.place}` : ' for your region'}); and one or two people in the role, or a recruiter, asked directly. Where the three overlap is your range.`,
    `**Match the level, not just the title.** ${experienceLine(ask)}`,
    ask.amount
      ? `**Place ${ask.amount} in that range.** In the bottom quarter, you are underpaid for the level and have a case for a raise or for testing the market; around the middle, it is fair; near the top, it is good, and the next rise usually comes with a step up in level or a move.`
      : `**Place your own pay in that range.** Bottom quarter: a case for a raise or for testing the market; middle: fair; top: good, and the next rise usually comes with a step up in level or a move.`,
  ];
  const figure = figureLine(ask);
  const question = !ask.place
    ? `Where are you based${ask.amount ? `, and is ${ask.amount} your base pay before tax` : ', and what do you earn now'}?`
    : ask.years === undefined && !ask.level
      ? `How many years have you done this work${ask.amount ? '' : ', and what do you earn now'}?`
      : 'What do you want the number for: asking for a raise, weighing an offer, or deciding whether to move?';
  return [
    `${hello}${direct}${age}`,
    '',
    'How to check it:',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    ...(figure ? ['', figure] : []),
    '',
    question,
  ];
}
