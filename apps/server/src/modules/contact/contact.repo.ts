import type { Db } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepo(db: Db) {
  return {
    async add(message: NewContactMessage): Promise<number> {
      return onlyRow(await db.insert(contactMessages).values(message).returning({ id: contactMessages.id }))
        .id;
    },
  };
}
export type ContactRepo = ReturnType<typeof createContactRepo>;
