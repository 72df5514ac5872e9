import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { createSandboxGeoIp } from '../src/adapters/geoip/sandbox-geoip';
import { type AppDeps, buildApp } from '../src/app';
import { type Database, openPglite, openPostgres, type PgliteArtifacts } from '../src/db/client';
import { sessions } from '../src/db/schema';
import { verifyLedger } from '../src/ledger/verify';
import { type AccessClaims, createTokenService, type TokenService } from '../src/lib/tokens';
import { buildModules, type Modules, type ModulesDeps } from '../src/modules';
import { createScratchDatabase } from './scratch-database';

export interface TestApp {
  app: FastifyInstance;
  /** The app's modules (built once, like the server's): a test runs their jobs by hand. */
  modules: Modules;
  database: Database;
  db: Database['db'];
  tokens: ReturnType<typeof createTokenService>;
  clock: { now: Date; advance(ms: number): void };
  /**
   * A real access token for these claims, signed by the app's own token service, with its session
   * row (every signed-in call checks it), so the user needs no sign-in.
   */
  tokenFor(claims: Partial<AccessClaims>): Promise<string>;
  call(
    options: InjectOptions,
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** The runtime's WebAssembly: the server's TypeScript libraries declare only its types. */
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

/**
 * PGlite's compiled WebAssembly, its file bundle and the migrated snapshot, read once per worker:
 * a worker's test files share this module (`isolate: false`), and each file's start otherwise
 * read and compiled them again (docs/testing.md).
 */
let pgliteStart:
  | { snapshotPath: string; loaded: Promise<{ snapshot: Blob; artifacts: PgliteArtifacts }> }
  | undefined;

function loadPgliteStart(snapshotPath: string) {
  if (pgliteStart?.snapshotPath !== snapshotPath) {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const loaded = (async () => ({
      snapshot: new Blob([readFileSync(snapshotPath)]),
      artifacts: {
        pgliteWasmModule: await wasm.compile(readFileSync(join(dist, 'pglite.wasm'))),
        initdbWasmModule: await wasm.compile(readFileSync(join(dist, 'initdb.wasm'))),
        fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
      },
    }))();
    pgliteStart = { snapshotPath, loaded };
  }
  return pgliteStart.loaded;
}

/** This file's own database: a copy of the migrated PGlite, or of the migrated PostgreSQL template. */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const { snapshot, artifacts } = await loadPgliteStart(inject('pgliteSnapshot'));
    return { database: await openPglite({ loadDataDir: snapshot, artifacts }), drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(adminUrl, 't', { template: inject('postgresTemplate') });
  const database = await openPostgres(scratch.url, 10);
  return { database, drop: scratch.drop };
}

export interface TestOptions {
  /** Runs before the app is ready: the place to register extra routes a test needs. */
  beforeReady?: (app: FastifyInstance, tokens: TokenService) => unknown;
  /** Dependencies that need this file's database or clock (built before the app). */
  depsFor?: (db: Database['db'], clock: { now: Date }, tokens: TokenService) => Partial<AppDeps>;
}

export async function startTestApp(
  overrides: Partial<AppDeps> = {},
  options: TestOptions = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const tokens = createTokenService(randomBytes(32), 900, () => clock.now);
  const deps: AppDeps = {
    db: database.db,
    // As the server runs: the session check answered from memory, forgotten on the database's word.
    changes: database.changes,
    tokens,
    geoip: createSandboxGeoIp(),
    now: () => clock.now,
    logLevel: 'silent',
    // Light argon2id for speed; production uses the OWASP minimum (password.ts).
    passwordHashCost: { memoryCost: 1024, timeCost: 1 },
    ...options.depsFor?.(database.db, clock, tokens),
    ...overrides,
  };
  const modules = deps.modules ?? buildModules(deps);
  const app = await buildApp({ ...deps, modules });
  await options.beforeReady?.(app, tokens);
  await app.ready();
  return {
    app,
    modules,
    database,
    db: database.db,
    tokens,
    clock,
    async tokenFor(claims) {
      // One session per user unless the test names one, so tokens for two users both work.
      const userId = claims.userId ?? 1;
      const full = {
        uid: '10000001',
        accountType: 0,
        sessionId: `test-session-${userId}`,
        ...claims,
        userId,
      };
      await database.db
        .insert(sessions)
        .values({
          id: full.sessionId,
          userId: full.userId,
          createdAt: clock.now,
          expiresAt: new Date(clock.now.getTime() + 365 * 86_400_000),
        })
        .onConflictDoNothing();
      return tokens.sign(full);
    },
    async call(options) {
      const res = await app.inject(options);
      const text = res.body;
      let body: Record<string, unknown> = {};
      if (text && res.headers['content-type']?.toString().includes('json')) body = JSON.parse(text);
      return { status: res.statusCode, body, headers: res.headers };
    },
    /** Also checks the ledger's invariants (DESIGN §4) over everything this file did: loud on a breach. */
    async close() {
      await app.close();
      let report: Awaited<ReturnType<typeof verifyLedger>> | undefined;
      try {
        report = await verifyLedger(database.db);
      } finally {
        await database.close();
        await drop();
      }
      if (report.problems.length > 0)
        throw new Error(`ledger:verify failed after this test file:\n  ${report.problems.join('\n  ')}`);
    },
  };
}

/**
 * This file's app, started before its tests and closed (ledger checked) after them, so a test file
 * begins with `const t = useTestApp()`. The object is filled in by the first `beforeAll`: use it
 * inside tests and hooks, never at the top level.
 */
export function useTestApp(overrides: Partial<AppDeps> = {}, options: TestOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(overrides, options));
  });
  afterAll(() => t.close());
  return t;
}

type MoneySettings = Omit<ModulesDeps, 'db' | 'now'>;

/**
 * This file's app with modules built over its database and clock with `settings` (or what
 * `settings` makes of the database), e.g. a chain or prices of the test's own; the test holds the
 * modules (`money`) to run their jobs by hand. Like the app, `money` is filled in by the first
 * `beforeAll`.
 */
export function useMoneyTestApp(
  settings: MoneySettings | ((db: Database['db']) => MoneySettings) = {},
  overrides: Partial<AppDeps> = {},
): { t: TestApp; money: Modules } {
  const money = {} as Modules;
  const t = useTestApp(overrides, {
    depsFor: (db) => (typeof settings === 'function' ? settings(db) : settings),
  });
  beforeAll(() => {
    Object.assign(money, t.modules);
  });
  return { t, money };
}
