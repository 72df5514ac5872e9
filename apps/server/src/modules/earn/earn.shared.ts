import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import type { CoinsRepo } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';

/**
 * What earn's use cases take: the database, the ledger's writes, the coins (read outside a
 * transaction: the catalogue reads on the root database), KYC, the clock.
 */
export interface EarnDeps {
  db: Db;
  ledger: Pick<Ledger, 'withTx' | 'accountId' | 'balance'>;
  coins: Pick<CoinsRepo, 'coin' | 'all'>;
  kyc: Pick<KycGuard, 'requireVerified'>;
  now: () => Date;
}

/** Each coin's decimals, read before a transaction that needs them. */
export async function coinDecimals(deps: Pick<EarnDeps, 'coins'>): Promise<Map<string, number>> {
  return new Map((await deps.coins.all()).map((c) => [c.code, c.decimals]));
}
