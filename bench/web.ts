// Web: the gzip size of the JavaScript and CSS a first visit of /, /user/login and /assets (signed
// in) loads, against the budgets in web-budgets.json, and Lighthouse (mobile preset, median of 3)
// performance, accessibility and best-practices scores with CLS, FCP, LCP and TBT (ms). Fails when a
// budget is broken.
//   npm run bench:web -w @coffer/bench [-- --smoke] [--files]   (smoke: sizes only, no Lighthouse;
//   --files: every file of each page with its size)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { type LighthouseScores, lighthouseOnce, medianScores } from './lib/lighthouse';
import { fixed, out, table } from './lib/out';
import { measurePage, type PageWeight } from './lib/page-weight';
import { buildIfStale, root, startServer } from './lib/server';

const budgets = JSON.parse(readFileSync(join(root, 'bench/web-budgets.json'), 'utf8')) as {
  pages: Record<string, number>;
};
const kb = (bytes: number) => bytes / 1000;

export interface WebRow extends PageWeight {
  budgetKb: number;
  overBudget: boolean;
  scores?: LighthouseScores;
}

/** The stored session the web app reads at start (lib/session/session-store.ts, production keys). */
async function signedInStorage(origin: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/api/TokenAuth/AuthenticateByEmailAddress`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'bench-web-device' },
    body: JSON.stringify({ emailAddress: 'alice@demo.coffer.test', password: 'Coffer#Demo2026' }),
  });
  const body = (await res.json()) as {
    success: boolean;
    result?: { accessToken: string; refreshToken: string; accessTokenExpireInSeconds: number };
  };
  if (!body.success || !body.result) throw new Error(`demo sign-in failed: ${JSON.stringify(body)}`);
  const p = 'coffer.production.';
  return {
    [`${p}token`]: body.result.accessToken,
    [`${p}refreshToken`]: body.result.refreshToken,
    [`${p}tokenExpiresAt`]: String(Date.now() + body.result.accessTokenExpireInSeconds * 1000),
    [`${p}accountType`]: '0',
  };
}

export async function benchWeb(options: {
  smoke: boolean;
  port: number;
  dataDir?: string;
}): Promise<WebRow[]> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'coffer-web-'));
  const server = await startServer({
    port: options.port,
    env: { DATA_DIR: dataDir, JOBS_INTERVAL_MS: '0', NEW_DEVICE_VERIFICATION: '0', SINGLE_SESSION: '0' },
    timeoutMs: 180_000,
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const rows: WebRow[] = [];
    for (const [path, budgetKb] of Object.entries(budgets.pages)) {
      const storage = path === '/assets' ? await signedInStorage(server.url) : {};
      const weight = await measurePage(browser, server.url, path, storage);
      const total = kb(weight.jsGzip + weight.cssGzip);
      rows.push({ ...weight, budgetKb, overBudget: weight.built && total > budgetKb });
    }
    if (!options.smoke) {
      for (const [i, row] of rows.entries()) {
        if (!row.built) continue;
        const runs: LighthouseScores[] = [];
        for (let r = 0; r < 3; r++) {
          const storage = row.path === '/assets' ? await signedInStorage(server.url) : {};
          runs.push(await lighthouseOnce(`${server.url}${row.path}`, options.port + 10 + i, storage));
        }
        row.scores = medianScores(runs);
      }
    }
    printWeb(rows, options.smoke);
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const weightColumns = ['page', 'files', 'JS', 'CSS', 'total', 'budget', 'verdict'];
const lighthouseColumns = ['perf', 'a11y', 'best pr.', 'CLS', 'FCP', 'LCP', 'TBT'];

function printWeb(rows: WebRow[], smoke: boolean) {
  if (process.argv.includes('--files'))
    for (const r of rows) {
      out(`\n${r.path}: each file of the first visit, gzip kB`);
      for (const item of r.items) out(`${fixed(kb(item.gzip), 1).padStart(8)}  ${item.url}`);
    }
  out(`\nWeb: initial JS + CSS of a first visit, gzip kB${smoke ? '' : '; Lighthouse mobile, median of 3'}`);
  out(
    table([
      [...weightColumns, ...lighthouseColumns],
      ...rows.map((r) => [
        r.path,
        r.files,
        fixed(kb(r.jsGzip), 1),
        fixed(kb(r.cssGzip), 1),
        fixed(kb(r.jsGzip + r.cssGzip), 1),
        r.budgetKb,
        r.built ? (r.overBudget ? 'OVER' : 'ok') : 'not built (404 page)',
        r.scores?.performance ?? '—',
        r.scores?.accessibility ?? '—',
        r.scores?.bestPractices ?? '—',
        r.scores ? fixed(r.scores.cls, 3) : '—',
        r.scores ? fixed(r.scores.fcpMs) : '—',
        r.scores ? fixed(r.scores.lcpMs) : '—',
        r.scores ? fixed(r.scores.tbtMs) : '—',
      ]),
    ]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale();
  const rows = await benchWeb({
    smoke: process.argv.includes('--smoke'),
    port: Number(process.env.BENCH_PORT ?? 9510) + 3,
  });
  if (rows.some((r) => r.overBudget)) {
    out('A page is over its budget (bench/web-budgets.json).');
    process.exitCode = 1;
  }
}
