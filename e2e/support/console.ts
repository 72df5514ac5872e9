import { execFile } from 'node:child_process';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The operator's console against the running e2e server (docs/operator-console.md): the
 * server's embedded database cannot be opened by a second process, so commands run inside it
 * through its socket in DATA_DIR/run.
 */

const root = join(import.meta.dirname, '../..');
/** The e2e server's data folder (scripts/e2e-server.mjs), or the cluster's (playwright.cluster.config.ts). */
const dataDir = process.env.E2E_DATA_DIR ?? join(root, '.test-output', 'e2e-data');
const socketPath = join(dataDir, 'run', 'ops.sock');
const run = promisify(execFile);

/** Runs one console command straight through the socket; answers its output lines joined. */
export function ops(...argv: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let buffered = '';
    const out: string[] = [];
    socket.on('connect', () => socket.write(`${JSON.stringify({ argv })}\n`));
    socket.on('data', (data) => {
      buffered += data.toString();
      for (let i = buffered.indexOf('\n'); i >= 0; i = buffered.indexOf('\n')) {
        const reply = JSON.parse(buffered.slice(0, i)) as { out?: string; done?: boolean; error?: string };
        buffered = buffered.slice(i + 1);
        if (reply.out !== undefined) out.push(reply.out);
        if (reply.done) {
          socket.end();
          if (reply.error) reject(new Error(reply.error));
          else resolve(out.join('\n'));
        }
      }
    });
    socket.on('error', reject);
  });
}

/** The same command as an operator types it (`npm run ops -- …`), the CLI and all. */
export async function opsCli(...argv: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'ops', '--', ...argv], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    timeout: 60_000,
  });
  return stdout;
}
