// Start-up: from `npm start` (builds already current) to the first successful Basic/GetEnum, with
// the embedded PGlite on a fresh data folder (migrations + demo seed) and again on the existing one.
//   npm run bench:startup -w @coffer/bench [-- --smoke]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixed, out, table } from './lib/out';
import { buildIfStale, root, startServer } from './lib/server';

export interface StartupResult {
  freshMs: number;
  existingMs: number[];
}

/** `dataDir`: an empty folder to use and keep (the caller removes it); a temporary one otherwise. */
export async function benchStartup(options: {
  smoke: boolean;
  port: number;
  dataDir?: string;
}): Promise<StartupResult> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'coffer-startup-'));
  const start = () =>
    startServer({
      port: options.port,
      args: [join(root, 'scripts/start.mjs')],
      env: { DATA_DIR: dataDir, JOBS_INTERVAL_MS: '0' },
      timeoutMs: 180_000,
    });
  try {
    const fresh = await start();
    await fresh.stop();
    const existingMs: number[] = [];
    // Smoke: the fresh start only (the web smoke then starts on the existing folder anyway).
    for (let i = 0; i < (options.smoke ? 0 : 3); i++) {
      const again = await start();
      existingMs.push(again.readyMs);
      await again.stop();
    }
    const result = { freshMs: fresh.readyMs, existingMs };
    out('\nStart-up: `npm start` (built) to the first GetEnum, PGlite');
    out(
      table([
        ['data folder', 'ms'],
        ['fresh (migrate + seed)', fixed(result.freshMs)],
        ...existingMs.map((ms, i) => [`existing, run ${i + 1}`, fixed(ms)]),
      ]),
    );
    return result;
  } finally {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale();
  await benchStartup({
    smoke: process.argv.includes('--smoke'),
    port: Number(process.env.BENCH_PORT ?? 9510) + 2,
  });
}
