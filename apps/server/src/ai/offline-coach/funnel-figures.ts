import { CARDINALS } from './numbers.js';

/**
 * The arithmetic of a job search, when the member gives its counts ("120 applications, 3
 * interviews, no offers"): the share of applications that became interviews, and where that puts
 * the problem. Under about 5 % the CV and the targeting come first; interviews without an offer
 * point at the interviews, but only once there are enough of them to judge (five or more).
 */

const NUMBER_WORDS: Record<string, number> = { ...CARDINALS, no: 0, zero: 0, a: 1, an: 1 };

function countOf(said: string, noun: RegExp): number | undefined {
  const re = new RegExp(
    `\\b(\\d{1,4}\\+?|no|zero|one|a|an|two|three|four|five|six|seven|eight|nine|ten)\\s+(?:(?:job|more|total|real|actual|phone|in-person|final|first)\\s+)?(?:${noun.source})\\b`,
    'i',
  );
  const m = re.exec(said);
  if (!m?.[1]) return undefined;
  const word = m[1].toLowerCase().replace('+', '');
  return NUMBER_WORDS[word] ?? Number(word);
}

export function funnelFigures(said: string): string | undefined {
  const applied = countOf(said, /applications?|apps|jobs applied|roles applied/);
  const interviews = countOf(said, /interviews?/);
  if (applied === undefined || interviews === undefined || applied < 10 || interviews > applied)
    return undefined;
  const offers = countOf(said, /offers?/);
  const rate = Math.round((interviews / applied) * 1000) / 10;
  const share = `${interviews} interview${interviews === 1 ? '' : 's'} from ${applied} applications is ${rate} %`;
  const where =
    rate < 5
      ? 'under about 5 %, so the CV and which roles you pick are where to start, before more volume'
      : 'a healthy rate, so the CV is doing its job and the interviews are where to look';
  const after =
    offers === 0 && interviews > 0
      ? interviews >= 5
        ? ` ${interviews} interviews without an offer is enough to look hard at how you interview: ask each company that said no for one piece of feedback.`
        : ` ${interviews} interview${interviews === 1 ? '' : 's'} without an offer is too few to judge your interviewing yet.`
      : '';
  return `**The numbers:** ${share}: ${where}.${after}`;
}
