import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Host, hostPrefixes, merchantBusinessType, walletType } from '@coffer/contract';
import type { BankRails } from './adapters/bank/bank-rails';
import { createSandboxBank } from './adapters/bank/sandbox-bank';
import type { ChainAdapter } from './adapters/chain/chain';
import { createSandboxChain } from './adapters/chain/sandbox-chain';
import type { GeoIp } from './adapters/geoip/geoip';
import { createSandboxGeoIp } from './adapters/geoip/sandbox-geoip';
import type { KycProvider } from './adapters/kyc/kyc-provider';
import { createSandboxKycProvider } from './adapters/kyc/sandbox-kyc';
import { createNotifierMessenger, type Messenger } from './adapters/messaging/messenger';
import type { Notifier } from './adapters/notifier/notifier';
import { createSandboxNotifier } from './adapters/notifier/sandbox-notifier';
import type { PriceAdapter } from './adapters/prices/prices';
import { createSandboxPrices } from './adapters/prices/sandbox-prices';
import { defaultContactTeamEmail } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Db } from './db/client';
import type { Job } from './jobs';
import type { DispatchLog } from './ledger/flows/outbound-dispatch';
import { createLedger } from './ledger/ledger';
import { createTokenService, type TokenService } from './lib/tokens';
import { createAcceptorModule } from './modules/acceptor/acceptor.module';
import { createActionLogModule } from './modules/actionlog/actionlog.module';
import { createAddressBookModule } from './modules/address-book/address-book.module';
import { createApiKeysModule } from './modules/api-keys/api-keys.module';
import { createAssetsModule } from './modules/assets/assets.module';
import {
  createAuthModule,
  createAuthStores,
  createPasswordHasher,
  type PasswordHashCost,
} from './modules/auth/auth.module';
import { createBasicModule } from './modules/basic/basic.module';
import { createCardModule } from './modules/card/card.module';
import { createCashModule } from './modules/cash/cash.module';
import { createContactModule } from './modules/contact/contact.module';
import { createConvertModule } from './modules/convert/convert.module';
import { createDepositsModule } from './modules/deposits/deposits.module';
import { createEarnModule } from './modules/earn/earn.module';
import { createGeoIpModule } from './modules/geoip/geoip.module';
import { createGlobalAccountModule } from './modules/global-account/global-account.module';
import { createHelpModule } from './modules/help/help.module';
import { createKycModule } from './modules/kyc/kyc.module';
import { createLiveModule, type LiveHub } from './modules/live/live.module';
import { createMerchantModule } from './modules/merchant/merchant.module';
import { createMultisigModule } from './modules/multisig/multisig.module';
import { createNewsModule } from './modules/news/news.module';
import { createNoticesModule } from './modules/notices/notices.module';
import { createOtcModule } from './modules/otc/otc.module';
import { createP2pModule } from './modules/p2p/p2p.module';
import {
  createPaymentsModule,
  type PublishPaymentEvent,
  paymentFeeRateDefault,
  type WebhooksOptions,
} from './modules/payments/payments.module';
import { createSecurityModule } from './modules/security/security.module';
import { createSettingsModule } from './modules/settings/settings.module';
import { createTransfersModule } from './modules/transfers/transfers.module';
import { createUploadsModule } from './modules/uploads/uploads.module';
import { createCodes, createVerificationModule } from './modules/verification/verification.module';
import { createVersioningModule } from './modules/versioning/versioning.module';
import { createWithdrawalsModule } from './modules/withdrawals/withdrawals.module';
import type { RouteDef } from './plugins/routes';

