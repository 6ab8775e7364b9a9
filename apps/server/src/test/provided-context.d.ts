import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Empty for in-memory PGlite; the URL of this run's fresh PostgreSQL database otherwise. */
    databaseUrl: string;
  }
}
