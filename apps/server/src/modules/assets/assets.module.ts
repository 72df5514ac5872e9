import type { PriceAdapter } from '../../adapters/prices/prices';
import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import type { Caller } from '../../plugins/auth';
import { assetsRoutes } from './assets.routes';
import { assetsConversion } from './assets-conversion';
import { assetsDistribution } from './assets-distribution';
import { assetsSummary } from './assets-summary';
import { type CoinsRepo, createCoinsRepo } from './coins.repo';
import { type FundHistoryQuery, fundHistory } from './fund-history';
import type { FundHistoryRepo } from './fund-history.repo';
import { createFundHistoryRepo } from './fund-history.repo';
import { type EntriesQuery, ledgerEntries } from './ledger-entries';
import type { PricingRepo } from './pricing.repo';
import { createPricingRepo } from './pricing.repo';
import { fiatCurrencies, setPricingCurrency } from './pricing-currency';

// The public surface other modules use (types and pure helpers; never a repo factory).
export { assertCoinDecimals, ledgerToAppError, walletLines } from './assets.fns';
export type { CoinsRepo, CoinWithNetworks } from './coins.repo';
export { coinConfigView, coinIn, networkIn } from './coins.repo';
export { ledgerEntries } from './ledger-entries';

interface AssetsDeps {
  coins: CoinsRepo;
  ledger: Pick<Ledger, 'userBalances' | 'userEntries'>;
  prices: PriceAdapter;
  history: FundHistoryRepo;
  pricing: PricingRepo;
}

/** The use cases, one per file, each given the dependencies it needs. */
function createAssetsService(deps: AssetsDeps) {
  return {
    fiatList: () => fiatCurrencies(deps),
    setPricingCurrency: (caller: Caller, currency: string) => setPricingCurrency(deps, caller, currency),
    summary: (caller: Caller, currency?: string) => assetsSummary(deps, caller, currency),
    conversion: (caller: Caller, currency?: string) => assetsConversion(deps, caller, currency),
    distribution: (caller: Caller, currency?: string) => assetsDistribution(deps, caller, currency),
    fundHistory: (caller: Caller, q: FundHistoryQuery) => fundHistory(deps, caller, q),
    entries: (caller: Caller, q: EntriesQuery) => ledgerEntries(deps, caller, q),
  };
}
export type AssetsService = ReturnType<typeof createAssetsService>;

/**
 * Balances, fund records, pricing and the coin list. The coin list is the one other money modules
 * read (`coins`), so it is built once here and handed to them.
 */
export function createAssetsModule(deps: { db: Db; now: () => Date; ledger: Ledger; prices: PriceAdapter }) {
  const { db, ledger } = deps;
  const coins: CoinsRepo = createCoinsRepo(db, deps.now);
  const service = createAssetsService({
    coins,
    ledger,
    prices: deps.prices,
    history: createFundHistoryRepo(db),
    pricing: createPricingRepo(db),
  });
  return { routes: assetsRoutes(coins, ledger, service), service, coins };
}
