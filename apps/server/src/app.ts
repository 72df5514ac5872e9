import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Host, hostPrefixes } from '@coffer/contract';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { ChainAdapter } from './adapters/chain/chain';
import type { GeoIp } from './adapters/geoip/geoip';
import type { KycProvider } from './adapters/kyc/kyc-provider';
import { createSandboxKycProvider } from './adapters/kyc/sandbox-kyc';
import type { Messenger } from './adapters/messaging/messenger';
import type { Notifier } from './adapters/notifier/notifier';
import { createSandboxNotifier } from './adapters/notifier/sandbox-notifier';
import { defaultContactTeamEmail } from './config';
import type { Db } from './db/client';
import { AppError } from './lib/app-error';
import { failure } from './lib/envelope';
import { loggableUrl } from './lib/log-url';
import { createRateLimiter } from './lib/rate-limiter';
import { keepRawJsonBodies } from './lib/raw-body';
import type { TokenService } from './lib/tokens';
import { createPasswordHasher, type PasswordHashCost } from './modules/account/password';
import { createActionLogRepo } from './modules/actionlog/actionlog.repo';
import { actionLogRoutes } from './modules/actionlog/actionlog.routes';
import { addressBookRoutes } from './modules/address-book/address-book.routes';
import { createAddressBookChanges } from './modules/address-book/address-book-changes';
import { createAnnouncementsRepo } from './modules/announcements/announcements.repo';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { assetsRoutes } from './modules/assets/assets.routes';
import { createAuthModule } from './modules/auth/auth.module';
import { basicRoutes } from './modules/basic/basic.routes';
import { createContactRepo } from './modules/contact/contact.repo';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { depositsRoutes } from './modules/deposits/deposits.routes';
import { geoipRoutes } from './modules/geoip/geoip.routes';
import { createHelpRepo } from './modules/help/help.repo';
import { helpRoutes } from './modules/help/help.routes';
import { startKycAutoApproval } from './modules/kyc/kyc.auto-approve';
import { kycRoutes } from './modules/kyc/kyc.routes';
import { createKycService } from './modules/kyc/kyc.service';
import { createLiveHub, type LiveHub } from './modules/live/live.hub';
import { registerLiveRoutes } from './modules/live/live.routes';
import { createMoneyServices, type MoneyServices } from './modules/money';
import { createNewsRepo } from './modules/news/news.repo';
import { newsRoutes } from './modules/news/news.routes';
import { demoRoutes } from './modules/sandbox/sandbox.routes';
import { registerSandboxChainRoutes } from './modules/sandbox/sandbox-chain.routes';
import { registerSandboxOutboxRoutes } from './modules/sandbox/sandbox-outbox.routes';
import { createSettingsRepo } from './modules/settings/settings.repo';
import { settingsRoutes } from './modules/settings/settings.routes';
import { transferRoutes } from './modules/transfer/transfer.routes';
import { createFileAccess } from './modules/uploads/file-access';
import { filesRoutes } from './modules/uploads/files.routes';
import { createVersioningRepo } from './modules/versioning/versioning.repo';
import { versioningRoutes } from './modules/versioning/versioning.routes';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import { installErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { answerOversizedBodies } from './plugins/oversized-body';
import { keepRawBodyOfSignedRequests } from './plugins/raw-body';
import { OneLinePerRequest } from './plugins/request-log';
import { type RouteDef, registerRoutes } from './plugins/routes';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa, sendIndexHtml } from './plugins/spa';

