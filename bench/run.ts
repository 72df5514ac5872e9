// `npm run bench`: the six benchmarks in one run on this machine, ratios side by side.
// `--smoke` runs each briefly (what `npm test` does, so they cannot rot).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { benchCluster } from './cluster';
import { benchConvert } from './convert';
import { benchLedger, type LedgerBenchOptions, ledgerBenchDefaults } from './ledger-writes';
import { out } from './lib/out';
import { buildIfStale } from './lib/server';
import { benchReads } from './reads';
import { benchStartup } from './startup';
import { benchWeb } from './web';

const smoke = process.argv.includes('--smoke');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const wanted = (name: string) => only.length === 0 || only.includes(name);
const port = Number(process.env.BENCH_PORT ?? 9510);

out(
  `Coffer benchmarks${smoke ? ' (smoke)' : ''} — ${new Date().toISOString()} — ${cpus().length} cores, ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
buildIfStale();
let failed = false;
const began = performance.now();
const options: LedgerBenchOptions = { ...ledgerBenchDefaults(smoke), port };
if (wanted('ledger')) {
  const pairs = await benchLedger(options);
  if (pairs?.some((p) => p.sql.errors + p.http.errors > 0)) failed = true;
}
if (wanted('reads')) {
  const pairs = await benchReads(options);
  if (pairs?.some((p) => p.sql.errors + p.http.errors > 0)) failed = true;
}
if (wanted('convert')) {
  const pairs = await benchConvert(options);
  if (pairs?.some((p) => p.sql.errors + p.http.errors > 0)) failed = true;
}
if (wanted('cluster')) {
  const workloads = await benchCluster(options);
  if (workloads?.some((w) => w.sql.errors > 0 || w.rows.some((r) => r.load.errors > 0))) failed = true;
}
// Start-up seeds a fresh data folder; the web benchmark then reuses it (an existing folder starts fast).
const dataDir = mkdtempSync(join(tmpdir(), 'coffer-bench-data-'));
try {
  if (wanted('startup')) await benchStartup({ smoke, port: port + 2, dataDir });
  if (wanted('web')) await web();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
out(`\nbenchmarks took ${((performance.now() - began) / 1000).toFixed(0)} s`);
process.exitCode = failed ? 1 : 0;

async function web() {
  const rows = await benchWeb({ smoke, port: port + 3, dataDir });
  const over = rows.filter((r) => r.overBudget);
  if (over.length > 0) {
    out(`Over budget (bench/web-budgets.json): ${over.map((r) => r.path).join(', ')}`);
    if (!smoke) failed = true;
  }
}
