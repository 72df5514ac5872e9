import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The cluster under test (scripts/e2e-cluster.mjs): its runtime folder and state. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const runtimeDir = join(root, '.test-output', 'cluster');

export interface ClusterState {
  pid: number;
  port: number;
  ports: number[];
  restarts: number;
  /** Each app process's pid by its port. */
  apps: Record<string, number>;
}

export const clusterState = (): ClusterState =>
  JSON.parse(readFileSync(join(runtimeDir, 'cluster.json'), 'utf8')) as ClusterState;
export const databaseUrl = () => readFileSync(join(runtimeDir, 'database-url'), 'utf8').trim();

const run = promisify(execFile);

/** `npm run cluster -- restart`: resolves when the rolling restart is done. */
export const rollingRestart = () =>
  run(process.execPath, [join(root, 'scripts/cluster.mjs'), 'restart', '--runtime-dir', runtimeDir]);

/** `npm run ops -- <argv>` on the cluster's database: its output. */
export async function ops(argv: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(root, 'apps/server/dist/ops.mjs'), ...argv], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl(), DATA_DIR: join(runtimeDir, 'data') },
  });
  return stdout;
}

export interface LoadRun {
  /** Request ids whose transfer the server confirmed. */
  confirmed: Set<string>;
  /** Every failed attempt (a refusal, a 5xx, a dropped connection), in words. */
  failures: string[];
  /** Calls answered, transfers and reads. */
  answered: number;
  /** Requests sent again because their kept-alive connection closed before any answer. */
  resent: number;
  stop(): Promise<void>;
}

/**
 * Wallet transfers of 0.01 USDT (spot → flash exchange, each with its own request id) and balance
 * reads through nginx by `workers` loops. With `retry`, a failed transfer is sent again with the
 * same request id until it is confirmed, as a client that lost its answer does.
 */
export function startLoad(
  baseURL: string,
  authorization: string,
  { workers = 6, retry = false }: { workers?: number; retry?: boolean } = {},
): LoadRun {
  const tag = randomBytes(4).toString('hex');
  let n = 0;
  let stopping = false;
  const result: LoadRun = {
    confirmed: new Set(),
    failures: [],
    answered: 0,
    resent: 0,
    stop: async () => {},
  };
  const headers = { authorization, 'content-type': 'application/json' };
  /**
   * A browser sends a request again when a kept-alive connection it reused closes before any
   * answer (nginx closes its idle client connections when it reloads, the old worker's as it
   * exits): Node's fetch does not, so this client does it likewise (up to 3 times: the next pooled
   * connection may be one nginx is closing too).
   */
  const send = async (url: string, init: RequestInit): Promise<Response> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
      } catch (error) {
        if (!closedBeforeAnswer(error) || attempt === 4) throw error;
        result.resent++;
      }
    }
  };
  const transfer = async (requestId: string) => {
    try {
      const res = await send(`${baseURL}/api/services/app/Transfer/Transfer`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ coin: 'USDT', amount: '0.01', fromWalletType: 0, toWalletType: 1, requestId }),
      });
      const body = (await res.json()) as { success: boolean; error: unknown };
      if (res.ok && body.success) return true;
      result.failures.push(`transfer ${requestId}: ${res.status} ${JSON.stringify(body.error)}`);
    } catch (error) {
      result.failures.push(`transfer ${requestId}: ${describe(error)}`);
    }
    return false;
  };
  const read = async () => {
    try {
      const res = await send(`${baseURL}/api/services/app/Assets/GetAssets?walletType=0`, {
        headers: { authorization },
      });
      if (res.ok) return true;
      result.failures.push(`read: ${res.status}`);
    } catch (error) {
      result.failures.push(`read: ${describe(error)}`);
    }
    return false;
  };
  const loop = async () => {
    while (!stopping) {
      const requestId = `load-${tag}-${(++n).toString(36)}`;
      let done = await transfer(requestId);
      for (let attempt = 0; !done && retry && attempt < 50; attempt++) {
        await new Promise((r) => setTimeout(r, 200));
        done = await transfer(requestId);
      }
      if (done) result.confirmed.add(requestId);
      if (await read()) result.answered++;
      if (done) result.answered++;
    }
  };
  const loops = Array.from({ length: workers }, loop);
  result.stop = async () => {
    stopping = true;
    await Promise.all(loops);
  };
  return Object.assign(result, { tag });
}

const causeOf = (error: unknown) => (error as { cause?: { code?: string; message?: string } }).cause;
const describe = (error: unknown) =>
  `${(error as Error).message} (${causeOf(error)?.code ?? ''} ${causeOf(error)?.message ?? ''})`;

/** undici's error for a connection the other side closed before it sent a byte of an answer. */
function closedBeforeAnswer(error: unknown): boolean {
  const cause = causeOf(error);
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
}
