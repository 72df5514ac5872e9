import type { BankRails } from '../../adapters/bank/bank-rails';
import type { Messenger } from '../../adapters/messaging/messenger';
import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import type { UsersRepo } from '../auth/auth.module';
import type { CashService } from '../cash/cash.module';
import type { KycGuard } from '../kyc/kyc.module';
import type { FundPinGuard, SecondFactorCheck, SecurityLog } from '../security/security.module';
import type { FileAccess, UploadsService } from '../uploads/uploads.module';
import type { GlobalAccountRepo, GlobalAccountRow } from './global-account.repo';

/** What the global account's use cases take; each picks the few it needs. */
export interface GlobalDeps {
  db: Db;
  repo: GlobalAccountRepo;
  bank: BankRails;
  ledger: Ledger;
  kyc: Pick<KycGuard, 'requireVerified'>;
  fundPin: Pick<FundPinGuard, 'requireFundPin'>;
  second: Pick<SecondFactorCheck, 'check'>;
  users: Pick<UsersRepo, 'byId'>;
  log: Pick<SecurityLog, 'record'>;
  messenger: Messenger;
  files: Pick<FileAccess, 'link' | 'describe'>;
  uploader: Pick<UploadsService, 'upload'>;
  /** The cash account (through its module): whether it is open, its payee checks. */
  cash: Pick<CashService, 'accountInfo'>;
  now: () => Date;
  /** How long a new whitelist entry waits before its pay-ins are credited (the address book's cool-off). */
  coolOffMs: number;
}

/** The caller's open global account, or the refusal: KYC first (60013), then no open account (60006). */
export async function openGlobalAccountOrThrow(
  deps: Pick<GlobalDeps, 'repo' | 'kyc'>,
  userId: number,
): Promise<GlobalAccountRow> {
  await deps.kyc.requireVerified(userId);
  const account = await deps.repo.account(userId);
  if (!account?.openedAt) throw new AppError('userAssetNotFound', 'Open your global account first.');
  return account;
}

export const tell = (deps: Pick<GlobalDeps, 'messenger'>, userId: number, subject: string, text: string) =>
  deps.messenger.send({ userId, subject, text, kind: 'globalAccount' });
