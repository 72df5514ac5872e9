import { constants, type QrLoginStatus, qrLoginStatus, type TokenSession } from '@coffer/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qrLogins } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { RateLimiter } from '../../lib/rate-limiter';
import { equalHex, randomToken, sha256Hex } from '../../lib/secrets';
import type { DevicesRepo } from './devices.repo';
import type { LoginHistory } from './login-history.repo';
import type { SessionService } from './session.service';
import type { UsersRepo } from './users.repo';

const { pending, scanned, confirmed, rejected, expired, completed } = qrLoginStatus.members;
const { qrLoginTtlSeconds, qrPollIntervalMs } = constants.authTickets;

export interface QrDeps {
  db: Db;
  now: () => Date;
  users: UsersRepo;
  sessions: SessionService;
  devices: DevicesRepo;
  history: LoginHistory;
  limiter: RateLimiter;
}

const qrExpired = () => new AppError('conflict', 'QR code expired. Refresh it on the sign-in page.');

/**
 * QR sign-in: the signed-out page holds a ticket (drawn as the QR code) and a poll secret; a
 * signed-in client scans and confirms; the page's next poll gets the session, once.
 */
export function createQrLoginService(deps: QrDeps) {
  const { db, now } = deps;
  const find = async (ticket: string) =>
    (await db.select().from(qrLogins).where(eq(qrLogins.ticket, ticket)))[0];
  const isOver = (row: typeof qrLogins.$inferSelect) => row.expiresAt <= now();
  const move = async (ticket: string, from: QrLoginStatus[], set: Partial<typeof qrLogins.$inferInsert>) => {
    const rows = await db
      .update(qrLogins)
      .set({ ...set, updatedAt: now() })
      .where(and(eq(qrLogins.ticket, ticket), inArray(qrLogins.status, from)))
      .returning();
    return rows[0];
  };

  /** The ticket as a signed-in client may act on it: open, and not taken by another user. */
  async function forClient(ticket: string, userId: number) {
    const row = await find(ticket);
    if (!row) throw new AppError('notFound', 'No such QR code.');
    if (row.scannedBy !== null && row.scannedBy !== userId)
      throw new AppError('forbidden', 'This QR code was scanned by another account.');
    if (row.status === rejected || row.status === completed || row.status === expired || isOver(row))
      throw qrExpired();
    return row;
  }

  return {
    /** Signed-out pages may ask, so each client address may ask 20 times a minute. */
    async generate(client: ClientInfo) {
      const hit = await deps.limiter.hit(`qr:ip:${client.ip}`, { windowMs: 60_000, max: 20 });
      if (!hit.ok)
        throw new AppError('tooManyRequests', 'Too many QR codes.', null, {
          retryAfterSeconds: hit.retryAfterSeconds,
        });
      const ticket = randomToken(18);
      const pollSecret = randomToken();
      const at = now();
      await db.insert(qrLogins).values({
        ticket,
        pollSecretHash: sha256Hex(pollSecret),
        ip: client.ip,
        userAgent: client.userAgent,
        deviceId: client.deviceId,
        clientType: client.clientType,
        createdAt: at,
        updatedAt: at,
        expiresAt: new Date(at.getTime() + qrLoginTtlSeconds * 1000),
      });
      return {
        ticket,
        qrCode: `coffer-login:${ticket}`,
        pollSecret,
        expireInSeconds: qrLoginTtlSeconds,
        pollIntervalMs: qrPollIntervalMs,
      };
    },

    async scan(ticket: string, userId: number) {
      const row = await forClient(ticket, userId);
      const moved = await move(ticket, [pending, scanned], { status: scanned, scannedBy: userId });
      if (!moved || moved.scannedBy !== userId)
        throw new AppError('forbidden', 'This QR code was scanned by another account.');
      return {
        ip: row.ip,
        userAgent: row.userAgent,
        expireInSeconds: Math.max(0, Math.ceil((row.expiresAt.getTime() - now().getTime()) / 1000)),
      };
    },

    /** Approve or refuse; a confirm without a scan first scans it. Only the scanning user may. */
    async confirm(ticket: string, userId: number, approve: boolean) {
      await forClient(ticket, userId);
      const user = await deps.users.byId(userId);
      if (!user || user.bannedAt) throw new AppError('userBanned');
      const moved = await move(ticket, [pending, scanned], {
        status: approve ? confirmed : rejected,
        scannedBy: userId,
      });
      if (!moved || moved.scannedBy !== userId)
        throw new AppError('forbidden', 'This QR code was scanned by another account.');
      return true;
    },

    /** The page's poll. A wrong secret answers like an unknown ticket. */
    async poll(
      ticket: string,
      pollSecret: string,
    ): Promise<{ status: number; session: TokenSession | null }> {
      const row = await find(ticket);
      if (!row || !equalHex(row.pollSecretHash, sha256Hex(pollSecret)))
        throw new AppError('notFound', 'No such QR code.');
      if (row.status === completed) return { status: completed, session: null };
      if (row.status === rejected) return { status: rejected, session: null };
      if (row.status === expired || isOver(row)) {
        await move(ticket, [pending, scanned, confirmed], { status: expired });
        return { status: expired, session: null };
      }
      if (row.status !== confirmed || row.scannedBy === null) return { status: row.status, session: null };
      // Hand the session over once: whoever moves it to completed issues it.
      if (!(await move(ticket, [confirmed], { status: completed })))
        return { status: completed, session: null };
      const user = await deps.users.byId(row.scannedBy);
      if (!user || user.bannedAt) throw new AppError('userBanned');
      const client: ClientInfo = {
        ip: row.ip,
        userAgent: row.userAgent,
        deviceId: row.deviceId,
        clientType: row.clientType,
      };
      const session = await deps.sessions.issue(user, client, 'qr');
      await deps.devices.remember(user.id, row.deviceId);
      await deps.history.record({
        userId: user.id,
        event: 'qrLogin',
        result: 'success',
        detail: 'qr',
        client,
      });
      return { status: completed, session };
    },
  };
}
export type QrLoginService = ReturnType<typeof createQrLoginService>;
