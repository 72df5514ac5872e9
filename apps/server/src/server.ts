import { join } from 'node:path';
import { createSandboxChain } from './adapters/chain/sandbox-chain';
import { createSandboxGeoIp } from './adapters/geoip/sandbox-geoip';
import { createSandboxKycProvider } from './adapters/kyc/sandbox-kyc';
import { createSumsubKycProvider } from './adapters/kyc/sumsub-kyc';
import { createSandboxNotifier } from './adapters/notifier/sandbox-notifier';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startJobs } from './jobs';
import { deriveKey, keyPurposes } from './lib/keys';
import { createTokenService } from './lib/tokens';
import { createPasswordHasher } from './modules/auth/auth.module';
import { createPaymentWebhooks, recordAndPublish } from './modules/payments/payments.module';
import { createMoneyServices } from './money-modules';
import { runCommand } from './ops/commands';
import { opsSocketPath, startOpsSocket } from './ops/ops-socket';
import { prettyLogStream } from './plugins/request-log';
import { describeDemoAccounts, seedDemo } from './seed/seed-demo';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const uploadsDir = join(config.dataDir, 'uploads');
if (config.seedDemo) await seedDemo(database.db, createPasswordHasher(), new Date(), { uploadsDir });

const hasher = createPasswordHasher();
// One notifier for the whole process: the sandbox writes messages to the outbox (`ops outbox`).
const notifier = createSandboxNotifier(database.db);
// Seals authenticator seeds, API-key and webhook secrets; a new JWT secret makes the sealed ones unreadable.
const secretsKey = deriveKey(config.jwtSecret, keyPurposes.sealedSecrets);
const paymentWebhooks = createPaymentWebhooks({
  db: database.db,
  now: () => new Date(),
  secretsKey,
  webhooks: { allowPrivateUrls: config.webhooksAllowPrivateUrls },
});

const money = createMoneyServices({
  publishPaymentEvent: recordAndPublish(() => new Date(), paymentWebhooks.publish),
  db: database.db,
  now: () => new Date(),
  chain: createSandboxChain(database.db, config.chainXpubs),
  notifier,
  hasher,
  addressCoolOffMs: config.addressCoolOffHours * 3600 * 1000,
  convertQuoteTtlMs: config.convertQuoteTtlSeconds * 1000,
  convertLimitTtlMs: config.convertLimitOrderTtlHours * 3_600_000,
  otcQuoteTtlMs: config.otcQuoteTtlSeconds * 1000,
  otcAnswerMs: config.otcAnswerSeconds * 1000,
  paymentFeeRate: config.paymentFeeRate,
  paymentReviewThreshold: config.paymentReviewThreshold,
});

const app = await buildApp({
  money,
  paymentWebhooks,
  db: database.db,
  tokens: createTokenService(config.jwtSecret, config.accessTokenTtlSeconds),
  geoip: createSandboxGeoIp(),
  mounts: config.mounts,
  webDistDir: config.webDistDir,
  logLevel: config.logLevel,
  ...(config.logFormat === 'pretty' ? { logStream: prettyLogStream({ colorize: true }) } : {}),
  trustProxy: config.trustProxy,
  geoipHeaderOverride: config.geoipHeaderOverride,
  notifier,
  contactTeamEmail: config.contactTeamEmail,
  // Derived from the JWT secret, so codes sent before a restart still verify after it.
  codeKey: deriveKey(config.jwtSecret, keyPurposes.codeHashes),
  secretsKey,
  uploadsDir,
  singleSession: config.singleSession,
  newDeviceVerification: config.newDeviceVerification,
  // Derived like the code key, so links printed by the operator console are valid here.
  fileLinkKey: deriveKey(config.jwtSecret, keyPurposes.fileLinks),
  kyc: {
    provider: config.kyc.sumsub ? createSumsubKycProvider(config.kyc.sumsub) : createSandboxKycProvider(),
    callbackSecret: config.kyc.callbackSecret,
    autoApproveAfterMs: config.kyc.autoApproveSeconds * 1000 || undefined,
  },
  demoMode: config.seedDemo,
  production: config.production,
  sandboxTools: config.sandboxTools,
  merchantContractReadSeconds: config.merchantContractReadSeconds,
  codeResendSeconds: config.codeResendSeconds,
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
jobs = config.jobsIntervalMs > 0 ? startJobs(money.jobs, config.jobsIntervalMs, app.log) : undefined;
webhookJobs =
  config.jobsIntervalMs > 0 ? startJobs(paymentWebhooks.jobs, config.jobsIntervalMs, app.log) : undefined;
// `npm run ops` on this DATA_DIR asks this process to run its commands (PGlite is single-process).
ops = await startOpsSocket(opsSocketPath(config.dataDir), (argv, out) =>
  runCommand(argv, { database, config, out }),
).catch((error: Error) => {
  app.log.warn(
    { err: error },
    'operator console socket not started: run ops commands with the server stopped',
  );
  return null;
});
const where = `http://localhost:${config.port}`;
const db = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
process.stdout.write(`\nCoffer is running at ${where} (database: ${db})\n`);
if (config.seedDemo && !config.production) process.stdout.write(`${describeDemoAccounts()}\n\n`);
if (config.sandboxTools)
  process.stdout.write(
    'SANDBOX_TOOLS=1: /api/sandbox/… shows one-time codes and sends sandbox deposits. Never in production.\n',
  );
