import type { BankRails } from '../../adapters/bank/bank-rails';
import type { Messenger } from '../../adapters/messaging/messenger';
import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import type { UsersRepo } from '../auth/auth.module';
import type { KycGuard } from '../kyc/kyc.module';
import type {
  FundPinGuard,
  SecondFactorCheck,
  SecurityHoldGuard,
  SecurityLog,
} from '../security/security.module';
import type { CashAccountRow, CashRepo } from './cash.repo';

/** What the cash use cases take; each picks the few it needs. */
export interface CashDeps {
  db: Db;
  repo: CashRepo;
  bank: BankRails;
  ledger: Ledger;
  kyc: Pick<KycGuard, 'requireVerified'>;
  hold: Pick<SecurityHoldGuard, 'requireNoHold'>;
  fundPin: Pick<FundPinGuard, 'requireFundPin'>;
  second: Pick<SecondFactorCheck, 'check'>;
  users: Pick<UsersRepo, 'byId'>;
  log: Pick<SecurityLog, 'record'>;
  messenger: Messenger;
  now: () => Date;
  /** How long a new or changed payee waits before a withdrawal may use it (the address book's cool-off). */
  coolOffMs: number;
}

/** The caller's open fiat account, or the refusal: KYC first (60013), then no open account (60006). */
export async function openAccountOrThrow(
  deps: Pick<CashDeps, 'repo' | 'kyc'>,
  userId: number,
): Promise<CashAccountRow> {
  await deps.kyc.requireVerified(userId);
  const account = await deps.repo.account(userId);
  if (!account?.openedAt) throw new AppError('userAssetNotFound', 'Open your fiat account first.');
  return account;
}
