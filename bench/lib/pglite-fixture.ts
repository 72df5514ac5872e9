import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../../apps/server/src/db/client';
import { benchServerEnv, benchTokens, type Fixture, seedBenchUsers } from './fixture';
import { startServer } from './server';

/** What a load needs of a fixture: its server (replaceable), its users' tokens. */
export type ServedFixture = Pick<Fixture, 'server' | 'restart' | 'users' | 'auth' | 'close'>;

/**
 * The fixture's users and accounts on PGlite, in a data folder of its own that the server opens
 * (`DATA_DIR`): PGlite runs inside the server's process, so its SQL is part of the server's CPU.
 */
export async function createPgliteFixture(options: {
  users: number;
  port: number;
  serverArgs?: string[];
}): Promise<ServedFixture> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-bench-pglite-'));
  try {
    const database = await openPglite({ dataDir });
    await database.migrate();
    await seedBenchUsers(
      async (text) =>
        (await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] },
      options.users,
    );
    await database.close();
    const secret = randomBytes(32).toString('hex');
    const env = { ...benchServerEnv(secret), DATA_DIR: dataDir };
    const start = (args?: string[]) => startServer({ port: options.port, env, ...(args ? { args } : {}) });
    let running = await start(options.serverArgs);
    const headers = await benchTokens(secret, options.users);
    return {
      get server() {
        return running;
      },
      async restart(args) {
        await running.stop();
        running = await start(args);
      },
      users: options.users,
      auth: (u) => headers[u] as string,
      async close() {
        await running.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
