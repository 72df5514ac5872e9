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
import { keepRawJsonBodies } from './lib/raw-body';
import type { TokenService } from './lib/tokens';
import { createActionLogModule } from './modules/actionlog/actionlog.module';
import { createAddressBookModule } from './modules/address-book/address-book.module';
import { createApiKeysModule } from './modules/api-keys/api-keys.module';
import {
  createAuthModule,
  createAuthStores,
  createPasswordHasher,
  type PasswordHashCost,
  type PasswordHasher,
} from './modules/auth/auth.module';
import { createBasicModule } from './modules/basic/basic.module';
import { createContactModule } from './modules/contact/contact.module';
import { createGeoIpModule } from './modules/geoip/geoip.module';
import { createHelpModule } from './modules/help/help.module';
import { createKycModule, startKycAutoApproval } from './modules/kyc/kyc.module';
import { createLiveModule, type LiveHub, registerLiveRoutes } from './modules/live/live.module';
import { createMerchantModule } from './modules/merchant/merchant.module';
import { createNewsModule } from './modules/news/news.module';
import { createNoticesModule } from './modules/notices/notices.module';
import {
  createPaymentWebhooks,
  createReceiptCodesModule,
  type PaymentWebhooks,
  recordAndPublish,
  type WebhooksOptions,
} from './modules/payments/payments.module';
import { createSecurityModule } from './modules/security/security.module';
import { createSettingsModule } from './modules/settings/settings.module';
import { createUploadsModule } from './modules/uploads/uploads.module';
import { createCodes, createVerificationModule } from './modules/verification/verification.module';
import { createVersioningModule } from './modules/versioning/versioning.module';
import { createMoneyServices, type MoneyServices } from './money-modules';
import { compressJsonAnswers } from './plugins/compress-json';
import { installErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { answerOversizedBodies } from './plugins/oversized-body';
import { keepRawBodyOfSignedRequests } from './plugins/raw-body';
import { OneLinePerRequest } from './plugins/request-log';
import { registerRoutes } from './plugins/routes';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { demoRoutes } from './sandbox/sandbox.routes';
import { registerSandboxChainRoutes } from './sandbox/sandbox-chain.routes';
import { registerSandboxOutboxRoutes } from './sandbox/sandbox-outbox.routes';
import { registerSandboxReportRoutes } from './sandbox/sandbox-report.routes';

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
  /** How long the merchant contract must be read before signing (MERCHANT_CONTRACT_READ_SECONDS). */
  merchantContractReadSeconds?: number;
  /** Seconds between two codes to one address (CODE_RESEND_SECONDS); the rule's 60 by default. */
  codeResendSeconds?: number;
  /** Registers the sandbox tools (the outbox reader); never on by default (SANDBOX_TOOLS=1). */
  sandboxTools?: boolean;
  /** Built by the caller when its delivery job shares it (server.ts); else built here. */
  paymentWebhooks?: PaymentWebhooks;
  /** Webhook deliveries: the HTTP client, the private-URL development flag, the timeout. */
  webhooks?: WebhooksOptions;
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

/** Longer than 70 lines on purpose: the composition root registers the plugins in the order Fastify needs, in one place to read. */
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
  compressJsonAnswers(app);
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
  const modules = buildModules(deps, { now, notifier, hasher, mounts });
  const autoApproveAfterMs = deps.kyc?.autoApproveAfterMs;
  if (autoApproveAfterMs !== undefined && autoApproveAfterMs > 0) {
    const autoApproval = startKycAutoApproval(modules.kyc.service, {
      afterMs: autoApproveAfterMs,
      intervalMs:
        deps.kyc?.autoApproveIntervalMs ?? Math.min(30_000, Math.max(1000, autoApproveAfterMs / 10)),
      log: app.log,
    });
    app.addHook('onClose', () => autoApproval.stop());
  }
  const live = modules.live.service;
  // Streams never finish by themselves: end them before the server waits for open requests.
  app.addHook('preClose', async () => live.close());

  // One list for all hosts: each host serves the calls whose contract entry names it.
  const routes = [
    ...modules.list.flatMap((m) => m.routes),
    ...demoRoutes(deps.demoMode === true && deps.production !== true),
  ];
  const options = modules.routeOptions;

  for (const [host, prefix] of Object.entries(mounts) as [Host, string][]) {
    await app.register(
      async (scope) => {
        installErrorHandler(scope, host);
        registerRoutes(scope, host, routes, deps.tokens, options);
        if (host !== 'content') registerLiveRoutes(scope, live, deps.tokens, options.sessions);
      },
      { prefix },
    );
  }

  registerOpenApi(app, mounts);
  if (deps.sandboxTools) {
    registerSandboxChainRoutes(app, deps.db, now);
    registerSandboxOutboxRoutes(app, deps.db);
    registerSandboxReportRoutes(app, deps.db, now);
  }

  const sendPage = deps.webDistDir
    ? await registerSpa(app, deps.webDistDir, async (path, language) => {
        const picture = path === '/' ? await modules.news.landingBannerImage(language) : null;
        return picture ? [picture] : [];
      })
    : null;
  installErrorHandler(app, 'base');
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const apiHost = (Object.entries(mounts) as [Host, string][])
      .sort((a, b) => b[1].length - a[1].length)
      .find(([, prefix]) => path.startsWith(`${prefix}/api/`));
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !apiHost;
    if (isPage && sendPage) return sendPage(request, reply);
    return reply
      .status(404)
      .send(failure(apiHost?.[0] ?? 'base', new AppError('notFound', `No route ${path}`)));
  });
  return app;
}

