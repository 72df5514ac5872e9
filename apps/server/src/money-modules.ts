import { merchantBusinessType, walletType } from '@coffer/contract';
import type { ChainAdapter } from './adapters/chain/chain';
import { createSandboxChain } from './adapters/chain/sandbox-chain';
import { createNotifierMessenger, type Messenger } from './adapters/messaging/messenger';
import type { Notifier } from './adapters/notifier/notifier';
import { createSandboxNotifier } from './adapters/notifier/sandbox-notifier';
import type { PriceAdapter } from './adapters/prices/prices';
import { createSandboxPrices } from './adapters/prices/sandbox-prices';
import type { Db } from './db/client';
import type { DispatchLog } from './ledger/flows/outbound-dispatch';
import { createLedger } from './ledger/ledger';
import { createAcceptorModule } from './modules/acceptor/acceptor.module';
import { createAddressBook } from './modules/address-book/address-book.module';
import { createAssetsModule } from './modules/assets/assets.module';
import { createPasswordHasher, type PasswordHasher } from './modules/auth/auth.module';
import { createConvertModule } from './modules/convert/convert.module';
import { createDepositsModule } from './modules/deposits/deposits.module';
import { createKycGuard } from './modules/kyc/kyc.module';
import {
  createChannelFees,
  createMerchantAccessView,
  createMerchantWalletModule,
} from './modules/merchant/merchant.module';
import { createOtcModule } from './modules/otc/otc.module';
import {
  createPaymentsModule,
  type PublishPaymentEvent,
  recordPaymentEvent,
} from './modules/payments/payments.module';
import { createMoneyGuards } from './modules/security/security.module';
import { createTransfersModule } from './modules/transfers/transfers.module';
import { createWithdrawalsModule } from './modules/withdrawals/withdrawals.module';

export interface MoneyDeps {
  db: Db;
  now: () => Date;
  chain?: ChainAdapter;
  messenger?: Messenger;
  /** Where user messages go when no messenger is given; the sandbox outbox by default. */
  notifier?: Notifier;
  prices?: PriceAdapter;
  hasher?: PasswordHasher;
  /** The cool-off of a new address-book entry (24 h by default). */
  addressCoolOffMs?: number;
  /** How long a convert quote stays executable (10 s by default). */
  convertQuoteTtlMs?: number;
  /** How long a convert limit order waits for its price (7 days by default). */
  convertLimitTtlMs?: number;
  /** How long an OTC quote stays usable (30 s) and an acceptor has to answer an order (15 min). */
  otcQuoteTtlMs?: number;
  otcAnswerMs?: number;
  /**
   * Where payment-order events go; the order's own timeline (payment_order_events) when not given.
   * The lead wires the webhooks area's publish in here.
   */
  publishPaymentEvent?: PublishPaymentEvent;
  /**
   * The channel fee rate on merchant payments where the merchant's channel-fee table has none
   * (PAYMENT_FEE_RATE), and the review threshold.
   */
  paymentFeeRate?: string;
  paymentReviewThreshold?: string;
  /** Where the outbound dispatches log a send's error (stderr by default). */
  log?: DispatchLog;
}

/**
 * The modules that move money, built once over one database: the HTTP routes (app.ts), the
 * background jobs (server.ts) and the operator console share them. Built apart from the other
 * modules because the jobs process needs them before (and without) the app. Long on purpose: a
 * line or a few a module, in the order they depend on each other, which reads best in one place.
 */
export function createMoneyServices(deps: MoneyDeps) {
  const { db, now } = deps;
  const ledger = createLedger(db);
  const chain = deps.chain ?? createSandboxChain(db);
  const prices = deps.prices ?? createSandboxPrices();
  const assets = createAssetsModule({ db, now, ledger, prices });
  const { coins } = assets;
  const addressBook = createAddressBook({ db, coins, now, coolOffMs: deps.addressCoolOffMs });
  const { hold, fundPin } = createMoneyGuards({ db, now, hasher: deps.hasher ?? createPasswordHasher() });
  const transfers = createTransfersModule({ db, coins, ledger, hold, now });
  const deposits = createDepositsModule({ db, coins, chain, ledger, now });
  const kyc = createKycGuard(db);
  const convert = createConvertModule({
    db,
    coins,
    ledger,
    prices,
    kyc,
    now,
    quoteTtlMs: deps.convertQuoteTtlMs,
    limitTtlMs: deps.convertLimitTtlMs,
  });
  const messenger =
    deps.messenger ?? createNotifierMessenger(db, deps.notifier ?? createSandboxNotifier(db, now));
  const otc = createOtcModule({
    db,
    coins,
    ledger,
    prices,
    kyc,
    messenger,
    now,
    quoteTtlMs: deps.otcQuoteTtlMs,
    answerMs: deps.otcAnswerMs,
  });
  const acceptor = createAcceptorModule({ db, coins, ledger, otc: otc.service, now });
  const withdrawals = createWithdrawalsModule({
    db,
    coins,
    chain,
    addressBook,
    ledger,
    kyc,
    hold,
    fundPin,
    messenger,
    now,
    log: deps.log,
  });
  const channelFees = createChannelFees(db);
  const payments = createPaymentsModule({
    db,
    coins,
    chain,
    ledger,
    prices,
    now,
    access: createMerchantAccessView(db),
    transfersAwaitingReview: (merchantId) =>
      withdrawals.service.awaitingReview(merchantId, walletType.members.cloud),
    publishEvent: deps.publishPaymentEvent ?? recordPaymentEvent(now),
    feeRate: deps.paymentFeeRate,
    // A customer's payment is the merchant's receipt: its "receipt" channel fee in the paid coin.
    settlementFeeRate: (merchantId, coin) =>
      channelFees.channelFeeRate(merchantId, coin, merchantBusinessType.members.receipt),
    reviewThreshold: deps.paymentReviewThreshold,
    log: deps.log,
  });
  const merchantWallet = createMerchantWalletModule({ db, coins, now });
  return {
    ledger,
    coins,
    chain,
    prices,
    addressBook,
    fundPin,
    assets: assets.service,
    transfer: transfers.service,
    deposits: deposits.service,
    withdrawals: withdrawals.service,
    withdrawalsProcessor: withdrawals.processor,
    convert: convert.service,
    otc: otc.service,
    acceptor: acceptor.service,
    payments: payments.service,
    merchantWallet: merchantWallet.service,
    /** Their routes, for app.ts. */
    modules: [assets, transfers, deposits, withdrawals, convert, otc, acceptor, payments, merchantWallet],
    /**
     * Their background jobs, in order: credit deposits first, then move withdrawals on, then expire
     * and fill convert limit orders and drop old unexecuted quotes, then expire unanswered OTC orders
     * (and drop old OTC quotes), then follow merchant payment orders on the chain and expire them,
     * then (once a minute) the merchants' daily report from the ledger.
     */
    jobs: [
      ...deposits.jobs,
      ...withdrawals.jobs,
      ...convert.jobs,
      ...otc.jobs,
      ...payments.jobs,
      ...merchantWallet.jobs,
    ],
  };
}
export type MoneyServices = ReturnType<typeof createMoneyServices>;
