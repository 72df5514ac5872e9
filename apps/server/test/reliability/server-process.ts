import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const serverEntry = join(repoRoot, 'apps/server/src/server.ts');
const opsEntry = join(repoRoot, 'apps/server/src/ops/cli.ts');

/** The real server in its own process (from source, through tsx), so a test can kill -9 it. */
export class ServerProcess {
  child: ChildProcess | undefined;
  log = '';
  /** Its own data folder (JWT secret file, the operator socket), never the repository's ./data. */
  readonly dataDir = mkdtempSync(join(tmpdir(), 'coffer-reliability-'));
  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: repoRoot,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        LOG_LEVEL: 'warn',
        DATA_DIR: this.dataDir,
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-20_000);
    });
    this.child = child;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited at start:\n${this.log}`);
      try {
        const res = await fetch(`${this.url}/api/services/app/Basic/GetEnum`, {
          signal: AbortSignal.timeout(1000),
        });
        if (res.ok) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill('SIGKILL');
    throw new Error(`server did not start in ${timeoutMs} ms:\n${this.log}`);
  }

  /** kill -9: no shutdown hook runs, in-flight requests and transactions die with it. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

/** `npm run ops -- ledger:verify` against that database (from source): its output and exit code. */
export function ledgerVerifyCli(databaseUrl: string): { status: number | null; output: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-ops-'));
  const res = spawnSync(process.execPath, ['--import', 'tsx', opsEntry, 'ledger:verify'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  rmSync(dataDir, { recursive: true, force: true });
  return { status: res.status, output: `${res.stdout}${res.stderr}` };
}
