import type { InsightDimension } from '@facet/contracts';

/**
 * The shapes of the profile corpus's labels (see cases.ts for what they mean).
 */
export type Dimension = InsightDimension;
export type Labels = Partial<Record<Dimension, RegExp[]>>;

/**
 * A file of a case: a text of this folder (as plain text, or turned into a Word or PDF file and
 * read back by the upload path's extraction), or a document of the extraction corpus
 * (test/corpus/documents, by name) read by the upload path's own extraction, OCR included.
 */
export type CaseFile =
  | { path: string; kind: 'cv' | 'psychometric'; as?: 'txt' | 'docx' | 'pdf' }
  | { document: string; kind: 'cv' | 'psychometric' };

/**
 * - `development`: written alongside the engine (or after it, by its author, and then used to
 *   change it): its figures are an upper bound.
 * - `held-out`: written by someone other than the engine's author, labelled before the engine was
 *   run on it; its figures before any change made for it are recorded in ADR 012.
 */
export type CaseGroup = 'development' | 'held-out';

export interface ProfileCase {
  name: string;
  /** What trap the case reproduces. */
  about: string;
  /** Default: development. */
  group?: CaseGroup;
  files: CaseFile[];
  expect: Labels;
  allow?: Labels;
  never?: Labels & { any?: RegExp[] };
}

/** Wrong in every case: fragments of the old keyword engine. */
export const NEVER_ANYWHERE: RegExp[] = [
  /\(prof\b/i,
  /\bto of\b/i,
  /^you aim to (of|lab)\b/i,
  /^(learning|recognition|health|service|growth|customer) matters to you/i,
];

/** Matches any statement: in `never`, the dimension must stay empty. */
export const NOTHING: RegExp[] = [/./];

/** No limiting belief or behaviour may be drawn. */
export const noLimits = { limitingBeliefs: NOTHING, limitingBehaviours: NOTHING };
