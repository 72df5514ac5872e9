import { type Endpoint, endpoints } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { clientInfo } from '../../lib/client-info';
import { languageOf } from '../../lib/language';
import type { Caller } from '../../plugins/auth';
import { type AuthedContext, route } from '../../plugins/routes';
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

/**
 * A route whose handler acts for the signed-in caller: the use case gets the actor (who, which
 * session, from where, in which language) and the parsed input.
 */
const asActor = <E extends Endpoint>(
  endpoint: E,
  act: (actor: Actor & { sessionId: string }, input: z.output<E['input']>) => Promise<z.input<E['result']>>,
) =>
  route(endpoint, (({ caller, request, input }: AuthedContext<E>) =>
    act(actorOf(caller, request), input)) as Parameters<typeof route<E>>[1]);

/** A route table: one short entry per endpoint of the area, read as a list; its length is their number. */
export const securityRoutes = (deps: {
  items: SecurityItemsService;
  passwords: PasswordsService;
  log: SecurityLog;
  sessions: SessionsListRepo;
}) => {
  const e = endpoints.security;
  return [
    asActor(e.bindPhoneNumber, deps.items.bindPhone),
    asActor(e.updatePhoneNumber, deps.items.updatePhone),
    asActor(e.unBindPhoneNumber, deps.items.unbindPhone),
    asActor(e.bindEmailAddress, deps.items.bindEmail),
    asActor(e.updateEmailAddress, deps.items.updateEmail),
    asActor(e.unBindEmailAddress, deps.items.unbindEmail),
    asActor(e.getGoogleBindInfo, deps.items.googleBindInfo),
    asActor(e.bindGoogleCode, deps.items.bindGoogle),
    asActor(e.unBindGoogleCode, deps.items.unbindGoogle),
    asActor(e.updatePassword, deps.passwords.updatePassword),
    asActor(e.setFundPassword, deps.passwords.setFundPassword),
    asActor(e.updateFundPassword, deps.passwords.updateFundPassword),
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
