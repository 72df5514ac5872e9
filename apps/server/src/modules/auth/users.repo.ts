import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { normalizeEmail } from '../verification/verification.module';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepo(db: Db) {
  const one = async (where: ReturnType<typeof eq>) =>
    (await db.select().from(users).where(where).limit(1))[0];
  return {
    byId: (id: number) => one(eq(users.id, id)),
    byUid: (uid: string) => one(eq(users.uid, uid)),
    byEmail: (email: string) => one(eq(users.email, normalizeEmail(email))),
    byPhone: (areaCode: string, phoneNumber: string) =>
      one(and(eq(users.areaCode, areaCode), eq(users.phoneNumber, phoneNumber)) as ReturnType<typeof eq>),
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
