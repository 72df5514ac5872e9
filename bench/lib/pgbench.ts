import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './out';

export interface LoadResult {
  label: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** The server process's CPU milliseconds per answered request (HTTP loads only). */
  serverCpuMsPerRequest?: number;
}

/**
 * Runs pgbench with a custom script for a fixed time and reads every transaction's latency from
 * its per-transaction log (so p50 and p99 are exact, not pgbench's average).
 */
export function runPgbench(options: {
  label: string;
  url: string;
  script: string;
  clients: number;
  seconds: number;
  threads?: number;
}): LoadResult {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-pgbench-'));
  try {
    const file = join(dir, 'script.sql');
    writeFileSync(file, options.script);
    const res = spawnSync(
      'pgbench',
      [
        '--no-vacuum',
        '--protocol=prepared',
        `--client=${options.clients}`,
        `--jobs=${options.threads ?? 2}`,
        `--time=${options.seconds}`,
        `--file=${file}`,
        '--log',
        `--log-prefix=${join(dir, 'tx')}`,
        options.url,
      ],
      { encoding: 'utf8' },
    );
    if (res.status !== 0) throw new Error(`pgbench failed:\n${res.stderr}\n${res.stdout}`);
    const tps = Number(/tps = ([\d.]+)/.exec(res.stdout)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/.exec(res.stdout)?.[1] ?? 0);
    // Log lines: client_id transaction_no time script_no time_epoch time_us [schedule_lag]
    const latencies: number[] = [];
    for (const name of readdirSync(dir).filter((n) => n.startsWith('tx'))) {
      for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (line && Number.isFinite(us)) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      label: options.label,
      requests: latencies.length,
      perSecond: tps,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      errors: failed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