/**
 * Every module of the API, each built from the few dependencies it takes. Order matters only where
 * one module hands another what it returns (the account stores and codes before security, security
 * before auth and API keys, auth and security before the code calls).
 *
 * Longer than 70 lines on purpose: the list of the modules (issue 13: app.ts lists them), one short call each.
 */
function buildModules(
  deps: AppDeps,
  shared: {
    now: () => Date;
    notifier: Notifier;
    hasher: PasswordHasher;
    mounts: Partial<Record<Host, string>>;
  },
) {
  const { db } = deps;
  const { now, notifier, hasher } = shared;
  const uploads = createUploadsModule({
    db,
    now,
    dir: deps.uploadsDir ?? mkdtempSync(join(tmpdir(), 'coffer-uploads-')),
    fileLinkKey: deps.fileLinkKey ?? randomBytes(32),
  });
  const stores = createAuthStores({ db, now });
  const codes = createCodes({
    db,
    now,
    notifier,
    codeKey: deps.codeKey ?? randomBytes(32),
    resendAfterSeconds: deps.codeResendSeconds,
  });
  const secretsKey = deps.secretsKey ?? randomBytes(32);
  const security = createSecurityModule({ db, now, notifier, hasher, secretsKey, codes, stores });
  const news = createNewsModule({ db, now, contentPrefix: shared.mounts.content ?? '' });
  const auth = createAuthModule({
    db,
    now,
    tokens: deps.tokens,
    hasher,
    stores,
    codes,
    totp: security.service.totp,
    singleSession: deps.singleSession ?? true,
    newDeviceVerification: deps.newDeviceVerification ?? true,
  });
  const { second, log, notices } = security.service;
  const apiKeys = createApiKeysModule({ db, now, users: stores.users, secretsKey, second, log, notices });
  const verification = createVerificationModule({
    codes,
    users: stores.users,
    ticketUser: auth.ticketUser,
    changeTicketUser: security.service.changeTicketUser,
  });
  const kyc = createKycModule({
    db,
    now,
    notifier,
    files: uploads.service,
    provider: deps.kyc?.provider ?? createSandboxKycProvider(),
    callbackSecret: deps.kyc?.callbackSecret,
    users: stores.users,
  });
  const paymentWebhooks =
    deps.paymentWebhooks ??
    createPaymentWebhooks({ db, now, secretsKey, ...(deps.webhooks ? { webhooks: deps.webhooks } : {}) });
  const money =
    deps.money ??
    createMoneyServices({
      publishPaymentEvent: recordAndPublish(now, paymentWebhooks.publish),
      db,
      now,
      chain: deps.chain,
      messenger: deps.messenger,
      notifier,
      hasher,
      addressCoolOffMs: deps.addressCoolOffMs,
    });
  const addressBook = createAddressBookModule({
    book: money.addressBook,
    coins: money.coins,
    users: stores.users,
    fundPin: money.fundPin,
    second,
  });
  const live = createLiveModule({ db, now, hub: deps.live });
  const merchant = createMerchantModule({
    db,
    now,
    notifier,
    hasher,
    coins: money.coins,
    prices: money.prices,
    contractReadSeconds: deps.merchantContractReadSeconds,
    receiptFeeRate: money.payments.feeRate,
  });
  const receiptCodes = createReceiptCodesModule({
    db,
    now,
    access: merchant.access,
    coins: money.coins,
    prices: money.prices,
    payments: money.payments,
  });
  return {
    list: [
      verification,
      auth,
      uploads,
      security,
      apiKeys,
      kyc,
      createBasicModule(),
      createSettingsModule({ db }),
      createNoticesModule({ db, now }),
      createVersioningModule({ db, now }),
      createGeoIpModule({ geoip: deps.geoip, headerOverride: deps.geoipHeaderOverride ?? true }),
      news,
      createHelpModule({ db, now }),
      createContactModule({
        db,
        now,
        notifier,
        teamEmail: deps.contactTeamEmail ?? defaultContactTeamEmail,
      }),
      ...money.modules,
      addressBook,
      paymentWebhooks,
      merchant,
      receiptCodes,
      createActionLogModule({ db, now }),
      live,
    ],
    kyc,
    live,
    news,
    routeOptions: { ...auth.options, apiKeys: apiKeys.authenticator },
  };
}
