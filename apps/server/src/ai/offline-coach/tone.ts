import { escapeRegExp } from '../../lib/regexp.js';

/**
 * The register of a draft: "less formal", "more casual", "friendlier" make it conversational;
 * "more formal", "more professional" make it formal. Only the wording of register changes
 * (contractions, greeting and sign-off, stiff set phrases); what the draft asks for, its figures
 * and names stay word for word.
 */

export type Register = 'casual' | 'formal';

const CASUAL_ASK =
  /\b(?:less\s+(?:formal|stiff|corporate|robotic)|more\s+(?:casual|relaxed|informal|friendly|conversational|human|natural)|(?:casual|friendlier|warmer|relaxed|informal|chattier)\b)/i;
const FORMAL_ASK =
  /\b(?:more\s+(?:formal|professional|polished|polite)|less\s+(?:casual|informal|chatty)|(?:formal|professional)\s+(?:version|tone))\b/i;

/** The register a short follow-up asks for, if it asks about tone at all. */
export function registerAsked(text: string): Register | undefined {
  if (FORMAL_ASK.test(text)) return 'formal';
  if (CASUAL_ASK.test(text)) return 'casual';
  return undefined;
}

/** Pairs of formal → casual wording, matched whole-word and case-kept at the start. */
const PAIRS: Array<[formal: string, casual: string]> = [
  ['I am writing to', 'I wanted to'],
  ['I would like to', "I'd like to"],
  ['I would be', "I'd be"],
  ['I would', "I'd"],
  ['I am', "I'm"],
  ['I will', "I'll"],
  ['I have', "I've"],
  ['we are', "we're"],
  ['you are', "you're"],
  ['it is', "it's"],
  ['that is', "that's"],
  ['there is', "there's"],
  ['do not', "don't"],
  ['does not', "doesn't"],
  ['did not', "didn't"],
  ['cannot', "can't"],
  ['will not', "won't"],
  ['would not', "wouldn't"],
  ['is not', "isn't"],
  ['are not', "aren't"],
  ['Thank you very much', 'Thanks a lot'],
  ['Thank you', 'Thanks'],
  ['Could you please', 'Could you'],
  ['in order to', 'to'],
  ['regarding', 'about'],
  ['at your earliest convenience', 'when you get a chance'],
  ['I look forward to hearing from you', 'Talk soon'],
];

function swap(text: string, from: string, to: string): string {
  return text.replace(
    new RegExp(`(?<![\\p{L}'’])${escapeRegExp(from)}(?![\\p{L}'’])`, 'giu'),
    (m) => (/^\p{Lu}/u.test(m) ? to.charAt(0).toUpperCase() + to.slice(1) : to),
  );
}

/** The draft (plain text, greeting and sign-off included) in the register asked for. */
export function inRegister(draft: string, register: Register): string {
  let out = draft;
  if (register === 'casual') {
    out = out
      .replace(/^Dear\s+(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?([^\n,]+),/im, 'Hi $1,')
      .replace(/^(?:Kind regards|Best regards|Regards|Yours sincerely|Sincerely),?$/im, 'Thanks,');
    for (const [formal, casual] of PAIRS) out = swap(out, formal, casual);
  } else {
    // Casual → formal: the same pairs read the other way, where the casual form is a contraction
    // or a short set phrase (never "about" back to "regarding" inside a sentence).
    out = out
      // "Hi there" names nobody: "Dear there" is not a greeting, "Hello" is.
      .replace(/^(?:Hi|Hey|Hello)\s+(?:there|all|everyone|team),/im, 'Hello,')
      .replace(/^(?:Hi|Hey|Hello)\s+([^\n,]+),/im, 'Dear $1,')
      .replace(/^(?:Thanks|Cheers|Best),?$/im, 'Kind regards,');
    for (const [formal, casual] of PAIRS) {
      if (/['’]/.test(casual) || /^(?:Thanks|Talk soon)/.test(casual))
        out = swap(out, casual, formal);
    }
  }
  return out;
}
