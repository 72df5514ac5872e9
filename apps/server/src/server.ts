import { buildApp } from './app';
import { loadConfig } from './config';
import { configuredModulesDeps } from './configured-modules';
import { openDatabase } from './db/client';
import { startJobs } from './jobs';
import { buildModules } from './modules';
import { createPasswordHasher } from './modules/auth/auth.module';
import { runCommand } from './ops/commands';
import { opsSocketPath, startOpsSocket } from './ops/ops-socket';
import { prettyLogStream } from './plugins/request-log';
import { describeDemoAccounts, seedDemo } from './seed/seed-demo';
import { connectSharedState } from './shared-state';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
// With REDIS_URL, rate limits and the live fan-out are shared through Redis (docs/scale-out.md).
const shared = await connectSharedState(config, database.db);
// With the change feed, the per-call session check is answered from memory until the database says it changed.
const modulesDeps = {
  ...configuredModulesDeps(config, database.db),
  changes: database.changes,
  ...shared.deps,
};
if (config.seedDemo)
  await seedDemo(database.db, createPasswordHasher(), new Date(), { uploadsDir: modulesDeps.uploadsDir });

// Built once: the app's routes, the background jobs and the operator console's commands share them.
const modules = buildModules(modulesDeps);

const app = await buildApp({
  ...modulesDeps,
  modules,
  webDistDir: config.webDistDir,
  logLevel: config.logLevel,
  ...(config.logFormat === 'pretty' ? { logStream: prettyLogStream({ colorize: true }) } : {}),
  trustProxy: config.trustProxy,
  demoMode: config.seedDemo,
  production: config.production,
  sandboxTools: config.sandboxTools,
});

let jobs: ReturnType<typeof startJobs> | undefined;
// Webhook deliveries loop on their own, so a slow receiver never holds up deposits or withdrawals.
let webhookJobs: ReturnType<typeof startJobs> | undefined;
let ops: { close(): Promise<void> } | null = null;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await jobs?.stop();
  await webhookJobs?.stop();
  await ops?.close();
  await app.close();
  await shared.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Fastify logs a line per address it listens on; the banner below says where to go, once.
const logLevel = app.log.level;
app.log.level = 'warn';
await app.listen({ port: config.port, host: config.host });
app.log.level = logLevel;
jobs = config.jobsIntervalMs > 0 ? startJobs(modules.jobs, config.jobsIntervalMs, app.log) : undefined;
webhookJobs =
  config.jobsIntervalMs > 0 ? startJobs(modules.deliveryJobs, config.jobsIntervalMs, app.log) : undefined;
// `npm run ops` on this DATA_DIR asks this process to run its commands (PGlite is single-process).
ops = await startOpsSocket(opsSocketPath(config.dataDir), (argv, out) =>
  runCommand(argv, { database, modules, config, out }),
).catch((error: Error) => {
  app.log.warn(
    { err: error },
    'operator console socket not started: run ops commands with the server stopped',
  );
  return null;
});
const where = `http://localhost:${config.port}`;
const db = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
const redis = config.redisUrl ? ', shared state: Redis' : '';
process.stdout.write(`\nCoffer is running at ${where} (database: ${db}${redis})\n`);
if (config.seedDemo && !config.production) process.stdout.write(`${describeDemoAccounts()}\n\n`);
if (config.sandboxTools)
  process.stdout.write(
    'SANDBOX_TOOLS=1: /api/sandbox/… shows one-time codes and sends sandbox deposits. Never in production.\n',
  );
