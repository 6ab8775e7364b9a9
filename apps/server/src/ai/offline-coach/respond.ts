import type { ItemToken } from 'wink-nlp';
import { escapeRegExp } from '../../lib/regexp.js';
import { its, nlp } from '../../nlp/english.js';
import { type CoachRequest, memberName } from '../coach.js';
import { alreadySaid, FORWARD_QUESTIONS } from './already.js';
import { answerFor, type CardHit, cardLines } from './answers.js';
import {
  type ArtefactAsk,
  artefactAsk,
  type Built,
  buildArtefact,
  MOST,
  type Needed,
  profileOf,
  purposeOf,
  threadDraft,
} from './artefacts.js';
import {
  askForm,
  asksWithoutMark,
  goodNewsSubject,
  type NonRequest,
  namesDifficulty,
  nonRequest,
  questionsOf,
} from './asks.js';
import { linesReply, pastedLines } from './bullet-lines.js';
import { choiceAsked, whichOfTwo } from './choice.js';
import { type CoachRef, coachesWork, coachRef, domainOf, openCoachFor } from './coaches.js';
import { compose, suggestionsFor } from './compose.js';
import { cvFaults } from './cv-check.js';
import { looksLikeCv, looksLikePastedCv, PASTED_CV } from './cv-facts.js';
import { directAnswer } from './direct.js';
import { mentionsOf, type WrittenDraft, writtenDraft } from './drafts.js';
import {
  discussion,
  generalDiscussion,
  generalExplanation,
  type InfoKind,
  infoAsk,
} from './explain.js';
import { explainOf } from './explanations.js';
import {
  barelyWrong,
  type Fact,
  factsOf,
  latest,
  mergeFacts,
  nameCorrection,
  wrongValue,
} from './facts.js';
import { clauses, factClause, lead, nounPhrase, situation } from './frames.js';
import { funnelFigures } from './funnel-figures.js';
import { COMMON_INTENTS, type IntentId } from './intents.js';
import { type Entry, LIBRARY, type Step } from './knowledge.js';
import { aboutWork, lifeReply, lifeTopicOf, WORK_FRAMED } from './life-topics.js';
import { moneyFigures } from './money-figures.js';
import { offerFigures } from './offer-figures.js';
import { carriesOn, commuteHoursLine, tooMuchAnswer } from './onward.js';
import { generalOpenQuestion, hiringOrg, openQuestion, ownOrg } from './open-questions.js';
import { partTimeFigures } from './part-time.js';
import { type PartialStep, partialSteps } from './partial.js';
import { payAskOf, payBenchmarkLines } from './pay-question.js';
import { choose, hash, listJoin, quote, upperFirst, withArticle } from './plan.js';
import {
  questionClause,
  sameAccount,
  seriousLine,
  situationSentence,
  storiesOf,
  theirQuestionReflected,
} from './reflect.js';
import {
  askedOf,
  contentOf,
  type Hit,
  lemmas,
  RELEVANT_SCORE,
  rankSteps,
  retrieve,
  situationOf,
} from './retrieve.js';
import { roleGapLines } from './role-gap.js';
import { findRole } from './roles-match.js';
import { askOf, type ConversationState, itemsOf, stateOf } from './state.js';
import { type Condition, fits, readSituation } from './status.js';
import { rewriteSummary, targetPhrase } from './summary-rewrite.js';
import { askWith, detailFor, nounLemmas, theirWords } from './tailor.js';
import { asksHowToReply, changeLead, replyAnswer, withoutRepeats } from './thread.js';
import { inRegister } from './tone.js';
import { objectLeftOut, type Understanding, understand } from './understand.js';
import { entryVerdict } from './verdict.js';
import { type Worked, workedAnswer } from './worked-figures.js';
import { workedThread } from './worked-thread.js';

export { partTimeFigures };

/**
 * The offline coach's turn, coached the way trained coaches work (GROW: goal, reality, options,
 * will): it reflects what the member said in one sentence using their own facts, gives what helps
 * now (steps, numbers, a script from the library, knowledge.ts), and asks one good question; a
 * thread closes with a short plan the member can save ("### Your plan": goal, first step, when).
 *
 * Requests the coach's own plans answer from the member's files (CV summary and bullets, cover
 * letters, readiness for a named role; compose.ts) still go there; every other request, and any
 * message that tells a story, is answered from the library. Nothing is ever answered with a menu
 * of what the coach can do, and nothing outside the coach's field is refused: it gets a short
 * answer and a link to an open coach whose field it is.
 *
 * Follow-ups ("shorter", "3 options", "the second point", "more on that", "actually it's 90k") act
 * on the previous answer, read back from the stored conversation (state.ts).
 */

export interface Turn {
  reply: string;
  suggestions: string[];
}

/** Intents whose plans work from the member's CV or a named role: compose.ts answers them. */
const FILE_INTENTS: ReadonlySet<IntentId> = new Set<IntentId>([
  'cv-summary',
  'cv-bullets',
  'cover-letter',
  'role-readiness',
  'networking-message',
  'personal-brand',
  'profile-overview',
  'calming-exercise',
]);

/** A message this long tells a situation: without a CV to work from, the library answers it. */
const STORY_WORDS = 40;

/** Below this BM25 score nothing in the library fits: ask for the one thing that would. */
const MIN_SCORE = RELEVANT_SCORE;
/** Situations about moving into another role, where that role's demands help (role-gap.ts). */
const ROLE_MOVES = new Set(['career-change', 'choose-path', 'promotion', 'job-ideas']);

const CLOSING =
  /\b(make (?:me )?a plan|what'?s (?:my|the) plan|sum (?:it|this) up|wrap (?:it|this) up|next steps?\b.*\?|i'?ll (?:do|try) (?:that|it|this)|sounds (?:good|like a plan)|let'?s do (?:it|that)|that helps)\b/i;

const lowerFirst = (s: string) =>
  /^(?:[A-Z][a-z]|A )/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

function seedOf(request: CoachRequest): number {
  return hash(`${request.agent.id}|${request.history.length}|${request.message.content}`);
}

/** The request as it was when the member sent their `index`-th message. */
function requestAt(request: CoachRequest, index: number): CoachRequest {
  let seen = -1;
  for (let i = 0; i < request.history.length; i++) {
    const turn = request.history[i];
    if (turn?.role !== 'user') continue;
    seen += 1;
    if (seen === index) {
      return {
        ...request,
        history: request.history.slice(0, i),
        message: { content: turn.content, attachments: [] },
      };
    }
  }
  return request;
}

/** Whether this message is answered from the library (else from compose.ts's plans). */
function fromLibrary(request: CoachRequest, u: Understanding): boolean {
  if (u.intent === 'unclear') return true;
  // A standing the library knows (a performance plan, a lost job, a question about a permit) is
  // answered from it: a plan of the coach's own field would answer another situation. A CV to
  // work on, or a request for one of the file plans, still goes to the plans.
  const { conditions } = stateOf(request).reading;
  if (
    !hasCv(request) &&
    !FILE_INTENTS.has(u.intent) &&
    ['on-plan', 'job-lost', 'legal-status'].some((c) => conditions.has(c as Condition))
  )
    return true;
  // Two jobs set side by side to choose from (choice.ts, read from the question's form and its
  // objects) are the library's choice entry: a plan of the coach's own field picked by a topic
  // word ("64k" → the salary plan) answers another question.
  const text = request.message.content;
  const subject = text.split('\n')[0] ?? '';
  if (
    !hasCv(request) &&
    !FILE_INTENTS.has(u.intent) &&
    (choiceAsked(questionsOf(text), subject) === 'choose-between-jobs' ||
      whichOfTwo(questionsOf(text), subject, text))
  )
    return true;
  // The member's own money (a budget, savings, debt, a pension): the library's entry for it answers
  // even a short question, since the pay plans of compose.ts are about offers and a career move.
  if (!hasCv(request) && !FILE_INTENTS.has(u.intent)) {
    const hit = topicOf(request, stateOf(request));
    if ((hit?.entry.household || hit?.entry.narrow) && hit.score >= MIN_SCORE) return true;
  }
  const story = words(request.message.content) > STORY_WORDS;
  if (COMMON_INTENTS.has(u.intent)) return story;
  if (!u.inDomain) return true;
  if (FILE_INTENTS.has(u.intent)) return story && !hasCv(request);
  // Interview questions drawn from the member's own CV, when there is one.
  if (u.intent === 'interview-prep' && hasCv(request)) return false;
  // A plan is chosen by the intent of the whole message. When the member's question names no
  // topic of its own ("What am I doing wrong?") and the story names a situation the library knows
  // (months of applications, a few interviews, no offer: a stalled search), a word of the
  // background ("interviews") does not pick the plan: the situation answers.
  const asked = questionsOf(text);
  if (
    !story &&
    !hasCv(request) &&
    asked.length &&
    !contentOf(asked.join('\n')) &&
    situationOf(queryOf(stateOf(request)), askedOf(text), request.agent.id, asked.join('\n'))
  )
    return true;
  // The interview plan fits an interview still to come (status.ts interview-ahead). A member who
  // holds an offer and names no interview ahead mentions an interview as background ("where I did
  // the final interview"): the situation the library finds for the thread answers instead.
  if (!story && !hasCv(request) && u.intent === 'interview-prep') {
    const state = stateOf(request);
    const standing = state.reading.conditions;
    if (standing.has('has-offer') && !standing.has('interview-ahead') && topicOf(request, state))
      return true;
  }
  // A short request of the coach's own field: compose.ts's plan for it, worded from the message.
  return story;
}

/**
 * The facts a card reply may use: those written in the question it answers or in a short subject
 * line, and a role or an employer only where the member states it as their own ("as a
 * housekeeper", "I'm a nurse", "I work at Acme"): a role elsewhere is often the one they applied
 * for or a relative's, and reads wrongly as theirs ("As a manager").
 */
function questionFacts(state: ConversationState, hit: CardHit): Fact[] {
  const first = state.anchor.split('\n')[0] ?? '';
  const asked = `${hit.asked}\n${words(first) <= 25 ? first : ''}`;
  const own = (f: Fact) =>
    f.kind === 'place'
      ? false // "In US": a place reads right only with the article the member may have left out.
      : f.kind === 'role'
        ? !/\b[a-z]{1,2}\b/.test(f.text) &&
          (new RegExp(
            `\\b(?:i['’]?m an?|i am an?|i work as an?|working as an?)\\s+${escapeRegExp(f.text)}\\b`,
            'i',
          ).test(state.anchor) ||
            new RegExp(`\\bas an?\\s+${escapeRegExp(f.text)}\\b`, 'i').test(asked))
        : f.kind === 'org'
          ? new RegExp(`\\bi (?:work|worked) (?:at|for)\\s+${escapeRegExp(f.text)}\\b`, 'i').test(
              state.anchor,
            )
          : // Where they work and the interview stage they reached are read only from words of
            // their own about it (facts.ts), so they are theirs wherever the message says them.
            f.kind === 'workplace' || f.kind === 'stage'
            ? true
            : asked.includes(f.text);
  return anchorFacts(state).filter(own);
}

/** A request to write or check something of the member's (a draft, their CV) is work, not a question. */
const WORK_ASK =
  /\b(?:write|draft|rewrite|redo|review|check|proofread|improve)\s+(?:me\s+)?(?:my|a|an|this|the)\b/i;

/** The answer card (answers.ts) for the message, unless it brings a file or asks for a draft. */
function cardFor(request: CoachRequest) {
  if (request.message.attachments.length || WORK_ASK.test(request.message.content))
    return undefined;
  // A situation the library has a narrow entry for (a lower salary with a better pension, a
  // former peer now reporting to them) is answered from it: a card answers the general question
  // that shares its words ("is my salary fair?").
  const narrow = topicOf(request, stateOf(request));
  if (narrow?.entry.narrow && narrow.score >= MIN_SCORE) return undefined;
  // Read with the whole conversation's standing: "It's the US, an F-1" after a question whether a
  // visa allows work is still that question.
  return answerFor(request.message.content, stateOf(request).reading);
}

function hasCv(request: CoachRequest): boolean {
  return Boolean(
    request.user.context?.cv || request.message.attachments.some((a) => a.kind === 'text'),
  );
}

/**
 * Whether the reply to the member's `index`-th message came from compose.ts's plans: derived
 * again from the stored conversation, so a follow-up goes to whoever wrote the answer it refers to.
 */
function answeredByPlans(request: CoachRequest, index: number): boolean {
  const at = requestAt(request, index);
  const state = stateOf(at);
  const u = understand(at);
  if (request.safety?.careful) return true;
  if (state.ask) {
    if (!['shorter', 'more', 'ordinal'].includes(state.ask.kind) || !u.followUp) return false;
    return answeredByPlans(request, state.anchorIndex);
  }
  if (u.intent === 'greeting' || u.intent === 'thanks') return false;
  if (artefactTurn(at, state)) return false;
  if (cardFor(at)) return false;
  return !fromLibrary(at, u);
}

/** How much of each member turn the library is searched with. */
const QUERY_CHARS = 400;

/**
 * What the library is searched with: every member turn so far, the newest twice, and its first
 * line (a subject line or opening question, the gist of a long message) twice more.
 */
export function queryOf(state: ConversationState, upTo = state.userTurns.length - 1): string {
  // Each turn's opening: people state their situation first, and a long story's later details
  // (the holiday they mention in passing) otherwise outweigh it.
  const turns = state.userTurns.slice(0, upTo + 1).map((t) => t.slice(0, QUERY_CHARS));
  const current = turns.at(-1) ?? '';
  const gist = current.split('\n')[0] ?? '';
  // What they ask weighs more than the background they give.
  const asked = askedOf(state.userTurns[upTo] ?? '').slice(0, QUERY_CHARS);
  return [...turns, current, gist, gist, asked, asked].join('\n');
}

// ——— Filling the member's facts in ————————————————————————————————————————————————

function slotValue(facts: Fact[], kind: string, text = ''): string | undefined {
  if (['spent', 'role1', 'arole1', 'applied', 'at'].includes(kind)) {
    // For a question built on their facts: only a fact their words make theirs, read as
    // frames.ts reads it (time spent, "for 3 years"; a role they claim; applications they sent;
    // their employer), and no role that names a stage rather than a line of work ("student").
    const wanted: Fact['kind'] =
      kind === 'spent' ? 'duration' : kind === 'at' ? 'org' : kind === 'applied' ? 'count' : 'role';
    const found = [...facts]
      .reverse()
      .find(
        (f) =>
          f.kind === wanted &&
          factClause(f, text) &&
          (kind !== 'applied' || /\bapplications$/i.test(f.text)) &&
          (wanted !== 'role' ||
            !/\b(?:student|graduate|grad|worker|employee|intern|person|like)\b/i.test(f.text)),
      );
    const value =
      kind === 'spent' ? found?.text.toLowerCase().replace(/\byrs?\b/, 'years') : found?.text;
    return value && kind === 'arole1' ? withArticle(value) : value;
  }
  if (kind === 'duration') {
    return [...facts]
      .reverse()
      .find((f) => f.kind === 'duration' && /(year|yr|month)s?$/i.test(f.text))?.text;
  }
  if (kind === 'experience') {
    // Only a duration written as time in work: "applying for 4 months" is not experience.
    return [...facts].reverse().find((f) => f.kind === 'duration' && f.worked)?.text;
  }
  if (kind === 'arole') {
    const role = latest(facts, 'role');
    return role ? `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}` : undefined;
  }
  if (kind === 'money') {
    // The first amount of the newest message that gave one: "an offer of $85k, I make $80k".
    const money = facts.filter((f) => f.kind === 'money');
    const turn = money.at(-1)?.turn;
    return money.find((f) => f.turn === turn)?.text;
  }
  // An offer's slots ("Thank you for the offer of …", a counter above it) take only an amount not
  // said as the member's own money: "I make 3,200 after tax" is pay, never an offer to answer.
  if (kind === 'ofmoney') {
    const money = slotValue(
      facts.filter((f) => f.as !== 'own'),
      'money',
    );
    return money ? ` of ${money}` : undefined;
  }
  if (kind === 'counter') {
    // Above the larger amount of the newest message that gave one ("offered 71k, I'm on 64k"):
    // a counter is never below what is already on the table.
    const money = facts.filter((f) => f.kind === 'money' && f.as !== 'own');
    const turn = money.at(-1)?.turn;
    const counters = money
      .filter((f) => f.turn === turn)
      .map((f) => counterOf(f.text))
      .filter((c): c is { text: string; value: number } => Boolean(c));
    return counters.sort((a, b) => b.value - a.value)[0]?.text;
  }
  // The organisation they applied to or were offered by, and their own employer, each only when
  // the story makes its side plain (open-questions.ts).
  if (kind === 'home') {
    // Where the member lives, only as they say it of themselves ("I'm in Ohio", "I live in
    // Leeds", "based in Canada"): a place where a company sits or a job is offered is not home.
    const home = [...facts].reverse().find((f) => {
      if (f.kind !== 'place') return false;
      const i = text.indexOf(f.text);
      const before = i >= 0 ? text.slice(Math.max(0, i - 30), i) : '';
      return /\b(?:i(?:'m|’m| am)(?: currently| now)?(?: based| living)?|i live|we live|i'm from|i am from|living|here)\s+(?:in|from)\s+(?:the\s+)?$/i.test(
        before,
      );
    });
    return home ? factClause(home, '')?.replace(/^in /, '') : undefined;
  }
  if (kind === 'hirer') return hiringOrg(text, facts);
  if (kind === 'employer') return ownOrg(text, facts);
  if (kind === 'place') {
    // "in the US", "in the Philippines": the place as its frame reads it, article included.
    const place = [...facts].reverse().find((f) => f.kind === 'place');
    return place ? factClause(place, '')?.replace(/^in /, '') : undefined;
  }
  return latest(facts, kind as Fact['kind']);
}

/**
 * A counter about 10 % above an amount, rounded the way pay is stated and written in the member's
 * own form: "71k" → "78k", "$71,000" → "$78,000", "$22/hr" → "$24". An amount that does not read
 * as one figure ("71-75k") gives nothing, and the script keeps its words.
 */
export function counterOf(amount: string): { text: string; value: number } | undefined {
  const m = /^([£$€])?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|K)?\b/.exec(amount.trim());
  if (!m) return undefined;
  const [, currency = '', digits = '', k = ''] = m;
  const value = Number(digits.replace(/,/g, '')) * (k ? 1000 : 1);
  if (!(value > 0)) return undefined;
  const step = value >= 20_000 ? 1000 : value >= 1000 ? 100 : value >= 100 ? 5 : 1;
  const counter = Math.round((value * 1.1) / step) * step;
  const text = k
    ? `${currency}${counter / 1000}k`
    : `${currency}${counter.toLocaleString('en-US')}`;
  return { text, value: counter };
}

/** `{kind|words}`: the member's fact of that kind, else the plain words. */
export function fill(text: string, facts: Fact[]): string {
  return text.replace(/\{(\w+)\|([^}]*)\}/g, (_, kind: string, fallback: string) => {
    return slotValue(facts, kind) ?? fallback;
  });
}

