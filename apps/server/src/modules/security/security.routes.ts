import { endpoints } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { clientInfo } from '../../lib/client-info';
import { languageOf } from '../../lib/language';
import type { Caller } from '../../plugins/auth';
import { route } from '../../plugins/routes';
import type { PasswordsService, SecurityItemsService } from './security.module';
import type { Actor } from './security-items.shared';
import type { SecurityLog } from './security-log.repo';
import type { SessionsListRepo } from './sessions-list.repo';

const actorOf = (caller: Caller, request: FastifyRequest): Actor & { sessionId: string } => ({
  userId: caller.userId,
  sessionId: caller.sessionId,
  client: clientInfo(request),
  language: languageOf(request.headers['accept-language']),
});

/** A route table: one short entry per endpoint of the area, read as a list; its length is their number. */
export const securityRoutes = (deps: {
  items: SecurityItemsService;
  passwords: PasswordsService;
  log: SecurityLog;
  sessions: SessionsListRepo;
}) => {
  const e = endpoints.security;
  return [
    route(e.bindPhoneNumber, async ({ caller, request, input }) =>
      deps.items.bindPhone(actorOf(caller, request), input),
    ),
    route(e.updatePhoneNumber, async ({ caller, request, input }) =>
      deps.items.updatePhone(actorOf(caller, request), input),
    ),
    route(e.unBindPhoneNumber, async ({ caller, request, input }) =>
      deps.items.unbindPhone(actorOf(caller, request), input),
    ),
    route(e.bindEmailAddress, async ({ caller, request, input }) =>
      deps.items.bindEmail(actorOf(caller, request), input),
    ),
    route(e.updateEmailAddress, async ({ caller, request, input }) =>
      deps.items.updateEmail(actorOf(caller, request), input),
    ),
    route(e.unBindEmailAddress, async ({ caller, request, input }) =>
      deps.items.unbindEmail(actorOf(caller, request), input),
    ),
    route(e.getGoogleBindInfo, async ({ caller, request }) =>
      deps.items.googleBindInfo(actorOf(caller, request)),
    ),
    route(e.bindGoogleCode, async ({ caller, request, input }) =>
      deps.items.bindGoogle(actorOf(caller, request), input),
    ),
    route(e.unBindGoogleCode, async ({ caller, request, input }) =>
      deps.items.unbindGoogle(actorOf(caller, request), input),
    ),
    route(e.updatePassword, async ({ caller, request, input }) =>
      deps.passwords.updatePassword(actorOf(caller, request), input),
    ),
    route(e.setFundPassword, async ({ caller, request, input }) =>
      deps.passwords.setFundPassword(actorOf(caller, request), input),
    ),
    route(e.updateFundPassword, async ({ caller, request, input }) =>
      deps.passwords.updateFundPassword(actorOf(caller, request), input),
    ),
    route(e.getLoginHistory, async ({ caller, input }) =>
      deps.log.logins(caller.userId, input.SkipCount, input.MaxResultCount),
    ),
    route(e.getSafeOperationHistory, async ({ caller, input }) =>
      deps.log.operations(caller.userId, input.SkipCount, input.MaxResultCount),
    ),
    route(e.getSessionList, async ({ caller }) => {
      const rows = await deps.sessions.list(caller.userId);
      return {
        items: rows.map(({ session, lastRefresh }) => ({
          sessionId: session.id,
          clientType: session.clientType,
          deviceId: session.deviceId,
          ip: session.ip,
          userAgent: session.userAgent,
          method: session.method,
          createdAt: session.createdAt.toISOString(),
          lastUsedAt: (lastRefresh ? new Date(lastRefresh) : session.createdAt).toISOString(),
          expiresAt: session.expiresAt.toISOString(),
          current: session.id === caller.sessionId,
        })),
      };
    }),
    route(e.revokeSession, async ({ caller, request, input }) => {
      // Another user's session, an ended one or a made-up id: the same 404, nothing changed.
      if (!(await deps.sessions.revoke(caller.userId, input.sessionId, 'revokedByUser')))
        throw new AppError('notFound', 'No such session.');
      await deps.log.record({
        userId: caller.userId,
        operation: 'revokeSession',
        detail: input.sessionId === caller.sessionId ? 'current' : null,
        client: clientInfo(request),
      });
      return true;
    }),
    route(e.revokeOtherSessions, async ({ caller, request }) => {
      const ended = await deps.sessions.revokeOthers(caller.userId, caller.sessionId, 'revokedByUser');
      await deps.log.record({
        userId: caller.userId,
        operation: 'revokeOtherSessions',
        detail: String(ended),
        client: clientInfo(request),
      });
      return ended;
    }),
  ];
};
