import type { QrLoginStatus } from '@coffer/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qrLogins } from '../../db/schema';

export type QrLoginRow = typeof qrLogins.$inferSelect;

/** The QR sign-in tickets; a move changes a ticket only while it is in one of `from`. */
export function createQrLoginRepo(db: Db, now: () => Date) {
  return {
    async find(ticket: string): Promise<QrLoginRow | undefined> {
      return (await db.select().from(qrLogins).where(eq(qrLogins.ticket, ticket)))[0];
    },
    async insert(values: typeof qrLogins.$inferInsert) {
      await db.insert(qrLogins).values(values);
    },
    async move(ticket: string, from: QrLoginStatus[], set: Partial<typeof qrLogins.$inferInsert>) {
      const rows = await db
        .update(qrLogins)
        .set({ ...set, updatedAt: now() })
        .where(and(eq(qrLogins.ticket, ticket), inArray(qrLogins.status, from)))
        .returning();
      return rows[0];
    },
  };
}
export type QrLoginRepo = ReturnType<typeof createQrLoginRepo>;
