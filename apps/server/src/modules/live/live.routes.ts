import { liveEventsPath } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { TokenService } from '../../lib/tokens';
import { authenticate, type SessionGate } from '../../plugins/auth';
import type { LiveHub } from './live.hub';

const pingMs = 15_000;

/**
 * The live-update stream (server-sent events). Not a JSON call, so it is registered here rather
 * than through the contract's route(); the path comes from the contract. The stream ends when the
 * access token that opened it would have expired: the client reconnects with a fresh one.
 */
export function registerLiveRoutes(
  scope: FastifyInstance,
  hub: LiveHub,
  tokens: TokenService,
  sessions?: SessionGate,
) {
  scope.get(liveEventsPath, async (request, reply) => {
    const caller = await authenticate(request, { kind: 'user' }, tokens, sessions);
    if (!caller) throw new AppError('unauthorized');
    const headers = {
      ...reply.getHeaders(),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    };
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, headers as Record<string, string>);
    res.write(': connected\n\n');
    // The browser's Last-Event-ID: a hub that keeps a log (Redis) first sends what it missed.
    const lastEventId = request.headers['last-event-id'];
    const unsubscribe = hub.subscribe(
      caller.userId,
      (e, id) =>
        res.write(`${id ? `id: ${id}\n` : ''}event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`),
      () => res.end(),
      typeof lastEventId === 'string' ? lastEventId : undefined,
    );
    const ping = setInterval(() => res.write(': ping\n\n'), pingMs);
    const end = setTimeout(() => res.end(), tokens.ttlSeconds * 1000);
    const stop = () => {
      clearInterval(ping);
      clearTimeout(end);
      unsubscribe();
    };
    request.raw.on('close', stop);
    res.on('close', stop);
  });
}
