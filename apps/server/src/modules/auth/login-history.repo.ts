import type { Db } from '../../db/client';
import { loginHistory } from '../../db/schema';
import type { ClientInfo } from '../../lib/client-info';

export type AuthEvent =
  | 'login'
  | 'securityVerification'
  | 'qrLogin'
  | 'refreshReuse'
  | 'logout'
  | 'passwordReset'
  | 'register';
export type AuthResult = 'success' | 'failure' | 'locked' | 'banned' | 'verificationRequired';

/** Writes the security log's sign-in history (the security-centre screens read it later). */
export function createLoginHistory(db: Db, now: () => Date) {
  return {
    async record(entry: {
      userId: number | null;
      event: AuthEvent;
      result: AuthResult;
      detail?: string;
      client: ClientInfo;
    }) {
      await db.insert(loginHistory).values({
        userId: entry.userId,
        event: entry.event,
        result: entry.result,
        detail: entry.detail ?? null,
        ip: entry.client.ip,
        deviceId: entry.client.deviceId,
        userAgent: entry.client.userAgent,
        clientType: entry.client.clientType,
        createdAt: now(),
      });
    },
  };
}
export type LoginHistory = ReturnType<typeof createLoginHistory>;