export interface AppDeps {
  db: Db;
  tokens: TokenService;
  geoip: GeoIp;
  now?: () => Date;
  /** Hosts to serve and their mount prefixes; all three under their usual prefixes by default. */
  mounts?: Partial<Record<Host, string>>;
  webDistDir?: string;
  /** pino level; 'silent' in tests. */
  logLevel?: string;
  /** Where log entries go (readable lines on a terminal: `prettyLogStream`); JSON on stdout by default. */
  logStream?: DestinationStream;
  trustProxy?: boolean;
  geoipHeaderOverride?: boolean;
  /** E-mail and SMS; the sandbox (writing to the outbox table) by default. */
  notifier?: Notifier;
  contactTeamEmail?: string;
  /** argon2id cost; the OWASP minimum unless a test lowers it. */
  passwordHashCost?: PasswordHashCost;
  /** Keys the stored hashes of one-time codes; a random key per process when not given. */
  codeKey?: Uint8Array;
  /**
   * Seals authenticator seeds and API-key secrets in the database; derived from the JWT secret in
   * production (so they survive a restart), a random key per process when not given.
   */
  secretsKey?: Uint8Array;
  /** Where uploaded files are kept (DATA_DIR/uploads); a temporary folder when not given. */
  uploadsDir?: string;
  /** One session per user and client type (default on). */
  singleSession?: boolean;
  /** A sign-in from an unknown device needs a code (default on). */
  newDeviceVerification?: boolean;
  /** The outside world of the money modules; sandboxes by default. */
  chain?: ChainAdapter;
  messenger?: Messenger;
  addressCoolOffMs?: number;
  /** Built by the caller when background jobs share them (server.ts); else built here. */
  money?: MoneyServices;
  /** The live-update feed; polls only while a stream is open. */
  live?: LiveHub;
  /** Signs the links to private files (identity photos); a random key per process when not given. */
  fileLinkKey?: Uint8Array;
  /** Identity verification. */
  kyc?: KycOptions;
  /** The demo data is seeded: the sign-in page may list the demo accounts (Basic/GetDemoAccounts). */
  demoMode?: boolean;
  /** Production mode (NODE_ENV=production): the demo accounts are never listed, seeded or not. */
  production?: boolean;
  /** Registers the sandbox tools (the outbox reader); never on by default (SANDBOX_TOOLS=1). */
  sandboxTools?: boolean;
}

export interface KycOptions {
  /** The sandbox (our form, reviewed by an operator) unless another provider is configured. */
  provider?: KycProvider;
  /** The shared secret that signs the provider's KYC/updateKycStatus; without it no callback is accepted. */
  callbackSecret?: string | undefined;
  /** Sandbox demos: approve form submissions after this long by themselves. Off when absent. */
  autoApproveAfterMs?: number | undefined;
  /** How often the auto-approval looks (default: a tenth of the delay, between 1 and 30 s). */
  autoApproveIntervalMs?: number;
}

/** Logged fields that must never reach a log line. */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-signature"]',
  '*.secretKey',
  '*.secret',
  '*.otpauthUri',
  '*.googleCode',
  '*.fundPin',
  '*.confirmFundPin',
  '*.oldPassword',
  '*.newPassword',
  '*.password',
  '*.confirmPassword',
  '*.refreshToken',
  '*.accessToken',
  '*.ticket',
  '*.pollSecret',
];

