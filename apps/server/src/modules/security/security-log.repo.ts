import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginHistory, securityOperations } from '../../db/schema';
import type { ClientInfo } from '../../lib/client-info';

export type SecurityOperation =
  | 'bindPhone'
  | 'updatePhone'
  | 'unbindPhone'
  | 'bindEmail'
  | 'updateEmail'
  | 'unbindEmail'
  | 'bindGoogle'
  | 'unbindGoogle'
  | 'googleCodeReplay'
  | 'googleLocked'
  | 'updatePassword'
  | 'setFundPassword'
  | 'updateFundPassword'
  | 'createApiKey'
  | 'updateApiKey'
  | 'deleteApiKey'
  | 'revokeSession'
  | 'revokeOtherSessions'
  | 'changeApplicationSubmitted'
  | 'changeApplicationApproved'
  | 'changeApplicationRejected';
export type OperationResult = 'success' | 'failure' | 'refused';

const iso = (date: Date) => date.toISOString();

/** The security log: its operations (written here) and both of its pages (read here). */
export function createSecurityLog(db: Db, now: () => Date) {
  return {
    async record(entry: {
      userId: number;
      operation: SecurityOperation;
      result?: OperationResult;
      detail?: string | null;
      client: ClientInfo | null;
    }) {
      await db.insert(securityOperations).values({
        userId: entry.userId,
        operation: entry.operation,
        result: entry.result ?? 'success',
        detail: entry.detail ?? null,
        ip: entry.client?.ip ?? '',
        deviceId: entry.client?.deviceId ?? null,
        userAgent: entry.client?.userAgent ?? '',
        clientType: entry.client?.clientType ?? 0,
        createdAt: now(),
      });
    },

    async operations(userId: number, skip: number, take: number) {
      const where = eq(securityOperations.userId, userId);
      const [total] = await db.select({ n: count() }).from(securityOperations).where(where);
      const rows = await db
        .select()
        .from(securityOperations)
        .where(where)
        .orderBy(desc(securityOperations.createdAt), desc(securityOperations.id))
        .offset(skip)
        .limit(take);
      return {
        totalCount: total?.n ?? 0,
        items: rows.map(({ createdAt, userId: _owner, ...row }) => ({ ...row, time: iso(createdAt) })),
      };
    },

    async logins(userId: number, skip: number, take: number) {
      const where = eq(loginHistory.userId, userId);
      const [total] = await db.select({ n: count() }).from(loginHistory).where(where);
      const rows = await db
        .select()
        .from(loginHistory)
        .where(where)
        .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
        .offset(skip)
        .limit(take);
      return {
        totalCount: total?.n ?? 0,
        items: rows.map(({ createdAt, userId: _owner, ...row }) => ({ ...row, time: iso(createdAt) })),
      };
    },
  };
}
export type SecurityLog = ReturnType<typeof createSecurityLog>;
