// `npm test`: everything a change can break, in order — type checks, lint, unit and API tests
// (vitest), the browser suite (Playwright in Debian's Chromium), the first-visit bundle budgets (from
// the web build's manifest, in seconds), then the benchmarks in smoke mode — then each step's
// seconds and the total (a warning past the 25-minute budget), and one closing line
// `N passed, N failed` summed over all of them, so a run that executed no test shows.
// `npm run test:full` (`--full`) runs the same steps at full size (docs/testing.md): the HTTP-only
// security suites on both databases, the long reliability modes and every screenshot variant.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, buildWeb, root } from './build.mjs';
import { canInstallWithApt, debianPackages, installWithApt, planPrerequisites } from './prerequisites.mjs';

const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
const startedAt = performance.now();
const full = process.argv.includes('--full');
/** What `--full` changes, read by vitest.config.ts, the reliability suites and the screenshot tests. */
const fullEnv = full ? { TEST_FULL: '1', RELIABILITY_LONG: '1', E2E_SHOTS: 'all' } : {};
/** Each step's seconds, for the closing table. */
const timings = [];
const record = (label, start) => timings.push({ label, seconds: (performance.now() - start) / 1000 });
const timed = async (label, fn) => {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    record(label, start);
  }
};
const run = (label, args, env = {}) => {
  process.stdout.write(`\n▶ ${label}\n`);
  const start = performance.now();
  const res = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...fullEnv, ...env },
  });
  record(label, start);
  return res.status === 0;
};
const only = process.argv.slice(2).filter((a) => a !== '--full'); // `npm test -- unit`: that step only
const wanted = (step) => only.length === 0 || only.includes(step);
const steps = ['typecheck', 'lint', 'unit', 'web', 'api', 'slow', 'e2e', 'cluster', 'budget', 'bench'].filter(
  wanted,
);

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

/** `npm test` must stay under 25 minutes on the 2-core CI machine (issue 29). */
const budgetSeconds = 25 * 60;

let passed = 0;
let failed = 0;
const count = (ok) => (ok ? passed++ : failed++);

if (wanted('typecheck')) {
  // tsc uses one core: on the 2-core CI machine two at a time take about half as long.
  const workspaces = ['packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench'];
  const results = await timed(`type checks (${workspaces.length}, two at a time)`, () =>
    runConcurrently(
      workspaces.map((ws) => ({
        label: `type check ${ws}`,
        args: [bin('typescript', 'bin/tsc'), '--noEmit', '-p', ws],
      })),
      2,
    ),
  );
  for (const ok of results) count(ok);
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
  await timed('build (web, server)', buildBoth);
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

// The cluster (issue 40): 2 processes behind nginx with PostgreSQL and Redis under the browser
// journeys, a rolling restart and a kill -9 (e2e/playwright.cluster.config.ts). Needs PostgreSQL.
if (wanted('cluster')) {
  await timed('build (web, server)', buildBoth);
  const report = join(out, 'playwright-cluster.json');
  run(
    'cluster tests (nginx, 2 processes, Playwright)',
    [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.cluster.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  );
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.expected + stats.unexpected + stats.flaky === 0) failed++;
  } else failed++;
}

// What a first visit of /, /user/login and /assets downloads, against bench/web-budgets.json: read
// from the build's manifest (the build is current after the browser tests; otherwise made here).
if (wanted('budget')) {
  await timed('build (web)', buildWeb);
  count(run('first-visit bundle budgets', [join(root, 'scripts/bundle-weight.mjs'), '--check']));
}

// Each benchmark briefly (seconds, not a measurement), so the bench scripts cannot rot. The ledger
// and read benchmarks need PostgreSQL and say "skipped" without one.
if (wanted('bench')) {
  await timed('build (web, server)', buildBoth);
  count(run('benchmarks, smoke mode', [bin('tsx', 'dist/cli.mjs'), 'bench/run.ts', '--smoke']));
}

/**
 * Runs `jobs` at most `limit` at a time, each one's output printed whole when it ends (so two
 * never interleave) under its label and seconds; answers whether each passed, in order.
 */
async function runConcurrently(jobs, limit) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const { label, args } = jobs[index];
      const start = performance.now();
      const child = spawn(process.execPath, args, {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...fullEnv },
      });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const status = await new Promise((resolve) => child.on('close', resolve));
      const seconds = ((performance.now() - start) / 1000).toFixed(1);
      process.stdout.write(`\n▶ ${label} (${seconds} s)\n${Buffer.concat(output).toString()}`);
      results[index] = status === 0;
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/** Both bundles, each only when its sources changed since it was built (once per run, in practice). */
async function buildBoth() {
  buildWeb();
  await buildServer();
}

/** A file that failed to load counts once; a file whose tests failed is already counted by them. */
function countSuitesWithFailedTests(r) {
  return r.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
}

printTimings();
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = failed === 0 && passed > 0 ? 0 : 1;

/** Each step's seconds (a build that found nothing to do is left out) and the whole run's. */
function printTimings() {
  const shown = timings.filter((t) => t.seconds >= 0.5 || !t.label.startsWith('build'));
  const total = (performance.now() - startedAt) / 1000;
  const width = Math.max(...shown.map((t) => t.label.length), 5);
  process.stdout.write('\nTime per step (s):\n');
  for (const t of shown)
    process.stdout.write(`  ${t.label.padEnd(width)}  ${t.seconds.toFixed(1).padStart(7)}\n`);
  process.stdout.write(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)}\n`);
  if (!full && total > budgetSeconds)
    process.stdout.write(
      `\nWarning: the run took ${(total / 60).toFixed(1)} min, over the ${budgetSeconds / 60}-minute budget (docs/testing.md)\n`,
    );
}
