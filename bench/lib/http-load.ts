import autocannon from 'autocannon';
import type { LoadResult } from './pgbench';

/**
 * Drives the server with autocannon (no pipelining): each request is built by `next`, so every
 * one can carry its own token and a fresh id. Only 2xx answers count toward the rate.
 */
export async function runHttpLoad(options: {
  label: string;
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  seconds: number;
  next: () => { path: string; headers: Record<string, string>; body?: string };
}): Promise<LoadResult> {
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
  return {
    label: options.label,
    requests: result['2xx'],
    perSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
