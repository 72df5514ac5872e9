// `npm test`: everything a change can break, in order — type checks, lint, unit and API tests
// (vitest), the browser suite (Playwright in Debian's Chromium), the first-visit bundle budgets (from
// the web build's manifest, in seconds), then the benchmarks in smoke mode —
// and one closing line `N passed, N failed` summed over all of them, so a run that executed no test
// shows.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, buildWeb, root } from './build.mjs';
import { canInstallWithApt, debianPackages, installWithApt, planPrerequisites } from './prerequisites.mjs';

const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
const run = (label, args, env = {}) => {
  process.stdout.write(`\n▶ ${label}\n`);
  const res = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return res.status === 0;
};
const only = process.argv.slice(2); // e.g. `npm test -- unit` runs just that step
const wanted = (step) => only.length === 0 || only.includes(step);
const steps = ['typecheck', 'lint', 'unit', 'web', 'api', 'slow', 'e2e', 'budget', 'bench'].filter(wanted);

// Chromium and its font before any step runs: installed where this machine can, else one line.
let prerequisites = planPrerequisites(steps, {
  packages: debianPackages,
  canInstall: canInstallWithApt(),
});
if (prerequisites.action === 'install' && !installWithApt(prerequisites.packages))
  prerequisites = planPrerequisites(steps, { packages: debianPackages, canInstall: false });
if (prerequisites.action === 'stop') {
  process.stderr.write(`${prerequisites.message}\n`);
  process.exit(1);
}

let passed = 0;
let failed = 0;
const count = (ok) => (ok ? passed++ : failed++);

if (wanted('typecheck')) {
  for (const ws of ['packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench']) {
    count(run(`type check ${ws}`, [bin('typescript', 'bin/tsc'), '--noEmit', '-p', ws]));
  }
}
if (wanted('lint')) count(run('lint (biome)', [bin('@biomejs/biome', 'bin/biome'), 'check', '.']));

const vitestSteps = ['unit', 'web', 'api', 'slow'];
if (vitestSteps.some(wanted)) {
  const report = join(out, 'vitest.json');
  // `npm test -- api` runs the API tests on every database configured (api-pglite, api-postgres).
  const projects =
    only.length === 0
      ? []
      : vitestSteps
          .filter((s) => only.includes(s))
          .flatMap((s) => ['--project', s === 'unit' || s === 'web' ? s : `${s}-*`]);
  run('unit, web, API and slow tests (vitest)', [
    bin('vitest', 'vitest.mjs'),
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numFailedTestSuites ?? 0) - countSuitesWithFailedTests(r);
  } else failed++;
}

if (wanted('e2e')) {
  buildWeb();
  await buildServer();
  const report = join(out, 'playwright.json');
  run(
    'browser tests (Playwright, Chromium)',
    [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.expected + stats.unexpected + stats.flaky === 0) failed++; // a suite that ran nothing
  } else failed++;
}

// What a first visit of /, /user/login and /assets downloads, against bench/web-budgets.json: read
// from the build's manifest (the build is current after the browser tests; otherwise made here).
if (wanted('budget')) {
  buildWeb();
  count(run('first-visit bundle budgets', [join(root, 'scripts/bundle-weight.mjs'), '--check']));
}

// Each benchmark briefly (seconds, not a measurement), so the bench scripts cannot rot. The ledger
// and read benchmarks need PostgreSQL and say "skipped" without one.
if (wanted('bench')) {
  buildWeb();
  await buildServer();
  count(run('benchmarks, smoke mode', [bin('tsx', 'dist/cli.mjs'), 'bench/run.ts', '--smoke']));
}

/** A file that failed to load counts once; a file whose tests failed is already counted by them. */
function countSuitesWithFailedTests(r) {
  return r.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
}

process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
