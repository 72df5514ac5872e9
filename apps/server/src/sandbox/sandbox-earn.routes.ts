import { addDays, earnPositionStatus } from '@coffer/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { earnPositions } from '../db/schema';
import { AppError } from '../lib/app-error';
import { failure, success } from '../lib/envelope';
import type { EarnService } from '../modules/earn/earn.module';
import { refuseUnlessLocal, sandboxToolsPrefix } from './sandbox-tools';

const ageInput = z.object({
  positionId: z.string().min(1),
  days: z.coerce.number().int().min(1).max(400),
});

/**
 * `POST /api/sandbox/earn/age` `{ positionId, days }`: makes an active position `days` UTC days
 * older (its subscription time, T+2 start and maturity move back together) and runs the interest
 * job at once, so the browser tests see interest the real job pays without waiting days on the
 * server's clock. Registered only with SANDBOX_TOOLS=1; answers on loopback only.
 */
export function registerSandboxEarnRoutes(
  app: FastifyInstance,
  db: Db,
  earn: Pick<EarnService, 'payInterest'>,
) {
  app.post(`${sandboxToolsPrefix}/earn/age`, async (request, reply) => {
    if (refuseUnlessLocal(request, reply)) return reply;
    const input = ageInput.safeParse(request.body);
    if (!input.success) return reply.status(400).send(failure('base', new AppError('invalidInput')));
    const { positionId, days } = input.data;
    const [position] = await db.select().from(earnPositions).where(eq(earnPositions.id, positionId));
    if (
      !position ||
      position.status !== earnPositionStatus.members.active ||
      position.paidThroughDay !== null
    )
      return reply.status(404).send(failure('base', new AppError('earnPositionNotFound')));
    await db
      .update(earnPositions)
      .set({
        subscribedAt: new Date(position.subscribedAt.getTime() - days * 86_400_000),
        accrualStartDay: addDays(position.accrualStartDay, -days),
        maturityDay: position.maturityDay === null ? null : addDays(position.maturityDay, -days),
        accrualEndDay: position.accrualEndDay === null ? null : addDays(position.accrualEndDay, -days),
      })
      .where(and(eq(earnPositions.id, positionId), sql`${earnPositions.paidThroughDay} is null`));
    const paidDays = await earn.payInterest(100);
    return success('base', { paidDays });
  });
}
