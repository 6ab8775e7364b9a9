/**
 * OCR misreads a capital I as a vertical bar: "|nnovation", "M|T", "| am". A bar is read as I when
 * it stands between letters, starts a word before lowercase letters, or stands alone as a word where
 * the pronoun goes (starting a line or a sentence, or before a verb that follows "I"). A bar with
 * spaces around it elsewhere is a separator ("Skills | Python | SQL") and stays.
 */
const BETWEEN_LETTERS = /(?<=\p{L})\|(?=\p{L})/gu;
const WORD_START = /(?<![\p{L}\p{N}|])\|(?=\p{Ll})/gu;
const PRONOUN_AT_START = /(?<=^|[.!?:]\s+|["“(]\s*)\|(?=\s+\p{Ll})/gmu;
const PRONOUN_BEFORE_VERB =
  /(?<=\s)\|(?=\s+(?:am|was|have|had|will|would|can|could|led|built|managed|worked|want|need|think|believe)\b)/gu;
const PRONOUN_CONTRACTION = /(?<![\p{L}\p{N}])\|(?=['’](?:m|ve|d|ll)\b)/gu;

export function repairOcrText(text: string): string {
  if (!text.includes('|')) return text;
  return text
    .replace(BETWEEN_LETTERS, 'I')
    .replace(WORD_START, 'I')
    .replace(PRONOUN_AT_START, 'I')
    .replace(PRONOUN_BEFORE_VERB, 'I')
    .replace(PRONOUN_CONTRACTION, 'I');
}
