import { merchantApplicationStatus, merchantType, subMerchantStatus } from '@coffer/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  merchantApplications,
  merchantChannelFees,
  merchantRates,
  merchants,
  subMerchants,
  uploads,
  users,
} from '../../db/schema';

export type SubMerchantRow = typeof subMerchants.$inferSelect;
export type ApplicationRow = typeof merchantApplications.$inferSelect;
export type RateRow = typeof merchantRates.$inferSelect;

const live = isNull(subMerchants.deletedAt);

/**
 * The merchant back office's tables; a repo is its short queries, one a method. Its length is the number of its queries, not one long function.
 */
export function createMerchantRepo(db: Db) {
  return {
    db,
    async user(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async subMerchant(userId: number) {
      const [row] = await db
        .select({ sub: subMerchants, uid: users.uid, email: users.email })
        .from(subMerchants)
        .innerJoin(users, eq(users.id, subMerchants.userId))
        .where(and(eq(subMerchants.userId, userId), live));
      return row;
    },
    async subMerchantPage(
      merchantId: number,
      filter: { keyword?: string | undefined; status?: number | undefined },
      page: { skip: number; take: number },
    ) {
      const where = and(
        eq(subMerchants.merchantId, merchantId),
        live,
        filter.status === undefined ? undefined : eq(subMerchants.status, filter.status as 0),
        filter.keyword
          ? or(
              ilike(subMerchants.userName, `%${filter.keyword}%`),
              ilike(users.email, `%${filter.keyword}%`),
              ilike(subMerchants.contactName, `%${filter.keyword}%`),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ sub: subMerchants, uid: users.uid, email: users.email })
          .from(subMerchants)
          .innerJoin(users, eq(users.id, subMerchants.userId))
          .where(where)
          .orderBy(desc(subMerchants.createdAt), desc(subMerchants.userId))
          .offset(page.skip)
          .limit(page.take),
        db
          .select({ n: count() })
          .from(subMerchants)
          .innerJoin(users, eq(users.id, subMerchants.userId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async subMerchantCount(merchantId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(subMerchants)
        .where(and(eq(subMerchants.merchantId, merchantId), live));
      return row?.n ?? 0;
    },
    /** What the merchant typed at registration (the application starts from it). */
    async registration(userId: number) {
      const [row] = await db
        .select({
          fullName: merchants.fullName,
          shortName: merchants.shortName,
          companyWebsite: merchants.companyWebsite,
          address: merchants.address,
          businessScope: merchants.businessScope,
          receiptCurrency: merchants.receiptCurrency,
          certificateFileId: merchants.certificateFileId,
        })
        .from(merchants)
        .where(eq(merchants.userId, userId));
      return row;
    },
    async merchantTypeRow(userId: number) {
      const [row] = await db
        .select({ type: merchants.merchantType })
        .from(merchants)
        .where(eq(merchants.userId, userId));
      return row?.type;
    },
    async rates(merchantId: number) {
      return db
        .select()
        .from(merchantRates)
        .where(eq(merchantRates.merchantId, merchantId))
        .orderBy(asc(merchantRates.legalCurrency), asc(merchantRates.collectionCurrency));
    },
    async rate(merchantId: number, id: number) {
      const [row] = await db
        .select()
        .from(merchantRates)
        .where(and(eq(merchantRates.id, id), eq(merchantRates.merchantId, merchantId)));
      return row;
    },
    async channelFees(merchantId: number) {
      return db
        .select()
        .from(merchantChannelFees)
        .where(inArray(merchantChannelFees.merchantId, [0, merchantId]));
    },
    async application(userId: number) {
      const [row] = await db
        .select()
        .from(merchantApplications)
        .where(eq(merchantApplications.userId, userId));
      return row;
    },
    /** The merchant's own certificate upload (JPG or PNG), or undefined. */
    async ownCertificate(userId: number, fileId: string) {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, fileId), eq(uploads.ownerUserId, userId)));
      return row;
    },
    async companyNameTaken(userId: number, fullName: string) {
      const rows = await db
        .select({ id: merchants.userId })
        .from(merchants)
        .where(eq(merchants.fullName, fullName));
      return rows.some((r) => r.id !== userId);
    },
    async applicationsUnderReview() {
      return db
        .select({ app: merchantApplications, uid: users.uid, name: users.name })
        .from(merchantApplications)
        .innerJoin(users, eq(users.id, merchantApplications.userId))
        .where(eq(merchantApplications.status, merchantApplicationStatus.members.underReview))
        .orderBy(asc(merchantApplications.submittedAt));
    },
  };
}
export type MerchantRepo = ReturnType<typeof createMerchantRepo>;

export { merchantType, subMerchantStatus };
