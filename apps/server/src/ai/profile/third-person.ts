import type { ItemToken } from 'wink-nlp';
import { escapeRegExp as escapeRe } from '../../lib/regexp.js';
import { its, nlp } from '../../nlp/english.js';
import { personNameOf } from './person-name.js';
import { isEnglishWord } from './repair.js';

/**
 * Bios, "About" sections written by someone else and third-person CVs speak of the person as
 * "she", "he" or by name: "Dana believes small teams ship better", "He has led three migrations".
 * Such a sentence is read like the person's own once it is put in the first person by a transform
 * that keeps tense and meaning: only the subject and its verb's agreement change ("believes" →
 * "believe", "is" → "am", "has" → "have"; a past or a modal stays as it is), and the same
 * person's "his", "him", "himself" later in the sentence become "my", "me", "myself". The reader
 * then restates it in the second person like any sentence of theirs, and its quote stays the
 * document's own sentence.
 *
 * When the transform is not sure it gives nothing (the sentence is then read as before):
 * - the sentence also has "I", "we" or "our" (whose words these are is unclear);
 * - "her" after a "she" subject, unless what follows shows whether it is "my" or "me";
 * - a named subject with both "he" and "she" later (two people), or "they" as the subject;
 * - the verb after the subject is not a verb form it knows how to agree.
 *
 * Who the subject is: the name the document opens with (personNameOf: first name or full name),
 * or a capitalised word, no English word, that opens at least two sentences with a verb in the
 * third person right after it ("Dana leads…", never a bullet's "Perform related…"). A pronoun
 * opening a sentence counts only in a document with no first person at all, where a name of the
 * person opens a sentence or that pronoun (and not the other one) opens at least two sentences:
 * a CV's references or a colleague's quoted praise are not read as the person.
 */

export interface BioSubject {
  /** Names that stand for the person at the start of a sentence, longest first. */
  names: string[];
  /** "He" or "She" when a pronoun opening a sentence stands for the person. */
  pronoun?: 'He' | 'She';
}

/** Adverbs that may stand between the subject and its verb ("She firmly believes…"). */
const ADVERB =
  /^(?:always|also|often|still|now|currently|deeply|firmly|truly|really|genuinely|strongly|particularly|especially|consistently|regularly|usually|recently|previously|later|then|once|never|rarely|sometimes|increasingly)$/;

/** Modals and past forms that agree with any subject. */
const SAME_FORM =
  /^(?:can|could|will|would|shall|should|may|might|must|was|had|did|used|wants to)$/;

/** The third-person singular present turned to the first person, or undefined when unsure. */
function agree(verb: string): string | undefined {
  const irregular: Record<string, string> = { is: 'am', has: 'have', does: 'do', goes: 'go' };
  if (irregular[verb]) return irregular[verb];
  if (SAME_FORM.test(verb)) return verb;
  // A past tense in -ed, or one of the common irregular pasts.
  if (
    /^[a-z]{3,}ed$/.test(verb) ||
    /^(?:led|built|ran|won|grew|began|became|made|wrote|took|brought|taught|spent|found|left|went|saw|held|drove|set|put|kept|sought|thought|felt|knew|gave|chose|spoke)$/.test(
      verb,
    )
  ) {
    return verb;
  }
  if (/^[a-z]{2,}(?:ch|sh|ss|x|z)es$/.test(verb)) return verb.slice(0, -2);
  if (/^[a-z]{2,}[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/^[a-z]{2,}[^s]s$/.test(verb) && !/(?:ss|us|is|ous)$/.test(verb)) return verb.slice(0, -1);
  return undefined;
}

/** Prepositions and words after which "her" is an object ("with her", "her and"): "me". */
const AFTER_OBJECT =
  /^(?:to|in|on|at|for|with|from|by|as|and|or|but|that|than|into|onto|through|about|a|an|the|this|these|those|when|where|while|because|so|[,.;:!?)]|$)/i;

/** A sentence about the person turned to the first person, or undefined when unsure. */
/** The words wink tags as verbs in a sentence ("…and sends notes": "sends", never "sales"). */
function verbsOf(sentence: string): Set<string> {
  const verbs = new Set<string>();
  nlp
    .readDoc(sentence)
    .tokens()
    .each((t: ItemToken) => {
      if (t.out(its.pos) === 'VERB') verbs.add(t.out());
    });
  return verbs;
}

