import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which database the built server runs on in this project. */
    database: 'pglite' | 'postgres';
  }
}
