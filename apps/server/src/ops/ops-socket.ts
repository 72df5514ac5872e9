import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Where a running server listens for the operator console: a Unix socket in `DATA_DIR/run`, a
 * folder only the server's OS user may enter (the same trust as reading DATA_DIR itself).
 */
export const opsSocketPath = (dataDir: string) => join(dataDir, 'run', 'ops.sock');

type Reply = { out: string } | { done: true; error?: string };
export type CommandRunner = (argv: string[], out: (line: string) => void) => Promise<void>;

const isArgv = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.length <= 100 &&
  value.every((v) => typeof v === 'string');

/**
 * The server's side: runs each console command it is sent, on the server's own database, and
 * streams the printed lines back. The embedded database (PGlite) takes one process at a time, so
 * a second process must not open it while the server runs: the console asks the server instead.
 * One JSON line in (`{ argv }`), JSON lines out (`{ out }`…, then `{ done, error? }`).
 */
export async function startOpsSocket(path: string, run: CommandRunner): Promise<{ close(): Promise<void> }> {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  chmodSync(dirname(path), 0o700);
  // A socket file left by a server that did not close (one server per DATA_DIR).
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => {});
    const lines = createInterface({ input: socket });
    lines.once('line', (line) => {
      lines.close();
      const send = (reply: Reply) => {
        if (!socket.destroyed) socket.write(`${JSON.stringify(reply)}\n`);
      };
      let argv: unknown;
      try {
        argv = (JSON.parse(line) as { argv?: unknown }).argv;
      } catch {
        argv = undefined;
      }
      const work = isArgv(argv)
        ? run(argv, (text) => send({ out: text }))
        : Promise.reject(new Error('Send { "argv": [command, ...args] }.'));
      work
        .then(
          () => send({ done: true }),
          (error: unknown) =>
            send({ done: true, error: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => socket.end());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

function connect(path: string): Promise<Socket | null> {
  return new Promise((resolve) => {
    const socket = createConnection(path);
    socket.once('connect', () => resolve(socket));
    // Nobody listening (a stale socket file): the console opens the database itself.
    socket.once('error', () => resolve(null));
  });
}

/**
 * The console's side: when a server runs on this DATA_DIR, has it run `argv` and prints what it
 * prints; a failure of the command is thrown as the console's own. False when no server answers.
 */
export async function forwardToServer(
  path: string,
  argv: string[],
  out: (line: string) => void,
): Promise<boolean> {
  if (!existsSync(path)) return false;
  const socket = await connect(path);
  if (!socket) return false;
  socket.write(`${JSON.stringify({ argv })}\n`);
  for await (const line of createInterface({ input: socket })) {
    const reply = JSON.parse(line) as Reply;
    if ('out' in reply) {
      out(reply.out);
      continue;
    }
    socket.end();
    if (reply.error) throw new Error(reply.error);
    return true;
  }
  throw new Error('The server closed the connection before the command finished.');
}
