import { randomInt } from 'node:crypto';
import {
  accountType,
  type EndpointParsedInput,
  type SubMerchant,
  type SubMerchantStatus,
  subMerchantStatus,
} from '@coffer/contract';
import type { merchantEndpoints } from '@coffer/contract/merchant';
import { and, eq, isNull } from 'drizzle-orm';
import type { Notifier } from '../../adapters/notifier/notifier';
import { subMerchants, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import type { PasswordHasher } from '../auth/auth.module';
import { mayAddSubMerchant, merchantTypeOf, oneTimePassword } from './merchant.fns';
import type { MerchantRepo, SubMerchantRow } from './merchant.repo';
import type { createMerchantAccess } from './merchant-access';

type Input<K extends keyof typeof merchantEndpoints> = EndpointParsedInput<(typeof merchantEndpoints)[K]>;

export interface SubMerchantDeps {
  repo: MerchantRepo;
  access: ReturnType<typeof createMerchantAccess>;
  hasher: Pick<PasswordHasher, 'hash'>;
  notifier: Notifier;
  now: () => Date;
}

export const subMerchantView = (
  row: { sub: SubMerchantRow; uid: string; email: string | null },
  createdBy: string,
): SubMerchant => ({
  id: row.sub.userId,
  uid: row.uid,
  userName: row.sub.userName,
  emailAddress: row.email ?? '',
  contactName: row.sub.contactName,
  phoneNumber: row.sub.phoneNumber,
  job: row.sub.job,
  receiptValidMinutes: row.sub.receiptValidMinutes,
  orderDisplayDays: row.sub.orderDisplayDays,
  status: row.sub.status,
  approveRefund: row.sub.approveRefund,
  approvePayment: row.sub.approvePayment,
  approveTransfer: row.sub.approveTransfer,
  createdBy,
  createdAt: row.sub.createdAt.toISOString(),
});

/** The columns a sub-merchant's Create and Update both write. */
const settingsOf = (input: Input<'subMerchantUpdate'> | Input<'subMerchantCreate'>) => ({
  userName: input.userName,
  contactName: input.contactName,
  phoneNumber: input.phoneNumber,
  job: input.job ?? '',
  receiptValidMinutes: input.receiptValidMinutes,
  orderDisplayDays: input.orderDisplayDays,
  approveRefund: input.approveRefund,
  approvePayment: input.approvePayment,
  approveTransfer: input.approveTransfer,
});

/** The caller's (a merchant's) live sub-merchant, or 404 for anyone else's or a deleted one. */
async function owned(deps: SubMerchantDeps, callerId: number, id: number) {
  const merchantId = await deps.access.requireOwner(callerId);
  const row = await deps.repo.subMerchant(id);
  if (!row || row.sub.merchantId !== merchantId) throw new AppError('notFound', 'No such sub-account.');
  const merchant = await deps.repo.user(merchantId);
  return { row, merchantUid: merchant?.uid ?? '' };
}

async function sendPassword(
  deps: SubMerchantDeps,
  to: { email: string; userName: string },
  password: string,
  kind: string,
) {
  await deps.notifier.send({
    channel: 'email',
    recipient: to.email,
    subject: 'Your Coffer merchant sub-account',
    body: `Sign in as ${to.email} (${to.userName}) with this one-time password and change it: ${password}`,
    kind,
  });
}

/** Sets or clears the account's disabled mark and the sub-merchant's status in one transaction. */
async function setStatus(deps: SubMerchantDeps, callerId: number, id: number, status: SubMerchantStatus) {
  await owned(deps, callerId, id);
  const at = deps.now();
  await deps.repo.db.transaction(async (tx) => {
    await tx.update(subMerchants).set({ status, updatedAt: at }).where(eq(subMerchants.userId, id));
    await tx
      .update(users)
      .set({ disabledAt: status === subMerchantStatus.members.inactive ? at : null })
      .where(eq(users.id, id));
  });
  return true;
}

async function listSubMerchants(deps: SubMerchantDeps, callerId: number, input: Input<'subMerchantGetList'>) {
  const merchantId = await deps.access.requireOwner(callerId);
  const merchant = await deps.repo.user(merchantId);
  const page = await deps.repo.subMerchantPage(
    merchantId,
    { keyword: input.keyword, status: input.status },
    { skip: input.SkipCount, take: input.MaxResultCount },
  );
  return { totalCount: page.total, items: page.rows.map((r) => subMerchantView(r, merchant?.uid ?? '')) };
}

async function getSubMerchant(deps: SubMerchantDeps, callerId: number, id: number) {
  const { row, merchantUid } = await owned(deps, callerId, id);
  return subMerchantView(row, merchantUid);
}

/** A new cashier account within the merchant type's allowance, told its one-time password by e-mail. */
async function createSubMerchant(deps: SubMerchantDeps, callerId: number, input: Input<'subMerchantCreate'>) {
  const { repo } = deps;
  const merchantId = await deps.access.requireOwner(callerId);
  const merchant = await repo.user(merchantId);
  const type = (await repo.merchantTypeRow(merchantId)) ?? merchantTypeOf(merchant?.isOfficial ?? false);
  if (!mayAddSubMerchant(type, await repo.subMerchantCount(merchantId)))
    throw new AppError('merchantTrialLimit');
  const password = oneTimePassword();
  const passwordHash = await deps.hasher.hash(password);
  const at = deps.now();
  let id: number;
  try {
    id = await repo.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          uid: String(randomInt(20_000_000, 100_000_000)),
          email: input.emailAddress,
          name: input.userName,
          passwordHash,
          accountType: accountType.members.subMerchant,
          kycStatus: merchant?.kycStatus ?? 0,
          passwordChangedAt: at,
          createdAt: at,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('insert returned nothing');
      await tx.insert(subMerchants).values({
        userId: user.id,
        merchantId,
        ...settingsOf(input),
        createdBy: callerId,
        createdAt: at,
        updatedAt: at,
      });
      return user.id;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_unique') throw new AppError('emailAlreadyRegistered');
    throw error;
  }
  const to = { email: input.emailAddress, userName: input.userName };
  await sendPassword(deps, to, password, 'subMerchantCreated');
  return getSubMerchant(deps, callerId, id);
}

async function updateSubMerchant(deps: SubMerchantDeps, callerId: number, input: Input<'subMerchantUpdate'>) {
  await owned(deps, callerId, input.id);
  await deps.repo.db
    .update(subMerchants)
    .set({
      ...settingsOf(input),
      updatedAt: deps.now(),
    })
    .where(eq(subMerchants.userId, input.id));
  return getSubMerchant(deps, callerId, input.id);
}

async function resetPassword(deps: SubMerchantDeps, callerId: number, id: number) {
  const { row } = await owned(deps, callerId, id);
  const password = oneTimePassword();
  await deps.repo.db
    .update(users)
    .set({ passwordHash: await deps.hasher.hash(password), passwordChangedAt: deps.now() })
    .where(eq(users.id, id));
  const to = { email: row.email ?? '', userName: row.sub.userName };
  await sendPassword(deps, to, password, 'subMerchantPasswordReset');
  return true;
}

/** Kept as a row (past orders name it), never listed again; the account can no longer sign in. */
async function removeSubMerchant(deps: SubMerchantDeps, callerId: number, id: number) {
  await owned(deps, callerId, id);
  const at = deps.now();
  await deps.repo.db.transaction(async (tx) => {
    await tx
      .update(subMerchants)
      .set({ deletedAt: at, updatedAt: at })
      .where(and(eq(subMerchants.userId, id), isNull(subMerchants.deletedAt)));
    await tx.update(users).set({ disabledAt: at }).where(eq(users.id, id));
  });
  return true;
}

/** Sub-merchants (cashier accounts): only their merchant sees or changes them. */
export function createSubMerchantService(deps: SubMerchantDeps) {
  return {
    list: (callerId: number, input: Input<'subMerchantGetList'>) => listSubMerchants(deps, callerId, input),
    get: (callerId: number, id: number) => getSubMerchant(deps, callerId, id),
    create: (callerId: number, input: Input<'subMerchantCreate'>) => createSubMerchant(deps, callerId, input),
    update: (callerId: number, input: Input<'subMerchantUpdate'>) => updateSubMerchant(deps, callerId, input),
    resetPassword: (callerId: number, id: number) => resetPassword(deps, callerId, id),
    activate: (callerId: number, id: number) =>
      setStatus(deps, callerId, id, subMerchantStatus.members.active),
    deactivate: (callerId: number, id: number) =>
      setStatus(deps, callerId, id, subMerchantStatus.members.inactive),
    remove: (callerId: number, id: number) => removeSubMerchant(deps, callerId, id),
  };
}
