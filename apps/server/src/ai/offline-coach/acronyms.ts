/** An acronym as people write one: "HR", "QA", "UX", "MBAs". */
export const isAcronym = (word: string) => /^[A-Z]{2,}s?$/.test(word);

/** Lower case, except the acronyms in it as the member wrote them ("QA lead", "move into HR"). */
export function lowerKeepingAcronyms(phrase: string): string {
  return phrase
    .split(' ')
    .map((w) => (isAcronym(w) ? w : w.toLowerCase()))
    .join(' ');
}
