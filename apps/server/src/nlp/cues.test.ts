import { describe, expect, it } from 'vitest';
import { compileCue, findCue, hasCue, read } from './cues.js';

describe('cue matching on wink-nlp readings', () => {
  it('matches lemmas, so inflected words count', () => {
    expect(hasCue(read('Which are my weakest bullets?'), 'weak* ~ bullet')).toBe(true);
    expect(hasCue(read("I've been hurting myself"), 'be hurt myself')).toBe(true);
  });

  it('reads negation: ! needs it, + refuses it', () => {
    const cant = read("I can't switch off at night.");
    expect(hasCue(cant, '!switch off')).toBe(true);
    expect(hasCue(cant, '+switch off')).toBe(false);
    const notStressed = read("I'm not stressed, I just want to update my CV.");
    expect(hasCue(notStressed, '+stress*')).toBe(false);
    expect(hasCue(notStressed, '+update ~ cv')).toBe(true);
  });

  it('allows up to three words in a gap, no more', () => {
    expect(hasCue(read('send it to a recruiter'), 'send ~ recruiter')).toBe(true);
    expect(hasCue(read('send it over to my new recruiter'), 'send ~ recruiter')).toBe(false);
  });

  it('lets a loose cue pass over hedges and numbers in a gap, never over plain words', () => {
    const hedged = read('I ate like 12 of my cousin’s cookies');
    expect(hasCue(hedged, 'ate ~ cookies')).toBe(false);
    expect(findCue(hedged, compileCue('ate ~ cookies', { loose: true }))).toHaveLength(1);
    const plain = read('I ate the last three of big cookies');
    expect(findCue(plain, compileCue('ate ~ big', { loose: true }))).toHaveLength(1);
    expect(
      findCue(
        read('I ate the warm soft fresh big cookies'),
        compileCue('ate ~ cookies', { loose: true }),
      ),
    ).toHaveLength(0);
    // "About" is a preposition unless a number follows it.
    expect(
      findCue(
        read('I thought about planting new flowers and hiking'),
        compileCue('thought ~ hiking', { loose: true }),
      ),
    ).toHaveLength(0);
  });

  it('reads #N as a number of at least N, in figures or in words', () => {
    expect(hasCue(read('she sent 30 emails'), 'sent #10 emails')).toBe(true);
    expect(hasCue(read('she sent thirty emails'), 'sent #10 emails')).toBe(true);
    expect(hasCue(read('she sent 3 emails'), 'sent #10 emails')).toBe(false);
    expect(hasCue(read('she sent the emails'), 'sent #10 emails')).toBe(false);
  });

  it('treats hyphens the same whether wink splits the word or not', () => {
    expect(hasCue(read('Teach me 5-4-3-2-1'), '5-4-3-2-1')).toBe(true);
    expect(hasCue(read('my co-worker'), 'co worker')).toBe(true);
    expect(hasCue(read('self-harm'), 'self harm')).toBe(true);
  });

  it('anchors $ at the end of a sentence and never matches across sentences', () => {
    expect(hasCue(read("I can't go on."), 'can not go on $')).toBe(true);
    expect(hasCue(read("I can't go on like this."), 'can not go on $')).toBe(false);
    expect(findCue(read('I want it. Die hard is a film.'), 'want ~ die')).toEqual([]);
  });

  it('takes $ as an alternative too: the end of the sentence or one of the words', () => {
    expect(hasCue(read("I won't wake up."), 'not ~ wake_up ~ again|$')).toBe(true);
    expect(hasCue(read("I won't wake up again, ever"), 'not ~ wake_up ~ again|$')).toBe(true);
    expect(hasCue(read("I won't wake up early."), 'not ~ wake_up again|$')).toBe(false);
  });

  it('fixes informal spelling before reading', () => {
    expect(hasCue(read('i dont wanna go'), '!want to go')).toBe(true);
    expect(hasCue(read('im so tired'), 'i am ~ tired')).toBe(true);
  });

  it('reads the words wink abbreviates as the words themselves ("through", not "thru")', () => {
    expect(hasCue(read('We will get through the audit together'), 'get through')).toBe(true);
    expect(hasCue(read('I walked thru the plan with her'), 'walk through')).toBe(true);
  });

  it('marks words inside a closed, short pair of quotation marks as quoted', () => {
    const quotedWords = (text: string) =>
      read(text)
        .tokens.filter((t) => t.quoted)
        .map((t) => t.normal);
    expect(quotedWords('She said “leave it here. Now.” and walked off')).toEqual([
      'leave',
      'it',
      'here',
      '.',
      'now',
      '.',
    ]);
    // A mark never closed is a stray mark, not a quote.
    expect(quotedWords('He measured 6" of pipe and left')).toEqual([]);
    // The marks are not words: a cue still reads across them.
    expect(hasCue(read('she said "leave it"'), 'said leave it')).toBe(true);
  });

  it('refuses a cue whose alternative hides a hyphen', () => {
    expect(() => compileCue('co-worker|colleague')).toThrow(/own cue/);
  });
});
