import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server's admin URL, or empty when none answers (the suite skips). */
    adminUrl: string;
  }
}
