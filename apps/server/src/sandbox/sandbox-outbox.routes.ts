import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readOutbox } from '../adapters/notifier/sandbox-notifier';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { failure, success } from '../lib/envelope';
import { refuseUnlessLocal, sandboxToolsPrefix } from './sandbox-tools';

const latestInput = z.object({
  to: z.string().trim().toLowerCase().min(1).max(254),
  kind: z.string().trim().min(1).max(40).optional(),
});

/**
 * `GET /api/sandbox/outbox/latest?to=<address>&kind=<kind>`: the newest message the sandbox
 * notifier "sent" to that address (of that kind), or null — what `ops outbox` prints, for a browser
 * test that must read an e-mailed code while the server holds the embedded database. Registered
 * only with SANDBOX_TOOLS=1; answers on loopback only.
 */
export function registerSandboxOutboxRoutes(app: FastifyInstance, db: Db) {
  app.get(`${sandboxToolsPrefix}/outbox/latest`, async (request, reply) => {
    if (refuseUnlessLocal(request, reply)) return reply;
    const parsed = latestInput.safeParse(request.query ?? {});
    if (!parsed.success)
      return reply.status(400).send(failure('base', new AppError('invalidInput', 'Send ?to=<address>.')));
    const rows = await readOutbox(db, { to: parsed.data.to, limit: 50 });
    const found = rows.find((m) => !parsed.data.kind || m.kind === parsed.data.kind);
    return success(
      'base',
      found
        ? {
            id: found.id,
            channel: found.channel,
            recipient: found.recipient,
            subject: found.subject,
            body: found.body,
            kind: found.kind,
            createdAt: found.createdAt.toISOString(),
          }
        : null,
    );
  });
}
