import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepo(db: Db) {
  return {
    async add(message: NewContactMessage): Promise<number> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
  };
}
export type ContactRepo = ReturnType<typeof createContactRepo>;
