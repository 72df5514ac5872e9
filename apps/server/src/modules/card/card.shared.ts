import type { CardProcessor } from '../../adapters/card-processor/card-processor';
import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import type { CoinsRepo } from '../assets/assets.module';
import type { FundPinGuard } from '../security/security.module';
import type { CardQuoteDeps } from './card-quote';

/** What the card area's use cases take (each picks the few it needs). */
export interface CardDeps extends CardQuoteDeps {
  coins: Pick<CoinsRepo, 'coin' | 'all'>;
  db: Db;
  ledger: Pick<Ledger, 'withTx' | 'balance'>;
  processor: CardProcessor;
  fundPin: Pick<FundPinGuard, 'requireFundPin'>;
  /** Where the processor's page sends the buyer back: the order's page in Coffer. */
  returnUrl: (orderId: string, kind: 'card' | 'quick') => string;
  /** The card notice a user reads before their first card payment (70001 opens it). */
  noticeUrl: string;
  /** The processor's shared secret for its signed notifications. */
  notifySecret: string;
  log: (message: string, fields: Record<string, unknown>) => void;
}