const GENERIC = new Set(
  'job jobs work thing things time people company way lot year years month months week weeks day days today life someone something anything everything nothing advice help question post reddit guy guys everyone anyone person position role place kind bit type part point reason idea end start fact sense lol good best better great much many little stuff state states tldr edit update hello thanks'.split(
    ' ',
  ),
);

/**
 * A few of the member's own phrases the library does not use ("culinary school", "night shifts"):
 * runs of adjectives and nouns ending in a noun, from the first lines (the gist) first.
 */
function specifics(text: string, entry?: Entry, nounsOnly = false): string[] {
  const known = new Set(
    entry
      ? lemmas(
          `${entry.title} ${entry.about} ${entry.steps.map((s) => `${s.title} ${s.body}`).join(' ')}`,
        )
      : [],
  );
  const doc = nlp.readDoc(text.replace(/&amp;/g, '&').slice(0, 1_500));
  const chunks: string[] = [];
  let run: Array<{ word: string; lemma: string; pos: string }> = [];
  const flush = () => {
    while (run.length && run.at(-1)?.pos === 'ADJ') run.pop();
    const useful = run.filter(
      (t) => t.lemma.length >= 4 && !GENERIC.has(t.lemma) && !known.has(t.lemma),
    );
    // A phrase whose head or opening noun is a generic word ("job states", "best way") says nothing.
    const generic = run.some((t) => t.pos !== 'ADJ' && GENERIC.has(t.lemma));
    // Nouns only, when asked: an adjective in front ("big offers", "separate inbox") is often
    // the member's judgement or a typo, not the name of the thing.
    if (generic || (nounsOnly && run.some((t) => t.pos === 'ADJ'))) {
      run = [];
      return;
    }
    if (
      run.length &&
      run.length <= 3 &&
      useful.length &&
      (run.length > 1 || run[0]?.pos === 'PROPN' || (useful[0]?.lemma.length ?? 0) >= 6)
    ) {
      const phrase = run.map((t) => (t.pos === 'PROPN' ? t.word : t.word.toLowerCase())).join(' ');
      if (!chunks.includes(phrase)) chunks.push(phrase);
    }
    run = [];
  };
  doc.tokens().each((t: ItemToken) => {
    const pos = String(t.out(its.pos));
    const word = String(t.out());
    if (
      (pos === 'NOUN' || pos === 'PROPN' || pos === 'ADJ') &&
      /^[\p{L}-]+$/u.test(word) &&
      !t.out(its.stopWordFlag)
    ) {
      run.push({
        word,
        lemma: String((t.out as (f: unknown) => unknown)(its.lemma)).toLowerCase(),
        pos,
      });
    } else flush();
  });
  flush();
  return chunks.slice(0, 2);
}

/** The facts of the message being answered, else of the whole conversation. */
function anchorFacts(state: ConversationState): Fact[] {
  const recent = state.facts.filter((f) => f.turn === state.anchorIndex);
  return recent.length ? recent : state.facts;
}

// ——— The answer —————————————————————————————————————————————————————————————————————

function stepLine(step: Step, i: number, facts: Fact[], member = ''): string {
  const said = (t: string) => theirWords(fill(t, facts), member);
  return `${i + 1}. **${said(step.title)}.** ${said(step.body)}`;
}

/**
 * The open coach to point to: the one whose field the request is (when the coach's reading of the
 * request puts it outside its own field), else the first open coach of the entry when this coach is
 * not among the entry's. Never a coach that is not open.
 */
function pointerLine(
  entry: Entry | undefined,
  request: CoachRequest,
  u: Understanding,
): string | null {
  const agentId = request.agent.id;
  let home: CoachRef | undefined;
  // The coach's reading of a short request names its field; a long story is judged by its topic.
  const content = request.message.content;
  const short = words(content) <= STORY_WORDS;
  // A short statement later in a conversation ("I have about 6 months of savings") is the member
  // answering or adding to the thread: it belongs to the conversation's topic, not to the field
  // its own words suggest. Only a short message that asks something new can point elsewhere.
  const continuing = request.history.some((t) => t.role === 'assistant');
  const asksAnew = /\?\s*$/.test(content.trim()) || questionsOf(content).length > 0;
  if (continuing && short && !asksAnew) return null;
  // A draft asked for outright (a message, what to say, questions to ask, a list) is answered by
  // the coach that was asked: every coach writes them, and a topic word of the story ("holiday"
  // in a reply to an offer) does not make the request another coach's. Only the CV field's own
  // artefacts (a headline, opening lines, a subject line) may point to the CV coach.
  const drafted = artefactAsk(content);
  if (drafted && !['headline', 'opener', 'subject'].includes(drafted.kind)) return null;
  if (short && !u.inDomain && u.pointTo && u.intent !== 'unclear') {
    const ref = coachRef(u.pointTo);
    home = ref?.isActive ? ref : openCoachFor(u.intent, agentId);
  }
  // A situation of this coach's own field is answered here, unless the coach its reading points
  // to comes before it in the situation's own list (a salary question to the CV coach still
  // points to the finance coach; a decision on an offer is not sent to the self-assessment one).
  const mine = entry?.coaches.indexOf(agentId) ?? -1;
  if (home && entry && mine >= 0) {
    const theirs = entry.coaches.indexOf(home.id);
    // A stand-in for a coach that is not open is no better home than this one.
    const standIn = home.id !== u.pointTo;
    if (theirs > mine || (theirs < 0 && standIn)) return null;
  }
  // An entry of another coach's field refers only when the coach's own reading of the request
  // also puts it outside its field: a retrieved entry alone is too weak a sign (a word shared with
  // another field's situation), and a wrong referral is worse than none.
  // A story a work coach has just answered from the library is not sent on: the answer is here.
  if (!home && entry && !entry.coaches.includes(agentId) && !u.inDomain && !coachesWork(agentId)) {
    home = entry.coaches.map(coachRef).find((ref) => ref?.isActive);
  }
  if (!home || home.id === agentId) return null;
  const who = `the **${home.name}**${home.isCoachName ? '' : ' coach'}`;
  return `This sits closest to ${who} (${home.where}), which can go further with you on it: [talk to ${who.replace(/\*\*/g, '')}](/chat?agentId=${home.id}).`;
}

/**
 * The one question that moves the member forward: the entry's missing fact first, else the one of
 * its questions that takes up most of what this member wrote (their words the entry's own account
 * does not use: "stories" for someone rehearsing answers, "format" for someone told it is a panel),
 * the seed deciding only between questions their message gives no reason to prefer; never one that
 * asks for what the conversation already holds (already.ts), and failing all, a forward question.
 */
function question(entry: Entry, state: ConversationState, seed: number): string;
function question(
  entry: Entry,
  state: ConversationState,
  seed: number,
  tiedOnly: true,
): string | undefined;
function question(
  entry: Entry,
  state: ConversationState,
  seed: number,
  tiedOnly = false,
): string | undefined {
  const said = state.said;
  const open = (q: string) => !alreadySaid(q, said, state.facts);
  if (
    entry.needs &&
    !state.facts.some((f) => f.kind === entry.needs?.kind) &&
    open(entry.needs.ask)
  )
    return theirWords(entry.needs.ask, state.anchor);
  const situation = nounLemmas(`${entry.title} ${entry.about} ${entry.reflect}`);
  const theirs = nounLemmas(state.anchor);
  // A question built on their facts ("After 60 applications, how many replies came back…?")
  // is about this member, so it comes first, the one carrying most of their facts; then the
  // plain questions, by the words they share with the message.
  const slots = (q: string) => q.match(/\{\w+\|/g)?.length ?? 0;
  const built = entry.questions
    .filter((q) => slots(q) > 0)
    .sort((a, b) => slots(b) - slots(a))
    .map((q) => withFacts(q, state))
    .find((q): q is string => Boolean(q && open(q)));
  if (built) return theirWords(built, state.anchor);
  // Then a question for what this member says (an entry's `asks`, asked only when their words
  // match).
  // A plain question that shares a word of theirs the entry's own account does not use takes up
  // more of what they wrote, and wins.
  const plain = entry.questions.filter((q) => !slots(q));
  const n = plain.length;
  let best: { q: string; score: number } | undefined;
  for (let i = 0; i < n; i++) {
    const q = plain[(seed + i) % n] as string;
    if (!open(q)) continue;
    const score = [...nounLemmas(q)].filter((l) => theirs.has(l) && !situation.has(l)).length;
    if (!best || score > best.score) best = { q, score };
  }
  if (best && best.score > 0) return theirWords(best.q, state.anchor);
  const fitting = entry.asks?.find((a) => a.when.test(state.anchor) && open(a.ask));
  if (fitting) return theirWords(fitting.ask, state.anchor);
  // Then the open question (open-questions.ts) for the fact their post leaves open that would
  // most change the advice, or for their next commitment, before a stock question the seed picks.
  // A first answer asks only a question this member's post calls for (`tiedOnly`): the open
  // question whose detail their words show. A stock question the seed would pick (the entry's plain
  // questions, an open question for the situation as a whole, a forward question) is asked of every
  // member in the situation alike and adds nothing for this one: the reply ends on its steps.
  const left = openQuestion([entry.id], state.anchor, said, state.facts, seed, tiedOnly, (q) =>
    withFacts(q, state),
  );
  if (tiedOnly && !left) return undefined;
  return theirWords(left ?? best?.q ?? choose(FORWARD_QUESTIONS, seed), state.anchor);
}

/**
 * An open question (open-questions.ts) for a post no entry answers in full: first one of the
 * entries nearest to what they asked, only when their words show the detail it is for (a verbal
 * offer, severance), then the general ones (the person the story turns on, a choice's date).
 */
function openLeft(
  request: CoachRequest,
  state: ConversationState,
  seed: number,
): string | undefined {
  const text = state.anchor;
  const said = state.said;
  const near = retrieve(askedOf(text) || text, request.agent.id, 2).map((h) => h.entry.id);
  return (
    openQuestion(near, text, said, state.facts, seed, true, (q) => withFacts(q, state)) ??
    generalOpenQuestion(text, said, state.facts)
  );
}

/** Whether a question carries one of the member's facts (it was built on them). */
function builtOn(ask: string, facts: Fact[]): boolean {
  return facts.some((f) => f.text.length > 1 && ask.includes(f.text));
}

/**
 * A library question with `{kind|}` slots is built on the member's facts: it is asked only when
 * every slot has a fact of theirs of that kind (facts.ts, read the way frames.ts reads them), and
 * otherwise left for the entry's plain questions. Undefined when a slot has no fact.
 */
function withFacts(q: string, state: ConversationState): string | undefined {
  const slots = [...q.matchAll(/\{(\w+)\|[^}]*\}/g)].map((m) => m[1] as string);
  if (!slots.length) return q;
  // Two different places named (where they live, where they want to work) leave it unclear which
  // the question is about: it is not built on either.
  const places = new Set(state.facts.filter((f) => f.kind === 'place').map((f) => f.text));
  if (slots.includes('place') && places.size > 1) return undefined;
  if (slots.some((kind) => !slotValue(state.facts, kind, state.said))) return undefined;
  return q.replace(/\{(\w+)\|[^}]*\}/g, (_, kind: string) =>
    String(slotValue(state.facts, kind, state.said)),
  );
}

function reflection(
  request: CoachRequest,
  state: ConversationState,
  entry: Entry,
  text: string,
  seed: number,
  withoutQuestion = false,
  /** The phrase of their facts that leads the steps next ("with $1200 at stake"), if any. */
  stepsLead?: string,
  /** The direct answer to their question (direct.ts), said first instead of the question back. */
  answer?: string,
): string {
  const name = memberName(request);
  const first = !request.history.some((t) => t.role === 'assistant');
  // One sentence that restates their situation, their facts placed only where their kind fits;
  // left out when the sentence of theirs said back already carries those facts (no "You're a
  // nurse in Leeds … as a nurse in Leeds").
  const open = opening(text, withoutQuestion, answer);
  // Each fact once: one the sentence said back already carries is not placed again.
  const placed = situation(
    anchorFacts(state).filter((f) => !open.toLowerCase().includes(f.text.toLowerCase())),
    text,
  );
  // Also left out when the steps are led by the same phrase and the opening already says back a
  // sentence of theirs: the fact is said once, where it introduces the advice.
  const where = open && stepsLead && placed.toLowerCase() === stepsLead.toLowerCase() ? '' : placed;
  // A standing the entry is written for is said back only when the member is in it.
  const says =
    entry.for &&
    entry.reflectOpen &&
    !state.reading.conditions.has(entry.for) &&
    !entry.shows?.test(text)
      ? entry.reflectOpen
      : entry.reflect;
  const core = where
    ? choose(
        [
          `${lead(where)}, it sounds like ${says}.`,
          `So ${says}, ${where}.`,
          `From what you describe, ${where}, ${says}.`,
        ],
        seed,
      )
    : choose([`It sounds like ${says}.`, `So ${says}.`, `From what you describe, ${says}.`], seed);
  const hello = first
    ? `Hi${name ? ` ${name}` : ''}, I'm ${domainOf(request.agent.id).selfName}. `
    : '';
  // What matters most comes first (a serious matter is never replaced by a side detail), then
  // their own question in the second person, then what the situation sounds like.
  return `${hello}${open}${core}`;
}

/**
 * The reply's first words about the member's message (reflect.ts): the acknowledgement of
 * something serious in it, and their question said back in the second person; either is left out
 * when absent, never replaced by a pasted fragment of their text.
 */
function opening(text: string, withoutQuestion = false, answer?: string): string {
  const serious = seriousLine(text);
  const story = situationSentence(text);
  // Their question is said back here unless the steps are introduced with it and the opening
  // has their situation to say instead, or it is answered outright (direct.ts): an answer shows
  // which question it answers, and saying the question back before it only delays it.
  const turned =
    answer || (withoutQuestion && (story || serious)) ? undefined : theirQuestionReflected(text);
  // A question that says back the same words as their sentence just said is not said twice.
  const asked = turned && story && echoes(story, turned) ? undefined : turned;
  // With nothing else to say back, the question they asked, quoted as they wrote it: the reply is
  // then visibly about their question, not the same opening every member in the situation gets.
  const quoted = answer || serious || story || asked ? undefined : askedLine(text);
  // The answer comes first, after only an acknowledgement of something serious.
  return [serious?.line, answer, story, asked, quoted]
    .filter(Boolean)
    .map((s) => `${s} `)
    .join('');
}

