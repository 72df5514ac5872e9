import {
  type EndpointParsedInput,
  type MerchantApplicationStatus,
  type MerchantInfo,
  merchantApplicationStatus,
  merchantType,
  subMerchantLimit,
} from '@coffer/contract';
import type { merchantEndpoints } from '@coffer/contract/merchant';
import { eq } from 'drizzle-orm';
import type { Notifier } from '../../adapters/notifier/notifier';
import type { Db } from '../../db/client';
import { merchantApplications, merchants, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { applicationEditable, applicationReviewable, merchantTypeOf } from './merchant.fns';
import type { ApplicationRow, MerchantRepo } from './merchant.repo';
import type { createMerchantAccess } from './merchant-access';

type Input<K extends keyof typeof merchantEndpoints> = EndpointParsedInput<(typeof merchantEndpoints)[K]>;
const st = merchantApplicationStatus.members;
const allowedCertificateTypes = ['image/png', 'image/jpeg'];

export interface ApplicationDeps {
  repo: MerchantRepo;
  access: ReturnType<typeof createMerchantAccess>;
  notifier: Notifier;
  now: () => Date;
  contractReadSeconds: number;
}

type Registration = Awaited<ReturnType<MerchantRepo['registration']>>;

/**
 * The application fields as saved; a field not saved yet is what the merchant typed at
 * registration (issue 28: the form no longer asks again), else empty.
 */
const fieldsOf = (a: ApplicationRow | undefined, r: Registration): MerchantInfo['application'] => ({
  fullName: a?.fullName || r?.fullName || '',
  shortName: a?.shortName || r?.shortName || '',
  companyWebsite: a?.companyWebsite || r?.companyWebsite || '',
  address: a?.address || r?.address || '',
  businessScope: a?.businessScope || r?.businessScope || '',
  referralCode: a?.referralCode ?? '',
  whatsApp: a?.whatsApp ?? '',
  receiptCurrency: a?.receiptCurrency || r?.receiptCurrency || '',
  certificateFileId: a?.certificateFileId ?? r?.certificateFileId ?? null,
});

/** The merchant's application as the form shows it, with its type and sub-merchant allowance. */
async function applicationInfo(deps: ApplicationDeps, merchantId: number): Promise<MerchantInfo> {
  const { repo } = deps;
  const [user, app, registration, count, storedType] = await Promise.all([
    repo.user(merchantId),
    repo.application(merchantId),
    repo.registration(merchantId),
    repo.subMerchantCount(merchantId),
    repo.merchantTypeRow(merchantId),
  ]);
  const isOfficial = user?.isOfficial ?? false;
  const type = isOfficial ? merchantType.members.official : (storedType ?? merchantTypeOf(false));
  const max = subMerchantLimit(type);
  return {
    uid: user?.uid ?? '',
    merchantType: type,
    isOfficial,
    applicationStatus: app?.status ?? (isOfficial ? st.approved : st.notSubmitted),
    rejectReason: app?.rejectReason ?? null,
    submittedAt: app?.submittedAt?.toISOString() ?? null,
    reviewedAt: app?.reviewedAt?.toISOString() ?? null,
    application: fieldsOf(app, registration),
    contractReadSeconds: deps.contractReadSeconds,
    subMerchantCount: count,
    subMerchantMax: Number.isFinite(max) ? max : null,
  };
}

/** The merchant's application while it may change: a draft, or rejected (60303 otherwise). */
async function editable(repo: MerchantRepo, merchantId: number) {
  const app = await repo.application(merchantId);
  const user = await repo.user(merchantId);
  if ((app && !applicationEditable(app.status)) || (!app && user?.isOfficial))
    throw new AppError('merchantApplicationLocked');
  return app;
}

async function assertCertificate(repo: MerchantRepo, merchantId: number, fileId: string | undefined) {
  if (!fileId) return;
  const file = await repo.ownCertificate(merchantId, fileId);
  if (file?.purpose !== 'merchantCertificate' || !allowedCertificateTypes.includes(file.contentType))
    throw new AppError(
      'uploadFileMissing',
      'Upload the business registration certificate (JPG or PNG, up to 5 MB) first.',
    );
}

async function write(deps: ApplicationDeps, merchantId: number, fields: Partial<ApplicationRow>) {
  const at = deps.now();
  await deps.repo.db
    .insert(merchantApplications)
    .values({ userId: merchantId, ...fields, updatedAt: at })
    .onConflictDoUpdate({ target: merchantApplications.userId, set: { ...fields, updatedAt: at } });
}

const clean = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Saves the draft (what is given; the rest stays) while the application may change. */
async function saveApplication(
  deps: ApplicationDeps,
  callerId: number,
  input: Input<'saveToBecomeOfficial'>,
) {
  const merchantId = await deps.access.requireOwner(callerId);
  await editable(deps.repo, merchantId);
  const certificateFileId = input.certificateFileId || undefined;
  await assertCertificate(deps.repo, merchantId, certificateFileId);
  await write(deps, merchantId, clean({ ...input, certificateFileId }));
  return applicationInfo(deps, merchantId);
}

/** Submits the application for review; a company name another merchant has is refused. */
async function applyToBecomeOfficial(
  deps: ApplicationDeps,
  callerId: number,
  input: Input<'applyToBecomeOfficial'>,
) {
  const { repo } = deps;
  const merchantId = await deps.access.requireOwner(callerId);
  await editable(repo, merchantId);
  await assertCertificate(repo, merchantId, input.certificateFileId);
  if (await repo.companyNameTaken(merchantId, input.fullName))
    throw new AppError('accountExists', 'This company is already registered.');
  const { agreeContract: _signed, ...fields } = input;
  await write(deps, merchantId, {
    ...fields,
    companyWebsite: fields.companyWebsite ?? '',
    referralCode: fields.referralCode ?? '',
    whatsApp: fields.whatsApp ?? '',
    status: st.underReview,
    rejectReason: null,
    submittedAt: deps.now(),
    reviewedAt: null,
    reviewedBy: null,
  });
  await repo.db
    .update(merchants)
    .set({ applicationStatus: st.underReview })
    .where(eq(merchants.userId, merchantId));
  return applicationInfo(deps, merchantId);
}

interface Decision {
  approve: boolean;
  reason?: string;
  by: string;
}

/**
 * The operator's decision (`ops merchant:review`): approved makes the merchant official (its
 * company recorded from the application); rejected keeps the reason for the form. The user is
 * told by e-mail; the live stream sends the change to an open back office.
 */
async function reviewApplication(deps: ApplicationDeps, uid: string, decision: Decision) {
  const { repo } = deps;
  const [user] = await repo.db.select().from(users).where(eq(users.uid, uid));
  const app = user ? await repo.application(user.id) : undefined;
  if (!user || !app) throw new AppError('notFound', `No merchant application for ${uid}.`);
  if (!applicationReviewable(app.status)) throw new AppError('merchantApplicationLocked');
  if (!decision.approve && !decision.reason?.trim()) throw new AppError('invalidInput', 'Give a reason.');
  const at = deps.now();
  const status = decision.approve ? st.approved : st.rejected;
  await repo.db.transaction((tx) =>
    recordDecision(tx as unknown as Db, { userId: user.id, app, decision, status, at }),
  );
  if (user.email) await tellApplicant(deps.notifier, user.email, decision);
  return { uid, status };
}

/** The decision on the application row, and on approval the user made official with its company. */
async function recordDecision(
  tx: Db,
  d: { userId: number; app: ApplicationRow; decision: Decision; status: MerchantApplicationStatus; at: Date },
) {
  const { userId, app, decision, status, at } = d;
  await tx
    .update(merchantApplications)
    .set({
      status,
      rejectReason: decision.approve ? null : (decision.reason ?? null),
      reviewedAt: at,
      reviewedBy: decision.by,
      updatedAt: at,
    })
    .where(eq(merchantApplications.userId, userId));
  if (!decision.approve) {
    await tx.update(merchants).set({ applicationStatus: status }).where(eq(merchants.userId, userId));
    return;
  }
  await tx.update(users).set({ isOfficial: true }).where(eq(users.id, userId));
  const company = {
    fullName: app.fullName,
    shortName: app.shortName,
    companyWebsite: app.companyWebsite || null,
    address: app.address,
    businessScope: app.businessScope,
    receiptCurrency: app.receiptCurrency,
    certificateFileId: app.certificateFileId ?? '',
    merchantType: merchantType.members.official,
    applicationStatus: status,
  };
  await tx
    .insert(merchants)
    .values({ userId, ...company, createdAt: at })
    .onConflictDoUpdate({ target: merchants.userId, set: company });
}

function tellApplicant(notifier: Notifier, email: string, decision: Decision) {
  return notifier.send({
    channel: 'email',
    recipient: email,
    subject: decision.approve ? 'You are now an official merchant' : 'Your merchant application',
    body: decision.approve
      ? 'Your application to become an official merchant was approved.'
      : `Your application to become an official merchant was not approved: ${decision.reason}`,
    kind: 'merchantApplicationReviewed',
  });
}

/** The official application (§3, §4): draft, submit, the operator's decision. */
export function createMerchantApplications(deps: ApplicationDeps) {
  return {
    info: async (callerId: number) => applicationInfo(deps, await deps.access.requireOwner(callerId)),
    save: (callerId: number, input: Input<'saveToBecomeOfficial'>) => saveApplication(deps, callerId, input),
    apply: (callerId: number, input: Input<'applyToBecomeOfficial'>) =>
      applyToBecomeOfficial(deps, callerId, input),
    underReview: () => deps.repo.applicationsUnderReview(),
    review: (uid: string, decision: Decision) => reviewApplication(deps, uid, decision),
  };
}