const bodyLimitBytes = 1_048_576;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const mounts = deps.mounts ?? hostPrefixes;
  const app = Fastify({
    logger: {
      level: deps.logLevel ?? 'info',
      redact: redactPaths,
      serializers: {
        // Fastify's own fields, with the signature of a signed file link kept out of the log.
        req: (request) => ({
          method: request.method,
          url: loggableUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    genReqId: () => randomUUID(),
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: bodyLimitBytes,
    // Fastify 5 waits for in-flight requests on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurityHeaders(app);
  answerOversizedBodies(app);
  keepRawBodyOfSignedRequests(app, bodyLimitBytes);
  // A provider's callback is signed over its raw body.
  keepRawJsonBodies(app);
  // Image uploads arrive as multipart forms; each upload route reads and limits its own file.
  await app.register(multipart);
  // Node keeps a keep-alive socket open after close(), so answers given while closing end theirs.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const notifier = deps.notifier ?? createSandboxNotifier(deps.db, now);
  const hasher = createPasswordHasher(deps.passwordHashCost);
  const uploadsDir = deps.uploadsDir ?? mkdtempSync(join(tmpdir(), 'coffer-uploads-'));
  const files = createFileAccess({
    db: deps.db,
    dir: uploadsDir,
    key: deps.fileLinkKey ?? randomBytes(32),
    now,
  });
  const kyc = createKycService({
    db: deps.db,
    now,
    notifier,
    files,
    provider: deps.kyc?.provider ?? createSandboxKycProvider(),
    callbackSecret: deps.kyc?.callbackSecret,
  });
  const autoApproveAfterMs = deps.kyc?.autoApproveAfterMs;
  if (autoApproveAfterMs !== undefined && autoApproveAfterMs > 0) {
    const autoApproval = startKycAutoApproval(kyc, {
      afterMs: autoApproveAfterMs,
      intervalMs:
        deps.kyc?.autoApproveIntervalMs ?? Math.min(30_000, Math.max(1000, autoApproveAfterMs / 10)),
      log: app.log,
    });
    app.addHook('onClose', () => autoApproval.stop());
  }
  const auth = createAuthModule({
    db: deps.db,
    now,
    tokens: deps.tokens,
    hasher,
    notifier,
    codeKey: deps.codeKey ?? randomBytes(32),
    secretsKey: deps.secretsKey ?? randomBytes(32),
    uploadsDir,
    singleSession: deps.singleSession ?? true,
    newDeviceVerification: deps.newDeviceVerification ?? true,
  });
  const money =
    deps.money ??
    createMoneyServices({
      db: deps.db,
      now,
      chain: deps.chain,
      messenger: deps.messenger,
      notifier,
      hasher,
      addressCoolOffMs: deps.addressCoolOffMs,
    });

  const live = deps.live ?? createLiveHub({ db: deps.db, now });
  // Streams never finish by themselves: end them before the server waits for open requests.
  app.addHook('preClose', async () => live.close());

  // One list for all hosts: each host serves the calls whose contract entry names it.
  const routes: RouteDef[] = [
    ...auth.routes,
    ...filesRoutes(files),
    ...kycRoutes(kyc),
    ...basicRoutes(),
    ...settingsRoutes(createSettingsRepo(deps.db)),
    ...announcementsRoutes(createAnnouncementsRepo(deps.db), now),
    ...versioningRoutes(createVersioningRepo(deps.db), now),
    ...geoipRoutes(deps.geoip, { headerOverride: deps.geoipHeaderOverride ?? true }),
    ...newsRoutes(createNewsRepo(deps.db), now, mounts.content ?? ''),
    ...helpRoutes(createHelpRepo(deps.db), now),
    ...contactRoutes(
      createContactService({
        repo: createContactRepo(deps.db),
        limiter: createRateLimiter(deps.db, now),
        notifier,
        now,
        teamEmail: deps.contactTeamEmail ?? defaultContactTeamEmail,
      }),
    ),
    ...assetsRoutes(money.coins, money.ledger, money.assets),
    ...transferRoutes(money.transfer),
    ...depositsRoutes(money.deposits),
    ...withdrawalsRoutes(money.withdrawals),
    ...addressBookRoutes(
      createAddressBookChanges({
        book: money.addressBook,
        coins: money.coins,
        users: auth.users,
        fundPin: money.fundPin,
        second: auth.secondFactor,
      }),
      money.addressBook,
    ),
    ...actionLogRoutes(createActionLogRepo(deps.db), now),
    ...demoRoutes(deps.demoMode === true && deps.production !== true),
  ];

  for (const [host, prefix] of Object.entries(mounts) as [Host, string][]) {
    await app.register(
      async (scope) => {
        installErrorHandler(scope, host);
        registerRoutes(scope, host, routes, deps.tokens, auth.options);
        if (host !== 'content') registerLiveRoutes(scope, live, deps.tokens, auth.options.sessions);
      },
      { prefix },
    );
  }

  registerOpenApi(app, mounts);
  if (deps.sandboxTools) {
    registerSandboxChainRoutes(app, deps.db, now);
    registerSandboxOutboxRoutes(app, deps.db);
  }

  const hasSpa = deps.webDistDir ? await registerSpa(app, deps.webDistDir) : false;
  installErrorHandler(app, 'base');
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const apiHost = (Object.entries(mounts) as [Host, string][])
      .sort((a, b) => b[1].length - a[1].length)
      .find(([, prefix]) => path.startsWith(`${prefix}/api/`));
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !apiHost;
    if (isPage && hasSpa) return sendIndexHtml(reply);
    return reply
      .status(404)
      .send(failure(apiHost?.[0] ?? 'base', new AppError('notFound', `No route ${path}`)));
  });
  return app;
}
