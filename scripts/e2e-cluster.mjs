// The cluster the cluster browser tests talk to (e2e/playwright.cluster.config.ts): `npm run
// cluster` on a fresh PostgreSQL database (dropped at the end) and its own runtime folder, with the
// sandbox tools the browser tests use. PORT is nginx's; the processes take the next ports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { root } from './build.mjs';

const admin = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const db = await scratchDatabase(admin);
const runtimeDir = join(root, '.test-output', 'cluster');
rmSync(runtimeDir, { recursive: true, force: true });
const child = spawn(
  process.execPath,
  [
    join(root, 'scripts/cluster.mjs'),
    '--no-build',
    '--runtime-dir',
    runtimeDir,
    '--port',
    process.env.PORT ?? '8191',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      // Read e-mailed codes and send sandbox deposits over HTTP (loopback only: nginx is on it).
      SANDBOX_TOOLS: '1',
      WEBHOOKS_ALLOW_PRIVATE_URLS: '1',
    },
  },
);
// The resilience tests check the database afterwards (ledger invariants, each request once).
mkdirSync(runtimeDir, { recursive: true });
writeFileSync(join(runtimeDir, 'database-url'), db.url, { mode: 0o600 });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  await db.drop().catch(() => {});
  process.exit(code ?? 0);
});

/** `<admin database>_cluster_<hex>` beside the admin database, and how to drop it. */
async function scratchDatabase(adminUrl) {
  const name = `${new URL(adminUrl).pathname.slice(1) || 'coffer'}_cluster_${randomBytes(5).toString('hex')}`;
  const withAdmin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await withAdmin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdmin(`drop database if exists "${name}" with (force)`) };
}
