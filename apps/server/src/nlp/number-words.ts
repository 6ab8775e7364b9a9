/**
 * Number words as members write them, shared by the risk reader's counts ("took thirty") and the
 * offline coach's figures ("three options", "two interviews"): one table, so a word read as a
 * number in one place is read the same way everywhere.
 */

/** One to ten: the counts a member names in words for options, offers, interviews or days. */
export const CARDINALS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** Larger and rounded counts too, for quantities such as pills or drinks ("a dozen", "forty"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...CARDINALS,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  dozens: 24,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  hundred: 100,
  hundreds: 200,
};

/** A small count spelt out for prose ("these three do"); figures from eleven on. */
export function spellCount(n: number): string {
  return Object.keys(CARDINALS).find((w) => CARDINALS[w] === n) ?? String(n);
}
