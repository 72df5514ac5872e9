// The server the browser tests talk to: the production bundle on a fresh data folder.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build.mjs';

const dataDir = join(root, '.test-output', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
// The browser tests read e-mailed codes and send sandbox deposits over HTTP (the console cannot
// open the embedded database while this server holds it): /api/sandbox/…, never on outside tests.
process.env.SANDBOX_TOOLS = '1';
// The webhook spec's receiver listens on 127.0.0.1: a development flag, never on outside tests.
process.env.WEBHOOKS_ALLOW_PRIVATE_URLS = '1';
// Each account the tests sign up through the API comes from an address of its own (x-forwarded-for,
// e2e/support/accounts.ts), as real users do, so a whole run stays under the per-address caps.
process.env.TRUST_PROXY = '1';
delete process.env.DATABASE_URL;
process.chdir(root);
await import(pathToFileURL(join(root, 'apps/server/dist/server.mjs')).href);
