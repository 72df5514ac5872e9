import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedNewestFirstPage } from '../../db/rows';
import { loginHistory, securityOperations } from '../../db/schema';
import type { ClientInfo } from '../../lib/client-info';
import { mapPage } from '../../lib/page';

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
  | 'changeApplicationRejected'
  | 'addCashPayee'
  | 'updateCashPayee'
  | 'deleteCashPayee'
  | 'addPayWhitelist'
  | 'deletePayWhitelist';
export type OperationResult = 'success' | 'failure' | 'refused';

/** A page of one of a user's log tables, newest first, each entry's time as the wire gives it and without its owner. */
async function userLogPage<T extends typeof securityOperations | typeof loginHistory>(
  db: Db,
  table: T,
  userId: number,
  skip: number,
  take: number,
) {
  const page = await countedNewestFirstPage(db, table, eq(table.userId, userId), { skip, take });
  return mapPage(page, ({ createdAt, userId: _owner, ...row }) => ({
    ...row,
    time: createdAt.toISOString(),
  }));
}

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

    operations: (userId: number, skip: number, take: number) =>
      userLogPage(db, securityOperations, userId, skip, take),
    logins: (userId: number, skip: number, take: number) => userLogPage(db, loginHistory, userId, skip, take),
  };
}
export type SecurityLog = ReturnType<typeof createSecurityLog>;
