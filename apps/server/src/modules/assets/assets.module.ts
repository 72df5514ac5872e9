import type { PriceAdapter } from '../../adapters/prices/prices';
import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import { assetsRoutes } from './assets.routes';
import { createAssetsService } from './assets.service';
import { type CoinsRepo, createCoinsRepo } from './coins.repo';
import { createFundHistoryRepo } from './fund-history.repo';
import { createPricingRepo } from './pricing.repo';

// The public surface other modules use (types and pure helpers; never a repo factory).
export { assertCoinDecimals, ledgerToAppError } from './assets.fns';
export type { CoinsRepo } from './coins.repo';

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
