import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants, type Host } from '@coffer/contract';
import { type EvmChainConfig, evmConfigFrom } from './adapters/chain/evm/evm-config';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; the embedded PGlite database in `dataDir/pglite` otherwise. */
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  logLevel: string;
  /** Readable lines on a terminal, JSON otherwise or with LOG_FORMAT=json. */
  logFormat: LogFormat;
  /** Built SPA to serve; none when the folder has no index.html (API only). */
  webDistDir: string;
  /** Which hosts this process serves and where each is mounted. */
  mounts: Partial<Record<Host, string>>;
  /**
   * Whom to believe about the client's address (`X-Forwarded-For`): nobody, every hop (`true`), or
   * only the proxies at these addresses/CIDRs (behind nginx: nginx's own address).
   */
  trustProxy: boolean | string[];
  /** Lets `x-geoip-country` override the GeoIP lookup, for tests and demos. */
  geoipHeaderOverride: boolean;
  /** Seed the demo accounts and content into an empty database at start. */
  seedDemo: boolean;
  /** NODE_ENV=production: a real deployment, where nothing shows the demo accounts' password. */
  production: boolean;
  /** Where contact-form messages go (through the notifier's outbox). */
  contactTeamEmail: string;
  /** One session per user and client type: a new sign-in ends the older one (80002). */
  singleSession: boolean;
  /** A sign-in from a device the account has not used needs a one-time code first. */
  newDeviceVerification: boolean;
  /** Hours a new address-book entry waits before withdrawals may use it. */
  /** A new payee's wait before withdrawals may use it (address book and cash payees). */
  addressCoolOffSeconds: number;
  /** Seconds a convert quote stays executable (the page counts it down). */
  convertQuoteTtlSeconds: number;
  /** Hours a convert limit order waits for its price before it expires (7 days by default). */
  convertLimitOrderTtlHours: number;
  /** Seconds an OTC quote stays usable, and an acceptor has to answer an OTC order. */
  otcQuoteTtlSeconds: number;
  otcAnswerSeconds: number;
  /** The channel fee rate on merchant payments (0.005 = 0.5 %) until the channel-fee table exists. */
  paymentFeeRate: string | undefined;
  /** Payment orders of at least this amount (in the order's currency) wait for review; none when unset. */
  paymentReviewThreshold: string | undefined;
  /** Seconds the merchant contract must be read before it can be signed (the form's countdown). */
  merchantContractReadSeconds: number;
  /** Seconds the sandbox bank takes to settle a cash withdrawal by itself (0: only `ops cash:bank`). */
  bankSettleSeconds: number;
  /**
   * Seconds before one address may get another one-time code: the rule's 60 unless set; the
   * browser tests' server shortens it so their cool-downs take seconds, not minutes.
   */
  codeResendSeconds: number;
  /**
   * Seconds one minute of a P2P ad's payment window lasts: a real 60 unless set; the browser tests'
   * server shortens it so an unpaid order times out in seconds.
   */
  p2pWindowMinuteSeconds: number;
  /** Account-level extended public keys for deposit addresses; sandbox keys when unset. */
  chainXpubs: { bitcoin?: string; ethereum?: string; tron?: string };
  /** How often the deposit scanner and withdrawal processor run (0: not in this process). */
  jobsIntervalMs: number;
  /** Where people reach the server: the operator console prints links to it. */
  publicUrl: string;
  kyc: KycConfig;
  /** Serve the sandbox tools (the outbox reader) for browser tests and demos; off by default. */
  sandboxTools: boolean;
  /** Development only: webhooks may go to loopback and private addresses, and over plain http. */
  webhooksAllowPrivateUrls: boolean;
  /** The ERC20 network on a real EVM node (CHAIN_EVM_RPC_URL); the sandbox chain when unset. */
  evm: EvmChainConfig | undefined;
  /** The secret the card processor signs its notifications with (CARD_NOTIFY_SECRET). */
  cardNotifySecret: string;
  /**
   * REDIS_URL: rate limits, one-time-code throttles, the live-event fan-out and the jobs' leases
   * live in Redis, shared by every process; unset, they stay in the database (docs/scale-out.md).
   */
  redisUrl: string | undefined;
  /** REDIS_PREFIX: what every Redis key and channel of this deployment starts with (`coffer:`). */
  redisPrefix: string;
}

