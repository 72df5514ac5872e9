import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { failure, success } from '../lib/envelope';
import { type SandboxDepositDeps, SandboxInputError, sendSandboxDeposit } from './sandbox-deposit';
import { refuseUnlessLocal, sandboxToolsPrefix } from './sandbox-tools';

const depositInput = z.object({
  address: z.string().trim().min(1).max(128),
  amount: z.string().trim().min(1).max(60),
  network: z.string().trim().min(2).max(12).optional(),
  coin: z.string().trim().min(2).max(10).optional(),
});

/**
 * `POST /api/sandbox/chain/deposit { address, amount, network?, coin? }`: what `ops chain:deposit`
 * does, over HTTP, for a server whose embedded database the console cannot open while it runs (the
 * browser tests). Registered only with SANDBOX_TOOLS=1; answers on loopback only.
 */
export function registerSandboxChainRoutes(app: FastifyInstance, deps: SandboxDepositDeps, now: () => Date) {
  app.post(`${sandboxToolsPrefix}/chain/deposit`, async (request, reply) => {
    if (refuseUnlessLocal(request, reply)) return reply;
    const parsed = depositInput.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply
        .status(400)
        .send(failure('base', new AppError('invalidInput', 'Send { address, amount, network?, coin? }.')));
    try {
      return success('base', await sendSandboxDeposit(deps, parsed.data, now()));
    } catch (error) {
      if (!(error instanceof SandboxInputError)) throw error;
      return reply.status(400).send(failure('base', new AppError('invalidInput', error.message)));
    }
  });
}
