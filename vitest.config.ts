import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const apiTests = ['apps/server/**/*.api.test.ts'];
/** The reliability (model run, crash, races) and security (authz matrix, fuzz, headers) suites. */
const slowTests = [
  'apps/server/test/reliability/**/*.api.test.ts',
  'apps/server/test/security/**/*.api.test.ts',
  // The EVM adapter against a local anvil node (issue 39): a node per file, seconds each.
  'apps/server/test/evm/**/*.api.test.ts',
];
/**
 * Suites of HTTP behaviour no database engine changes (headers, the authorization matrix, fuzzing):
 * on PGlite only in `npm test`, on both databases in `npm run test:full` (docs/testing.md).
 */
const httpOnlyTests = [
  'apps/server/test/security/authz-matrix.api.test.ts',
  'apps/server/test/security/fuzz.api.test.ts',
  'apps/server/test/security/headers.api.test.ts',
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const full = process.env.TEST_FULL === '1';
const databases = withPostgres ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** API tests go through the real server on a real database: PGlite always, PostgreSQL when named. */
function apiProject(
  name: 'api' | 'slow',
  db: 'pglite' | 'postgres',
  include: string[],
  exclude: string[],
): TestProjectInlineConfiguration {
  return {
    test: {
      name: `${name}-${db}`,
      include,
      exclude: [...exclude, '**/node_modules/**'],
      // A database migrated once per project, which each test file copies.
      globalSetup: [`apps/server/test/global-setup-${db}.ts`, 'apps/server/test/global-setup-temp.ts'],
      env: { TEST_DB: db },
      // Each file starts its own app on its own database and the server keeps no module-level
      // state, so a worker's files share the imported modules instead of each importing the whole
      // server again (20 files: 143 → 75 s on the loaded 2-core machine; docs/testing.md).
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/**
 * Projects by speed, each a step of `npm test -- <step>`: `unit` and `web` take seconds, `api` the
 * API tests per area, `slow` the reliability and security suites. CI runs them all.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine, one file at a
    // time. Two at once: the whole run (PGlite and PostgreSQL) 1,203 → 885 s there, all passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'bench/**/*.test.ts',
          ],
          exclude: [...apiTests, '**/node_modules/**'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          // Each file starts with fresh modules, so module-level state (session, queues) never leaks.
          isolate: true,
          // Rendering Mantine under jsdom is slow on a busy 2-core machine; 5 s is too tight.
          testTimeout: 20_000,
        },
      },
      ...databases.map((db) => apiProject('api', db, apiTests, slowTests)),
      ...databases.map((db) =>
        apiProject('slow', db, slowTests, db === 'postgres' && !full ? httpOnlyTests : []),
      ),
    ],
  },
});
