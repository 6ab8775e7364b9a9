import { commuteTimeIn } from './options-figures.js';

/**
 * Follow-ups that carry the conversation on rather than start a new one (ADR 026, addendum
 * "follow the figures"): "what about X?", "and if …?", "what if …?", "how about …?" and a yes/no
 * question about what was just discussed ("would that be unreasonable?"). They are about X within the
 * topic of the previous answer, so they are answered on that topic, not from the few words they
 * carry (which pick an unrelated situation or the general moves). Read by form, never by topic.
 */

/** "What about the commute, …", "and if I go to 3 days?", "how about …", "but what if …". */
const ONWARD =
  /^(?:(?:so|and|but|ok(?:ay)?|also|hmm|right|then)[,.]?\s+)*(?:what about|how about|and if|what if|what happens if|and what if|but what if|and (?:the|my|her|his|their|our)\b|also (?:the|my)\b)/i;

/** A request asked about as going too far: "… too much to request …?", "would that be unreasonable?". */
const TOO_MUCH =
  /\b(?:is|would) (?:it|that|this)(?: be)? (?:too much|unreasonable|too big an ask|cheeky|pushy|a lot) to (?:ask|request|expect)\b\s*(.*?)\s*\?*\s*$/i;

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

/** Whether a short message carries the previous answer's topic on (see the file note). */
export function carriesOn(text: string): boolean {
  const t = text.trim();
  if (words(t) > 30) return false;
  return ONWARD.test(t) || TOO_MUCH.test(t);
}

/**
 * The direct first line for a question whether a request goes too far: a limited, specific request is an
 * ordinary ask, said with what keeps it so (a reason, a trial, an alternative).
 */
export function tooMuchAnswer(text: string): string | undefined {
  const m = TOO_MUCH.exec(text.trim());
  if (!m) return undefined;
  const what = (m[1] ?? '')
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bme\b/gi, 'you')
    .replace(/\bI\b/g, 'you')
    .replace(/\bI'm\b/gi, "you're")
    .trim();
  return `No, it is not too much to ask${what ? ` ${what}` : ''}. A specific, limited request with a reason, a trial period and a way to review it is an ordinary thing to put to a manager; the usual worst case is a no or a counter-proposal, not a mark against you.`;
}

/**
 * A commute time given in a follow-up, worked out: hours a week there and back over the office
 * days (five unless the conversation says otherwise), and with the weekly hours of work the
 * conversation gave, the total the job takes. Undefined when the message gives no journey time.
 */
export function commuteHoursLine(newest: string, earlier: string[]): string | undefined {
  const minutes = commuteTimeIn(
    newest,
    /\bcommut|\beach way\b|\bjourney\b|\bdrive\b/i.test(newest),
  );
  if (minutes === undefined) return undefined;
  const said = earlier.join('\n');
  const office =
    /\b(\d)\s*days?\s*(?:a week\s*)?(?:in (?:the )?office|on-?site)\b/i.exec(said)?.[1] ??
    /\b(\d)\s*days?\s*(?:a|per) week\b/i.exec(said)?.[1];
  const days = office && Number(office) >= 1 && Number(office) <= 6 ? Number(office) : 5;
  const weekly = (minutes * 2 * days) / 60;
  const hours = (h: number) => `${Math.round(h * 10) / 10} hours`;
  const worked =
    /\b(\d{2})[- ]?(?:hours?|hrs?)\s*(?:a|per|each)\s*week\b|\b(\d{2})[- ]hour weeks?\b/i.exec(
      said,
    );
  const work = Number(worked?.[1] ?? worked?.[2] ?? 0);
  const each =
    minutes >= 60 && minutes % 30 === 0 ? hours(minutes / 60) : `${Math.round(minutes)} minutes`;
  return `${each.replace(/^./, (c) => c.toUpperCase())} each way is about ${hours(weekly)} a week over ${days} day${days === 1 ? '' : 's'}, ${Math.round(weekly * 46)} hours a year${
    work >= 20 && work <= 100
      ? `; with your ${work} hours of work, that is about ${hours(work + weekly)} a week given to the job before anything else in your life`
      : ''
  }. That time belongs in the picture as much as the hours at your desk.`;
}
