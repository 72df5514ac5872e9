import {
  type EndpointParsedInput,
  type MerchantInfo,
  merchantApplicationStatus,
  merchantType,
  subMerchantLimit,
} from '@coffer/contract';
import type { merchantEndpoints } from '@coffer/contract/merchant';
import { eq } from 'drizzle-orm';
import type { Notifier } from '../../adapters/notifier/notifier';
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

/** The application fields as saved (empty strings until filled in). */
const fieldsOf = (a: ApplicationRow | undefined): MerchantInfo['application'] => ({
  fullName: a?.fullName ?? '',
  shortName: a?.shortName ?? '',
  companyWebsite: a?.companyWebsite ?? '',
  address: a?.address ?? '',
  businessScope: a?.businessScope ?? '',
  referralCode: a?.referralCode ?? '',
  whatsApp: a?.whatsApp ?? '',
  receiptCurrency: a?.receiptCurrency ?? '',
  certificateFileId: a?.certificateFileId ?? null,
});

/** The official application (§3, §4): draft, submit, the operator's decision. */
export function createMerchantApplications(deps: ApplicationDeps) {
  const { repo, access, now } = deps;

  async function info(merchantId: number): Promise<MerchantInfo> {
    const [user, app, count, storedType] = await Promise.all([
      repo.user(merchantId),
      repo.application(merchantId),
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
      application: fieldsOf(app),
      contractReadSeconds: deps.contractReadSeconds,
      subMerchantCount: count,
      subMerchantMax: Number.isFinite(max) ? max : null,
    };
  }

  /** The merchant's application while it may change: a draft, or rejected (60303 otherwise). */
  async function editable(merchantId: number) {
    const app = await repo.application(merchantId);
    const user = await repo.user(merchantId);
    if ((app && !applicationEditable(app.status)) || (!app && user?.isOfficial))
      throw new AppError('merchantApplicationLocked');
    return app;
  }

  async function assertCertificate(merchantId: number, fileId: string | undefined) {
    if (!fileId) return;
    const file = await repo.ownCertificate(merchantId, fileId);
    if (file?.purpose !== 'merchantCertificate' || !allowedCertificateTypes.includes(file.contentType))
      throw new AppError(
        'uploadFileMissing',
        'Upload the business registration certificate (JPG or PNG, up to 5 MB) first.',
      );
  }

  async function write(merchantId: number, fields: Partial<ApplicationRow>) {
    const at = now();
    await repo.db
      .insert(merchantApplications)
      .values({ userId: merchantId, ...fields, updatedAt: at })
      .onConflictDoUpdate({ target: merchantApplications.userId, set: { ...fields, updatedAt: at } });
  }

  const clean = <T extends Record<string, unknown>>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

  return {
    async info(callerId: number) {
      return info(await access.requireOwner(callerId));
    },
    async save(callerId: number, input: Input<'saveToBecomeOfficial'>) {
      const merchantId = await access.requireOwner(callerId);
      await editable(merchantId);
      const certificateFileId = input.certificateFileId || undefined;
      await assertCertificate(merchantId, certificateFileId);
      await write(merchantId, clean({ ...input, certificateFileId }));
      return info(merchantId);
    },
    async apply(callerId: number, input: Input<'applyToBecomeOfficial'>) {
      const merchantId = await access.requireOwner(callerId);
      await editable(merchantId);
      await assertCertificate(merchantId, input.certificateFileId);
      if (await repo.companyNameTaken(merchantId, input.fullName))
        throw new AppError('accountExists', 'This company is already registered.');
      const { agreeContract: _signed, ...fields } = input;
      await write(merchantId, {
        ...fields,
        companyWebsite: fields.companyWebsite ?? '',
        referralCode: fields.referralCode ?? '',
        whatsApp: fields.whatsApp ?? '',
        status: st.underReview,
        rejectReason: null,
        submittedAt: now(),
        reviewedAt: null,
        reviewedBy: null,
      });
      await repo.db
        .update(merchants)
        .set({ applicationStatus: st.underReview })
        .where(eq(merchants.userId, merchantId));
      return info(merchantId);
    },
    underReview: () => repo.applicationsUnderReview(),
    /**
     * The operator's decision (`ops merchant:review`): approved makes the merchant official (its
     * company recorded from the application); rejected keeps the reason for the form. The user is
     * told by e-mail; the live stream sends the change to an open back office.
     */
    async review(uid: string, decision: { approve: boolean; reason?: string; by: string }) {
      const [user] = await repo.db.select().from(users).where(eq(users.uid, uid));
      const app = user ? await repo.application(user.id) : undefined;
      if (!user || !app) throw new AppError('notFound', `No merchant application for ${uid}.`);
      if (!applicationReviewable(app.status)) throw new AppError('merchantApplicationLocked');
      if (!decision.approve && !decision.reason?.trim()) throw new AppError('invalidInput', 'Give a reason.');
      const at = now();
      const status = decision.approve ? st.approved : st.rejected;
      await repo.db.transaction(async (tx) => {
        await tx
          .update(merchantApplications)
          .set({
            status,
            rejectReason: decision.approve ? null : (decision.reason ?? null),
            reviewedAt: at,
            reviewedBy: decision.by,
            updatedAt: at,
          })
          .where(eq(merchantApplications.userId, user.id));
        if (!decision.approve) {
          await tx.update(merchants).set({ applicationStatus: status }).where(eq(merchants.userId, user.id));
          return;
        }
        await tx.update(users).set({ isOfficial: true }).where(eq(users.id, user.id));
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
          .values({ userId: user.id, ...company, createdAt: at })
          .onConflictDoUpdate({ target: merchants.userId, set: company });
      });
      if (user.email)
        await deps.notifier.send({
          channel: 'email',
          recipient: user.email,
          subject: decision.approve ? 'You are now an official merchant' : 'Your merchant application',
          body: decision.approve
            ? 'Your application to become an official merchant was approved.'
            : `Your application to become an official merchant was not approved: ${decision.reason}`,
          kind: 'merchantApplicationReviewed',
        });
      return { uid, status };
    },
  };
}
