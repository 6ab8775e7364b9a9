// Types for the two small untyped libraries the offline coach uses.

declare module 'wink-bm25-text-search' {
  interface BM25Engine {
    defineConfig(config: {
      fldWeights: Record<string, number>;
      bm25Params?: { k1?: number; b?: number; k?: number };
    }): boolean;
    definePrepTasks(tasks: Array<(input: string) => string[] | string>, field?: string): number;
    addDoc(doc: Record<string, string>, id: number | string): number;
    consolidate(fp?: number): boolean;
    search(text: string, limit?: number): Array<[number | string, number]>;
  }
  const bm25: () => BM25Engine;
  export default bm25;
}

declare module 'nspell' {
  interface NSpell {
    correct(word: string): boolean;
    suggest(word: string): string[];
    add(word: string): NSpell;
  }
  const nspell: (dictionary: { aff: Uint8Array | string; dic: Uint8Array | string }) => NSpell;
  export default nspell;
}
