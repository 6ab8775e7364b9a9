/// <reference path="./vendor.d.ts" />
import bm25 from 'wink-bm25-text-search';
import type { ItemToken } from 'wink-nlp';
import { its, nlp } from '../../nlp/english.js';
import { CONCEPTS, type Entry, LIBRARY, type Step } from './knowledge.js';

/**
 * Finds the library entries (knowledge.ts) that fit a conversation, by meaning rather than by
 * keyword routes: BM25 (wink-bm25-text-search) over the lemmas wink-nlp reads, stop words and
 * punctuation left out. The query is the whole conversation's member turns, the newest counted
 * twice, so a short follow-up still carries the topic set earlier.
 *
 * Within the chosen entry, the steps are ordered by how much of the member's wording they share
 * (each shared lemma weighted by how rare it is in the library), so two members in the same
 * situation with different details get the steps that fit them first.
 */

/** Lemmas of a text: lower-case, no stop words, no punctuation or numbers alone. */
export function lemmas(text: string): string[] {
  const doc = nlp.readDoc(text.replace(/&amp;/g, '&').slice(0, 12_000));
  const out: string[] = [];
  doc.tokens().each((t: ItemToken) => {
    if (t.out(its.type) !== 'word') return;
    if (t.out(its.stopWordFlag)) return;
    const lemma = String((t.out as (f: unknown) => unknown)(its.lemma)).toLowerCase();
    if (lemma.length < 2) return;
    out.push(lemma);
  });
  return out;
}

interface Index {
  engine: ReturnType<typeof bm25>;
  /** How rare each lemma is across the library's steps: log(N / df). */
  idf: Map<string, number>;
  stepLemmas: Map<Step, Set<string>>;
  /** Each entry's defining concepts (knowledge.ts CONCEPTS), lemmatised. */
  concepts: Map<Entry, Set<string>>;
}

let index: Index | null = null;

function build(): Index {
  const engine = bm25();
  engine.defineConfig({ fldWeights: { title: 1, about: 3, steps: 1 } });
  engine.definePrepTasks([lemmas]);
  LIBRARY.forEach((entry, i) => {
    engine.addDoc(
      {
        title: entry.title,
        about: entry.about,
        steps: entry.steps.map((s) => `${s.title}. ${s.body}`).join(' '),
      },
      i,
    );
  });
  engine.consolidate();
  const stepLemmas = new Map<Step, Set<string>>();
  const df = new Map<string, number>();
  let steps = 0;
  for (const entry of LIBRARY) {
    for (const step of entry.steps) {
      const set = new Set(lemmas(`${step.title} ${step.body} ${step.more}`));
      stepLemmas.set(step, set);
      steps += 1;
      for (const l of set) df.set(l, (df.get(l) ?? 0) + 1);
    }
  }
  const idf = new Map([...df].map(([l, n]) => [l, Math.log(steps / n)]));
  const concepts = new Map(LIBRARY.map((e) => [e, new Set(lemmas(CONCEPTS[e.id] ?? ''))]));
  return { engine, idf, stepLemmas, concepts };
}

function indexOf(): Index {
  index ??= build();
  return index;
}

export interface Hit {
  entry: Entry;
  score: number;
}

/**
 * The entries that fit, best first. `prefer` (the coach's id) breaks near-ties towards the
 * coach's own field; it never overrides a clearly better fit.
 */
export function retrieve(query: string, prefer?: number, limit = 3): Hit[] {
  const { engine } = indexOf();
  const results = engine.search(query, 8) as Array<[number | string, number]>;
  return results
    .map(([id, score]) => {
      const entry = LIBRARY[Number(id)] as Entry;
      return { entry, score: prefer && entry.coaches.includes(prefer) ? score * 1.15 : score };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** Where people state their situation: the first line and the first few hundred characters. */
const OPENING_CHARS = 300;
/** A candidate must score at least this share of the best BM25 score to be considered at all. */
const NEAR_BEST = 0.5;

/** The opening of a message: its first line and its first `OPENING_CHARS` characters. */
export function openingOf(text: string): string {
  return `${text.split('\n')[0] ?? ''}\n${text.slice(0, OPENING_CHARS)}`;
}

/** A line this short at the top of a message is its subject line (a post title, an opening ask). */
const SUBJECT_WORDS = 20;

/** The sentences of a text, split at sentence ends and line breaks. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * What the member ASKS, as opposed to the background they give: the subject line (a short first
 * line), every question sentence, the sentences that ask without a question mark ("I need advice
 * on …", "should I …", "how do I …"), and the last paragraph, where people usually land on what
 * they want. "I'm a student" in the middle of a story is background and is left out, so it cannot
 * decide the situation on its own.
 */
export function askedOf(text: string): string {
  const clean = text.replace(/&amp;/g, '&').slice(0, 12_000);
  const lines = clean.split('\n').filter((l) => l.trim());
  const first = lines[0] ?? '';
  const subject = first.split(/\s+/).length <= SUBJECT_WORDS ? first : '';
  const asking = sentencesOf(clean).filter(
    (s) =>
      /\?\s*$/.test(s) ||
      /^(?:so\s+|but\s+|and\s+)?(?:should|how|what|which|is|are|can|could|would|do|does|any|where|when|why)\b/i.test(
        s,
      ) ||
      /\b(?:advice|suggestions?|tips|thoughts|opinions?|help me|wondering|not sure (?:if|whether|how|what))\b/i.test(
        s,
      ),
  );
  const paragraphs = clean.split(/\n\s*\n/).filter((p) => p.trim());
  const last = paragraphs.length > 1 ? (paragraphs.at(-1) ?? '') : '';
  return [subject, ...asking, last.slice(-600)].filter(Boolean).join('\n') || clean.slice(0, 300);
}

/**
 * The relevance check on retrieval: the best-ranked entry (among those close to the best score)
 * whose defining concepts the `opening` names (callers pass what the member asks, askedOf, so a
 * word of background does not decide the situation); undefined when none does, so the coach answers from
 * its general coaching path rather than from an entry about another situation (a visa question is
 * not a first-job question because both mention a "first" job).
 */
export function situationOf(
  query: string,
  opening: string,
  prefer?: number,
  questions = '',
): Hit | undefined {
  const { concepts } = indexOf();
  const hits = retrieve(query, prefer, 6);
  const best = hits[0]?.score ?? 0;
  const names = (text: string) => {
    const said = new Set(lemmas(text));
    return hits.find(
      (h) =>
        h.score >= best * NEAR_BEST && [...(concepts.get(h.entry) ?? [])].some((l) => said.has(l)),
    );
  };
  // The question sentences themselves first: an entry they name beats one only the subject line
  // or the last paragraph names ("Job for F1 student … how can this job affect her visa?").
  return (questions ? names(questions) : undefined) ?? names(opening);
}

/** The entry's steps, the ones sharing most of the member's (rarer) words first. */
export function rankSteps(entry: Entry, query: string): Step[] {
  const { idf, stepLemmas } = indexOf();
  const asked = new Set(lemmas(query));
  const scored = entry.steps.map((step, order) => {
    let score = 0;
    for (const l of stepLemmas.get(step) ?? []) if (asked.has(l)) score += idf.get(l) ?? 0;
    return { step, score, order };
  });
  // The first step is the entry's opening move; keep it first unless another fits clearly better.
  return scored
    .sort((a, b) => b.score - a.score + (a.order === 0 ? -1 : 0) - (b.order === 0 ? -1 : 0))
    .map((s) => s.step);
}

/** Loads the index (a worker's warm-up). */
export function warmLibrary(): void {
  indexOf();
}
