/**
 * Answers remembered by key, at most `limit` of them; the one used longest ago goes first. For
 * readings of text that come back turn after turn (a conversation's messages), where a reading
 * is deterministic and never mutated, so a remembered one is the answer.
 */
export class Recent<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  /** The remembered answer for `key`, if there is one (without making one). */
  known(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** The remembered answer for `key`, or a new one from `make` (then remembered). */
  get(key: K, make: (key: K) => V): V {
    const known = this.entries.get(key);
    if (known !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const made = make(key);
    this.entries.set(key, made);
    if (this.entries.size > this.limit) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
    return made;
  }
}
