import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userActionLogs } from '../../db/schema';

export type NewActionLog = typeof userActionLogs.$inferInsert;

export function createActionLogRepo(db: Db) {
  return {
    async insert(rows: NewActionLog[]) {
      if (rows.length === 0) return;
      await db.insert(userActionLogs).values(rows);
    },
    /** Deletes rows received before `cutoff`; the received_at index keeps this cheap. */
    async pruneBefore(cutoff: Date) {
      await db.delete(userActionLogs).where(lt(userActionLogs.receivedAt, cutoff));
    },
  };
}
export type ActionLogRepo = ReturnType<typeof createActionLogRepo>;
