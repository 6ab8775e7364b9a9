import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; the server applies them at start.
// The schema takes its value lists from @facet/contracts: the script resolves it to its sources
// (the @facet/source condition), so no build of the contracts is needed first.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