export function toFirstPerson(sentence: string, subject: BioSubject): string | undefined {
  const s = sentence.trim().replace(/\s+/g, ' ');
  if (/\b(?:I|we|our|ours|us|my|me)\b/.test(s) || /^We\b|^Our\b/.test(s)) return undefined;
  const openers = [...subject.names, ...(subject.pronoun ? [subject.pronoun] : [])];
  const opener = openers.find((n) => new RegExp(`^${escapeRe(n)}(?:'s)?\\s`).test(s));
  if (!opener || new RegExp(`^${escapeRe(opener)}'s\\s`).test(s)) return undefined;
  const words = s.slice(opener.length).trim().split(' ');
  let k = 0;
  while (k < words.length && ADVERB.test(words[k] as string)) k++;
  const verb = words[k];
  if (!verb || !/^[a-z]+$/.test(verb)) return undefined;
  const agreed = agree(verb);
  if (!agreed) return undefined;
  words[k] = agreed;
  // A second verb joined to the first ("…tends to avoid X and leaves that to…") agrees too, when
  // the first was in the present and an object or a preposition follows it (so "and sales" stays).
  if (agreed !== verb && !/(?:ed)$/.test(verb)) {
    for (let j = k + 1; j + 2 < words.length; j++) {
      if (!/^(?:and|but|or)$/.test(words[j] as string)) continue;
      const next = words[j + 1] as string;
      const after = words[j + 2] as string;
      const base = /^[a-z]+s$/.test(next) ? agree(next) : undefined;
      if (
        base &&
        base !== next &&
        (verbsOf(s).has(next) ||
          /^(?:the|a|an|that|this|it|them|those|these|to|up|on|off|out|over|his|her|their|every|all|most|some|any)$/.test(
            after,
          ))
      ) {
        words[j + 1] = base;
      }
    }
  }
  let rest = words.join(' ');
  const named = opener !== 'He' && opener !== 'She';
  const he = /\b(?:he|him|his|himself)\b/i.test(rest);
  const she = /\b(?:she|her|hers|herself)\b/i.test(rest);
  // Two people in one sentence, or a pronoun that points at someone other than the subject.
  if (named && he && she) return undefined;
  if ((opener === 'He' && she) || (opener === 'She' && he)) {
    // The other pronoun is another person: left as it is.
  } else {
    if (he) {
      rest = rest
        .replace(/\bhimself\b/g, 'myself')
        .replace(/\bhis\b/g, 'my')
        .replace(/\bhim\b/g, 'me')
        .replace(/\bhe\b/g, 'I');
    }
    if (she) {
      rest = rest.replace(/\bherself\b/g, 'myself').replace(/\bshe\b/g, 'I');
      let unsure = false;
      rest = rest.replace(/\bher\b(\s*)(\S*)/g, (_m, space: string, next: string) => {
        if (AFTER_OBJECT.test(next)) return `me${space}${next}`;
        if (/^[a-z-]+$/.test(next)) return `my${space}${next}`;
        unsure = true;
        return `her${space}${next}`;
      });
      if (unsure || /\bhers\b/.test(rest)) return undefined;
    }
  }
  return `I ${rest}`;
}

const THIRD_VERB = /^(?:is|has|was|believes|leads|led|works|wants|values|cares|loves|enjoys)$/;

/** Who sentences of this document may be about, or undefined when none is about the person. */
export function bioSubjectOf(text: string, sentences: string[]): BioSubject | undefined {
  const names: string[] = [];
  const full = personNameOf(text);
  if (full) {
    const parts = full.split(/\s+/);
    names.push(full);
    if (parts[0] && /^[A-Z][a-z]+$/.test(parts[0])) names.push(parts[0]);
  }
  const openers = new Map<string, number>();
  for (const sentence of sentences) {
    // "Dana leads…", never "Perform related duties…": the word is no English word (a bullet's
    // verb is one) and a verb in the third person follows it at once.
    const m = /^([A-Z][a-z]+)\s+([a-z]+)\b/.exec(sentence.trim());
    if (!m || isEnglishWord((m[1] as string).toLowerCase())) continue;
    if (!THIRD_VERB.test(m[2] as string) && !/^[a-z]+[^s]s$/.test(m[2] as string)) continue;
    openers.set(m[1] as string, (openers.get(m[1] as string) ?? 0) + 1);
  }
  for (const [name, count] of openers) if (count >= 2 && !names.includes(name)) names.push(name);
  names.sort((a, b) => b.length - a.length);
  const firstPerson = sentences.some((s) => /\b(?:I|my|me|myself)\b/.test(s));
  let pronoun: BioSubject['pronoun'];
  if (!firstPerson) {
    const count = (p: string) =>
      sentences.filter((s) => new RegExp(`^${p}\\s`).test(s.trim())).length;
    const he = count('He');
    const she = count('She');
    const namedOpener = sentences.some((s) =>
      names.some((n) => new RegExp(`^${escapeRe(n)}\\s+[a-z]`).test(s.trim())),
    );
    if (he > 0 && she === 0 && (namedOpener || he >= 2)) pronoun = 'He';
    if (she > 0 && he === 0 && (namedOpener || she >= 2)) pronoun = 'She';
  }
  // A name counts only when a sentence opens with it and a verb: the header alone is not a bio.
  const namedSentences = sentences.filter((s) =>
    names.some((n) => new RegExp(`^${escapeRe(n)}\\s+(?:[a-z]+\\s+)?[a-z]+`).test(s.trim())),
  );
  if (namedSentences.length === 0 && !pronoun) return undefined;
  return { names, pronoun };
}
