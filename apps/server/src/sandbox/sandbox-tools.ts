import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { failure } from '../lib/envelope';

/** Where the sandbox tools live: outside the product's API (`/api/services/app`), never in the contract. */
export const sandboxToolsPrefix = '/api/sandbox';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A second lock beside the SANDBOX_TOOLS flag: the tools answer only to this machine, so a demo
 * server that someone started with the flag on is not an open faucet to the network.
 */
export function refuseUnlessLocal(request: FastifyRequest, reply: FastifyReply): boolean {
  if (loopback.has(request.socket.remoteAddress ?? '')) return false;
  void reply
    .status(403)
    .send(failure('base', new AppError('forbidden', 'Sandbox tools answer on loopback only.')));
  return true;
}
