/**
 * A question whose object is kinds of work ("what jobs would suit …", "are there any other
 * careers …", "jobs for people who …", "job opportunities with a business degree") asks for job
 * ideas, whatever the story's other topic words: read from the form of the question sentences and
 * the subject line (the head noun is a plural of job, career, role, position or field, asked
 * after with what / which / any / some / other, or named at the start of a subject line and
 * followed by what the jobs must fit; "what job should …" asks the same of one job, and a question
 * that is only a noun phrase about kinds of work asks for them). A sentence about jobs applied to ("I applied to 50 jobs,
 * what am I doing wrong?") or counted ("how many jobs …") is about a search, not ideas.
 */

const KINDS = String.raw`(?:jobs|careers|roles|positions|fields|professions|job (?:ideas|options|opportunities)|(?:kinds?|types?|sorts?|lines?) of (?:work|jobs?|careers?|roles?))`;

/** "what jobs", "what are some creative jobs", "any other careers", "which kind of work". */
const ASKED_FOR = new RegExp(
  String.raw`\b(?:what|which|any|some|other)\b(?:\s+[\w'&-]+){0,5}?\s+${KINDS}\b`,
  'i',
);

/** "which career would suit me", "what job should a beginner aim for": one job asked for by what it is. */
const WHICH_ONE =
  /\b(?:what|which)\s+(?:kind of |type of |sort of |other )?(?:job|career|role|field|profession|line of work)\s+(?:should|would|could|can|will|is|fits?|suits?|pays?)\b/i;

/** A question that is only a noun phrase about kinds of work ("Remote design job openings?"). */
const BARE_KINDS =
  /^(?:[\w'&/-]+\s+){0,5}?(?:jobs|careers|roles|positions|job (?:ideas|options|opportunities|openings))\s*\?$/i;

/** A subject line that starts with the kinds of work and says what they must fit. */
const SUBJECT_KINDS = new RegExp(
  String.raw`^(?:[\w'&-]+\s+){0,3}?${KINDS}\s+(?:for|in|near|within|with|without|that|where|who|to)\b`,
  'i',
);

/** The jobs are ones applied to, interviewed for or counted: a search, not a question of ideas. */
const SEARCHED =
  /\b(?:appl(?:y|ied|ying)|interview\w*|rejected|rejections?|how many|hundreds|ghost\w*|hiring process|reply|replies|callbacks?)\b|\b\d+\s+(?:jobs|roles|positions)\b/i;

export function kindsOfWorkAsked(questions: string[], subject = ''): boolean {
  // A subject line worded as a question without its mark ("Are there jobs open to me before
  // the 4th") asks as a question does.
  const asking = /^(?:is|are|any|what|which|where)\b/i.test(subject.trim()) && !/\?/.test(subject);
  const asks = [...questions, ...(asking ? [subject] : [])].some(
    (q) =>
      (ASKED_FOR.test(q) || WHICH_ONE.test(q) || BARE_KINDS.test(q.trim())) && !SEARCHED.test(q),
  );
  const titled =
    subject.split(/\s+/).length <= 20 &&
    SUBJECT_KINDS.test(subject.trim()) &&
    !SEARCHED.test(subject);
  return asks || titled;
}
