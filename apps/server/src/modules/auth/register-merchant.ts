import { accountType, constants, merchantType } from '@coffer/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, uploads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import { type RegistrationDeps, registerAccount, type SignUp } from './register-account';

export interface MerchantCompany {
  fullName: string;
  shortName: string;
  companyWebsite?: string | undefined;
  address: string;
  businessScope: string;
  receiptCurrency: string;
  certificateFileId: string;
}

/** The certificate the same person uploaded just before (anonymous uploads are named by their unguessable id only). */
async function unclaimedCertificate(db: Db, fileId: string) {
  const [file] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, fileId), isNull(uploads.claimedAt), isNull(uploads.ownerUserId)));
  const allowed: readonly string[] = constants.uploads.merchantCertificate.types;
  if (file?.purpose !== 'merchantCertificate' || !allowed.includes(file.contentType))
    throw new AppError(
      'uploadFileMissing',
      'Upload the business registration certificate (JPG or PNG, up to 5 MB) first.',
    );
  return file;
}

async function assertCompanyFree(db: Db, fullName: string) {
  const taken = await db
    .select({ id: merchants.userId })
    .from(merchants)
    .where(eq(merchants.fullName, fullName));
  if (taken.length > 0) throw new AppError('accountExists', 'This company is already registered.');
}

/** Claims the certificate for the new user and writes its company, in the sign-up's transaction. */
async function addCompany(tx: Db, now: () => Date, userId: number, company: MerchantCompany, fileId: string) {
  const claimed = await tx
    .update(uploads)
    .set({ ownerUserId: userId, claimedAt: now() })
    .where(and(eq(uploads.id, fileId), isNull(uploads.claimedAt)))
    .returning({ id: uploads.id });
  if (claimed.length === 0) throw new AppError('uploadFileMissing');
  await tx.insert(merchants).values({
    userId,
    fullName: company.fullName,
    shortName: company.shortName,
    companyWebsite: company.companyWebsite || null,
    address: company.address,
    businessScope: company.businessScope,
    receiptCurrency: company.receiptCurrency,
    certificateFileId: fileId,
    merchantType: merchantType.members.trial,
    createdAt: now(),
  });
}

/** A merchant: type 1, trial (§3 merchant types), with its business registration certificate. */
export async function registerMerchant(
  deps: RegistrationDeps,
  signUp: SignUp,
  company: MerchantCompany,
  client: ClientInfo,
) {
  const file = await unclaimedCertificate(deps.db, company.certificateFileId);
  await assertCompanyFree(deps.db, company.fullName);
  return registerAccount(
    deps,
    { ...signUp, accountType: accountType.members.merchant },
    client,
    (tx, userId) => addCompany(tx, deps.now, userId, company, file.id),
  );
}