/** Whether two sentences said back share most of their longer words ("what to do when …"). */
function echoes(a: string, b: string): boolean {
  const long = (s: string) => new Set(s.toLowerCase().match(/[a-z']{4,}/g) ?? []);
  const x = long(a);
  const y = [...long(b)].filter((w) => w !== 'asking' && w !== "you're");
  return y.length > 0 && y.filter((w) => x.has(w)).length / y.length >= 0.6;
}

/** "You asked “Which sites list remote weekend work?”": their question line, when one reads whole. */
function askedLine(text: string): string | undefined {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  // A message that is only its question needs no quoting back: they know what they just asked.
  if (lines.length < 2) return undefined;
  const line = quotable(lines[0] ?? '').replace(/&amp;/g, '&');
  if (!/\?$/.test(line) || words(line) < 4 || line.length > 140) return undefined;
  // A question put to the readers ("were you successful?", "anyone else?") is not theirs to quote
  // back as "You asked": the "you" in it would read as the member.
  if (/\b(?:you|your|yours|anyone|anybody|everyone|y'all|guys|reddit)\b/i.test(line))
    return undefined;
  return `You asked ${quote(line, 140)}`;
}

/** The member's concern as a noun phrase of their own words the reply has not used yet. */
function concernOf(text: string, entry: Entry | undefined, used: string): string | undefined {
  // Their words the library does not use first; failing those, any clean phrase of theirs. Only
  // a phrase of two or more nouns they name in their title or come back to (twice anywhere):
  // that is what the post is about. A phrase said once in the story is as likely a side detail
  // ("the vent session"), a single word too vague ("the information").
  const lines = text.split('\n');
  const title = lines.length > 1 ? (lines[0] ?? '') : '';
  const central = (p: string) => {
    // Every word a full word: a three-letter one is as often a typo or an abbreviation ("abd").
    if (!p.includes(' ') || p.split(' ').some((w) => w.length < 4)) return false;
    const re = new RegExp(`\\b${escapeRegExp(p)}\\b`, 'i');
    const times = text.match(new RegExp(re.source, 'gi'))?.length ?? 0;
    return re.test(title) || times >= 2;
  };
  const fresh = (list: string[]) =>
    list
      .filter((p) => !used.toLowerCase().includes(p.toLowerCase()) && central(p))
      .map((p) => nounPhrase(p, text))
      .find(Boolean);
  return (
    fresh(specifics(text, entry, true)) ??
    (entry ? fresh(specifics(text, undefined, true)) : undefined)
  );
}

function libraryAnswer(
  request: CoachRequest,
  state: ConversationState,
  hit: Hit,
  seed: number,
  options: { lead?: string; take?: number; skip?: Set<string> } = {},
): string[] {
  const entry = withoutWorkFrame(hit.entry, request, state);
  const text = state.anchor;
  const ranked = rankSteps(entry, queryOf(state, state.anchorIndex), state.reading);
  // Steps the member was given a turn ago are not given again (when enough others are left).
  const fresh = ranked.filter((s) => !options.skip?.has(fill(s.title, state.facts)));
  const steps = (fresh.length >= 2 ? fresh : ranked).slice(0, options.take ?? 3);
  // When every step was given a turn ago, the thread goes one level deeper on them instead of
  // repeating them word for word.
  const deeper = Boolean(options.skip?.size) && fresh.length < 2;
  const lines: string[] = [];
  // The steps are introduced with one of the member's facts, placed where its kind fits ("As a
  // nurse, here is what helps now:"); with none that fits, the lead-in is written without one.
  const facts = anchorFacts(state);
  const typed = clauses(
    ['role', 'org', 'place', 'money', 'duration', 'count', 'person', 'age'].flatMap((kind) =>
      facts.filter((f) => f.kind === kind).slice(-1),
    ),
    text,
  );
  const first = typed[0];
  // Their own question, turned ("whether you should quit"), leads in when no fact does: the
  // steps are then the answer to it, and the opening says back their situation instead.
  const clause = questionClause(text);
  // Their question answered outright (direct.ts) on a first answer, not on a thread going on.
  // The entry's own answer comes first when it has one for their yes/no or either-or question
  // (verdict.ts): it was written for this situation, the act's answer for any.
  const direct = options.lead
    ? undefined
    : (entryVerdict(entry, text, state.said) ??
      directAnswer(text, facts, situationSentence(text) ?? ''));
  const asked = clause?.startsWith('asking ') ? clause.slice('asking '.length) : undefined;
  // Once answered, the question is not said back in the opening; it still names what the steps
  // are about when nothing else of theirs can ("On whether you should call them, …").
  const named = asked && words(asked) <= 16 ? asked : undefined;
  const topic = direct ? undefined : named;
  const reflected =
    options.lead ??
    reflection(request, state, entry, text, seed, Boolean(topic && !first), first, direct?.line);
  lines.push(reflected, '');
  // A fact the opening already said does not lead the steps a second time.
  const leadFact = typed.find((t) => !saidIn([reflected], t));
  // Failing both, a phrase of theirs they came back to ("the final rounds").
  const concern = topic ? undefined : concernOf(text, entry, typed.join(' '));
  lines.push(
    leadFact
      ? choose(
          [
            `${lead(leadFact)}, here is what helps now:`,
            `What I would do from here, ${leadFact}:`,
            `Three moves that fit your situation ${leadFact}:`,
          ],
          seed >>> 2,
        )
      : topic
        ? choose(
            [`On ${topic}, here is what helps now:`, `What I would do about ${topic}:`],
            seed >>> 2,
          )
        : concern || named
          ? choose(
              [
                `On ${concern ?? named}, here is what helps now:`,
                `What I would do about ${concern ?? named}:`,
              ],
              seed >>> 2,
            )
          : choose(
              [
                'Here is what helps now:',
                'What I would do from here:',
                'Three moves that work in this situation:',
              ],
              seed >>> 2,
            ),
  );
  lines.push(
    ...steps.map((s, i) => stepLine(deeper ? { ...s, body: s.more } : s, i, state.facts, text)),
  );
  const proRata = partTimeFigures(state.said);
  if (proRata) lines.push('', proRata);
  // A move into a role the coach knows: what it asks for, against what the member said they have.
  const gap = ROLE_MOVES.has(entry.id) ? roleGapLines(text, state.said) : undefined;
  if (gap) lines.push('', ...gap);
  // An offer weighed against current pay: the difference, worked out.
  // From the newest message that names an amount, and only when that message names both: an
  // amount given later may correct one of them ("actually it was 45k").
  // After a correction ("80k, not 70k") the anchor as corrected carries both amounts (state.ts).
  const newest =
    state.ask?.kind === 'correction'
      ? state.anchor
      : ([...state.userTurns].reverse().find((t) => /\d/.test(t)) ?? '');
  const offered = OFFER_ENTRIES.has(entry.id) ? offerFigures(newest) : undefined;
  if (offered) lines.push('', offered);
  // A search with its counts given: the share that became interviews, and what it points to.
  const funnel = entry.id === 'search-stalled' ? funnelFigures(newest) : undefined;
  if (funnel) lines.push('', funnel);
  // The member's own money worked out on their figures (a split of their pay, the size of a fund).
  const figures = entry.household ? moneyFigures(entry.id, state.said) : undefined;
  if (figures) lines.push('', figures);
  // A script is worth its space when its own words carry the member's facts (a fact only in its
  // label leaves the same script every member in the situation gets), or when they asked for a
  // draft ("can you draft the email to my manager?"): then it is set out as that email.
  const wanted = DRAFT_ASK.exec(text);
  if (entry.script && wanted) {
    const form = /letter/i.test(wanted[1] ?? '')
      ? 'letter'
      : /e-?mail/i.test(wanted[1] ?? '')
        ? 'email'
        : 'message';
    lines.push(
      '',
      `**A draft ${form}**, to adapt:`,
      asEmail(request, state, fill(entry.script.text, state.facts), form),
    );
  } else if (
    entry.script &&
    typed.length &&
    fill(entry.script.text, state.facts) !== fill(entry.script.text, [])
  ) {
    // The script carries their facts in its words; its label names one only when the reply has
    // not said it yet (no "after 1 year" under a lead-in that already said "after 1 year").
    const label = typed.find((t) => !saidIn(lines, t));
    lines.push(
      '',
      `**${entry.script.label}**${label ? `, ${label}` : ''}:`,
      `> ${fill(entry.script.text, state.facts)}`,
    );
  }
  const pointer = pointerLine(entry, request, understand(request));
  // One good question, tied to another fact of theirs when one fits the lead ("One question, so I
  // can fit this to your situation at Acme:"); otherwise the question stands alone.
  // The question's lead: a fact the reply has not said yet, else a phrase of theirs, else none;
  // never the same fact a third time ("One question, so I can fit this to your situation with
  // $150 at stake" after the opening and the steps both said it), a quoted fragment, a bare
  // number or a stray word.
  // A first answer to a story asks only a question the post calls for (question, `tiedOnly`); a
  // thread going on (a lead given) keeps its question, the conversation's next step.
  // A stock question still belongs to this member when a sentence of their own account leads to
  // it (tailor.ts detailFor: it shares words with the question or the situation, or carries a
  // fact of theirs; it is then said with it, "Given that you …, …?"), as a card's question does.
  const stock = () => {
    if (typed.length) return undefined;
    const q = question(entry, state, seed >>> 4);
    return detailFor(text, `${q} ${entry.title} ${entry.about}`, lines.join('\n')) ? q : undefined;
  };
  const ask = options.lead
    ? question(entry, state, seed >>> 4)
    : (question(entry, state, seed >>> 4, true) ?? stock());
  if (!ask) {
    if (pointer) lines.push('', pointer);
    return lines;
  }
  // (never a fact the question itself is built on: no "In Texas, one question: … in Texas?")
  const detail = typed
    .slice(1)
    .find(
      (t) =>
        !saidIn(lines, t) && !state.facts.some((f) => t.includes(f.text) && ask.includes(f.text)),
    );
  const lead_ = detail
    ? choose(
        [
          `One question, so I can fit this to your situation ${detail}: `,
          `${lead(detail)}, one question: `,
          `To tailor the next step to you ${detail}, tell me: `,
        ],
        seed >>> 6,
      )
    : concern
      ? `One question about ${concern}: `
      : '';
  // With no fact of theirs anywhere in the reply, the question follows from the sentence of
  // theirs it is about; once the reply has said their facts, a recital before the question only
  // says them again.
  const said =
    lead_ || typed.length || builtOn(ask, state.facts)
      ? undefined
      : detailFor(text, `${ask} ${entry.title} ${entry.about}`, lines.join('\n'));
  lines.push(
    '',
    [pointer, lead_ ? `${lead_}${lowerFirst(ask)}` : askWith(said, ask)].filter(Boolean).join(' '),
  );
  return lines;
}

/**
 * Whether the reply written so far already says the fact a phrase carries ("with $1200 at stake"
 * is said once "$1200" is; "after 2 years" once "for 2 years" is).
 */
function saidIn(lines: string[], phrase: string): boolean {
  const fact = phrase
    .replace(/^(?:as an?|as|at|in|with|after|for|from)\s+/i, '')
    .replace(/\s+(?:at stake|on the table|involved|in the picture)$/i, '');
  return lines.join('\n').toLowerCase().includes(fact.toLowerCase());
}

function planBlock(entry: Entry, facts: Fact[]): string[] {
  const role = latest(facts, 'role');
  const moneyFact = [...facts].reverse().find((f) => f.kind === 'money');
  const money = moneyFact && factClause(moneyFact, '') ? moneyFact.text : undefined;
  const goal = `${entry.plan.goal}${role ? ` (as ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role})` : money ? ` (${money} in view)` : ''}`;
  return [
    '### Your plan',
    `- **Goal:** ${goal}`,
    `- **First step:** ${entry.plan.first}`,
    `- **When:** ${entry.plan.when}`,
  ];
}

/**
 * A question about how to raise something the story told ("How should I raise it with HR and my
 * coworkers?", "Should I report it to my manager?"): its object points back, so the people it
 * names are whom to tell, not the situation.
 */
function pointsBack(question: string): boolean {
  return /\b(?:bring|raise|report|tell|mention|explain|address|handle|approach|talk)\b(?: (?:up|about|on))? (?:this|it|that)\b(?! (?:is|was|job|role|company|offer|position)\b)/i.test(
    question,
  );
}

/** The library entry the conversation is about, judged on everything the member has said. */
function topicOf(request: CoachRequest, state: ConversationState, upTo?: number): Hit | undefined {
  const turns = state.userTurns.slice(0, (upTo ?? state.userTurns.length - 1) + 1);
  // A question that leaves its object to the story ("How do I tell my manager?") names the person
  // or the move, not the situation: the rest of what they ask decides it.
  const asked = questionsOf(turns.at(-1) ?? '');
  const leftOut = new Set(asked.filter((q) => objectLeftOut(q) || pointsBack(q)));
  const questions = asked.filter((q) => !leftOut.has(q));
  return situationOf(
    queryOf(state, upTo),
    turns
      .map((t) =>
        askedOf(t)
          .split('\n')
          .filter((line) => !leftOut.has(line.trim()))
          .join('\n'),
      )
      .join('\n'),
    request.agent.id,
    questions.join('\n'),
    readSituation(turns.join('\n')),
    asked.length > 0 && questions.length === 0,
  );
}

// ——— The general coaching path ————————————————————————————————————————————————————

/**
 * Member text fit to quote: markdown links become their text, and no square brackets or
 * emphasis marks survive (a quoted "[teens.](…)" would read as a link or a blank to fill in).
 */
function quotable(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[[\]*_`>#]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The member's own question: the first real question sentence of the message, if any. */
function theirQuestion(text: string): string | undefined {
  const sentences = quotable(text)
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/);
  return sentences.find((s) => /\?$/.test(s) && words(s) >= 4 && s.length <= 200);
}

/**
 * The answer when no library entry fits the member's situation (retrieve.ts situationOf): a
 * coach's general moves (GROW: the outcome they want, the facts that decide it, the options, one
 * step this week), each tied to what the member wrote (their question, their facts, their own
 * phrases), and one question that moves them forward. Better than an entry about another situation.
 */
/**
 * What in a message makes each of the general path's eight moves (generalAnswer, same order) the
 * one to give: the outcome for someone who does not know what they want, what is known from what
 * is guessed for someone working from rumours or assumptions, one small step for someone stuck,
 * the options side by side when they name options, the cost of waiting for a decision put off, a
 * person in the field for getting into one, what is written for rules and terms, and what they
 * would tell a friend for someone held back by fear.
 */
const MOVE_CUES: Array<RegExp | undefined> = [
  /\b(?:(?:don'?t|do not) know what (?:i want|to do)|not sure what (?:i want|to do)|no idea what|feel(?:ing)? lost|direction)\b/i,
  /\b(?:i (?:think|assume|guess)|probably|rumou?rs?|i heard|they might|seems? like)\b/i,
  /\b(?:stuck|overwhelm\w*|procrastinat\w*|where to (?:start|begin)|unmotivated|paraly[sz]ed)\b/i,
  /\b(?:options?|alternatives?|choices?|either)\b/i,
  /\b(?:wait(?:ing)?|put(?:ting)? (?:it )?off|hold(?:ing)? off|should i (?:stay|quit|leave))\b/i,
  /\b(?:field|industry|get into|break into|switch(?:ing)? (?:to|careers?)|transition(?:ing)? (?:to|into))\b/i,
  undefined,
  /\b(?:scared|afraid|anxious|fear|worried|nervous|terrified|panick?(?:ing|ed)?)\b/i,
];

/**
 * For each of the general path's moves (same order as MOVE_CUES), the question that asks the
 * member to take it here, in the conversation: the sentence of the outcome, the assumption they
 * are least sure of, the step, the options, the cost of waiting, the person, what is written, the
 * advice to a friend.
 */
const MOVES_FOLLOW_ON = [
  'How would you finish that sentence today: “I will know this is settled when …”?',
  'Which of your assumptions here are you least sure of, and who could tell you for certain?',
  'What is the smallest step on this you could take before the weekend?',
  'Which options would go on your list, doing nothing included?',
  'What happens if nothing changes for three more months?',
  'Who do you know, even loosely, who faced something like this before you?',
  'What does your contract, the handbook or the job ad say about it, if you have looked?',
  'If a friend came to you with this, what would you tell them to do first?',
];

/** The general path's closing questions and the messages that call for each. */
const ASK_CUES: Array<[string, (text: string) => boolean]> = [
  [
    'Which way are you leaning, and what holds you back from it?',
    // ("what should I do" asks for help, not between options; nor does "what / how should I
    // change …", which asks what to do, not which of two ways). Read in what they ask (the
    // subject line and the question sentences): "should I" or "decided" in the story is a past
    // choice or an aside.
    (t) =>
      /\b(?:(?<!\b(?:what|how|where|which|who|when|why) )should i(?! (?:do|know|expect|say|ask|look|write|put|mention|tell|wear|prepare|learn|use|be worried|worry)\b)|or should|decid\w*|choos\w*|torn)\b/i.test(
        [t.split('\n')[0] ?? '', ...questionsOf(t)].join('\n'),
      ),
  ],
  [
    'What is the one part of this you would most like settled by the end of the month?',
    (t) => questionsOf(t).length >= 3,
  ],
];

function generalAnswer(request: CoachRequest, state: ConversationState, seed: number): string[] {
  const name = memberName(request);
  const first = !request.history.some((t) => t.role === 'assistant');
  const text = state.anchor;
  // Their situation as one phrase of typed facts ("as a nurse at Acme"), left out when none fits.
  const where = situation(anchorFacts(state), text);
  // Their own phrases are not inserted here: a noun phrase torn from its sentence ("the vent
  // session") reads worse than plain words. The subject is "this" unless their facts name it.
  const form = askForm(text);
  const subject = where ? `your situation ${where}` : 'this';
  const hello = first
    ? `Hi${name ? ` ${name}` : ''}, I'm ${domainOf(request.agent.id).selfName}. `
    : '';
  const trailing = where ? `, ${where}` : '';
  // One sentence that reflects their situation: something serious first, their question in the
  // second person; the title is never pasted.
  // Their question answered outright (direct.ts) opens the reply, before what it says back.
  const ours = asksNow(state)
    ? directAnswer(text, anchorFacts(state), situationSentence(text) ?? '')
    : undefined;
  const open = opening(text, false, ours?.line);
  const reflect =
    form?.kind === 'either' && !ours
      ? `${seriousLine(text) ? `${seriousLine(text)?.line} ` : ''}So you are choosing between ${form.a} and ${form.b}${trailing}.`
      : open
        ? open.trim()
        : where
          ? `${lead(where)}, let's work out what to do next.`
          : '';
  const asked = theirQuestion(text);
  // Their question as the topic the steps are about ("whether you should quit"), when it turned.
  const clause = questionClause(text);
  const topic = clause?.startsWith('asking ') ? clause.slice('asking '.length) : undefined;
  // Failing their question, a phrase of theirs they came back to ("the night shifts").
  const concern = topic || where ? undefined : concernOf(text, undefined, '');
  const role = latest(state.facts, 'role');
  const org = latest(state.facts, 'org');
  // An amount only when it reads as money ("$85k", not "401k").
  const moneyFact = [...state.facts].reverse().find((f) => f.kind === 'money');
  const money = moneyFact && factClause(moneyFact, text) ? moneyFact.text : undefined;
  const duration = latest(state.facts, 'duration');
  // A length of time only where the member wrote it as time spent ("for 3 years").
  const spent = state.facts
    .filter((f) => f.kind === 'duration')
    .map((f) => factClause(f, text))
    .find(Boolean);
  const person = latest(state.facts, 'person');
  // A student or graduate is what they are, not work others do: "two people who work as a
  // student" is no one to ask.
  const arole =
    role && !/\b(?:student|grad|graduate|intern|apprentice)$/i.test(role)
      ? /s$/.test(role)
        ? role
        : `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`
      : undefined;
  const who = person
    ? `your ${person}`
    : org
      ? `the person who decides at ${org}`
      : 'the person who decides';
  const short = (x: string) =>
    x.split(' ').length > 10 ? `${x.split(' ').slice(0, 10).join(' ')}…` : x;
  // What they asked how to do, when it reads as a short action of theirs ("get customers"): no
  // condition, no question, no cut-off phrase; and only when the opening has not already said it
  // back, so the reply names their goal once before the closing question.
  const goal =
    form?.kind === 'how' &&
    !(open ?? '').toLowerCase().includes(form.x.toLowerCase()) &&
    form.x.split(' ').length <= 8 &&
    !/[…?,;]|\b(?:if|when|whether)\b/i.test(form.x)
      ? form.x
      : undefined;
  // A direct first answer where the question has a form we can answer head on, then steps that
  // follow from that form and from their facts.
  let direct: string;
  let steps: string[];
  let script: string | undefined;
  /** Which of the coach's general moves leads the steps (MOVES_FOLLOW_ON), when they are those. */
  let firstMove = -1;
  // The entries that partly fit the whole message lend their most relevant steps (partial.ts) to
  // a "how do I …" question and to a message in no form we answer head on; the fixed steps and
  // the coach's general moves below answer only when no entry comes near enough.
  const borrowed: PartialStep[] =
    !form || form.kind === 'how'
      ? partialSteps(
          queryOf(state, state.anchorIndex),
          askedOf(text),
          request.agent.id,
          readSituation(text),
        )
      : [];
  const titles = [...new Set(borrowed.map((b) => lowerFirst(b.entry.title)))];
  const borrowedSteps = borrowed.map((b) =>
    stepLine(b.step, 0, anchorFacts(state), text).replace(/^1\. /, ''),
  );
  switch (form?.kind) {
    case 'either':
      direct = `My direct answer: choose the one you could still undo in six months if it turns out wrong; if both can be undone, choose the one that pays or teaches you more now, and do not wait for certainty before deciding.`;
      steps = [
        `**Cost out both.** Put ${short(form.a)} and ${short(form.b)} side by side: what each pays or costs over a year${money ? ` (set ${money} against each)` : ''}, and what you lose if it goes wrong.`,
        `**Ask someone who has done each.** One person who went each way${arole ? `, ideally ${arole}` : ''}, can tell you in ten minutes what you cannot read anywhere.`,
        `**Set a decision date.** Pick a date within two weeks, gather only the facts that would change your mind by then, and decide.`,
      ];
      break;
    case 'should':
      direct = `Short answer on whether to ${short(form.x)}: yes if it moves you towards where you want to be in six months and you can live with the worst case; if you cannot say both yet, settle those two things first.`;
      steps = [
        `**Name the worst case.** Write down what happens if you ${short(form.x)} and it goes badly, and whether you could live with that${money ? ` (with ${money} at stake)` : ''}.`,
        `**Get the deciding fact from ${who}.** Ask one direct question, in writing, so the answer is on record and not a guess.`,
        `**Decide by a date.** ${spent ? `You have been at this ${spent.replace(/^after/, 'for')}; give` : 'Give'} yourself a week, then act on what you found.`,
      ];
      break;
    case 'how':
      // The opening may already have said their question back ("You're asking how to …").
      if (borrowed.length >= 2) {
        const how = /\basking how\b/i.test(open ?? '') ? 'On that' : `On how to ${short(form.x)}`;
        direct =
          titles.length > 1
            ? `${how}, what works for ${titles[0]} and for ${titles[1]} carries over.`
            : `${how}, what works for ${titles[0]} carries over.`;
        steps = borrowedSteps;
        break;
      }
      direct = /\basking how\b/i.test(open ?? '')
        ? 'The short answer: start with one small, concrete action this week, and have someone who has done it check your plan.'
        : `The short answer to how to ${short(form.x)}: start with one small, concrete action this week, and have someone who has done it check your plan.`;
      // Their goal in their own words opens the first step when it reads as a short action of
      // theirs ("To get customers, the first action is …"): the step is then about what they
      // asked, not about any plan.
      steps = [
        `**Write the first action down.** ${goal ? `To ${goal}, the first action` : 'The first action'} is usually one message, one application or one conversation; pick yours${org ? ` (at ${org}, who would you talk to first?)` : ''}.`,
        `**Borrow someone's route.** ${arole ? `Two people working as ${arole}` : 'Two people who have done it'} can tell you in ten minutes what worked for them; ask each one question.`,
        `**Put 30 minutes in your calendar.** Do the first action in that slot, then tell me what happened; we adjust from there.`,
      ];
      break;
    case 'normal':
      direct = `Short answer: yes, what you describe${form.x ? ` (${short(form.x)})` : ''} is more common than it feels; common does not make it fine, so the useful question is what you want to do about it.`;
      steps = [
        `**Check it against two people.** Ask two people in a similar job${org ? ` outside ${org}` : ''} how it works for them; that tells you whether this is the norm or the exception.`,
        `**Check what is written.** Your contract, offer letter or handbook${org ? ` at ${org}` : ''} usually settles it; quote it if you raise it.`,
        `**Decide whether to raise it.** If it bothers you, take one concrete ask to ${who}, in person, then confirm it in writing.`,
      ];
      break;
    case 'say':
      direct = `Say it plainly and early: what happened, what you need, and by when, in two or three sentences.`;
      // Their own phrase names the topic; a quoted subject line would read as a blank filled in.
      script = `I'd like a few minutes about ${/^[“y]|^this$/.test(subject) ? 'something that matters to me' : subject}. Here is where I stand, and what I am asking for is a clear answer by the end of the week. What would work for you?`;
      steps = [
        `**Say it in person or on a call first.** Tone carries better than text${person ? `, especially with your ${person}` : ''}.`,
        `**Confirm it in writing the same day.** Two lines: what you discussed and what was agreed.`,
        `**Prepare for the pushback.** Write the one objection you fear most and your one-sentence reply to it.`,
      ];
      break;
    default:
      // "That" only refers to something the opening said back; otherwise the sentence names it.
      direct = open
        ? asked || clause
          ? `There is no single answer to that, but there is a way to get to yours quickly.`
          : `Let's turn that into a next step.`
        : asked
          ? 'There is no single answer to your question, but there is a way to get to yours quickly.'
          : "Let's turn what you wrote into a next step.";
      if (borrowed.length >= 2) {
        // The steps speak for themselves: a sentence on where the coach took them from ("the
        // nearest thing I know well is …") is about the coach's method, not the member.
        direct = '';
        steps = borrowedSteps;
      } else {
        // A coach's general moves (GROW), three of them, chosen by the message so two members
        // with no facts do not get the same block; a fact of theirs replaces the move it makes
        // concrete.
        const moves = [
          `**Name the outcome you want.** ${topic ? `On ${topic}, finish` : 'Finish'} the sentence “I will know this is settled when …” in one line; most options then sort themselves once you can say it.`,
          `**Separate what you know from what you are guessing.** Write down the two or three things you are assuming, name the person who actually knows each, and ask them one direct question.`,
          `**Pick one step you can take this week.** Choose the smallest action that fits in 30 minutes, put it in your calendar, and tell me how it went.`,
          `**Lay the options side by side.** Write down every realistic option, including doing nothing, with what each costs you and what it gets you; the right one is often clearer on paper than in your head.`,
          `**Price the cost of waiting.** Ask what happens if nothing changes for three more months; if that is worse than the risk of acting, you have your answer on timing.`,
          `**Talk it through with one person who knows the field.** A former colleague, a mentor or someone one step ahead can tell you in twenty minutes what would take weeks to find alone.`,
          `**Check what is written down.** Your contract, offer letter, handbook or the job ad often settles more than it seems; read the relevant part again before you act.`,
          `**Decide what you would tell a friend.** If a friend described this to you, what would you tell them to do first? That answer is usually closer to right than the one fear suggests.`,
        ];
        // Two moves answer only some messages: reading what is written down fits a question of
        // rules or terms, pricing the wait fits a decision put off; elsewhere they read as stock.
        const fitting = (i: number) =>
          i === 6
            ? /\b(?:contract|handbook|policy|offer letter|agreement|terms|clause|rules?|allowed|legal)\b/i.test(
                text,
              )
            : i === 4
              ? /\b(?:wait(?:ing)?|decid\w*|should i|stay|quit|leave|put off|hold off)\b/i.test(
                  text,
                )
              : true;
        // The moves their message gives a reason for come first (MOVE_CUES: a decision put off,
        // fear, guesses, being stuck, options named, a field to get into); the seed only orders
        // moves the message gives no reason to prefer.
        const pick = [0, 1, 2, 3, 4, 5, 6, 7]
          .filter(fitting)
          .map((i) => ({
            i,
            cue: MOVE_CUES[i]?.test(text) ? 1 : 0,
            k: hash(`${seed}|${i}`),
          }))
          .sort((a, b) => b.cue - a.cue || a.k - b.k)
          .slice(0, 3)
          .map(({ i }) => moves[i] as string);
        if (topic && !pick.includes(moves[0] as string)) pick[0] = moves[0] as string;
        if (org)
          pick[1] = `**Get the fact that decides it from the source.** Much of this sits with someone at ${org}: ask HR or your manager one direct question in writing, so the answer is on record.`;
        else if (arole)
          pick[1] = `**Ask someone one step ahead.** Two people who work as ${arole} can tell you in ten minutes what would take weeks to read; ask each what they would do in your place.`;
        if (money)
          pick[2] = `**Put numbers on the options.** Set ${money} against what each option costs or pays over a year; a written comparison turns a worry into a decision.`;
        steps = pick;
        firstMove = moves.indexOf(pick[0] as string);
      }
  }
  // The direct answer already stands in the opening: the form's stock first answer would be a
  // second, vaguer one.
  if (ours) direct = '';
  // With nothing of theirs to say back, a sentence such as "Let's turn that into a next step"
  // says nothing: the greeting leads straight into the steps instead.
  const filler = !reflect && (!direct || /^(?:There is no single answer|Let's turn)/.test(direct));
  const lines: string[] = filler
    ? []
    : [`${hello}${[reflect, direct].filter(Boolean).join(' ')}`.trim(), ''];
  if (script) lines.push(`> ${script}`, '');
  lines.push(
    (filler ? hello : '') +
      choose(
        [
          `What I would do from here${trailing}:`,
          // The count said is the count given.
          `${where ? `${lead(where)}, ${ORDINAL_COUNT[steps.length] ?? steps.length}` : upperFirst(ORDINAL_COUNT[steps.length] ?? String(steps.length))} ${steps.length === 1 ? 'step' : 'steps'}:`,
          concern ? `Where I would start on ${concern}:` : 'Where I would start:',
        ],
        seed >>> 5,
      ),
    ...steps.map((step, i) => `${i + 1}. ${step}`),
  );
  // A move into a role the coach knows: what it asks for, against what they said they have.
  const gap = roleGapLines(text, state.said);
  if (gap) lines.push('', ...gap);
  // No "if this is mostly about X, say so" after the question: it names a situation the reading
  // already judged not to fit, and it talks about the coach's method instead of the member.
  // The nearest situation helps pick the sentence of theirs the closing question follows from.
  const nearest = form
    ? undefined
    : retrieve(queryOf(state, state.anchorIndex), request.agent.id, 1)[0];
  const near = nearest && nearest.score >= MIN_SCORE ? nearest.entry : undefined;
  // One question that asks for nothing they already said (already.ts).
  const said = state.said;
  const asks = [
    `What would a good outcome look like for you${duration ? ' a few months from now' : ''}, and what have you already tried?`,
    `What would a good outcome look like for you${duration ? ' a few months from now' : ''}?`,
    'Which way are you leaning, and what holds you back from it?',
    'What is the one part of this you would most like settled by the end of the month?',
  ];
  // Which way they lean presupposes options they are weighing: it is asked only when their
  // message weighs some (ASK_CUES), never drawn by the seed for a "how do I …" or a story.
  const weighing = ASK_CUES[0]?.[1](text) ?? false;
  const fresh = asks.filter(
    (q) =>
      !alreadySaid(q, said, state.facts) &&
      (weighing || !q.startsWith('Which way are you leaning')),
  );
  // The question their message calls for, when it calls for one: which way they lean for a
  // decision, the one part to settle when they ask several things; else one of the others.
  const called = ASK_CUES.filter(([, cue]) => cue(text))
    .map(([ask]) => fresh.find((q) => q.replace(' a few months from now', '') === ask))
    .find(Boolean);
  // With steps borrowed from entries, one of their plain questions asks for a fact those steps
  // turn on (one with slots for facts the member may not have given is left out).
  const entryAsks = [...new Set(borrowed.map((b) => b.entry))]
    .flatMap((e) => e.questions.map((q) => ({ e, q })))
    .filter(({ q }) => !/\{/.test(q) && !alreadySaid(q, said, state.facts));
  // With nothing borrowed, the nearest situation's own question, when it shares a word with what
  // they wrote: it asks about the situation they may be in, instead of a line about the method.
  const theirs = nounLemmas(text);
  const nearAsk =
    !entryAsks.length && !topic && !concern && near
      ? near.questions
          .filter((q) => !/\{/.test(q) && !alreadySaid(q, said, state.facts))
          .map((q) => ({ e: near, q, n: [...nounLemmas(q)].filter((l) => theirs.has(l)).length }))
          .filter((x) => x.n > 0)
          .sort((a, b) => b.n - a.n)[0]
      : undefined;
  // On a first answer only a question the post calls for is asked: a lending entry's question drawn
  // by the seed, or its open question for the situation as a whole, is the same for every member
  // it lends to (see question, `tiedOnly`).
  const lentAsk = entryAsks.length && !first ? choose(entryAsks, seed >>> 3) : nearAsk;
  // A lending entry's open question (open-questions.ts) for a fact the post leaves open comes
  // before its stock questions; then the general open questions (the person the story turns on,
  // a decision's date, money for a leap).
  const lent =
    openQuestion(
      [...new Set(borrowed.map((b) => b.entry.id))],
      text,
      said,
      state.facts,
      seed >>> 3,
      first,
      (q) => withFacts(q, state),
    ) ??
    openLeft(request, state, seed >>> 3) ??
    lentAsk?.q;
  // Failing a lent question, one on what they asked how to do, in their own words ("What have
  // you already tried to get customers, and where did it stall?"): what they tried is what the
  // next answer turns on. Only for a short object that reads as an action of theirs.
  const tried =
    !lent &&
    form?.kind === 'how' &&
    form.x.split(' ').length <= 8 &&
    !/[…?]|\b(?:if|when|whether)\b/i.test(form.x) &&
    !alreadySaid('What have you already tried?', said, state.facts)
      ? `What have you already tried to ${form.x}, and where did it stall?`
      : undefined;
  // With the coach's general moves as the steps, the question takes up the move their message
  // called for first (MOVE_CUES) and asks them to make it here, instead of a stock question that
  // would ask the first step again in other words ("Name the outcome" then "what would a good
  // outcome look like?").
  const follow = firstMove >= 0 ? MOVES_FOLLOW_ON[firstMove] : undefined;
  const followOn = follow && !alreadySaid(follow, said, state.facts) ? follow : undefined;
  // Weighing two options they named ("the warehouse or the call centre"), the leaning question
  // names them, so it is about their choice rather than choices in general.
  const options =
    form?.kind === 'either' && form.a.split(' ').length <= 5 && form.b.split(' ').length <= 5
      ? `${form.a} or ${form.b}`
      : undefined;
  const leaning = (q: string) =>
    options && q.startsWith('Which way are you leaning,')
      ? q.replace('Which way are you leaning,', `Which way are you leaning, ${options},`)
      : q;
  // A first answer closes on a question only when the message calls for one (a lent or open
  // question their words show, what they tried towards their goal, the question their form asks
  // for); the follow-on of a general move restates the step above it as a question, and a stock
  // question drawn by the seed is the same for everyone: the reply then ends on its steps.
  const pick = lent ?? tried ?? called ?? (first ? undefined : followOn);
  if (first && !pick) {
    const pointer = pointerLine(undefined, request, understand(request));
    if (pointer) lines.push('', pointer);
    return lines;
  }
  const chosen = theirWords(
    leaning(pick ?? followOn ?? choose(fresh.length ? fresh : FORWARD_QUESTIONS, seed >>> 3)),
    text,
  );
  // The topic leads the question only when the answer above has not already named it, and only
  // when it reads as a topic ("On whether you should quit:"): a whole clause of theirs pasted in
  // front ("On what you should do with all of it from here on, to be fair:") is echo.
  const named = form?.kind === 'how' || form?.kind === 'should';
  const brief = (x: string | undefined) => (x && x.split(' ').length <= 6 ? x : undefined);
  const ask =
    brief(topic) && !named
      ? `On ${topic}: ${lowerFirst(chosen)}`
      : brief(concern) && !tried
        ? `On ${concern}: ${lowerFirst(chosen)}`
        : chosen;
  const pointer = pointerLine(undefined, request, understand(request));
  // A bare question follows from the sentence of theirs it is about, when one fits.
  const said_ =
    brief(topic) || brief(concern) || lent || tried
      ? undefined
      : detailFor(text, near ? `${chosen} ${near.title} ${near.about}` : chosen, lines.join('\n'));
  lines.push('', [pointer, askWith(said_, ask)].filter(Boolean).join(' '));
  return lines;
}

/**
 * The situation a well-being coach starts from when what the member names fits no entry of its
 * own: a strain they describe ("I can't stop thinking about Thursday", "work is too much") is
 * met with that coach's own groundwork (sorting what can be influenced, one step, the basics),
 * not with the general path's career moves. Only for a difficulty of theirs (asks.ts), never
 * for a question in another form or a first message in the thread of another topic.
 */
const HOME_ENTRY: Record<number, string> = {
  14: 'stress-life',
  15: 'stress-life',
  16: 'work-life',
};

function homeEntry(
  request: CoachRequest,
  state: ConversationState,
  found: Hit | undefined,
): Hit | undefined {
  const id = HOME_ENTRY[request.agent.id];
  const form = askForm(state.anchor)?.kind;
  const strain = namesDifficulty(state.anchor);
  if (!id || !strain || form === 'either' || form === 'should') return found;
  const entry = LIBRARY.find((e) => e.id === id);
  return entry ? { entry, score: MIN_SCORE } : found;
}

/** A story with something hard in it (a job lost, a rejection), acknowledged as such. */
const BAD_NEWS_WORDS =
  /\b(?:rescinded|rejected|fired|laid off|let go|redundan\w*|died|passed away|lost my job)\b/i;

/**
 * A message that asks for nothing (good news shared, steam let off, an advert): a short human
 * reply that reflects it and asks what they want from the conversation, not a list of steps.
 */
function nonRequestReply(
  request: CoachRequest,
  state: ConversationState,
  why: NonRequest,
  seed: number,
): string[] {
  const name = memberName(request);
  const first = !request.history.some((t) => t.role === 'assistant');
  const hello = first
    ? `Hi${name ? ` ${name}` : ''}, I'm ${domainOf(request.agent.id).selfName}. `
    : '';
  const text = state.anchor;
  const where = situation(anchorFacts(state), text);
  const duration = state.facts
    .filter((f) => f.kind === 'duration')
    .map((f) => factClause(f, text))
    .find(Boolean);
  const phrase = nounPhrase(
    specifics(text).find((p) => p.includes(' ')),
    text,
  );
  const gist = quotable(text.split('\n')[0] ?? '').replace(/[?.!:]+$/, '');
  // Only an advert's subject is named back (what it offers); a story's stray phrase is not.
  const about = phrase ?? (words(gist) <= 12 ? quote(gist, 90) : undefined);
  if (why === 'advert') {
    return [
      `${hello}Thanks for sharing what you are working on${about ? ` (${about})` : ''}. I am here to coach you on your own work rather than to take part in products or hiring, so I will not sign up or apply. If something behind this is on your mind, though (finding users, a career move, a hard week), tell me and we can work on it. What would you like from this conversation?`,
    ];
  }
  if (why === 'news') {
    return [
      `${hello}${choose(['That is good news, and it sounds well earned', 'Congratulations, that is a real relief to read', 'That is lovely to hear'], seed)}${duration ? ` ${duration}` : ''}. ${choose(
        [
          'Would you like to use this moment for a next step (a goal for the coming year, a conversation about pay, a plan for what comes next), or was it mainly good to say it out loud?',
          'Both are fine answers here: is there something you would like to build on from this, or did you mostly want to share it?',
        ],
        seed >>> 2,
      )}`,
    ];
  }
  if (why === 'story') {
    // Their own account said back, so they know it was read; then what they want from it.
    const said = situationSentence(text);
    const hard = BAD_NEWS_WORDS.test(text);
    const ack = goodNewsSubject(text)
      ? 'That is good news after a hard stretch'
      : hard
        ? choose(
            ['That is a lot to have been through', 'That is a hard stretch to come through'],
            seed,
          )
        : choose(['Thank you for telling it', 'Thanks for sharing how it went'], seed);
    return [
      `${hello}${seriousLine(text)?.line ?? ''} ${said ?? ''} ${ack}${where ? `, ${where}` : duration ? ` ${duration}` : ''}. ${choose(
        [
          'Is there a part of it you would like to work on now (a next step, a conversation, a decision), or did you mainly want to tell it?',
          'Would it help to turn one part of this into a next step, or was it mostly good to put it into words?',
        ],
        seed >>> 2,
      )}`.replace(/\s+/g, ' '),
    ];
  }
  // Venting: what weighs on them said back in their own account when it reads cleanly, then the
  // acknowledgement.
  const said = seriousLine(text) ? undefined : situationSentence(text);
  return [
    `${hello}${said ? `${said} ` : ''}${seriousLine(text)?.line ?? `${choose(['That sounds exhausting', 'That sounds really frustrating', 'No wonder you needed to get that out'], seed)}${where ? `, ${where}` : ''}.`} ${choose(
      [
        'Do you want to think through what to do about it, or do you mainly need to let it out right now?',
        'Would it help to work out one thing you could change, or is it more that you needed someone to hear it?',
      ],
      seed >>> 2,
    )}`,
  ];
}

// ——— Questions for information, and discussions ———————————————————————————————————

/** The question that closes a general answer to an informational question, by its kind. */
const INFO_QUESTION: Record<InfoKind, string[]> = {
  why: [
    'What is waiting on the answer for you: a decision, a reply you owe, or just peace of mind?',
    'If you knew the reason for certain, what would you do differently?',
  ],
  flag: [
    'What happened next, or what is the next step they have promised?',
    'Apart from this one moment, how has the rest of it gone?',
  ],
  wrong: [
    'What do you want the next conversation with them to settle?',
    'How did they react at the time, and what have they said since?',
  ],
  normal: [
    'If it is not fine for you, what would you want to change about it?',
    'Is this something you want to raise with them, or mainly to understand?',
  ],
  meaning: [
    'What would you do differently depending on what it means?',
    'Which decision of yours hangs on reading it right?',
  ],
  'how-works': [
    'Which stage are you at right now, and what have you heard so far?',
    'Where are you in the process today, and what was the last thing they told you?',
  ],
  usual: [
    'What would you do differently depending on the answer?',
    'Which way would you lean if the answer were yes, and if it were no?',
  ],
  worth: [
    'What would it need to get you within a year for you to call it worth it?',
    'What would you give up to do it: money, evenings or something else?',
  ],
  can: [
    'What would you do next if the answer is yes, and if it is no?',
    'Who handles this where you work, and have you asked them yet?',
  ],
  chances: [
    'What is the next step in your hands right now, and what would help you take it?',
    'What have you already done towards it, and what is left?',
  ],
};

const withLead = (lead_: string, q: string) => (lead_ ? `${lead_}${lowerFirst(q)}` : q);

/** The question led by their situation, else by the sentence of theirs it follows from. */
function tiedQuestion(text: string, lead_: string, q: string, used: string): string {
  if (lead_) return withLead(lead_, q);
  const said = detailFor(text, q, used);
  return askWith(said, q);
}

/** "As a nurse, one question: " or "On the night shifts, one question: ", else nothing. */
function questionLead(text: string, entry: Entry, where: string): string {
  if (where) return `${lead(where)}, one question: `;
  const concern = concernOf(text, entry, '');
  return concern ? `On ${concern}, one question: ` : '';
}

/**
 * The answer to a question for information ("why…", "is it normal…", "what does it mean…") or
 * to a discussion post ("anyone else…?"); undefined for other messages. An informational question
 * gets the answer first (the entry's account of what is typical, else the general path's honest
 * answer), then at most two of the entry's steps and one question. A discussion post gets what is
 * common and one view, then a question about what they want from it; no step list.
 */
function explainingAnswer(
  request: CoachRequest,
  state: ConversationState,
  hit: Hit | undefined,
  seed: number,
): string[] | undefined {
  const text = state.anchor;
  const talk = discussion(text);
  const info = talk ? undefined : infoAsk(text);
  if (!talk && !info) return undefined;
  const name = memberName(request);
  const first = !request.history.some((t) => t.role === 'assistant');
  const hello = first
    ? `Hi${name ? ` ${name}` : ''}, I'm ${domainOf(request.agent.id).selfName}. `
    : '';
  const where = situation(anchorFacts(state), text);
  const known = hit ? explainOf(hit.entry) : undefined;
  // Their situation in a sentence of theirs opens the reply (reflect.ts), before their question;
  // something serious is acknowledged by the paths built for it, not here.
  // Not the sentence the closing question ties to: that one is said there.
  const closing = hit && known ? question(hit.entry, state, seed >>> 4) : undefined;
  const tiedTo = closing ? detailFor(text, closing, '') : undefined;
  const said = seriousLine(text)
    ? undefined
    : storiesOf(text).find((s) => !tiedTo || !sameAccount(s, tiedTo));
  const story = said ? `${said} ` : '';
  // A question that also asks for advice needs steps: without an entry, the general path does it.
  if (info?.alsoAdvice && !known) return undefined;
  if (talk) {
    // One paragraph: their question, what is common, one view and what they want from it.
    const asked = theirQuestion(text) ?? quotable(text.split('\n')[0] ?? '');
    const view = hit?.entry.steps.find((s) => fits(s, state.reading));
    return [
      [
        `${hello}${story}You asked the room ${quote(asked, 140)}`,
        known ?? generalDiscussion(),
        view
          ? `My view, if you are in this yourself${where ? ` ${where}` : ''}: ${lowerFirst(fill(view.title, state.facts))}. ${fill(view.body, state.facts)}`
          : `My view: the people worth hearing on this are the ones in work close to yours${where ? ` ${where}` : ''}, and what they did matters more than what they think.`,
        choose(
          [
            'Are you asking because you are facing this yourself right now, and if so, where do you stand?',
            'What would be most useful to you from this: a sense of what is normal, or help with a decision of your own?',
          ],
          seed >>> 3,
        ),
      ].join(' '),
    ];
  }
  if (!info) return undefined;
  const asked = quote(info.question.replace(/\?*$/, '?'), 160);
  // Their question answered outright (direct.ts) replaces the question said back and the stock
  // account of such questions that any post of the form would get.
  const ours = asksNow(state) ? directAnswer(text, anchorFacts(state)) : undefined;
  const lead_ = ours
    ? `${hello}${story}${ours.line}`
    : `${hello}${story}${where ? `${lead(where)}, you` : 'You'} asked ${asked}`;
  if (hit && known) {
    const steps = rankSteps(hit.entry, queryOf(state, state.anchorIndex), state.reading).slice(
      0,
      2,
    );
    // The answer and the steps that follow from it read as one block (no blank line between).
    // "Is it worth it", "what are my chances" and "can I" are answered by what decides them; the
    // entry's account of what is typical answers the other forms.
    const answer = ['worth', 'chances', 'can'].includes(info.kind)
      ? generalExplanation(info.kind)
      : known;
    return [
      ours
        ? ['worth', 'chances', 'can'].includes(info.kind)
          ? lead_
          : `${lead_} ${known}`
        : `${lead_} ${choose(['Short answer:', 'The honest answer:', 'In short:'], seed)} ${answer}`,
      choose(
        ['What helps from here:', 'Two things worth doing:', 'If you want to act on it:'],
        seed >>> 2,
      ),
      ...steps.map((step, i) => stepLine(step, i, state.facts, state.anchor)),
      '',
      // Led by their situation or their own concern when one reads cleanly, so the question is
      // theirs rather than the same line every member in this situation gets.
      tiedQuestion(
        text,
        questionLead(text, hit.entry, where),
        question(hit.entry, state, seed >>> 4),
        lead_,
      ),
    ];
  }
  return [
    // One paragraph: their question, the honest answer, and the question back.
    ours
      ? lead_
      : `${lead_} ${choose(['Honest answer:', 'The short answer:', 'What I can tell you:'], seed)} ${generalExplanation(info.kind)}`,
    `${where ? `${lead(where)}, one question` : 'One question'}: ${lowerFirst(choose(INFO_QUESTION[info.kind], seed >>> 3))}`,
  ];
}

// ——— Follow-ups on the last answer ————————————————————————————————————————————————

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth'];

function followUp(request: CoachRequest, state: ConversationState, seed: number): string[] {
  const ask = state.ask;
  const hit = topicOf(request, state, state.anchorIndex);
  const entry = hit?.entry;
  const items = state.lastItems;
  const stepOf = (title: string) =>
    entry?.steps.find((s) => fill(s.title, state.facts).replace(/[.:]$/, '') === title);
  if (!ask) return [];
  if (ask.kind === 'correction') {
    // What the member had said before this message, to name what changed: "85k, not 70k".
    const said = state.userTurns.at(-1) ?? '';
    const named = factsOf(said).filter((f) => wrongValue(said, f.text));
    const before = mergeFacts(state.userTurns.slice(0, -1)).facts;
    const changes = state.facts
      .filter((f) => state.corrected.includes(f.kind) && f.turn === state.userTurns.length - 1)
      .map((f) => {
        const old =
          named.find((b) => b.kind === f.kind) ??
          before.find((b) => b.kind === f.kind && barelyWrong(said, b)) ??
          [...before].reverse().find((b) => b.kind === f.kind && b.text !== f.text);
        return { now: f.text, old: old?.text };
      });
    const renamed = nameCorrection(said);
    if (renamed && !changes.some((c) => c.now === renamed.right))
      changes.push({ now: renamed.right, old: renamed.wrong });
    const what = listJoin(changes.map((c) => (c.old ? `${c.now}, not ${c.old}` : c.now)));
    // Only what the correction changes follows: what stands is not said again (thread.ts).
    // A yes/no answered on the member's figures is answered again on the corrected ones: the
    // verdict is what the correction changes most.
    const verdict =
      hit && hit.score >= MIN_SCORE && hit.entry.household
        ? entryVerdict(hit.entry, state.anchor, state.said)
        : undefined;
    const lead = `Got it: ${what}. ${verdict ? `With that, ${lowerFirst(verdict.line)}` : 'Here is what that changes.'}`;
    if (hit && hit.score >= MIN_SCORE) return libraryAnswer(request, state, hit, seed, { lead });
    // The last answer came from the general path: the same answer with the value replaced.
    let again = withoutHello(state.lastReply ?? '');
    for (const c of changes) if (c.old) again = again.split(c.old).join(c.now);
    return [lead, '', ...(again ? [again] : [])];
  }
  if (ask.kind === 'shorter') {
    const draft = state.lastDraft ? shortDraft(state.lastDraft, ask.plainer) : '';
    if (items.length && !(draft && ask.plainer)) {
      return [
        choose(['In short:', 'The short version:', 'Boiled down:'], seed),
        '',
        ...items
          .slice(0, 3)
          .map((item, i) => `${i + 1}. **${item.title}.** ${stepGist(item.body)}`.trim()),
        ...(draft ? ['', quoteBlock(draft)] : []),
      ];
    }
    if (draft)
      return [
        ask.plainer ? 'Shorter, and without the apology:' : 'Shorter:',
        '',
        quoteBlock(draft),
      ];
    const gist = (state.lastReply ?? '')
      .split(/\n\n+/)
      .filter((p) => !/[:?]$/.test(p.trim()) && !p.startsWith('#'))
      .map((p) => p.replace(/\*\*/g, '').split(/(?<=[.!])\s+/)[0] ?? '')
      .filter(Boolean)
      .slice(0, 2);
    return ['In short:', '', ...gist.map((g) => `- ${g}`)];
  }
  if (ask.kind === 'options') {
    const n = Math.max(1, Math.min(ask.n ?? 3, 6));
    const versions = summaryVersions(state, n);
    if (versions) return versions;
    // "3 options for how to phrase it": versions of the last answer's script, not more steps.
    const wordings = draftVersions(state, n);
    if (wordings) return wordings;
    // Options the member has not seen yet come first: the rest of this topic's steps, then the
    // next-closest topics'; the points of the last answer only fill up what is left.
    const pool: Array<{ title: string; body: string }> = [];
    // Every point given in this conversation counts as seen, not only the last answer's: "2 more
    // options" after a turn that went deeper on one point would otherwise repeat the first list.
    const earlier = request.history
      .filter((t) => t.role === 'assistant')
      .flatMap((t) => itemsOf(t.content));
    const shown = new Set([...items, ...earlier].map((i) => i.title));
    const extra = hit ? retrieve(queryOf(state, state.anchorIndex), request.agent.id, 3) : [];
    for (const h of extra) {
      for (const s of rankSteps(h.entry, state.anchor)) {
        const title = fill(s.title, state.facts);
        if (!shown.has(title) && !pool.some((p) => p.title === title))
          pool.push({ title, body: fill(s.body, state.facts) });
      }
    }
    // The points already given fill up only what is left, and only when the member did not ask
    // for more of them.
    if (!/\b(?:more|other|another|else|different|new)\b/i.test(state.userTurns.at(-1) ?? ''))
      pool.push(...items);
    const chosen = pool.slice(0, n);
    const lines = [
      chosen.length < n
        ? `I have ${chosen.length} solid options for this, not ${n}:`
        : `${upperFirst(ORDINAL_COUNT[n] ?? String(n))} options:`,
      '',
      ...chosen.map((o, i) => `${i + 1}. **${o.title}.** ${o.body}`),
    ];
    if (entry) lines.push('', question(entry, state, seed));
    return lines;
  }
  if (ask.kind === 'first') {
    // Start with the first point of the last answer, made concrete, then a plan to save.
    const item = items[0];
    const step = item ? stepOf(item.title) : entry ? rankSteps(entry, state.anchor)[0] : undefined;
    const title = item?.title ?? (step ? fill(step.title, state.facts).replace(/[.:]$/, '') : '');
    if (!title) {
      return [
        'Tell me the one thing you want settled first, and I will turn it into a first step you can do this week.',
      ];
    }
    const body = item?.body ?? (step ? fill(step.body, state.facts) : '');
    return [
      `Start with the first one: **${title}**. ${body}`,
      ...(step ? ['', fill(step.more, state.facts)] : []),
      '',
      ...(entry
        ? planBlock(entry, state.facts)
        : [
            '### Your plan',
            `- **Goal:** ${upperFirst(title)}`,
            `- **First step:** ${firstClause(body) || title}`,
            '- **When:** This week: put 30 minutes in your calendar for it',
          ]),
      '',
      'Tell me how it went once you have done it, and we will take the next step from there.',
    ];
  }
  if (ask.kind === 'draft') return draftReply(request, state, entry, ask);
  if (ask.kind === 'tone') {
    const register = ask.register ?? 'casual';
    if (!state.lastDraft) {
      return [
        `My last answer had no draft to make ${register === 'casual' ? 'less formal' : 'more formal'}. Tell me who you are writing to and what it must get across, and I will write it in that tone.`,
      ];
    }
    return [
      register === 'casual'
        ? 'Here it is in a lighter, more conversational tone; the ask and the figures are unchanged:'
        : 'Here it is in a more formal tone; the ask and the figures are unchanged:',
      '',
      quoteBlock(inRegister(state.lastDraft, register)),
    ];
  }
  if (ask.kind === 'ordinal') {
    const index = ask.n === -1 ? items.length : (ask.n ?? 1);
    const item = items[index - 1];
    if (!item && ask.about !== undefined && items.length) {
      return [
        `I am not sure which point you mean by “the ${ask.about}”; my last answer had these:`,
        '',
        ...items.map((it, i) => `${i + 1}. **${it.title}.** ${it.body}`),
        '',
        'Which one shall I go into, or is it something I left out?',
      ];
    }
    if (!item) {
      return [
        items.length
          ? `My last answer had ${items.length === 1 ? 'one point' : `${items.length} points`}, so there isn't a ${ORDINAL[index - 1] ?? `number ${index}`} one. Here they are again:`
          : 'My last answer had no numbered points. Tell me which part you mean and I will go into it.',
        '',
        ...items.map((it, i) => `${i + 1}. **${it.title}.** ${it.body}`),
      ];
    }
    const step = stepOf(item.title);
    if (ask.shorter) {
      return [
        `The ${ORDINAL[index - 1] ?? `number ${index}`} point, short: **${item.title}.** ${stepGist(item.body)}`.trim(),
      ];
    }
    return [
      `The ${ORDINAL[index - 1] ?? `number ${index}`} point, **${item.title}**, in more detail:`,
      '',
      item.body,
      '',
      ...(step ? [fill(step.more, state.facts), ''] : []),
      entry ? question(entry, state, seed) : 'Which part of it would you like to start with?',
    ];
  }
  // more
  const lines = [
    choose(['One level deeper on each:', 'More on that:', 'The thinking behind each step:'], seed),
    '',
  ];
  for (const [i, item] of items.slice(0, 3).entries()) {
    const step = stepOf(item.title);
    lines.push(
      `**${i + 1}. ${item.title}.** ${step ? fill(step.more, state.facts) : item.body}`,
      '',
    );
  }
  if (!items.length && entry) {
    for (const [i, s] of rankSteps(entry, state.anchor).slice(0, 3).entries()) {
      lines.push(`**${i + 1}. ${fill(s.title, state.facts)}.** ${fill(s.more, state.facts)}`, '');
    }
  }
  if (entry) lines.push(question(entry, state, seed));
  return lines;
}

/**
 * "3 options" after a pasted summary was rewritten: the versions of that summary, each whole, so
 * the member can pick one (summary-rewrite.ts).
 */
function summaryVersions(state: ConversationState, n: number): string[] | null {
  if (!state.lastReply?.includes('**Your new summary**')) return null;
  const pasted = pastedCv(state.anchor);
  if (!pasted?.cv.startsWith('Summary\n')) return null;
  const r = rewriteSummary(
    pasted.cv,
    findRole(state.anchor)?.name ?? targetPhrase(pasted.ask || state.anchor),
  );
  if (!r) return null;
  const versions = [
    { label: 'Complete', text: r.full },
    { label: 'Short and punchy', text: r.short },
    ...(r.workFirst ? [{ label: 'Leading with the work', text: r.workFirst }] : []),
  ].slice(0, n);
  return [
    `${upperFirst(ORDINAL_COUNT[versions.length] ?? String(versions.length))} versions of your summary, all from your own lines:`,
    '',
    ...versions.flatMap((v, i) => [`${i + 1}. **${v.label}.**`, `> ${v.text}`, '']),
    'Which one fits the roles you are applying for? Give me one result with a number and I will add it to that one.',
  ];
}

/** The greeting of a first reply ("Hi Sam, I'm your CV coach. "), dropped when it is repeated. */
function withoutHello(reply: string): string {
  return reply.replace(/^Hi\b[^.!?\n]{0,40}, I'm [^.!?\n]{0,60}[.!]\s*/, '');
}

/** The first sentence of a step's text, for a shorter version of it. */
function firstClause(body: string): string {
  const first = body.split(/(?<=[.!?])\s+/)[0] ?? '';
  return first.length <= 160 ? first : `${first.slice(0, first.lastIndexOf(' ', 150))}…`;
}

/**
 * The core of a step in at most about fourteen words: its first sentence up to the first colon,
 * semicolon or bracket, for "shorter". Empty when no clean cut exists, so no sentence is left
 * hanging.
 */
function stepGist(body: string): string {
  const first = firstClause(body)
    .replace(/\s*[:;(—–].*$/, '')
    .replace(/[.,]$/, '');
  const n = first.split(/\s+/).length;
  return n >= 3 && n <= 14 ? `${first}.` : '';
}

/** Sentences with a figure, a date or a request carry a draft's message. */
const weightOf = (x: string) =>
  /\d|\?|\b(?:would|could|can|please|my last day|last day)\b/i.test(x) ? 1 : 0;

const APOLOGY =
  /\b(?:sorry|apolog\w*|regret|unfortunately|I hope (?:this|you)|I understand this (?:may|might)|forgive)\b/i;

/**
 * A draft cut to its core: the greeting, the sentences that carry the ask (a figure, a date, a
 * request) and the sign-off; with `plainer`, sentences that apologise are dropped first.
 */
function shortDraft(draft: string, plainer = false): string {
  const lines = draft.split('\n');
  const greeting = /^(?:hi|hello|dear)\b/i.test(lines[0] ?? '') ? lines[0] : undefined;
  // A sign-off is a short closing line ("Best,", "Thanks,\nSam"), never the body's first line.
  const closing = lines.length > 1 ? lines.slice(-2).join('\n') : '';
  const sign =
    /(?:^|\n)((?:best|thanks|thank you|regards|kind regards|cheers)\b[^\n]{0,20}\n?[^\n]{0,40})$/i.exec(
      closing,
    )?.[1];
  const body = lines
    .slice(greeting ? 1 : 0, sign ? lines.length - sign.split('\n').length : lines.length)
    .join(' ')
    .trim();
  let sentences = body.split(/(?<=[.!?])\s+/).filter(Boolean);
  if (plainer) sentences = sentences.filter((x) => !APOLOGY.test(x));
  // Two sentences stay two only when both carry the ask (a figure and a question); otherwise the
  // one that does.
  const keep =
    sentences.length <= 2
      ? Math.max(1, sentences.filter((x) => weightOf(x) > 0).length)
      : Math.ceil(sentences.length / 2);
  // Sentences with a figure, a date or a request carry the message; keep those first, in order.
  const weight = weightOf;
  const ranked = sentences
    .map((x, i) => ({ x, i, w: weight(x) }))
    .sort((a, b) => b.w - a.w || a.i - b.i);
  const chosen = ranked
    .slice(0, keep)
    .sort((a, b) => a.i - b.i)
    .map((r) => r.x);
  return [greeting, greeting ? '' : undefined, chosen.join(' '), sign ? `\n${sign}` : undefined]
    .filter((l): l is string => l !== undefined)
    .join('\n')
    .trim();
}

/** Asks for ways to word something rather than things to do. */
const PHRASING = /\b(?:phras\w*|word(?:ing|s|ed)?|say|put it|script|tone|lines?)\b/i;

/**
 * Versions of the last answer's script when the member asks how to word it: as written, cut to the
 * sentences that carry the ask, and the one sentence that carries it most. Undefined when the
 * last answer had no script or the ask is for options of another kind.
 */
function draftVersions(state: ConversationState, n: number): string[] | undefined {
  const draft = state.lastDraft;
  const said = state.userTurns.at(-1) ?? '';
  if (!draft || !PHRASING.test(said)) return undefined;
  const sentences = draft
    .replace(/\n+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
  const core = [...sentences].sort((a, b) => weightOf(b) - weightOf(a))[0] ?? draft;
  const candidates = [
    { label: 'As written, warm and complete', text: draft },
    { label: 'Shorter and direct', text: shortDraft(draft) },
    { label: 'One line, if you are put on the spot', text: core },
  ].filter((v, i, all) => all.findIndex((w) => w.text.trim() === v.text.trim()) === i);
  const chosen = candidates.slice(0, n);
  return [
    chosen.length < n
      ? `I have ${chosen.length} honest ways to word it, not ${n}:`
      : `${upperFirst(ORDINAL_COUNT[n] ?? String(n))} ways to say it:`,
    '',
    ...chosen.flatMap((v, i) => [`${i + 1}. **${v.label}.**`, '', quoteBlock(v.text), '']),
    'Pick the one that sounds most like you, and say it once, calmly.',
  ];
}

/** The written draft (drafts.ts) the whole conversation asks for, newest turn first. */
function threadWritten(
  request: CoachRequest,
  state: ConversationState,
  asked = false,
): WrittenDraft | undefined {
  const whole = [...state.userTurns].reverse().join('\n');
  return writtenDraft(
    state.userTurns.at(-1) ?? '',
    whole,
    state.facts,
    profileOf(whole, state.facts),
    memberName(request) ?? '',
    state.userTurns,
    asked,
  );
}

/** "Mention that I …", "add that I …": a short ask to put one line into the last draft. */
const MENTION_ASK =
  /^(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:also\s+|and\s+)?(?:mention|add|include|say|point out|put in|highlight)\b/i;

/**
 * A line the member asks to add to the draft the last reply gave: the draft is rebuilt from its
 * slots with every line asked for so far (drafts.ts), or, for a draft of another kind, the line
 * goes in before the sign-off. Undefined when the last reply held no draft.
 */
function mentionTurn(request: CoachRequest, state: ConversationState): string[] | undefined {
  const said = request.message.content.trim();
  if (!MENTION_ASK.test(said) || words(said) > 40 || !state.lastDraft) return undefined;
  const line = mentionsOf([said]).at(-1);
  if (!line) return undefined;
  const written = threadWritten(request, state);
  if (written?.text.includes(line.replace(/[.]$/, '')))
    return ['Here it is with that added:', '', quoteBlock(written.text), '', written.question];
  const blocks = quotedBlocks(state.lastReply ?? '');
  const last = blocks.at(-1);
  if (!last) return undefined;
  const lines = last.split('\n');
  const signAt = lines.findLastIndex((l) =>
    /^(?:best|thanks|thank you|regards|kind regards|cheers|either way)\b/i.test(l),
  );
  const at = signAt > 0 ? signAt : lines.length;
  const added = [
    ...lines.slice(0, at),
    ...(lines[at - 1]?.trim() ? [''] : []),
    `${line.replace(/[.]?$/, '.')}`,
    '',
    ...lines.slice(at),
  ];
  return [
    'Here it is with that added:',
    '',
    quoteBlock(added.join('\n').replace(/\n{3,}/g, '\n\n')),
    '',
    'Read it aloud once: if a word is not one you would say, swap it for yours.',
  ];
}

function quoteBlock(text: string): string {
  return text
    .split('\n')
    .map((l) => (l.trim() ? `> ${l}` : '>'))
    .join('\n');
}

/**
 * "Write it as an email": the last answer's draft, or the topic's script, set out as a message the
 * member can send, with their name and the person it goes to when they gave one. With neither, it
 * asks for the one thing it needs rather than writing something generic.
 */
function draftReply(
  request: CoachRequest,
  state: ConversationState,
  entry: Entry | undefined,
  ask: NonNullable<ConversationState['ask']>,
): string[] {
  const form =
    ask.form === 'letter'
      ? 'letter'
      : ask.form === 'message' || ask.form === 'note'
        ? 'message'
        : 'email';
  // A purpose said in the ask ("draft an email to her asking if she'd be a referee") is written
  // from, before any earlier draft of another purpose.
  const composed = composedDraft(state);
  if (composed) {
    return [
      `Here is the ${form}, written from what you told me; change any word that does not sound like you.`,
      '',
      asEmail(request, state, composed, form),
      '',
      'Before you send it, read it aloud once: anything you would not say to their face, cut.',
    ];
  }
  // A draft of a kind professionals send (a raise request, a resignation, a follow-up…) asked for
  // later in the thread is built around the slots the whole conversation fills (drafts.ts).
  const written = threadWritten(request, state, true);
  if (written)
    return [written.lead, '', quoteBlock(written.text), '', written.use, '', written.question];
  // No draft yet: the message for the thread's own situation (an offer to answer, a request said
  // earlier), written from the member's facts, before the library's generic script.
  const thread = state.lastDraft
    ? undefined
    : threadDraft(state.userTurns, state.facts, memberName(request));
  if (thread)
    return [
      thread.lead,
      '',
      ...thread.options.map((o) => quoteBlock(o)),
      '',
      thread.use,
      '',
      thread.question,
    ];
  const source = state.lastDraft ?? (entry?.script ? fill(entry.script.text, state.facts) : null);
  if (!source) {
    return [
      `Happy to write the ${form}. Who is it going to, and what is the one thing it must get across? Give me those two and I will draft it from your own facts.`,
    ];
  }
  let body = source
    .replace(/^(?:hi|hello|dear)\b[^\n]*\n+/i, '')
    .replace(/\n+(?:best|thanks|thank you|regards|kind regards|cheers)\b[\s\S]*$/i, '')
    .trim();
  if (ask.plainer)
    body = body
      .split(/(?<=[.!?])\s+/)
      .filter((x) => !APOLOGY.test(x))
      .join(' ');
  return [
    `Here is the ${form}, ready to adapt; change any word that does not sound like you.`,
    '',
    asEmail(request, state, body, form),
    '',
    'Before you send it, read it aloud once: anything you would not say to their face, cut.',
  ];
}

/**
 * A message written from the member's own facts when their ask says what it is for: the purpose
 * first, the context they gave earlier (the role they are applying for, how long it has been),
 * an offer to make it easy, and a way out. Undefined when the ask names no purpose.
 */
/**
 * A decision the message announces, written as the email that carries it: declining or accepting
 * an offer, or a counter-offer from the employer they are leaving ("I'm going to decline the
 * counter. Can you write the email to Dave?").
 */
function decisionOf(ask: string): string[] | undefined {
  const m =
    /\b(?:decline|turn(?:ing)? down|say no to|refuse|reject|accept|take|go with|stay(?:ing)? with)\s+(?:the|their|his|her|this|that|your|his|a)?\s*(counter[- ]?offers?|counter|offers?|promotion|job|role|position)\b/i.exec(
      ask,
    );
  if (!m) return undefined;
  const no = /^(?:decline|turn|say no|refuse|reject)/i.test(m[0]);
  const counter = /^counter/i.test(m[1] ?? '');
  if (counter && no)
    return [
      'Thank you for the counter-offer, and for the trust behind it; I appreciate it.',
      "I've thought it over carefully, and I've decided to go ahead with my move, so I'll be declining.",
      "I've valued working with you and the team, and I'll make sure the handover is thorough before my last day.",
    ];
  if (counter)
    return [
      'Thank you for the counter-offer; I would like to accept it and stay.',
      'Could we put the new terms in writing, and agree when we review progress on the points I raised?',
    ];
  const what = /^offer/i.test(m[1] ?? '') ? 'the offer' : `the ${m[1]}`;
  return no
    ? [
        `Thank you for ${what} and for the time you and the team gave me.`,
        "After careful thought, I've decided to decline; it was a hard decision.",
        "I'd be glad to stay in touch, and I hope our paths cross again.",
      ]
    : [
        `Thank you for ${what}; I'm delighted to accept.`,
        'Could you confirm the start date and the next steps in writing?',
      ];
}

/**
 * A request the member said they want ("I would love to keep my job but work remotely from
 * Portugal"), asked in the first person, with what they asked to mention ("mention I can come in
 * one week per quarter").
 */
function requestOf(said: string): string | undefined {
  const want =
    /\bi(?:'d| would) (?:love|like|prefer) to\s+(.{3,110}?)(?=[.?!\n]|,\s*(?:but|and|so)\s+i\b|$)/i.exec(
      said,
    )?.[1];
  if (!want || /\b(?:know|ask|understand|hear)\b/i.test(want.split(' ')[0] ?? '')) return undefined;
  // "keep my job but work remotely": both halves are the ask.
  const asked = want.replace(/\s+but\s+/i, ' and ').trim();
  return `I'm writing to ask whether I could ${asked}.`;
}

function mentionOf(ask: string): string | undefined {
  const m =
    /\b(?:mention|say|add|include|point out)\s+(?:that\s+)?(i\b.{3,120}?)(?=[.?!\n]|$)/i.exec(ask);
  if (!m?.[1]) return undefined;
  const line = m[1].replace(/^i\b/, 'I').trim();
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}.`;
}

function composedDraft(state: ConversationState): string | undefined {
  const ask = state.userTurns.at(-1) ?? '';
  const before = state.userTurns.slice(0, -1).join('\n');
  const decided = decisionOf(ask);
  if (decided) return [...decided, mentionOf(ask)].filter(Boolean).join(' ');
  const purpose = purposeOf(ask) ?? requestOf(`${before}\n${ask}`);
  if (!purpose) return undefined;
  const lines: string[] = [];
  const since =
    /\bhaven'?t\s+(?:spoken|talked|been in touch|caught up|seen each other)(?:\s+(?:to|with)(?:\s+(?:her|him|them))?)?\s+(?:in|for)\s+(?:about\s+|over\s+|almost\s+|nearly\s+)?(\d+|a|an|one|two|three|four|five|six)\s+(years?|months?)\b/i.exec(
      `${before}\n${ask}`,
    );
  if (since?.[1] && since[2])
    lines.push(
      `It's been ${/^an?$/i.test(since[1]) ? `over a ${since[2].replace(/s$/, '')}` : `about ${since[1]} ${since[2]}`} since we last spoke, so I hope you're well.`,
    );
  lines.push(purpose);
  const mention = mentionOf(ask);
  if (mention) lines.push(mention);
  const applying =
    /\b(?:i'?m|i am|i've been|i have been)\s+applying\s+(?:for|to)\s+(.{3,90}?)(?=\s+and\b|[.,;!?\n]|$)/i.exec(
      before,
    );
  if (applying?.[1]) lines.push(`I'm applying for ${applying[1]}.`);
  // Their reason, when they gave it as a need of their own ("I need two extra weeks to …").
  const need = /\bi (?:need|would need|will need)\s+(.{3,100}?)(?=[.;!?\n]|$)/i.exec(before);
  if (need?.[1] && !/\b(?:help|advice|you)\b/i.test(need[1])) lines.push(`I need ${need[1]}.`);
  if (/\b(?:referee|reference|recommendation|vouch)\b/i.test(ask))
    lines.push(
      "If you're happy to, I'll send you the job description and a few notes on the work we did together, so it takes as little of your time as possible.",
    );
  // A way out belongs to a request; news is simply signed off.
  if (/^I'm writing to ask\b/.test(purpose))
    lines.push("Thank you either way; I'd completely understand if the timing doesn't work.");
  return lines.join(' ');
}

/** "Can you draft the email to my manager?": a request for a message to send. */
const DRAFT_ASK = /\b(?:draft|write)\b[^.?!\n]{0,40}?\b(e-?mail|message|letter|note|reply)\b/i;

/** A message body set out to send, quoted: greeting (the person they named, if any), sign-off. */
function asEmail(
  request: CoachRequest,
  state: ConversationState,
  body: string,
  form: string,
): string {
  const person = latest(state.facts, 'person')?.split(' ').at(-1);
  const name = memberName(request);
  const draft = [
    `Hi ${person ?? 'there'},`,
    '',
    body,
    '',
    form === 'letter' ? 'Kind regards,' : 'Best,',
    name ?? '',
  ]
    .join('\n')
    .trim();
  return quoteBlock(draft);
}

const ORDINAL_COUNT: Record<number, string> = {
  1: 'one',
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
};

// ——— The turn ———————————————————————————————————————————————————————————————————————

function finish(lines: string[]): string {
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function librarySuggestions(
  state: ConversationState,
  reply: string,
  hit: Hit | undefined,
): string[] {
  const items = itemsIn(reply);
  const out: string[] = [];
  if (items.length >= 2) out.push('Tell me more about the second point');
  out.push(state.ask?.kind === 'shorter' ? 'Give me 3 options' : 'Can you make it shorter?');
  if (hit) out.push('Make me a plan');
  return out
    .filter((s) => s.toLowerCase() !== state.userTurns.at(-1)?.trim().toLowerCase())
    .slice(0, 3);
}

function itemsIn(reply: string): string[] {
  return reply.split('\n').filter((l) => /^\d+\.\s+\*\*/.test(l));
}

// ——— CVs in the conversation ——————————————————————————————————————————————————————

const CV_ASK =
  /\b(cv|resume|résumé|summary|profile|bio|bullet|rewrite|review|check|improve|feedback)\b/i;

/** A request to work on a summary: rewrite, review, improve, tighten, give feedback on it. */
const SUMMARY_ASK =
  /\b(?:re-?write|review|check|improve|fix|feedback|edit|polish|critique|write|tweak|tighten|shorten|proofread|look (?:at|over)|thoughts on|help (?:me )?with|make (?:it|this) better|here is|here's|below|my (?:current )?(?:summary|profile|bio))\b/i;

/**
 * A CV (or a CV summary) pasted into a message, split from the request around it: "Can you
 * check my CV?\n\n<the CV>" or "Rewrite this summary: <paragraph>".
 */
export function pastedCv(content: string): { ask: string; cv: string } | null {
  const text = content.trim();
  const summary =
    /^([^\n]{0,160}?\b(?:summary|profile|bio|about me)\b[^:\n]*)[:\n]\s*([\s\S]{120,})$/i.exec(
      text,
    );
  // Only a line that asks for work on it introduces a summary ("Rewrite this summary:", "can you
  // improve my profile?"): a subject line that merely names one ("Can employers see my profile?",
  // "what do you know about me?") opens a story, not a pasted summary.
  if (summary?.[1] && summary[2] && SUMMARY_ASK.test(summary[1]) && !looksLikeCv(summary[2])) {
    const { body, rest } = summaryBody(summary[2]);
    return { ask: `${summary[1].trim()} ${rest}`.trim(), cv: `Summary\n${body}` };
  }
  const quoted = quotedSummary(text);
  if (quoted) return quoted;
  const parts = text.split(/\n\s*\n/);
  const head = parts[0] ?? '';
  const askFirst = parts.length > 1 && words(head) <= 40 && CV_ASK.test(head) && !looksLikeCv(head);
  const cv = askFirst ? parts.slice(1).join('\n\n') : text;
  // A few job lines under an explicit ask ("check these bullets:") are enough; without an ask, a
  // CV needs some length before a story is read as one.
  if (!looksLikePastedCv(cv) || words(cv) < (askFirst ? 25 : 60)) return null;
  return { ask: askFirst ? head.trim() : '', cv };
}

/** What members call the paragraph at the top of a CV. */
const SUMMARY_NAME =
  /\b(?:summary|profile|bio|about me|about section|objective|personal statement|intro(?:duction)?|blurb|top of (?:my |the )?(?:cv|resume|résumé))\b/i;

/**
 * A summary quoted anywhere in the message, however the ask around it is punctuated ("Can you
 * check this summary for my CV? 'Hardworking…'"): the words outside the quotes must ask for work
 * on a summary, and the quoted span must be long enough to be one (a few words in quotes are a
 * phrase, not a summary) and not itself a whole CV.
 */
function quotedSummary(text: string): { ask: string; cv: string } | null {
  const m = /(['"“‘])([^\n]{40,}?)(['"”’])(?=[\s.,!?]|$)/.exec(text);
  if (!m?.[2] || (m[1] === "'" && /^[a-z]{1,2}\b/i.test(m[2]))) return null;
  const body = m[2].trim();
  const ask = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`
    .replace(/\s+/g, ' ')
    .trim();
  if (!SUMMARY_NAME.test(ask) || !(SUMMARY_ASK.test(ask) || /\?/.test(ask)) || looksLikeCv(body))
    return null;
  if (body.split(/\s+/).length < 8) return null;
  return { ask, cv: `Summary\n${body}` };
}

/** A sentence that asks the coach something or says what the member wants, not summary text. */
const ASKING =
  /\?$|^(?:can|could|would|will|please|pls|i want|i'd like|i would like|i'm hoping|i am hoping|i'm trying|i am trying|help|make it|thanks|thank you)\b/i;

/**
 * The summary itself, apart from what the member says around it: the quoted span when they quote
 * it ('…', "…", “…”), else the text without the closing sentences that ask or say what they want
 * ("Could you tighten it? I am aiming at analyst roles.").
 */
function summaryBody(text: string): { body: string; rest: string } {
  const quoted = /^\s*(['"“‘])([\s\S]{40,}?)(['"”’])(?=\s|$)([\s\S]*)$/.exec(text);
  if (quoted?.[2]) return { body: quoted[2].trim(), rest: (quoted[4] ?? '').trim() };
  const sentences = text.trim().split(/(?<=[.!?])\s+/);
  const rest: string[] = [];
  while (sentences.length > 1 && ASKING.test((sentences.at(-1) ?? '').trim())) {
    rest.unshift(sentences.pop() ?? '');
  }
  return { body: sentences.join(' ').trim(), rest: rest.join(' ') };
}

/** The CV text that came with this message: attached (or read from an image) or pasted. */
function cvThisTurn(request: CoachRequest): string | null {
  const attached = request.message.attachments.find(
    (a): a is Extract<typeof a, { kind: 'text' }> =>
      a.kind === 'text' && !a.earlier && looksLikeCv(a.text),
  );
  return attached?.text ?? null;
}

/**
 * The request as the plans read it: a pasted CV becomes an attachment of this message (so "rewrite
 * this summary" works from the pasted text, not a request for a file), and a CV pasted earlier in
 * the conversation stays in context on later turns.
 */
function withPastedCv(request: CoachRequest): CoachRequest {
  const pasted = pastedCv(request.message.content);
  if (pasted) {
    return {
      ...request,
      message: {
        // A pasted summary stays in the message: the summary plan reads the member's title and
        // years from it.
        content: pasted.cv.startsWith('Summary\n')
          ? request.message.content
          : pasted.ask || 'Which are the weakest bullets in my CV?',
        attachments: [
          ...request.message.attachments,
          {
            kind: 'text',
            name: PASTED_CV,
            mediaType: 'text/plain',
            text: pasted.cv,
            truncated: false,
          },
        ],
      },
    };
  }
  if (request.user.context?.cv || request.message.attachments.some((a) => a.kind === 'text')) {
    return request;
  }
  const earlier = [...request.history]
    .reverse()
    .find((t) => t.role === 'user' && pastedCv(t.content));
  const cv = earlier ? pastedCv(earlier.content)?.cv : undefined;
  if (!cv) return request;
  return {
    ...request,
    user: {
      ...request.user,
      context: { ...request.user.context, cv: { name: 'the CV you pasted earlier', text: cv } },
    },
  };
}

/** "What I found in your CV", placed after the reply's first paragraph. */
function withFaults(reply: string, cvText: string | null): string {
  if (!cvText) return reply;
  const faults = cvFaults(cvText);
  if (!faults.length) return reply;
  const block = ['**What I found in your CV**', ...faults.map((f) => `- ${f.text}`)].join('\n');
  const cut = reply.indexOf('\n\n');
  return cut < 0 ? `${reply}\n\n${block}` : `${reply.slice(0, cut)}\n\n${block}${reply.slice(cut)}`;
}

/**
 * Documents attached to earlier messages (kept in context by the chat service) reach the plans the
 * way a CV pasted earlier does: as the conversation's CV, unless one is uploaded. They are not
 * files of this message, so they are neither listed as shared again nor checked again.
 */
function withEarlierFiles(request: CoachRequest): CoachRequest {
  const earlier = request.message.attachments.filter((a) => a.kind === 'text' && a.earlier);
  if (!earlier.length) return request;
  const attachments = request.message.attachments.filter((a) => !earlier.includes(a));
  // The CV among them: one that reads as a CV, else the only file of a conversation where the
  // member called what they attached their CV (a short photo of one may not read as a CV).
  const calledCv = request.history.some(
    (t) => t.role === 'user' && /\b(?:cv|resume|résumé)\b/i.test(t.content),
  );
  const cv =
    earlier.find((a) => a.kind === 'text' && looksLikeCv(a.text)) ??
    (calledCv && earlier.length === 1 ? earlier[0] : undefined);
  const keep = cv?.kind === 'text' && !request.user.context?.cv;
  return {
    ...request,
    message: { ...request.message, attachments },
    user: keep
      ? {
          ...request.user,
          context: {
            ...request.user.context,
            cv: { name: `the CV you attached earlier (${cv.name})`, text: cv.text },
          },
        }
      : request.user,
  };
}

export function respond(original: CoachRequest): Turn {
  // CV lines pasted with a request to improve them are rewritten line by line (bullet-lines.ts),
  // before a pasted block is read as a whole CV whose weakest bullets are picked out.
  const lines = original.message.attachments.length ? null : pastedLines(original.message.content);
  if (lines)
    return {
      reply: linesReply(lines).join('\n'),
      suggestions: ['Can you make it shorter?', 'Which are the weakest bullets in my CV?'],
    };
  const request = withPastedCv(withEarlierFiles(original));
  const turn = respondTo(request);
  const reply = saidOnce(request, turn.reply);
  return { ...turn, reply: withFaults(reply, cvThisTurn(request)) };
}

/**
 * Within one conversation a paragraph, step or figures block is said once (thread.ts
 * withoutRepeats). Follow-ups that rework the last answer on request (shorter, options, one point,
 * more, a draft, a tone) and the gentle crisis path keep their reply as written.
 */
function saidOnce(request: CoachRequest, reply: string): string {
  if (request.safety?.careful) return reply;
  const earlier = request.history.filter((t) => t.role === 'assistant').map((t) => t.content);
  if (!earlier.length) return reply;
  const ask = stateOf(request).ask;
  if (ask && ask.kind !== 'correction') return reply;
  // A draft given again with a line added is the whole draft, as a rework on request is.
  if (
    MENTION_ASK.test(request.message.content.trim()) &&
    reply.startsWith('Here it is with that added')
  )
    return reply;
  return withoutRepeats(reply, earlier, deeperLines(request)) ?? reply;
}

/**
 * The thread topic's next-deeper content (thread.ts withoutRepeats): every step of its entry, then
 * each step's deeper note, then its script. withoutRepeats keeps only what was not said before.
 */
function deeperLines(request: CoachRequest): string[] {
  const state = stateOf(request);
  const entry = topicOf(request, state)?.entry;
  if (!entry) return [];
  const steps = rankSteps(entry, state.said, state.reading);
  return [
    ...steps.map((s, i) => stepLine(s, i, state.facts, state.anchor)),
    ...steps.map(
      (s) => `On **${fill(s.title, state.facts).toLowerCase()}**: ${fill(s.more, state.facts)}`,
    ),
    ...(entry.script ? [`> ${fill(entry.script.text, state.facts)}`] : []),
  ];
}

function respondTo(request: CoachRequest): Turn {
  const legacy = (): Turn => {
    const { reply } = compose(request);
    return { reply, suggestions: suggestionsFor(request, reply) };
  };
  // A conversation that had crisis language stays on the gentle path (compose.ts).
  if (request.safety?.careful) return legacy();
  const state = stateOf(request);
  const u = understand(request);
  const seed = seedOf(request);

  // An arithmetic question with its figures (two offers to weigh, can I afford it, how long to
  // clear or save) is answered with the working, first (worked-figures.ts); "which should I
  // take?" after figures is a choice, never a list to write. A request to write something keeps
  // the artefact path.
  const worked = workedTurn(request);
  if (worked) return worked;

  // "Mention that I led the payments migration" after a draft: the draft again, with that line.
  const mentioned = mentionTurn(request, state);
  if (mentioned)
    return { reply: finish(mentioned), suggestions: ['Can you make it shorter?', 'More formal'] };

  // The member asks for a thing (headlines, opening lines, questions to ask, what to say, a
  // message): it comes first, built from their facts, even in the middle of a conversation.
  const made = artefactTurn(request, state);
  if (made) {
    // Out of this coach's field, the artefact still comes first, with a link to the open coach
    // whose field it is.
    // Only the CV field's artefacts (a headline, opening lines, a subject line) point elsewhere:
    // a message, a script, questions or a list belong to every coach.
    const pointer = ['headline', 'opener', 'subject'].includes(made.ask.kind)
      ? pointerLine(undefined, request, u)
      : null;
    const reply = finish([
      ...artefactLines(request, state, made),
      ...(pointer ? ['', pointer] : []),
    ]);
    return { reply, suggestions: artefactSuggestions(made.ask) };
  }

  if (state.ask) {
    // A follow-up on an artefact acts on the artefact as delivered (the second one, shorter,
    // less formal, 3 options).
    const again = artefactFollowUp(request, state);
    if (again) return { reply: finish(again), suggestions: ['Give me 3 options', 'Less formal'] };
    // compose.ts's own plans know their drafts and details best for these three.
    const previous = state.userTurns.length - 2;
    if (
      u.followUp &&
      ['shorter', 'more', 'ordinal'].includes(state.ask.kind) &&
      answeredByPlans(request, previous)
    ) {
      return legacy();
    }
    const reply = finish(followUp(request, state, seed));
    return { reply, suggestions: librarySuggestions(state, reply, topicOf(request, state)) };
  }

  // "How do I follow up?" in a thread about an offer asks how and when to reply to the other
  // side: answered for that ask, on the thread's topic and facts (thread.ts replyAnswer).
  const replied = replyTurn(request, state);
  if (replied) {
    const reply = finish(replied);
    return { reply, suggestions: request.agent.questions.slice(0, 3) };
  }

  // "What about X?", "and if …?", a request asked about as going too far: about X within the previous
  // answer's topic, answered on that topic (onward.ts), not from the few words they carry.
  const onward = onwardTurn(request, state, seed);
  if (onward) return onward;

  const closing = u.intent === 'thanks' || CLOSING.test(request.message.content);
  if (closing && state.userTurns.length > 1) {
    let anchor = state.userTurns.length - 2;
    while (anchor > 0 && askOf(state.userTurns[anchor] ?? '', true)) anchor -= 1;
    // A thread a well-being coach answered from a life topic closes with that topic's plan.
    const life = lifeClosing(request, state, anchor);
    const hit = life ?? topicOf(request, state, anchor);
    if (hit && hit.score >= MIN_SCORE) {
      const name = memberName(request);
      const reply = finish([
        choose(
          [
            `Glad that helps${name ? `, ${name}` : ''}. Here is the plan in three lines, ready to save as a note:`,
            `Let's pin it down${name ? `, ${name}` : ''}. Your plan, ready to save as a note:`,
          ],
          seed,
        ),
        '',
        ...planBlock(hit.entry, state.facts),
        '',
        'Tell me how the first step went next time: what worked is as useful as what did not.',
      ]);
      return { reply, suggestions: ['Give me 3 options', 'Can you make it shorter?'] };
    }
  }

  if (u.intent === 'greeting') {
    const name = memberName(request);
    const ask = request.agent.questions[0] ?? 'What is on your mind at work right now?';
    return {
      reply: `Hi${name ? ` ${name}` : ''}, I'm ${domainOf(request.agent.id).selfName}. ${ask}`,
      suggestions: request.agent.questions.slice(1, 4),
    };
  }

  // A well-being coach met with trouble outside work (a fear, a break-up, a parent, loneliness,
  // grief, money, what happened to them): the life topic's own answer, naming their trigger
  // (life-topics.ts), before any path written for work questions.
  const life = lifeTurn(request, state, seed);
  if (life) return { reply: finish(life), suggestions: request.agent.questions.slice(0, 3) };

  // Whether a figure is good pay for a job, read by the question's form (pay-question.ts): how to
  // find the range for that role, level and place, and what their own figure means.
  const pay = hasCv(request) ? undefined : payAskOf(request.message.content);
  if (pay) {
    const name = memberName(request);
    const first = !request.history.some((t) => t.role === 'assistant');
    const hello = first
      ? `Hi${name ? ` ${name}` : ''}, I'm ${domainOf(request.agent.id).selfName}. `
      : '';
    const reply = finish(payBenchmarkLines(pay, hello));
    return { reply, suggestions: librarySuggestions(state, reply, undefined) };
  }

  // A message that asks for nothing (and brings no file to work on) gets a short human reply.
  // An answer to the coach's own question is the thread going on, not a story told for itself.
  const why =
    request.message.attachments.length ||
    answersThread(request, state) ||
    // A short explicit request ("List 5 things I can drop") is never a story told for itself.
    (artefactAsk(request.message.content) && words(request.message.content) <= STORY_WORDS)
      ? undefined
      : nonRequest(state.anchor);
  if (why) {
    const reply = finish(nonRequestReply(request, state, why, seed));
    return { reply, suggestions: request.agent.questions.slice(0, 3) };
  }

  // A question with a direct answer (answers.ts) is answered first, from its card.
  const card = cardFor(request);
  if (card) {
    const name = memberName(request);
    const first = !request.history.some((t) => t.role === 'assistant');
    const facts = questionFacts(state, card);
    // A post that asks another question besides the one the card answers ("Tips on giving
    // notice? … is it better before my shift or after?") gets that one answered first too.
    const other = asksNow(state) ? directAnswer(state.anchor, anchorFacts(state)) : undefined;
    const alsoAsked =
      other && !sameQuestion(other.ask.sentence, card.asked) ? `${other.line} ` : '';
    // Their situation in a sentence of theirs, said back before the answer, when the message
    // tells more than the question; the question at the end then ties to another sentence.
    const stories =
      words(state.anchor) > words(card.asked) + 12 && !seriousLine(state.anchor)
        ? storiesOf(state.anchor)
        : undefined;
    const reply = finish(
      cardLines(card, {
        hello: `${
          first ? `Hi${name ? ` ${name}` : ''}, I'm ${domainOf(request.agent.id).selfName}. ` : ''
        }${alsoAsked}`,
        where: situation(facts, state.anchor),
        lead,
        seed: hash(`card|${card.card.id}|${state.anchor}`),
        // Quoted back only when the message says more than the question itself, and the question
        // says something on its own ("Thoughts?" quoted back says nothing).
        asked:
          words(state.anchor) > words(card.asked) + 12 &&
          words(card.question) >= 4 &&
          card.question.length <= 140
            ? quote(quotable(card.question), 140)
            : undefined,
        stories,
        agentId: request.agent.id,
        text: state.anchor,
        known: new Set(anchorFacts(state).map((f) => f.kind)),
        // A question the story already answers is not tied to it: the two would sit side by side.
        tie: (q) =>
          words(state.anchor) > words(card.asked) + 12 && !alreadySaid(q, state.anchor, state.facts)
            ? detailFor(state.anchor, q, card.asked)
            : undefined,
        answered: (q) => alreadySaid(q, state.anchor, state.facts),
        instead: () => openLeft(request, state, seed),
        optional: first && words(state.anchor) > words(card.asked) + 12,
      }),
    );
    return { reply, suggestions: librarySuggestions(state, reply, undefined) };
  }

  // A question for information, or a discussion opened with the readers, is answered with what is
  // typical and why, not a checklist or a draft (explain.ts); a file to work on keeps its plans.
  // A question about the member's own money (household entries) is answered with steps worked out
  // on their figures, not with what is typical.
  const asked = hasCv(request) ? undefined : topicOf(request, state);
  if (!hasCv(request) && !(asked?.entry.household && asked.score >= MIN_SCORE)) {
    const explained = explainingAnswer(
      request,
      state,
      asked && asked.score >= MIN_SCORE ? asked : undefined,
      seed,
    );
    if (explained) {
      const reply = finish(explained);
      return { reply, suggestions: librarySuggestions(state, reply, asked) };
    }
  }

  if (!fromLibrary(request, u)) return legacy();

  // The member answering the coach's last question, or adding a fact to the thread ("I have about
  // 6 months of savings"): the thread moves on, on the topic of the answer it replies to (its own
  // few words would pick another), with the steps they have not seen yet.
  const threaded = answersThread(request, state);
  const before = threaded ? topicOf(request, state, state.userTurns.length - 2) : undefined;
  const found = before && before.score >= MIN_SCORE ? before : topicOf(request, state);
  const hit = found && found.score >= MIN_SCORE ? found : homeEntry(request, state, found);
  if (!hit || hit.score < MIN_SCORE) {
    // A message that says almost nothing yet: ask for the one thing that would let us help.
    const said = state.facts.length > 0 || words(state.anchor) >= 3 || /\?/.test(state.anchor);
    if (said) {
      const reply = finish(generalAnswer(request, state, seed));
      return { reply, suggestions: librarySuggestions(state, reply, undefined) };
    }
    const name = memberName(request);
    const first = !request.history.some((t) => t.role === 'assistant');
    const ask = request.agent.questions.length
      ? choose(request.agent.questions, seed)
      : 'What is the situation at work you would like to change?';
    const where = situation(anchorFacts(state), state.anchor);
    const hello = first
      ? `Hi${name ? ` ${name}` : ''}, I'm ${domainOf(request.agent.id).selfName}. `
      : '';
    const reply = finish([
      where
        ? `${hello}${lead(where)}, tell me where things stand and what you would like to change or decide, and I will give you concrete steps.`
        : `${hello}I'd like to give you something specific rather than general advice, so one question first: ${ask}`,
    ]);
    return { reply, suggestions: request.agent.questions.filter((q) => q !== ask).slice(0, 3) };
  }
  const reply = finish(
    libraryAnswer(
      request,
      state,
      hit,
      seed,
      threaded
        ? {
            // Their new fact said back, with what it changes (thread.ts).
            lead: changeLead(state.userTurns) ?? 'Thanks, that helps me fit this to you.',
            skip: new Set(state.lastItems.map((i) => i.title)),
          }
        : {},
    ),
  );
  return { reply, suggestions: librarySuggestions(state, reply, hit) };
}

/**
 * Whether the message being answered is the one that set the topic: a question asked in it, on
 * the first turn or later ("Should I tell my manager about it?"), is answered outright; an earlier
 * message's question was answered when it was asked.
 */
function asksNow(state: ConversationState): boolean {
  return state.anchorIndex === state.userTurns.length - 1;
}

/** Words of a question that say what it is about (content lemmas, not the asking words). */
const ASKING_WORDS =
  /^(?:should|would|could|does|have|this|that|with|from|about|your|what|when|there|their|them|they|even|just|really|still|into|after|before|been|being|will|than|then|also|only|some|more|much|okay|fine|normal|better|worth|need)$/i;
function topicWords(s: string): Set<string> {
  return new Set(
    lemmas(s)
      .map((w) => w.toLowerCase())
      .filter((w) => w.length >= 3 && !ASKING_WORDS.test(w)),
  );
}

/** Two question sentences that ask about the same thing: one holds the other, or two topic words in common. */
function sameQuestion(a: string, b: string): boolean {
  const plain = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  if (plain(b).includes(plain(a)) || plain(a).includes(plain(b))) return true;
  const wb = topicWords(b);
  return [...topicWords(a)].filter((w) => wb.has(w)).length >= 2;
}

/**
 * A follow-up that carries the previous answer's topic on ("what about the commute, it's 70
 * minutes each way", "and if I hold replies until the morning?", "would that be unreasonable?"): the library
 * answer of that topic with the steps not given a turn ago, led by a direct answer to a yes/no
 * ask, or by the new fact worked out (a journey time in hours a week), else by their question.
 */
function onwardTurn(
  request: CoachRequest,
  state: ConversationState,
  seed: number,
): Turn | undefined {
  const content = request.message.content;
  if (!state.lastReply || request.message.attachments.length || !carriesOn(content))
    return undefined;
  // X with a direct answer of its own ("what if they ask about my weaknesses") is answered from
  // its card, which is about X.
  if (cardFor(request)) return undefined;
  // The topic of the previous answer: the entry whose steps it gave, else the situation read up to
  // the turn before, else the whole conversation's.
  const given = new Set(state.lastItems.map((i) => i.title.toLowerCase()));
  const answered = LIBRARY.find(
    (e) => e.steps.filter((st) => given.has(fill(st.title, state.facts).toLowerCase())).length >= 2,
  );
  const hit = [
    answered ? { entry: answered, score: MIN_SCORE } : undefined,
    topicOf(request, state),
    topicOf(request, state, state.userTurns.length - 2),
  ].find((h) => h && h.score >= MIN_SCORE);
  const earlier = state.userTurns.slice(0, -1);
  const direct = tooMuchAnswer(content) ?? commuteHoursLine(content, earlier);
  if (!hit) {
    // No situation to carry on, but a yes/no ask still gets its direct answer first, and one
    // question that moves it on.
    if (!direct || !tooMuchAnswer(content)) return undefined;
    const reply = finish([
      direct,
      '',
      'When could you put it to them, and what is the one reason you would give?',
    ]);
    return { reply, suggestions: request.agent.questions.slice(0, 3) };
  }
  const reply = finish(
    libraryAnswer(request, state, hit, seed, {
      ...(direct ? { lead: direct } : {}),
      skip: new Set(state.lastItems.map((i) => i.title)),
    }),
  );
  return { reply, suggestions: librarySuggestions(state, reply, hit) };
}

/**
 * An entry as a well-being coach gives it to a member whose conversation is not about work: the
 * sentence, steps and questions written for trouble that follows someone to work ("tell your
 * manager", "a buffer between home and work") are left out, since they would answer another
 * situation. Work posts, and other coaches, keep the entry whole.
 */
function withoutWorkFrame(entry: Entry, request: CoachRequest, state: ConversationState): Entry {
  if (!WELLBEING_COACHES.has(request.agent.id) || aboutWork(state.said)) return entry;
  const steps = entry.steps.filter((s) => !WORK_FRAMED.test(`${s.title} ${s.body}`));
  const questions = entry.questions.filter((q) => !WORK_FRAMED.test(q));
  return {
    ...entry,
    reflect: WORK_FRAMED.test(entry.reflect) ? 'this has been weighing on you' : entry.reflect,
    steps: steps.length ? steps : entry.steps,
    questions: questions.length ? questions : entry.questions,
    ...(entry.script && WORK_FRAMED.test(entry.script.text) ? { script: undefined } : {}),
  };
}

/** The coaches for well-being: mental health, mindfulness, stress, balance, wellness. */
const WELLBEING_COACHES = new Set([13, 14, 15, 16, 17]);

/**
 * The life topic a well-being coach's thread is about, as a library hit for its closing plan: only
 * for a conversation that is not about work, up to the member's turn `upTo`.
 */
function lifeClosing(
  request: CoachRequest,
  state: ConversationState,
  upTo: number,
): Hit | undefined {
  if (!WELLBEING_COACHES.has(request.agent.id)) return undefined;
  const said = state.userTurns.slice(0, upTo + 1).join('\n');
  if (aboutWork(said)) return undefined;
  const hit =
    lifeTopicOf(said) ?? (words(said) > STORY_WORDS ? lifeTopicOf(said, true) : undefined);
  if (!hit) return undefined;
  const entry: Entry = {
    id: `life-${hit.topic.id}`,
    title: hit.topic.id,
    about: '',
    coaches: [request.agent.id],
    reflect: '',
    steps: [],
    questions: [],
    plan: hit.topic.plan,
  };
  return { entry, score: MIN_SCORE };
}

/** The well-being coach's answer for a life topic (life-topics.ts), when the member brings one. */
function lifeTurn(
  request: CoachRequest,
  state: ConversationState,
  seed: number,
): string[] | undefined {
  if (!WELLBEING_COACHES.has(request.agent.id)) return undefined;
  if (hasCv(request) || request.message.attachments.length) return undefined;
  const said = state.said;
  if (aboutWork(said)) return undefined;
  // Good news or an advert is not a difficulty to answer with steps.
  const why = nonRequest(state.anchor);
  if (why === 'news' || why === 'advert') return undefined;
  // A story (more than a few lines) is answered from a life topic it names even once: the other
  // paths were written for work and give general moves or a work frame.
  const hit =
    lifeTopicOf(said) ?? (words(said) > STORY_WORDS ? lifeTopicOf(said, true) : undefined);
  if (!hit) return undefined;
  const name = memberName(request);
  const first = !request.history.some((t) => t.role === 'assistant');
  return lifeReply({
    hello: first ? `Hi${name ? ` ${name}` : ''}, I'm ${domainOf(request.agent.id).selfName}. ` : '',
    text: said,
    hit,
    seed,
    answered: (q) => alreadySaid(q, said, state.facts),
    earlier: request.history
      .filter((t) => t.role === 'assistant')
      .map((t) => t.content)
      .join('\n'),
  });
}

/** A short ask about replying to the other side, on the thread topic, answered for that ask (thread.ts). */
function replyTurn(request: CoachRequest, state: ConversationState): string[] | undefined {
  const earlier = request.history.filter((t) => t.role === 'assistant').map((t) => t.content);
  if (!earlier.length || !asksHowToReply(request.message.content)) return undefined;
  const hit = topicOf(request, state, state.userTurns.length - 2);
  const entry = hit && hit.score >= MIN_SCORE ? hit.entry : undefined;
  return replyAnswer(entry, state.facts, earlier, state.reading.conditions.has('has-offer'));
}

/**
 * The member's arithmetic question answered with the working on their own figures: hello on a
 * first turn, the worked figures, what they do not say, and one question.
 */
function workedTurn(request: CoachRequest): Turn | undefined {
  if (request.message.attachments.length) return undefined;
  if (/\b(?:write|draft|reword|rewrite|email|e-mail|letter)\b/i.test(request.message.content))
    return undefined;
  // A follow-up that adds a term to options set out earlier ("A gives 25 days off, B 30") is
  // worked on those options again, read from the member's earlier messages.
  // A later turn that adds or changes a figure, or asks yes or no about the result, is worked
  // again on the figures as they now stand (worked-thread.ts).
  const worked =
    workedAnswer(request.message.content) ??
    workedThread(
      request.history.filter((t) => t.role === 'user').map((t) => t.content),
      request.message.content,
    );
  if (!worked) return undefined;
  const name = memberName(request);
  const first = !request.history.some((t) => t.role === 'assistant');
  const hello = first
    ? `Hi${name ? ` ${name}` : ''}, I'm ${domainOf(request.agent.id).selfName}. `
    : '';
  const [head = '', ...rest] = worked.lines;
  // The closing question never asks for what the member already said (already.ts).
  const state = stateOf(request);
  const question = alreadySaid(worked.question, state.said, state.facts)
    ? choose(FORWARD_QUESTIONS, seedOf(request))
    : worked.question;
  const reply = finish([`${hello}${head}`, ...rest, '', question]);
  return { reply, suggestions: WORKED_SUGGESTIONS[worked.kind] };
}

const WORKED_SUGGESTIONS: Record<Worked['kind'], string[]> = {
  compare: [
    'What should I ask each employer?',
    'How do I turn one down politely?',
    'Can you make it shorter?',
  ],
  afford: [
    'How do I set up a budget?',
    'How big should my emergency fund be?',
    'Can you make it shorter?',
  ],
  payoff: [
    'Which debt should I pay first?',
    'Is a balance transfer worth it?',
    'Can you make it shorter?',
  ],
  goal: [
    'Where should I keep the savings?',
    'How do I set up a budget?',
    'Can you make it shorter?',
  ],
  parttime: [
    'How do I ask my manager for it?',
    'What should I ask to be pro-rated?',
    'Can you make it shorter?',
  ],
};

/** The situations where an offer is set against current pay. */
const OFFER_ENTRIES = new Set([
  'offer-decision',
  'choose-between-jobs',
  'offer-negotiation',
  'counter-offer',
]);

/**
 * A short statement that answers the coach's last question or adds to the thread: after a reply
 * that ended on a question, or on its steps (a first answer with no question the post called for).
 */
function answersThread(request: CoachRequest, state: ConversationState): boolean {
  const content = request.message.content.trim();
  const last = state.lastReply?.trim() ?? '';
  return (
    (last.endsWith('?') || /^\d+\.\s/.test(last.split('\n').at(-1) ?? '')) &&
    state.lastItems.length > 0 &&
    words(content) <= 30 &&
    !/\?/.test(content) &&
    !asksWithoutMark(content) &&
    questionsOf(content).length === 0
  );
}

// ——— Artefacts the member asks for (artefacts.ts) ————————————————————————————————————————

interface ArtefactTurn {
  ask: ArtefactAsk;
  /** The member turn that asked for it. */
  index: number;
  /** Built from their facts, the one fact still needed, or a list from the library. */
  built: Built | Needed | { list: Hit };
}

/** What the member has said up to a turn, newest first (the latest fact is found first). */
const saidUpTo = (state: ConversationState, index: number) =>
  state.userTurns
    .slice(0, index + 1)
    .reverse()
    .join('\n');

/**
 * Whether this message asks for an artefact the coach should deliver now. A follow-up the state
 * already reads ("write it as an email", "3 options") stays one unless the message itself names
 * an artefact the coach can build ("give me 3 headline options, I'm a nurse"). A CV to work from
 * keeps its plans for the CV's own artefacts (compose.ts writes them from the file).
 */
function artefactTurn(request: CoachRequest, state: ConversationState): ArtefactTurn | undefined {
  const index = state.userTurns.length - 1;
  const ask = artefactAsk(request.message.content);
  if (!ask || request.message.attachments.length) return undefined;
  if (hasCv(request) && ['headline', 'opener', 'subject'].includes(ask.kind)) return undefined;
  const built = buildArtefact(ask, saidUpTo(state, index), state.facts, memberName(request));
  // A follow-up keeps its own path (a draft asked for later in a thread is written from the whole
  // conversation), except "3 headline options" read as more options of the last answer when the
  // message names an artefact the coach can build itself.
  if (state.ask && !(state.ask.kind === 'options' && built && 'options' in built)) return undefined;
  // A message with nothing said about what it must get across is the situation's own draft
  // (the library's script set out as that message), not a question back.
  if (ask.kind === 'message' && built && !('options' in built)) return undefined;
  // A fact still missing is asked for after a short request; a story carries enough for the
  // library to answer with steps, and a lone question after it would read as not listening.
  if (built && !('options' in built) && words(request.message.content) > STORY_WORDS)
    return undefined;
  if (built) return { ask, index, built };
  // A script the message gives no content for ("what do I say when they ask why I left") is
  // answered by its card or the library's answer, which ask for the real reason: a script
  // written without it would put words in the member's mouth. A list is the library's steps
  // for the topic, as many as asked for.
  if (ask.kind !== 'list') return undefined;
  const hit = topicOf(request, state);
  if (!hit || hit.score < MIN_SCORE) return undefined;
  return { ask, index, built: { list: hit } };
}

/** "of what to bring to my annual review": what the list is for, said to the member. */
function listSubject(sentence: string): string | undefined {
  const m =
    /\b(?:for|to|before|at|about|of)\s+((?:my|the|our|this|next)\s+(?:[\w-]+\s+){0,4}?[\w-]+)(?=[.,;!?\n]|\s+(?:without|so|and|but)\b|$)/i.exec(
      sentence.replace(/[?.!\s]+$/, ''),
    );
  return m?.[1]?.replace(/\bmy\b/gi, 'your').replace(/\bour\b/gi, 'your');
}

function renderOptions(options: string[], quoted: boolean): string[] {
  if (quoted) return options.flatMap((o, i) => [...(i ? [''] : []), quoteBlock(o)]);
  return options.map((o, i) => `${i + 1}. **${o}**`);
}

function artefactLines(
  request: CoachRequest,
  state: ConversationState,
  made: ArtefactTurn,
): string[] {
  const { built, ask } = made;
  if ('ask' in built) return [built.ask];
  if ('options' in built) {
    // "Three lines I can use": a script or message asked for in several versions.
    if (built.quoted && built.options.length === 1 && ask.counted && ask.n > 1)
      return [
        built.lead,
        '',
        ...versionsOf(built.options[0] ?? '', ask.n),
        built.use,
        '',
        built.question,
      ];
    const short = ask.counted && built.options.length < ask.n;
    return [
      built.lead,
      '',
      ...renderOptions(built.options, built.quoted),
      '',
      ...(short
        ? [
            `That is ${built.options.length}, not ${ask.n}: more would only repeat these in other words.`,
          ]
        : []),
      built.use,
      '',
      built.question,
    ];
  }
  // From the library: the topic's steps, then the next-closest topics', as many as asked for.
  const hit = built.list;
  const pool = stepPool(request, state, hit, []);
  const chosen = pool.slice(0, ask.n);
  const about = listSubject(ask.sentence);
  return [
    `${upperFirst(ORDINAL_COUNT[chosen.length] ?? String(chosen.length))} ${chosen.length === 1 ? 'thing' : 'things'}${about ? ` for ${about}` : ''}:`,
    '',
    ...chosen.map((o, i) => `${i + 1}. **${o.title}.** ${o.body}`),
    '',
    question(hit.entry, state, seedOf(request)),
  ];
}

/** Steps of the topic and the next-closest topics, those already shown last. */
function stepPool(
  request: CoachRequest,
  state: ConversationState,
  hit: Hit,
  shownItems: Array<{ title: string; body: string }>,
): Array<{ title: string; body: string }> {
  const pool: Array<{ title: string; body: string }> = [];
  const shown = new Set(shownItems.map((i) => i.title));
  const extra = [hit, ...retrieve(queryOf(state, state.anchorIndex), request.agent.id, 3)];
  for (const h of extra) {
    for (const s of rankSteps(h.entry, state.anchor)) {
      const title = fill(s.title, state.facts).replace(/[.:]$/, '');
      if (!shown.has(title) && !pool.some((p) => p.title === title))
        pool.push({ title, body: fill(s.body, state.facts) });
    }
  }
  return pool;
}

function artefactSuggestions(ask: ArtefactAsk): string[] {
  if (ask.kind === 'script' || ask.kind === 'message') return ['Shorter', 'Less formal'];
  return ['The second one', 'Shorter', `Give me ${Math.min(MOST[ask.kind], ask.n + 2)} options`];
}

/** A single draft in up to `n` honest versions: as written, cut to its core, lighter in tone. */
function versionsOf(one: string, n: number): string[] {
  const versions = [
    { label: 'As written', text: one },
    { label: 'Shorter and direct', text: shortDraft(one) },
    { label: 'Lighter in tone', text: inRegister(one, 'casual') },
  ].filter((v, i, all) => all.findIndex((w) => w.text.trim() === v.text.trim()) === i);
  const chosen = versions.slice(0, n);
  return [
    chosen.length < n
      ? `I have ${chosen.length === 1 ? 'one honest version' : `${chosen.length} honest versions`} of it, not ${n}:`
      : `${upperFirst(ORDINAL_COUNT[n] ?? String(n))} versions:`,
    '',
    ...chosen.flatMap((v, i) => [`${i + 1}. **${v.label}.**`, '', quoteBlock(v.text), '']),
  ];
}

/** The quoted blocks of a reply, each whole (a blank line or a line of text ends one). */
function quotedBlocks(reply: string): string[] {
  const blocks: string[] = [];
  let current: string[] | null = null;
  for (const line of reply.split('\n')) {
    if (line.startsWith('>')) {
      current ??= [];
      current.push(line.replace(/^>\s?/, ''));
    } else if (current) {
      blocks.push(current.join('\n'));
      current = null;
    }
  }
  if (current) blocks.push(current.join('\n'));
  return blocks;
}

/** One option cut to its core: a headline to its first two parts, a draft to what carries it. */
function shorterOption(option: string): string {
  const parts = option.split(' | ');
  if (parts.length > 2) return parts.slice(0, 2).join(' | ');
  if (/\n|[.!?]\s+\S/.test(option.trim())) return shortDraft(option);
  // Cut at the first clause break that leaves a sentence of its own (eight words or more): a
  // shorter line still has to say who they are and what they want.
  for (const m of option.matchAll(
    /,\s+and\s|;\s|:\s|\s(?:because|so that|and that)\s|,\s(?=and\b)/g,
  )) {
    const head = option.slice(0, m.index ?? 0).trim();
    if (head.split(/\s+/).length >= 8)
      return `${head.replace(/[,;:]$/, '')}${/[.?!]$/.test(option) ? '.' : ''}`;
  }
  return option;
}

/**
 * "The second one", "shorter", "less formal", "give me 5": acts on the artefact the last reply
 * delivered, read back from that reply (its numbered options or its quoted draft). Undefined when
 * the conversation's anchor asked for no artefact, or for a follow-up the usual path handles.
 */
function artefactFollowUp(request: CoachRequest, state: ConversationState): string[] | undefined {
  const ask = state.ask;
  const art = artefactAsk(state.anchor);
  if (!ask || !art) return undefined;
  const last = state.lastReply ?? '';
  const numberedOptions = last
    .split('\n')
    .map((l) => /^\d+\.\s+\*\*(.+)\*\*\s*$/.exec(l)?.[1])
    .filter((x): x is string => Boolean(x));
  const blocks = quotedBlocks(last);
  const quoted = !numberedOptions.length;
  const options = quoted ? blocks : numberedOptions;
  if (!options.length) return undefined;
  const build = (n: number) =>
    buildArtefact(
      { ...art, n },
      saidUpTo(state, state.anchorIndex),
      state.facts,
      memberName(request),
    );
  if (ask.kind === 'ordinal') {
    const index = ask.n === -1 ? options.length : (ask.n ?? 1);
    const chosen = options[index - 1];
    if (!chosen)
      return [
        `There ${options.length === 1 ? 'was one' : `were ${options.length}`}, so there isn't a ${ORDINAL[index - 1] ?? `number ${index}`} one. Here they are again:`,
        '',
        ...renderOptions(options, quoted),
      ];
    return [
      `The ${ORDINAL[index - 1] ?? `number ${index}`} one, ready to paste:`,
      '',
      quoteBlock(ask.shorter ? shorterOption(chosen) : chosen),
      '',
      'Read it aloud once: if a word is not one you would say, swap it for yours.',
    ];
  }
  if (ask.kind === 'shorter')
    return ['Shorter:', '', ...renderOptions(options.map(shorterOption), quoted)];
  if (ask.kind === 'tone') {
    const register = ask.register ?? 'casual';
    const toned = options.map((o) => inRegister(o, register));
    if (toned.every((o, i) => o === options[i]))
      return [
        register === 'casual'
          ? 'It already reads the way people talk (no stiff phrases to loosen), so I have kept the wording:'
          : 'It already reads plainly and politely, so I have kept the wording:',
        '',
        ...renderOptions(options, quoted),
        '',
        'If one phrase still sounds wrong to you, tell me which and I will swap it for yours.',
      ];
    return [
      register === 'casual' ? 'In a lighter, more conversational tone:' : 'In a more formal tone:',
      '',
      ...renderOptions(
        options.map((o) => inRegister(o, register)),
        quoted,
      ),
    ];
  }
  if (ask.kind === 'options') {
    const n = Math.max(1, Math.min(ask.n ?? 3, 6));
    if (quoted && options.length === 1)
      return [...versionsOf(options[0] ?? '', n), 'Pick the one that sounds most like you.'];
    const all = build(MOST[art.kind]);
    if (!all || !('options' in all)) return undefined;
    // The ones the member has not seen yet first, then the ones they have.
    const fresh = [
      ...all.options.filter((o) => !options.includes(o)),
      ...all.options.filter((o) => options.includes(o)),
    ].slice(0, n);
    const built = { ...all, options: fresh };
    return [
      built.options.length < n
        ? `${upperFirst(ORDINAL_COUNT[built.options.length] ?? String(built.options.length))} that ${built.options.length === 1 ? 'is' : 'are'} really different, not ${n}:`
        : `${upperFirst(ORDINAL_COUNT[n] ?? String(n))} options, the new ones first:`,
      '',
      ...renderOptions(built.options, built.quoted),
      '',
      built.question,
    ];
  }
  if (ask.kind === 'correction') {
    const built = build(art.n);
    if (!built || !('options' in built)) return undefined;
    return [
      'Got it; here it is again with that corrected:',
      '',
      ...renderOptions(built.options, built.quoted),
    ];
  }
  return undefined;
}
