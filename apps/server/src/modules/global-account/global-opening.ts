import {
  type GlobalAccountChannel,
  globalAccountCurrencies,
  globalAccountStatus,
  globalDocumentFields,
  globalDocumentFileRule,
  globalPaymentTypesOf,
  isGlobalAccountCurrency,
  kycStatus,
  missingGlobalDocument,
} from '@coffer/contract';
import { detailsKey } from '../../adapters/bank/global-details';
import { lockUser } from '../../ledger/flows/rolling-limit';
import { AppError, fieldError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/multipart';
import { createGlobalAccountRepo, type GlobalAccountRow } from './global-account.repo';
import { type GlobalDeps, tell } from './global-account.shared';
import { detailsView, globalAccountView } from './global-account.views';

const s = globalAccountStatus.members;

/** The application may change (documents, channel) only before it is submitted, or when sent back. */
const editable = (a: GlobalAccountRow | undefined) =>
  !a || (!a.openedAt && (a.status === s.needsReconfirmation || a.status === s.rejected));

/** GetGlobalAccountStatus: identity, the cash account, and the application so far (null before). */
export async function globalStatus(deps: GlobalDeps, caller: Caller) {
  const user = await deps.users.byId(caller.userId);
  const cash = await deps.cash.accountInfo(caller);
  const account = await deps.repo.account(caller.userId);
  return {
    kycVerified: user?.kycStatus === kycStatus.members.verified,
    cashAccountOpen: cash.account?.opened ?? false,
    account: account ? globalAccountView(account) : null,
  };
}

/** GetChannelAttachmentDynamicFormsFields: a channel's documents, each with its file rule. */
export const documentForm = (channel: GlobalAccountChannel) => ({
  channel,
  fields: globalDocumentFields[channel].map((f) => ({
    ...f,
    types: [...globalDocumentFileRule.types],
    maxBytes: globalDocumentFileRule.maxBytes,
  })),
});

async function attachmentViews(
  deps: Pick<GlobalDeps, 'repo' | 'files'>,
  userId: number,
  channel?: GlobalAccountChannel,
) {
  const rows = await deps.repo.attachments(userId, channel);
  const stored = await deps.files.describe(rows.map((r) => r.fileId));
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    fieldKey: r.fieldKey,
    contentType: stored.get(r.fileId)?.contentType ?? '',
    size: stored.get(r.fileId)?.size ?? 0,
    url: deps.files.link(r.fileId).url,
    createdAt: r.createdAt.toISOString(),
  }));
}

export const attachments = (deps: GlobalDeps, caller: Caller, channel?: GlobalAccountChannel) =>
  attachmentViews(deps, caller.userId, channel);

/**
 * CreateUserChannelAttachment: one file for one document field. The field must be the channel's,
 * the application open to changes (60702), the field not full (50016); the file is checked as an
 * identity photo is (type by content, size: 400 / 413). The count is checked again under the
 * user's lock when the file is filed, so two uploads at once cannot pass the limit together.
 */
export async function uploadAttachment(
  deps: GlobalDeps,
  caller: Caller,
  input: { channel: GlobalAccountChannel; fieldKey: string },
  file: UploadedFile,
  ip: string,
) {
  await deps.kyc.requireVerified(caller.userId);
  const field = globalDocumentFields[input.channel].find((f) => f.key === input.fieldKey);
  if (!field) throw fieldError('fieldKey', 'This channel asks for no such document.', input.fieldKey);
  if (!editable(await deps.repo.account(caller.userId)))
    throw new AppError('globalApplicationLocked', 'The application cannot change now.');
  const full = async (repo: typeof deps.repo) =>
    (await repo.attachments(caller.userId, input.channel)).filter((a) => a.fieldKey === field.key).length >=
    field.maxFiles;
  if (await full(deps.repo)) throw new AppError('tooManyFiles', `At most ${field.maxFiles} file(s) here.`);
  const uploaded = await deps.uploader.upload({ purpose: 'kycPhoto', file, userId: caller.userId, ip });
  const id = await deps.db.transaction(async (tx) => {
    const repo = createGlobalAccountRepo(tx);
    await lockUser(tx, caller.userId);
    if (await full(repo)) throw new AppError('tooManyFiles', `At most ${field.maxFiles} file(s) here.`);
    const row = await repo.insertAttachment({
      userId: caller.userId,
      channel: input.channel,
      fieldKey: field.key,
      fileId: uploaded.fileId,
      createdAt: deps.now(),
    });
    return row.id;
  });
  const view = (await attachmentViews(deps, caller.userId, input.channel)).find((a) => a.id === id);
  if (!view) throw new AppError('notFound');
  return view;
}

export async function deleteAttachment(deps: GlobalDeps, caller: Caller, id: number) {
  if (!editable(await deps.repo.account(caller.userId)))
    throw new AppError('globalApplicationLocked', 'The application cannot change now.');
  const row = await deps.repo.deleteAttachment(caller.userId, id);
  if (!row) throw new AppError('notFound', 'No such document.');
  return { id: row.id };
}

/** The counts of files per field of a channel, for the completeness check. */
async function filesByField(repo: GlobalDeps['repo'], userId: number, channel: GlobalAccountChannel) {
  const counts: Record<string, number> = {};
  for (const a of await repo.attachments(userId, channel)) counts[a.fieldKey] = (counts[a.fieldKey] ?? 0) + 1;
  return counts;
}

/**
 * CreateGlobalAccount (first application) and UpdateGlobalAccount (after "needs reconfirmation"
 * or a rejection): every required document of the channel must have a file (60703, naming it);
 * the application goes to review. A second CreateGlobalAccount while one is under review answers
 * it (a button pressed twice applies once); any other state cannot change (60702).
 */
