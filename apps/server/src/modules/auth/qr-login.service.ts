import { constants, qrLoginStatus, type TokenSession } from '@coffer/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { RateLimiter } from '../../lib/rate-limiter';
import { equalHex, randomToken, sha256Hex } from '../../lib/secrets';
import type { DevicesRepo } from './devices.repo';
import type { LoginHistory } from './login-history.repo';
import { createQrLoginRepo, type QrLoginRepo, type QrLoginRow } from './qr-login.repo';
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
type QrContext = QrDeps & { repo: QrLoginRepo };

const qrExpired = () => new AppError('conflict', 'QR code expired. Refresh it on the sign-in page.');
const scannedByAnother = () => new AppError('forbidden', 'This QR code was scanned by another account.');
const isOver = (ctx: QrContext, row: QrLoginRow) => row.expiresAt <= ctx.now();

/** The ticket as a signed-in client may act on it: open, and not taken by another user. */
async function forClient(ctx: QrContext, ticket: string, userId: number) {
  const row = await ctx.repo.find(ticket);
  if (!row) throw new AppError('notFound', 'No such QR code.');
  if (row.scannedBy !== null && row.scannedBy !== userId) throw scannedByAnother();
  if (row.status === rejected || row.status === completed || row.status === expired || isOver(ctx, row))
    throw qrExpired();
  return row;
}

/** Signed-out pages may ask, so each client address may ask 20 times a minute. */
async function generate(ctx: QrContext, client: ClientInfo) {
  const hit = await ctx.limiter.hit(`qr:ip:${client.ip}`, { windowMs: 60_000, max: 20 });
  if (!hit.ok)
    throw new AppError('tooManyRequests', 'Too many QR codes.', null, {
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  const ticket = randomToken(18);
  const pollSecret = randomToken();
  const at = ctx.now();
  await ctx.repo.insert({
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
}

async function scan(ctx: QrContext, ticket: string, userId: number) {
  const row = await forClient(ctx, ticket, userId);
  const moved = await ctx.repo.move(ticket, [pending, scanned], { status: scanned, scannedBy: userId });
  if (!moved || moved.scannedBy !== userId) throw scannedByAnother();
  return {
    ip: row.ip,
    userAgent: row.userAgent,
    expireInSeconds: Math.max(0, Math.ceil((row.expiresAt.getTime() - ctx.now().getTime()) / 1000)),
  };
}

/** Approve or refuse; a confirm without a scan first scans it. Only the scanning user may. */
async function confirm(ctx: QrContext, ticket: string, userId: number, approve: boolean) {
  await forClient(ctx, ticket, userId);
  const user = await ctx.users.byId(userId);
  if (!user || user.bannedAt) throw new AppError('userBanned');
  const moved = await ctx.repo.move(ticket, [pending, scanned], {
    status: approve ? confirmed : rejected,
    scannedBy: userId,
  });
  if (!moved || moved.scannedBy !== userId) throw scannedByAnother();
  return true;
}

/** The session of a confirmed ticket, issued to the page's client (its device remembered). */
async function handOver(ctx: QrContext, row: QrLoginRow, userId: number) {
  const user = await ctx.users.byId(userId);
  if (!user || user.bannedAt) throw new AppError('userBanned');
  const client: ClientInfo = {
    ip: row.ip,
    userAgent: row.userAgent,
    deviceId: row.deviceId,
    clientType: row.clientType,
  };
  const session = await ctx.sessions.issue(user, client, 'qr');
  await ctx.devices.remember(user.id, row.deviceId);
  await ctx.history.record({ userId: user.id, event: 'qrLogin', result: 'success', detail: 'qr', client });
  return session;
}

/** The page's poll. A wrong secret answers like an unknown ticket. */
async function poll(
  ctx: QrContext,
  ticket: string,
  pollSecret: string,
): Promise<{ status: number; session: TokenSession | null }> {
  const row = await ctx.repo.find(ticket);
  if (!row || !equalHex(row.pollSecretHash, sha256Hex(pollSecret)))
    throw new AppError('notFound', 'No such QR code.');
  if (row.status === completed) return { status: completed, session: null };
  if (row.status === rejected) return { status: rejected, session: null };
  if (row.status === expired || isOver(ctx, row)) {
    await ctx.repo.move(ticket, [pending, scanned, confirmed], { status: expired });
    return { status: expired, session: null };
  }
  if (row.status !== confirmed || row.scannedBy === null) return { status: row.status, session: null };
  // Hand the session over once: whoever moves it to completed issues it.
  if (!(await ctx.repo.move(ticket, [confirmed], { status: completed })))
    return { status: completed, session: null };
  return { status: completed, session: await handOver(ctx, row, row.scannedBy) };
}

/**
 * QR sign-in: the signed-out page holds a ticket (drawn as the QR code) and a poll secret; a
 * signed-in client scans and confirms; the page's next poll gets the session, once.
 */
export function createQrLoginService(deps: QrDeps) {
  const ctx: QrContext = { ...deps, repo: createQrLoginRepo(deps.db, deps.now) };
  return {
    generate: (client: ClientInfo) => generate(ctx, client),
    scan: (ticket: string, userId: number) => scan(ctx, ticket, userId),
    confirm: (ticket: string, userId: number, approve: boolean) => confirm(ctx, ticket, userId, approve),
    poll: (ticket: string, pollSecret: string) => poll(ctx, ticket, pollSecret),
  };
}
export type QrLoginService = ReturnType<typeof createQrLoginService>;
