import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/**/*.api.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Unit tests run once; the API tests run against the embedded PGlite always, and again against
 * PostgreSQL when TEST_DATABASE_URL names one (each test file gets its own database there).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/server/**/*.test.ts', 'scripts/**/*.test.mjs'],
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
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
