import { defineConfig } from 'drizzle-kit';

// Generation only: migrations are applied by the app at start (see src/db/migrate.ts),
// because drizzle-kit cannot migrate PGlite with the pg_trgm extension.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
