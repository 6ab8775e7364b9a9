/** Ordinal words, spelled out or as numerals, first to fifth: "second" and "2nd" → 2. */
export const ORDINAL_NUMBERS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
};
