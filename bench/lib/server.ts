import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from './out';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const getEnumPath = '/api/services/app/Basic/GetEnum';

/** Builds the web app and the server bundle when their sources changed (what `npm start` does). */
export function buildIfStale(): void {
  const res = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('build failed');
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first successful GetEnum. */
  readyMs: number;
  /** SIGTERM and wait for the exit (graceful). */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit (a crash). */
  kill(): Promise<void>;
}

/** Polls GetEnum until it answers success, or throws after timeoutMs (or when the child exits). */
export async function waitForGetEnum(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error('the server exited before it answered');
    try {
      const res = await fetch(`${url}${getEnumPath}`, { signal: AbortSignal.timeout(1000) });
      if (res.ok && ((await res.json()) as { success?: boolean }).success) return;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts a process that serves the app (by default the production bundle, as `npm start` runs it)
 * and waits for its first GetEnum. Its output goes to the parent's stderr only when `verbose`.
 */
export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  args?: string[];
  timeoutMs?: number;
  verbose?: boolean;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  // A data folder of its own unless given one: never the repository's ./data (its operator socket).
  const ownDataDir = options.env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'coffer-bench-server-'));
  const started = performance.now();
  const child = spawn(process.execPath, options.args ?? [join(root, 'apps/server/dist/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...options.env,
    },
    stdio: ['ignore', options.verbose ? 'inherit' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    if (options.verbose) process.stderr.write(chunk);
  });
  try {
    await waitForGetEnum(url, child, options.timeoutMs ?? 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  const readyMs = performance.now() - started;
  return {
    url,
    child,
    readyMs,
    async stop() {
      child.kill('SIGTERM');
      await exitOf(child);
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
    async kill() {
      child.kill('SIGKILL');
      await exitOf(child);
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