export async function submitApplication(
  deps: GlobalDeps,
  caller: Caller,
  channel: GlobalAccountChannel,
  mode: 'create' | 'update',
) {
  await deps.kyc.requireVerified(caller.userId);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const repo = createGlobalAccountRepo(tx);
    await lockUser(tx, caller.userId);
    const existing = await repo.account(caller.userId, true);
    if (mode === 'create' && existing?.status === s.submittedAwaitingReview && existing.channel === channel)
      return existing;
    if (mode === 'update' && !existing) throw new AppError('userAssetNotFound', 'Apply first.');
    if (existing && !editable(existing))
      throw new AppError('globalApplicationLocked', 'The application cannot change now.');
    const missing = missingGlobalDocument(channel, await filesByField(repo, caller.userId, channel));
    if (missing)
      throw new AppError('globalDocumentsMissing', `Missing: ${missing}.`, [
        { field: missing, message: 'This document is required.' },
      ]);
    if (!existing)
      return repo.insertAccount({
        userId: caller.userId,
        status: s.submittedAwaitingReview,
        channel,
        submittedAt: at,
        createdAt: at,
        updatedAt: at,
      });
    return repo.updateAccount(caller.userId, {
      status: s.submittedAwaitingReview,
      channel,
      reason: null,
      submittedAt: at,
      updatedAt: at,
    });
  });
  if (!row) throw new AppError('userAssetNotFound');
  return globalAccountView(row);
}

export type GlobalReviewDecision =
  | { decision: 'approve' }
  | { decision: 'reconfirm'; reason: string }
  | { decision: 'reject'; reason: string };

/**
 * The operator's decision on an application awaiting review (`ops cash:global`): approve (the job
 * then opens it at the bank: being created), send it back for reconfirmation with a reason, or
 * reject it with a reason. Told by message; the live stream carries the new status.
 */
export async function reviewApplication(deps: GlobalDeps, userId: number, d: GlobalReviewDecision) {
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const repo = createGlobalAccountRepo(tx);
    const existing = await repo.account(userId, true);
    if (!existing) throw new AppError('userAssetNotFound', `User ${userId} has not applied.`);
    if (existing.status !== s.submittedAwaitingReview || existing.openedAt)
      throw new AppError('orderStatusInvalid', 'The application is not awaiting review.');
    if (d.decision === 'approve')
      return repo.updateAccount(userId, { status: s.beingCreated, reason: null, updatedAt: at });
    return repo.updateAccount(userId, {
      status: d.decision === 'reconfirm' ? s.needsReconfirmation : s.rejected,
      reason: d.reason,
      updatedAt: at,
    });
  });
  if (!row) throw new AppError('userAssetNotFound');
  const [subject, text] =
    d.decision === 'approve'
      ? ['Your global account is being created', 'Your global account was approved and is being created.']
      : d.decision === 'reconfirm'
        ? [
            'Please reconfirm your global account application',
            `Your application needs your reconfirmation: ${d.reason}`,
          ]
        : ['Your global account application was rejected', `Your application was rejected: ${d.reason}`];
  await tell(deps, userId, subject, text);
  return globalAccountView(row);
}

/**
 * The job's step: accounts being created are opened at the bank (the same customer id for the
 * same user) and given their details in every currency (once per currency: a retry after a crash
 * adds nothing), then marked open.
 */
export async function openApprovedAccounts(deps: GlobalDeps): Promise<number> {
  let opened = 0;
  for (const a of await deps.repo.accountsWithStatus(s.beingCreated)) {
    if (a.openedAt) continue;
    const name = await deps.repo.userName(a.userId);
    const customerId = await deps.bank.createCustomer({
      userId: a.userId,
      name,
      reference: `GA${a.userId}`,
      now: deps.now(),
    });
    const at = deps.now();
    const done = await deps.db.transaction(async (tx) => {
      const repo = createGlobalAccountRepo(tx);
      const current = await repo.account(a.userId, true);
      if (!current || current.openedAt || current.status !== s.beingCreated) return false;
      for (const currency of Object.keys(globalAccountCurrencies)) {
        const details = deps.bank.globalDetails(customerId, currency);
        if (!details) continue;
        await repo.insertDetails({
          userId: a.userId,
          currency,
          paymentType: details.paymentType,
          account: details.account,
          accountKey: detailsKey(details),
          createdAt: at,
        });
      }
      await repo.updateAccount(a.userId, {
        status: null,
        bankCustomerId: customerId,
        openedAt: at,
        updatedAt: at,
      });
      return true;
    });
    if (done) {
      opened++;
      await tell(
        deps,
        a.userId,
        'Your global account is open',
        'Your global account is open: share its account details with your payers.',
      );
    }
  }
  return opened;
}

/** GetGlobalAccountDetails: the issued details per currency, with the bank and the holder (empty before opening). */
export async function accountDetails(deps: GlobalDeps, caller: Caller, currency?: string) {
  const account = await deps.repo.account(caller.userId);
  if (!account?.openedAt || !account.bankCustomerId) return [];
  const customerId = account.bankCustomerId;
  const holder = await deps.repo.userName(caller.userId);
  return (await deps.repo.details(caller.userId))
    .filter((d) => (!currency || d.currency === currency) && isGlobalAccountCurrency(d.currency))
    .map((d) => {
      const c = d.currency as keyof typeof globalAccountCurrencies;
      const bank = deps.bank.globalDetails(customerId, d.currency);
      return detailsView(d, {
        paymentTypes: globalPaymentTypesOf(c),
        country: globalAccountCurrencies[c].country,
        bankName: bank?.bankName ?? '',
        bankAddress: bank?.bankAddress ?? '',
        accountName: holder,
      });
    });
}
