import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { countedNewestFirstPage } from '../../../db/rows';
import { paymentRefundLinks, receiptCodes } from '../../../db/schema';

export type ReceiptCodeRow = typeof receiptCodes.$inferSelect;
export type RefundLinkRow = typeof paymentRefundLinks.$inferSelect;

/** Whose codes a caller sees: all of the merchant's, or only a sub-merchant's own till's. */
export interface CodeScope {
  merchantId: number;
  subMerchantId?: number;
}

const inScope = (s: CodeScope): SQL | undefined =>
  and(
    eq(receiptCodes.merchantId, s.merchantId),
    s.subMerchantId === undefined ? undefined : eq(receiptCodes.subMerchantId, s.subMerchantId),
  );

/** Receipt codes and refund links over one database or transaction. */
export function createReceiptCodesRepo(db: Db) {
  return {
    async insertCode(row: typeof receiptCodes.$inferInsert) {
      const [saved] = await db.insert(receiptCodes).values(row).returning();
      return saved as ReceiptCodeRow;
    },
    async code(id: string) {
      const [row] = await db.select().from(receiptCodes).where(eq(receiptCodes.id, id));
      return row;
    },
    page: (scope: CodeScope, skip: number, take: number) =>
      countedNewestFirstPage(db, receiptCodes, inScope(scope), { skip, take }),
    /** Disables a code in the scope (once: a disabled code keeps its first time). */
    async disable(scope: CodeScope, id: string, at: Date) {
      await db
        .update(receiptCodes)
        .set({ disabledAt: at })
        .where(and(inScope(scope), eq(receiptCodes.id, id), isNull(receiptCodes.disabledAt)));
      const [row] = await db
        .select()
        .from(receiptCodes)
        .where(and(inScope(scope), eq(receiptCodes.id, id)));
      return row;
    },
    async insertLink(row: typeof paymentRefundLinks.$inferInsert) {
      await db.insert(paymentRefundLinks).values(row);
    },
    async link(orderId: string, tokenHash: string) {
      const [row] = await db
        .select()
        .from(paymentRefundLinks)
        .where(and(eq(paymentRefundLinks.orderId, orderId), eq(paymentRefundLinks.tokenHash, tokenHash)));
      return row;
    },
    /** Spends an open, unexpired link atomically: only one of two concurrent buyers gets it. */
    async claimLink(id: number, at: Date) {
      const [row] = await db
        .update(paymentRefundLinks)
        .set({ usedAt: at })
        .where(
          and(
            eq(paymentRefundLinks.id, id),
            isNull(paymentRefundLinks.usedAt),
            gt(paymentRefundLinks.expiresAt, at),
          ),
        )
        .returning();
      return row;
    },
    /** Opens a claimed link again: the refund was refused (a wrong address), the buyer may retry. */
    async releaseLink(id: number) {
      await db.update(paymentRefundLinks).set({ usedAt: null }).where(eq(paymentRefundLinks.id, id));
    },
    async linkRefund(id: number, refundId: string) {
      await db.update(paymentRefundLinks).set({ refundId }).where(eq(paymentRefundLinks.id, id));
    },
  };
}
