import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { serverSettingsEnv } from './support/server-settings';

/** nginx's port; the app processes take the next two (scripts/e2e-cluster.mjs, npm run cluster). */
const port = Number(process.env.CLUSTER_E2E_PORT ?? 8191);
export const clusterURL = `http://127.0.0.1:${port}`;
// The operator console of the tests (support/console.ts) talks to a process through the cluster's
// shared data folder (scripts/e2e-cluster.mjs).
process.env.E2E_DATA_DIR = join(import.meta.dirname, '..', '.test-output', 'cluster', 'data');

/**
 * The cluster's browser tests (issue 40): `npm run cluster` — 2 processes behind nginx with
 * PostgreSQL and Redis — under the journeys of sign-in, a live deposit and a withdrawal (the same
 * tests as against one process), an event raised through one process seen by a browser on the
 * other, then, alone, a rolling restart and a kill -9 under load.
 */
export default defineConfig({
  ...base,
  testIgnore: [],
  workers: 2,
  use: { ...base.use, baseURL: clusterURL },
  projects: [
    {
      name: 'journeys',
      testMatch: ['assets.spec.ts', 'auth.spec.ts', 'cluster-live.spec.ts'],
      grep: /sandbox deposit appears without a reload|withdraws with PIN and e-mailed code|sign-in returns to the page|a new device confirms|@cluster/,
    },
    { name: 'resilience', testMatch: ['cluster-resilience.spec.ts'], dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'node ../scripts/e2e-cluster.mjs',
    url: `${clusterURL}/api/services/app/Basic/GetEnum`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The cluster stops gracefully: each process drains, then the scratch database is dropped.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { PORT: String(port), LOG_LEVEL: 'warn', ...serverSettingsEnv },
  },
});