export interface KycConfig {
  /** `sandbox` (the default: our form, reviewed by an operator) or `sumsub`. */
  provider: 'sandbox' | 'sumsub';
  /** The secret both we and the provider know; it signs KYC/updateKycStatus. Unset: no callback is accepted. */
  callbackSecret: string | undefined;
  /** Sandbox demos: approve a submission by itself after this many seconds; 0 is off. */
  autoApproveSeconds: number;
  sumsub?: { appToken: string; secretKey: string; levelName: string; baseUrl: string };
}

const allHosts: Record<Host, string> = { base: '', merchant: '/m', content: '/c' };

/** The customer-service address the demo settings show (type 3). */
export const defaultContactTeamEmail = 'support@coffer.example';

/** `json` for machines (production, pipes), `pretty` for a person reading a terminal. */
export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT when set; otherwise readable lines on a terminal and JSON everywhere else. */
export function logFormatFrom(value: string | undefined, isTty: boolean): LogFormat {
  if (value === 'json' || value === 'pretty') return value;
  return isTty ? 'pretty' : 'json';
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = resolve(cwd, env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecretFrom(env.JWT_SECRET, dataDir),
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL_SECONDS, 900),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormatFrom(env.LOG_FORMAT, process.stdout.isTTY === true),
    webDistDir: resolve(cwd, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    mounts: mountsFrom(env.HOSTS),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    geoipHeaderOverride: env.GEOIP_HEADER_OVERRIDE !== '0',
    seedDemo: env.SEED_DEMO !== '0',
    production: env.NODE_ENV === 'production',
    contactTeamEmail: env.CONTACT_TEAM_EMAIL || defaultContactTeamEmail,
    singleSession: env.SINGLE_SESSION !== '0',
    newDeviceVerification: env.NEW_DEVICE_VERIFICATION !== '0',
    // Seconds win over hours: the browser tests wait a cool-off out in seconds (e2e/support/server-settings.ts).
    addressCoolOffSeconds: intFrom(
      env.ADDRESS_COOL_OFF_SECONDS,
      intFrom(env.ADDRESS_COOL_OFF_HOURS, 24) * 3600,
    ),
    convertQuoteTtlSeconds: intFrom(env.CONVERT_QUOTE_TTL_SECONDS, 10),
    convertLimitOrderTtlHours: intFrom(env.CONVERT_LIMIT_ORDER_TTL_HOURS, 168),
    otcQuoteTtlSeconds: intFrom(env.OTC_QUOTE_TTL_SECONDS, 30),
    otcAnswerSeconds: intFrom(env.OTC_ANSWER_SECONDS, 900),
    paymentFeeRate: decimalFrom(env.PAYMENT_FEE_RATE, 'PAYMENT_FEE_RATE', true),
    paymentReviewThreshold: decimalFrom(env.PAYMENT_REVIEW_THRESHOLD, 'PAYMENT_REVIEW_THRESHOLD'),
    merchantContractReadSeconds: intFrom(env.MERCHANT_CONTRACT_READ_SECONDS, 10),
    bankSettleSeconds: intFrom(env.BANK_SETTLE_SECONDS, 20),
    codeResendSeconds: intFrom(env.CODE_RESEND_SECONDS, constants.verificationCode.resendAfterSeconds),
    p2pWindowMinuteSeconds: intFrom(env.P2P_WINDOW_MINUTE_SECONDS, 60),
    chainXpubs: {
      bitcoin: env.CHAIN_XPUB_BITCOIN || undefined,
      ethereum: env.CHAIN_XPUB_ETHEREUM || undefined,
      tron: env.CHAIN_XPUB_TRON || undefined,
    },
    jobsIntervalMs: intFrom(env.JOBS_INTERVAL_MS, 1000),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${intFrom(env.PORT, 8080)}`).replace(/\/$/, ''),
    kyc: kycFrom(env),
    sandboxTools: env.SANDBOX_TOOLS === '1',
    webhooksAllowPrivateUrls:
      env.WEBHOOKS_ALLOW_PRIVATE_URLS === '1' || env.WEBHOOKS_ALLOW_PRIVATE_URLS === 'true',
    evm: evmConfigFrom(env, env.NODE_ENV === 'production'),
    cardNotifySecret: cardNotifySecretFrom(env.CARD_NOTIFY_SECRET, env.NODE_ENV === 'production'),
    redisUrl: redisUrlFrom(env.REDIS_URL),
    redisPrefix: env.REDIS_PREFIX || 'coffer:',
  };
}

/**
 * CARD_NOTIFY_SECRET, shared with the card processor. Unset outside production, a random one per
 * process: the sandbox processor runs in the process and signs with it. In production the
 * processor is outside and must know it, so a server without one refuses to start.
 */
export function cardNotifySecretFrom(value: string | undefined, production: boolean): string {
  if (!value) {
    if (production) throw new Error('CARD_NOTIFY_SECRET is required in production');
    return randomBytes(32).toString('hex');
  }
  if (value.length < 32) throw new Error('CARD_NOTIFY_SECRET must be at least 32 characters');
  return value;
}

/** REDIS_URL must name a Redis server (redis:// or rediss:// for TLS); a typo fails at start, not at the first limit. */
export function redisUrlFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^rediss?:\/\/[^/]/.test(value)) throw new Error('REDIS_URL must start with redis:// or rediss://');
  return value;
}

function kycFrom(env: Env): KycConfig {
  const provider = env.KYC_PROVIDER || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'sumsub')
    throw new Error(`Unknown KYC_PROVIDER: ${provider} (sandbox or sumsub)`);
  const callbackSecret = env.KYC_WEBHOOK_SECRET || undefined;
  if (callbackSecret && callbackSecret.length < 16)
    throw new Error('KYC_WEBHOOK_SECRET must be at least 16 characters');
  const autoApproveSeconds = intFrom(env.KYC_SANDBOX_AUTO_APPROVE_SECONDS, 0);
  if (autoApproveSeconds > 0 && provider !== 'sandbox')
    throw new Error('KYC_SANDBOX_AUTO_APPROVE_SECONDS works with the sandbox provider only');
  if (provider === 'sandbox') return { provider, callbackSecret, autoApproveSeconds };
  const appToken = env.SUMSUB_APP_TOKEN;
  const secretKey = env.SUMSUB_SECRET_KEY;
  if (!appToken || !secretKey)
    throw new Error('KYC_PROVIDER=sumsub needs SUMSUB_APP_TOKEN and SUMSUB_SECRET_KEY');
  return {
    provider,
    callbackSecret,
    autoApproveSeconds,
    sumsub: {
      appToken,
      secretKey,
      levelName: env.SUMSUB_LEVEL_NAME || 'basic-kyc-level',
      baseUrl: env.SUMSUB_BASE_URL || 'https://api.sumsub.com',
    },
  };
}

/** A plain decimal from the environment (a rate must be below 1), or undefined when unset. */
function decimalFrom(raw: string | undefined, name: string, rate = false): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^(0|[1-9]\d*)(\.\d+)?$/.test(raw) || (rate && !/^0(\.\d+)?$/.test(raw)))
    throw new Error(`${name}: not a ${rate ? 'rate from 0 to below 1' : 'plain decimal'}: ${raw}`);
  return raw;
}

/**
 * TRUST_PROXY: `1`/`true` trusts every hop; a comma-separated list of addresses or CIDRs trusts
 * only those proxies (Fastify's trustProxy, through proxy-addr), so a client cannot pick its own
 * address by sending X-Forwarded-For past them.
 */
export function trustProxyFrom(raw: string | undefined): boolean | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  const addresses = value.split(',').map((a) => a.trim());
  const address = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;
  const bad = addresses.find((a) => !address.test(a));
  if (bad !== undefined) throw new Error(`TRUST_PROXY: not an address or CIDR: ${bad}`);
  return addresses;
}

function intFrom(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number.parseInt(raw, 10);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Not a whole number: ${raw}`);
  return n;
}

/**
 * `HOSTS=base,merchant,content` (the default) mounts them under their prefixes in one process;
 * a single host runs alone at the root, for a deployment that splits them.
 */
function mountsFrom(raw: string | undefined): Partial<Record<Host, string>> {
  if (!raw) return { ...allHosts };
  const names = raw.split(',').map((s) => s.trim()) as Host[];
  for (const name of names) if (!(name in allHosts)) throw new Error(`Unknown host in HOSTS: ${name}`);
  if (names.length === 1) return { [names[0] as Host]: '' };
  return Object.fromEntries(names.map((n) => [n, allHosts[n]]));
}

/** A secret given in the environment wins; otherwise one is generated once and kept in the data folder. */
function jwtSecretFrom(raw: string | undefined, dataDir: string): Uint8Array {
  if (raw) {
    if (raw.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(raw);
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting on the same folder wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
