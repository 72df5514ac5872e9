// The cluster: the ledger-write and read workloads of ledger-writes.ts and reads.ts against pgbench,
// one process directly, one process behind nginx and two processes behind nginx — the nginx and
// its config of `npm run cluster` (deploy/nginx) — in one run on one scratch database.
//   npm run bench:cluster -w @coffer/bench [-- --smoke]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  nginxPresent,
  reloadNginx,
  startNginx,
  workersOf,
  writeNginxFiles,
  writeUpstream,
} from '../scripts/cluster-nginx.mjs';
import {
  type LedgerBenchOptions,
  ledgerBenchDefaults,
  transferRequests,
  transferScript,
} from './ledger-writes';
import { createFixture, type Fixture } from './lib/fixture';
import { runHttpLoad } from './lib/http-load';
import { fixed, out, sleep, table } from './lib/out';
import { type LoadResult, runPgbench } from './lib/pgbench';
import { processCpuSeconds } from './lib/process-cpu';
import { postgresAnswers } from './lib/scratch-db';
import { buildIfStale, type RunningServer, root, startServer } from './lib/server';
import { readScript } from './reads';

/** One HTTP measurement with the CPU the app processes and nginx spent per answered request. */
export interface ClusterRow {
  target: string;
  load: LoadResult;
  appCpuMsPerRequest: number;
  nginxCpuMsPerRequest: number | undefined;
}

export interface ClusterWorkload {
  name: string;
  sql: LoadResult;
  rows: ClusterRow[];
}

type Next = () => { path: string; headers: Record<string, string>; body?: string };

/** The nginx of `npm run cluster` in front of `ports`, in a folder of its own. */
async function startBenchNginx(port: number, ports: number[]) {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-bench-nginx-'));
  writeNginxFiles(root, dir, { listen: `127.0.0.1:${port}`, ports });
  const master = startNginx(dir, { onExit: () => {} });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/services/app/Basic/GetEnum`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(50);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    workers: () => workersOf(master.pid as number),
    async upstreams(next: number[]) {
      writeUpstream(dir, next);
      await reloadNginx(master, { drainMs: 5000 });
    },
    async stop() {
      master.kill('SIGQUIT');
      await new Promise((r) => master.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function measure(options: {
  target: string;
  url: string;
  apps: RunningServer[];
  nginxWorkers?: number[];
  method: 'GET' | 'POST';
  next: Next;
  o: LedgerBenchOptions;
}): Promise<ClusterRow> {
  const cpu = (pids: number[]) => pids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
  const appPids = options.apps.map((a) => a.child.pid as number);
  const nginxPids = options.nginxWorkers ?? [];
  const appBefore = cpu(appPids);
  const nginxBefore = cpu(nginxPids);
  const load = await runHttpLoad({
    label: options.target,
    url: options.url,
    method: options.method,
    connections: options.o.connections,
    seconds: options.o.seconds,
    next: options.next,
  });
  const answered = Math.max(1, load.requests + load.errors);
  return {
    target: options.target,
    load,
    appCpuMsPerRequest: ((cpu(appPids) - appBefore) * 1000) / answered,
    nginxCpuMsPerRequest: nginxPids.length ? ((cpu(nginxPids) - nginxBefore) * 1000) / answered : undefined,
  };
}

export async function benchCluster(o: LedgerBenchOptions): Promise<ClusterWorkload[] | undefined> {
  if (!(await postgresAnswers()) || !nginxPresent()) {
    out('cluster: skipped (needs pgbench, PostgreSQL and Debian nginx)');
    return undefined;
  }
  // Ports beside the other benchmarks': the fixture's process, a second one, nginx.
  const [first, second, front] = [o.port + 4, o.port + 5, o.port + 6];
  const f = await createFixture({ users: o.users, port: first });
  let other: RunningServer | undefined;
  let nginx: Awaited<ReturnType<typeof startBenchNginx>> | undefined;
  try {
    nginx = await startBenchNginx(front, [first]);
    const workloads = [
      {
        name: `transfers, ${o.users} users`,
        method: 'POST' as const,
        script: transferScript(o.users),
        next: () => transferRequests(f, o.users),
      },
      {
        name: `GetAssets, ${o.users} users`,
        method: 'GET' as const,
        script: readScript(o.users),
        next: () => assetReads(f),
      },
    ];
    const results: ClusterWorkload[] = workloads.map((w) => ({
      name: w.name,
      sql: runPgbench({
        label: `pgbench ${w.name}`,
        url: f.db.url,
        script: w.script,
        clients: o.connections,
        seconds: o.seconds,
      }),
      rows: [],
    }));
    const apps = [f.server];
    const round = async (target: string, url: string, withNginx: boolean) => {
      for (const [i, w] of workloads.entries()) {
        if (!o.smoke)
          await runHttpLoad({
            label: 'warm-up',
            url,
            method: w.method,
            connections: o.connections,
            seconds: 2,
            next: w.next(),
          });
        const row = await measure({
          target,
          url,
          apps,
          ...(withNginx && nginx ? { nginxWorkers: nginx.workers() } : {}),
          method: w.method,
          next: w.next(),
          o,
        });
        results[i]?.rows.push(row);
      }
    };
    await round('1 process, direct', f.server.url, false);
    await round('1 process, nginx', nginx.url, true);
    other = await startServer({ port: second, env: f.serverEnv });
    apps.push(other);
    await nginx.upstreams([first, second]);
    await round('2 processes, nginx', nginx.url, true);
    printCluster(o, results);
    return results;
  } finally {
    await nginx?.stop();
    await other?.stop();
    await f.close();
  }
}

function assetReads(f: Fixture): Next {
  let n = 0;
  return () => ({
    path: '/api/services/app/Assets/GetAssets?walletType=0',
    headers: { authorization: f.auth((n++ % f.users) + 1) },
  });
}

function printCluster(o: LedgerBenchOptions, results: ClusterWorkload[]) {
  out(
    `\nCluster: ${o.connections} connections, ${o.seconds} s each (× pgbench and × direct = requests/s ÷ theirs; CPU = milliseconds per answered request, all app processes / nginx's worker)`,
  );
  for (const w of results) {
    const direct = w.rows[0]?.load.perSecond ?? Number.NaN;
    out(
      table([
        [w.name, 'req/s', '× pgbench', '× direct', 'p50', 'p99', 'app CPU/req', 'nginx CPU/req', 'errors'],
        [
          'pgbench',
          fixed(w.sql.perSecond),
          '1.00',
          '',
          `${fixed(w.sql.p50Ms, 1)} ms`,
          `${fixed(w.sql.p99Ms, 1)} ms`,
          '',
          '',
          String(w.sql.errors),
        ],
        ...w.rows.map((r) => [
          r.target,
          fixed(r.load.perSecond),
          fixed(r.load.perSecond / w.sql.perSecond, 2),
          fixed(r.load.perSecond / direct, 2),
          `${fixed(r.load.p50Ms, 1)} ms`,
          `${fixed(r.load.p99Ms, 1)} ms`,
          `${fixed(r.appCpuMsPerRequest, 3)} ms`,
          r.nginxCpuMsPerRequest === undefined ? '' : `${fixed(r.nginxCpuMsPerRequest, 3)} ms`,
          String(r.load.errors),
        ]),
      ]),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale();
  const results = await benchCluster(ledgerBenchDefaults(process.argv.includes('--smoke')));
  if (results?.some((w) => w.sql.errors > 0 || w.rows.some((r) => r.load.errors > 0))) process.exitCode = 1;
}