/** What the modules need from outside; every field but the database has a default. */
export interface ModulesDeps {
  db: Db;
  /** The database's change feed (database.changes): what is cached in memory forgets on it. */
  changes?: ChangeFeed;
  now?: () => Date;
  /** Signs access tokens; a random key when only the jobs or the console use the modules. */
  tokens?: TokenService;
  geoip?: GeoIp;
  geoipHeaderOverride?: boolean;
  /** The hosts' mount prefixes: the news links name the content host's. */
  mounts?: Partial<Record<Host, string>>;
  /** E-mail and SMS; the sandbox (writing to the outbox table) by default. */
  notifier?: Notifier;
  contactTeamEmail?: string;
  /** argon2id cost; the OWASP minimum unless a test lowers it. */
  passwordHashCost?: PasswordHashCost;
  /** Keys the stored hashes of one-time codes; a random key per process when not given. */
  codeKey?: Uint8Array;
  /**
   * Seals authenticator seeds, API-key and webhook secrets in the database; derived from the JWT
   * secret in production (so they survive a restart), a random key per process when not given.
   */
  secretsKey?: Uint8Array;
  /** Where uploaded files are kept (DATA_DIR/uploads); a temporary folder when not given. */
  uploadsDir?: string;
  /** Signs the links to private files (identity photos); a random key per process when not given. */
  fileLinkKey?: Uint8Array;
  /** One session per user and client type (default on). */
  singleSession?: boolean;
  /** A sign-in from an unknown device needs a code (default on). */
  newDeviceVerification?: boolean;
  /** Identity verification. */
  kyc?: KycOptions;
  /** The live-update feed; polls only while a stream is open. */
  live?: LiveHub;
  /** How long the merchant contract must be read before signing (MERCHANT_CONTRACT_READ_SECONDS). */
  merchantContractReadSeconds?: number;
  /** Seconds between two codes to one address (CODE_RESEND_SECONDS); the rule's 60 by default. */
  codeResendSeconds?: number;
  /** Webhook deliveries: the HTTP client, the private-URL development flag, the timeout. */
  webhooks?: WebhooksOptions;
  /** The outside world of the money modules; sandboxes by default. */
  chain?: ChainAdapter;
  messenger?: Messenger;
  prices?: PriceAdapter;
  /** The cool-off of a new address-book entry (24 h by default). */
  addressCoolOffMs?: number;
  /** How long a convert quote stays executable (10 s) and a limit order waits for its price (7 days). */
  convertQuoteTtlMs?: number;
  convertLimitTtlMs?: number;
  /** How long an OTC quote stays usable (30 s) and an acceptor has to answer an order (15 min). */
  otcQuoteTtlMs?: number;
  otcAnswerMs?: number;
  /** How late a P2P timer may fire and still count a cancellation against the user (2 min). */
  p2pLateGraceMs?: number;
  /** One minute of a P2P ad's payment window (P2P_WINDOW_MINUTE_SECONDS); a real minute by default. */
  p2pWindowMinuteMs?: number;
  /** Where payment-order events go; the order's timeline and the merchant's webhooks by default. */
  publishPaymentEvent?: PublishPaymentEvent;
  /** The fallback channel fee rate on merchant payments (PAYMENT_FEE_RATE) and the review threshold. */
  paymentFeeRate?: string;
  paymentReviewThreshold?: string;
  /** Where the outbound dispatches (withdrawals, refunds) log a send's error; stderr by default. */
  dispatchLog?: DispatchLog;
  /** The bank partner of fiat cash; the sandbox bank by default (BANK_SETTLE_SECONDS: its pace). */
  bank?: BankRails;
  bankSettleAfterMs?: number;
  /** The card processor's notification secret; random per process unless given (the sandbox processor runs in the process). */
  cardNotifySecret?: string;
  /** How long a multisig withdrawal proposal collects its signatures (24 h by default). */
  multisigProposalTtlMs?: number;
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

/**
 * What an area's factory offers the root: its routes and its background jobs; `reportJobs` read
 * what the others moved (the merchants' daily report), so they run after all of them.
 */
interface Area {
  routes: readonly RouteDef[];
  jobs?: readonly Job[];
  reportJobs?: readonly Job[];
}

/** The process-wide pieces every area may take: the clock, the ledger, the outside world. */
function sharedDeps(deps: ModulesDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const notifier = deps.notifier ?? createSandboxNotifier(db, now);
  return {
    db,
    now,
    notifier,
    hasher: createPasswordHasher(deps.passwordHashCost),
    secretsKey: deps.secretsKey ?? randomBytes(32),
    ledger: createLedger(db),
    chain: deps.chain ?? createSandboxChain(db),
    prices: deps.prices ?? createSandboxPrices(),
    messenger: deps.messenger ?? createNotifierMessenger(db, notifier),
  };
}

/**
 * The one composition root: every area built once, from the few dependencies it takes, for the HTTP
 * app (app.ts), the job runner (server.ts) and the operator console (ops/). An area is one line
 * here: `const x = add(create…Module({ ...shared, … }))`; `add` lists its routes and jobs. Order
 * matters only where one area hands another what it returns, and for the jobs, which run in the
 * order listed (credit deposits first, then move withdrawals on, then convert and OTC expiries,
 * then payment orders), and the report jobs after them (the merchants' daily report).
 *
 * Longer than 70 lines on purpose: the list of the areas, one short call each, reads best in one place.
 */
export function buildModules(deps: ModulesDeps) {
  const shared = sharedDeps(deps);
  const { db, now, notifier } = shared;
  const areas: Area[] = [];
  const add = <A extends Area>(area: A): A => {
    areas.push(area);
    return area;
  };
  const uploadsDir = deps.uploadsDir ?? mkdtempSync(join(tmpdir(), 'coffer-uploads-'));
  const uploads = add(
    createUploadsModule({ db, now, dir: uploadsDir, fileLinkKey: deps.fileLinkKey ?? randomBytes(32) }),
  );
  const stores = createAuthStores({ db, now });
  const codes = createCodes({
    db,
    now,
    notifier,
    codeKey: deps.codeKey ?? randomBytes(32),
    resendAfterSeconds: deps.codeResendSeconds,
  });
  const security = add(createSecurityModule({ ...shared, codes, stores }));
  const { second, log, notices, totp } = security.service;
  const auth = add(
    createAuthModule({
      ...shared,
      tokens: deps.tokens ?? createTokenService(randomBytes(32), 900, now),
      stores,
      codes,
      totp,
      singleSession: deps.singleSession ?? true,
      newDeviceVerification: deps.newDeviceVerification ?? true,
      changes: deps.changes,
    }),
  );
  const apiKeys = add(createApiKeysModule({ ...shared, users: stores.users, second, log, notices }));
  const ticketUsers = { ticketUser: auth.ticketUser, changeTicketUser: security.service.changeTicketUser };
  add(createVerificationModule({ codes, users: stores.users, ...ticketUsers }));
  const kyc = add(
    createKycModule({
      ...shared,
      files: uploads.service,
      provider: deps.kyc?.provider ?? createSandboxKycProvider(),
      callbackSecret: deps.kyc?.callbackSecret,
      users: stores.users,
    }),
  );
  add(createBasicModule());
  add(createSettingsModule({ db }));
  const announcements = add(createNoticesModule({ db, now }));
  add(createVersioningModule({ db, now }));
  add(
    createGeoIpModule({
      geoip: deps.geoip ?? createSandboxGeoIp(),
      headerOverride: deps.geoipHeaderOverride ?? true,
    }),
  );
  const news = add(createNewsModule({ db, now, contentPrefix: (deps.mounts ?? hostPrefixes).content ?? '' }));
  const help = add(createHelpModule({ db, now }));
  add(createContactModule({ ...shared, teamEmail: deps.contactTeamEmail ?? defaultContactTeamEmail }));
  const assets = add(createAssetsModule(shared));
  const { coins } = assets;
  const { hold, fundPin } = security.guards;
  const coolOffMs = deps.addressCoolOffMs;
  const addressBook = add(
    createAddressBookModule({ ...shared, coins, coolOffMs, users: stores.users, fundPin, second }),
  );
  const transfers = add(createTransfersModule({ ...shared, coins, hold }));
  const deposits = add(createDepositsModule({ ...shared, coins }));
  const withdrawals = add(
    createWithdrawalsModule({
      ...shared,
      coins,
      addressBook: addressBook.service,
      kyc: kyc.guard,
      hold,
      fundPin,
      log: deps.dispatchLog,
    }),
  );
  const convert = add(
    createConvertModule({
      ...shared,
      coins,
      kyc: kyc.guard,
      quoteTtlMs: deps.convertQuoteTtlMs,
      limitTtlMs: deps.convertLimitTtlMs,
    }),
  );
  const otcTimes = { quoteTtlMs: deps.otcQuoteTtlMs, answerMs: deps.otcAnswerMs };
  const otc = add(createOtcModule({ ...shared, coins, kyc: kyc.guard, ...otcTimes }));
  const acceptor = add(createAcceptorModule({ ...shared, coins, otc: otc.service, otcPairs: otc.pairs }));
  const contractReadSeconds = deps.merchantContractReadSeconds;
  const receiptFeeRate = deps.paymentFeeRate ?? paymentFeeRateDefault;
  const merchant = add(createMerchantModule({ ...shared, coins, contractReadSeconds, receiptFeeRate }));
  const payments = add(
    createPaymentsModule({
      ...shared,
      coins,
      access: merchant.access,
      transfersAwaitingReview: (merchantId) =>
        withdrawals.service.awaitingReview(merchantId, walletType.members.cloud),
      ...(deps.publishPaymentEvent ? { publishEvent: deps.publishPaymentEvent } : {}),
      feeRate: deps.paymentFeeRate,
      // A customer's payment is the merchant's receipt: its "receipt" channel fee in the paid coin.
      settlementFeeRate: (merchantId, coin) =>
        merchant.channelFees.channelFeeRate(merchantId, coin, merchantBusinessType.members.receipt),
      reviewThreshold: deps.paymentReviewThreshold,
      webhooks: deps.webhooks,
      log: deps.dispatchLog,
    }),
  );
  add(createActionLogModule({ db, now }));
  const live = add(createLiveModule({ db, now, hub: deps.live }));
  const p2p = add(
    createP2pModule({
      ...shared,
      coins,
      kyc: kyc.guard,
      hold,
      fundPin,
      files: uploads.service,
      uploader: uploads.uploader,
      lateGraceMs: deps.p2pLateGraceMs,
      windowMinuteMs: deps.p2pWindowMinuteMs,
    }),
  );
  const sandboxBank = deps.bank
    ? undefined
    : createSandboxBank(db, { settleAfterMs: deps.bankSettleAfterMs });
  const bank = deps.bank ?? (sandboxBank as BankRails);
  const cash = add(
    createCashModule({
      ...shared,
      bank,
      kyc: kyc.guard,
      hold,
      fundPin,
      second,
      users: stores.users,
      securityLog: log,
      coolOffMs,
      log: deps.dispatchLog,
      ...(sandboxBank ? { bankPoll: sandboxBank.tools.poll } : {}),
    }),
  );
  const card = add(
    createCardModule({ ...shared, coins, kyc: kyc.guard, fundPin, notifySecret: deps.cardNotifySecret }),
  );
  const earn = add(createEarnModule({ ...shared, coins, kyc: kyc.guard }));
  const multisig = add(
    createMultisigModule({
      ...shared,
      coins,
      kyc: kyc.guard,
      proposalTtlMs: deps.multisigProposalTtlMs,
      log: deps.dispatchLog,
    }),
  );
  const globalAccount = add(
    createGlobalAccountModule({
      ...shared,
      bank,
      kyc: kyc.guard,
      fundPin,
      second,
      users: stores.users,
      securityLog: log,
      coolOffMs,
      files: uploads.service,
      uploader: uploads.uploader,
      cash: cash.service,
    }),
  );
  return {
    /** Every area's calls: one list for all hosts (each serves the calls whose contract entry names it). */
    routes: areas.flatMap((area) => area.routes),
    /** The background jobs, in the order above, the report jobs last. */
    jobs: [...areas.flatMap((area) => area.jobs ?? []), ...areas.flatMap((area) => area.reportJobs ?? [])],
    /** The webhook deliveries: their own loop, so a slow receiver never holds up the money jobs. */
    deliveryJobs: payments.deliveryJobs,
    routeOptions: { ...auth.options, apiKeys: apiKeys.authenticator },
    // What the app, the console and the tests reach, by area.
    ledger: shared.ledger,
    chain: shared.chain,
    prices: shared.prices,
    coins,
    files: uploads.service,
    kyc: kyc.service,
    kycGuard: kyc.guard,
    securityReview: security.review,
    news,
    helpPublisher: help.publisher,
    noticePublisher: announcements.publisher,
    live: live.service,
    assets: assets.service,
    addressBook: addressBook.service,
    fundPin,
    transfer: transfers.service,
    deposits: deposits.service,
    withdrawals: withdrawals.service,
    withdrawalsProcessor: withdrawals.processor,
    convert: convert.service,
    otc: otc.service,
    acceptor: acceptor.service,
    merchantAccess: merchant.access,
    merchantApplications: merchant.applications,
    merchantWallet: merchant.service,
    payments: payments.service,
    publishWebhook: payments.publishWebhook,
    p2p: p2p.service,
    cash: cash.service,
    /** The sandbox bank's tools (pay-ins, settle, fail, return, redeliver); absent with a real bank. */
    sandboxBank: sandboxBank?.tools,
    card: card.service,
    cardSandbox: card.sandboxProcessor,
    earn: earn.service,
    multisig: multisig.service,
    multisigProcessor: multisig.processor,
    globalAccount: globalAccount.service,
  };
}
export type Modules = ReturnType<typeof buildModules>;
