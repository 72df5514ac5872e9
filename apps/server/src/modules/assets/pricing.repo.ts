import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export function createPricingRepo(db: Db) {
  return {
    async currencyOf(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ c: users.pricingCurrency }).from(users).where(eq(users.id, userId));
      return row?.c;
    },
    async setCurrency(userId: number, currency: string) {
      await db.update(users).set({ pricingCurrency: currency }).where(eq(users.id, userId));
    },
  };
}
export type PricingRepo = ReturnType<typeof createPricingRepo>;
