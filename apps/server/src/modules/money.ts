import type { ChainAdapter } from '../adapters/chain/chain';
import { createSandboxChain } from '../adapters/chain/sandbox-chain';
import { createNotifierMessenger, type Messenger } from '../adapters/messaging/messenger';
import type { Notifier } from '../adapters/notifier/notifier';
import { createSandboxNotifier } from '../adapters/notifier/sandbox-notifier';
import type { PriceAdapter } from '../adapters/prices/prices';
import { createSandboxPrices } from '../adapters/prices/sandbox-prices';
import type { Db } from '../db/client';
import { createLedger } from '../ledger/ledger';
import { createPasswordHasher, type PasswordHasher } from './account/password';
import { createAddressBookService } from './address-book/address-book.service';
import { createAssetsService } from './assets/assets.service';
import { createCoinsRepo } from './assets/coins.repo';
import { createFundHistoryRepo } from './assets/fund-history.repo';
import { createPricingRepo } from './assets/pricing.repo';
import { createDepositsRepo } from './deposits/deposits.repo';
import { createDepositsService } from './deposits/deposits.service';
import { createKycGuard } from './kyc/kyc.guard';
import { createFundPinGuard } from './security/fund-pin.guard';
import { createSecurityHoldGuard } from './security/security-hold.guard';
import { createTransferService } from './transfer/transfer.service';
import { createWithdrawalsProcessor } from './withdrawals/withdrawals.processor';
import { createWithdrawalsRepo } from './withdrawals/withdrawals.repo';
import { createWithdrawalsService } from './withdrawals/withdrawals.service';

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
}

export const defaultAddressCoolOffMs = 24 * 3600 * 1000;

/**
 * The services that move money, built once over one database: the HTTP routes, the background
 * jobs (deposit scanner, withdrawal processor) and the operator console share them.
 */
export function createMoneyServices(deps: MoneyDeps) {
  const { db, now } = deps;
  const ledger = createLedger(db);
  const coins = createCoinsRepo(db, now);
  const chain = deps.chain ?? createSandboxChain(db);
  const addressBook = createAddressBookService({
    db,
    coins,
    now,
    coolOffMs: deps.addressCoolOffMs ?? defaultAddressCoolOffMs,
  });
  // The checks every money movement a user starts shares (one place each, not one per service).
  const hold = createSecurityHoldGuard({ db, now });
  const fundPin = createFundPinGuard({ db, hasher: deps.hasher ?? createPasswordHasher() });
  return {
    ledger,
    coins,
    chain,
    addressBook,
    fundPin,
    assets: createAssetsService({
      coins,
      ledger,
      prices: deps.prices ?? createSandboxPrices(),
      history: createFundHistoryRepo(db),
      pricing: createPricingRepo(db),
    }),
    transfer: createTransferService({ coins, ledger, hold, now }),
    deposits: createDepositsService({ db, repo: createDepositsRepo(db), coins, chain, ledger, now }),
    withdrawals: createWithdrawalsService({
      db,
      repo: createWithdrawalsRepo(db),
      coins,
      addressBook,
      ledger,
      kyc: createKycGuard(db),
      hold,
      fundPin,
      messenger:
        deps.messenger ?? createNotifierMessenger(db, deps.notifier ?? createSandboxNotifier(db, now)),
      now,
    }),
    withdrawalsProcessor: createWithdrawalsProcessor({ db, coins, chain, ledger, now }),
  };
}
export type MoneyServices = ReturnType<typeof createMoneyServices>;
