import autocannon from 'autocannon';
import type { LoadResult } from './pgbench';
import { processCpuSeconds } from './process-cpu';

/**
 * Drives the server with autocannon (no pipelining): each request is built by `next`, so every
 * one can carry its own token and a fresh id. Only 2xx answers count toward the rate. With the
 * server's pid, it also reports the server process's own CPU time per answered request.
 */
export async function runHttpLoad(options: {
  label: string;
  url: string;
  /** The server process, to read its CPU time before and after the load. */
  serverPid?: number;
  method: 'GET' | 'POST';
  connections: number;
  seconds: number;
  next: () => { path: string; headers: Record<string, string>; body?: string };
}): Promise<LoadResult> {
  const cpuBefore = options.serverPid ? processCpuSeconds(options.serverPid) : undefined;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    pipelining: 1,
    duration: options.seconds,
    timeout: 10,
    requests: [
      {
        method: options.method,
        setupRequest: (req) => {
          const n = options.next();
          return { ...req, path: n.path, headers: n.headers, ...(n.body ? { body: n.body } : {}) };
        },
      },
    ],
  });
  const cpuSeconds =
    options.serverPid && cpuBefore !== undefined
      ? processCpuSeconds(options.serverPid) - cpuBefore
      : undefined;
  const answered = result['2xx'] + result.non2xx;
  return {
    label: options.label,
    requests: result['2xx'],
    perSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ...(cpuSeconds !== undefined && answered > 0
      ? { serverCpuMsPerRequest: (cpuSeconds * 1000) / answered }
      : {}),
  };
}
