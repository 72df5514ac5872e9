import { randomBytes } from 'node:crypto';
import { bankChannelSchema } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxBank } from '../adapters/bank/sandbox-bank';
import { AppError } from '../lib/app-error';
import { failure, success } from '../lib/envelope';
import { type GlobalAccountService, globalPayInView } from '../modules/global-account/global-account.module';
import { refuseUnlessLocal, sandboxToolsPrefix } from './sandbox-tools';

const fields = z.record(z.string().max(40), z.string().max(140));
const payInInput = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The account details paid to, as GetGlobalAccountDetails gives them ({ iban }, { sort_code, account_number }, …). */
  to: fields,
  paymentType: bankChannelSchema,
  payerName: z.string().min(1).max(128),
  payer: fields,
  amount: z.string().regex(/^\d+(\.\d{1,2})?$/),
  transferId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{4,64}$/)
    .optional(),
});

/**
 * `POST /api/sandbox/global/payin`: the sandbox bank delivers a transfer from a payer's account to a
 * user's global account details, as a real partner's notification would; answers the pay-in as its
 * owner sees it (credited or waiting for review), or 404 when no one holds those details. The same
 * `transferId` again is the bank repeating itself (nothing new). SANDBOX_TOOLS=1, loopback only.
 */
export function registerSandboxGlobalRoutes(
  app: FastifyInstance,
  bank: SandboxBank['tools'] | undefined,
  global: Pick<GlobalAccountService, 'receivePayIn'>,
) {
  app.post(`${sandboxToolsPrefix}/global/payin`, async (request, reply) => {
    if (refuseUnlessLocal(request, reply)) return reply;
    const input = payInInput.safeParse(request.body);
    if (!input.success || !bank) return reply.status(400).send(failure('base', new AppError('invalidInput')));
    const { transferId, ...t } = input.data;
    const result = await global.receivePayIn({
      kind: 'globalPayIn',
      ...t,
      reference: 'SANDBOX',
      bankTransferId: transferId ?? `SBT${randomBytes(8).toString('hex').toUpperCase()}`,
    });
    if (result.outcome === 'unknown')
      return reply
        .status(404)
        .send(failure('base', new AppError('notFound', 'No one holds those account details.')));
    return success('base', {
      outcome: result.outcome,
      payIn: result.payIn ? globalPayInView(result.payIn) : null,
    });
  });
}
