import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import type { CoinsRepo } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';

/** What earn's use cases take: the database, the ledger's writes, the coins, KYC, the clock. */
export interface EarnDeps {
  db: Db;
  ledger: Pick<Ledger, 'withTx' | 'accountId' | 'balance'>;
  coins: Pick<CoinsRepo, 'coin'>;
  kyc: Pick<KycGuard, 'requireVerified'>;
  now: () => Date;
}
