import { randomUUID } from 'node:crypto';
import { type Host, hostPrefixes } from '@coffer/contract';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { mountSandboxCardProcessor } from './adapters/card-processor/sandbox-card-delivery';
import type { GeoIp } from './adapters/geoip/geoip';
import type { Db } from './db/client';
import { AppError } from './lib/app-error';
import { failure } from './lib/envelope';
import { loggableUrl } from './lib/log-url';
import { keepRawJsonBodies } from './lib/raw-body';
import type { TokenService } from './lib/tokens';
import { buildModules, type Modules, type ModulesDeps } from './modules';
import { startKycAutoApproval } from './modules/kyc/kyc.module';
import { registerLiveRoutes } from './modules/live/live.module';
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
import { registerSandboxEarnRoutes } from './sandbox/sandbox-earn.routes';
import { registerSandboxGlobalRoutes } from './sandbox/sandbox-global.routes';
import { registerSandboxOutboxRoutes } from './sandbox/sandbox-outbox.routes';
import { registerSandboxReportRoutes } from './sandbox/sandbox-report.routes';

export type { KycOptions } from './modules';

/** The HTTP app's own settings, beside what its modules take (modules.ts). */
export interface AppDeps extends ModulesDeps {
  db: Db;
  tokens: TokenService;
  geoip: GeoIp;
  /** The modules, when the caller shares them with its jobs and console (server.ts); else built here. */
  modules?: Modules;
  /** Hosts to serve and their mount prefixes; all three under their usual prefixes by default. */
  mounts?: Partial<Record<Host, string>>;
  webDistDir?: string;
  /** pino level; 'silent' in tests. */
  logLevel?: string;
  /** Where log entries go (readable lines on a terminal: `prettyLogStream`); JSON on stdout by default. */
  logStream?: DestinationStream;
  trustProxy?: boolean;
  /** The demo data is seeded: the sign-in page may list the demo accounts (Basic/GetDemoAccounts). */
  demoMode?: boolean;
  /** Production mode (NODE_ENV=production): the demo accounts are never listed, seeded or not. */
  production?: boolean;
  /** Registers the sandbox tools (the outbox reader); never on by default (SANDBOX_TOOLS=1). */
  sandboxTools?: boolean;
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
  registerSecurityHeaders(app);
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

  const modules = deps.modules ?? buildModules({ ...deps, now, mounts });
  const autoApproveAfterMs = deps.kyc?.autoApproveAfterMs;
  if (autoApproveAfterMs !== undefined && autoApproveAfterMs > 0) {
    const autoApproval = startKycAutoApproval(modules.kyc, {
      afterMs: autoApproveAfterMs,
      intervalMs:
        deps.kyc?.autoApproveIntervalMs ?? Math.min(30_000, Math.max(1000, autoApproveAfterMs / 10)),
      log: app.log,
    });
    app.addHook('onClose', () => autoApproval.stop());
  }
  const { live } = modules;
  // Streams never finish by themselves: end them before the server waits for open requests.
  app.addHook('preClose', async () => live.close());

  // One list for all hosts: each host serves the calls whose contract entry names it.
  const routes = [...modules.routes, ...demoRoutes(deps.demoMode === true && deps.production !== true)];
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
    registerSandboxChainRoutes(
      app,
      { db: deps.db, coins: modules.coins, deposits: modules.deposits, payments: modules.payments },
      now,
    );
    registerSandboxOutboxRoutes(app, deps.db);
    registerSandboxReportRoutes(app, modules.merchantWallet, now);
    registerSandboxEarnRoutes(app, deps.db, modules.earn);
    registerSandboxGlobalRoutes(app, modules.sandboxBank, modules.globalAccount);
  }

  if (modules.cardSandbox) await mountSandboxCardProcessor(app, modules.cardSandbox, mounts.base ?? '');

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
