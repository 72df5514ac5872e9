import { constants } from '@coffer/contract';
import type { FastifyReply } from 'fastify';
import type { RateHeaders } from '../lib/rate-limiter';

const { headers } = constants.publicApi;

/** The signed API's rate window on an answer, success or refusal (Retry-After only on a 429). */
export function setRateHeaders(reply: FastifyReply, rate: RateHeaders): void {
  reply
    .header(headers.limit, rate.limit)
    .header(headers.remaining, rate.remaining)
    .header(headers.reset, rate.resetSeconds);
  if (rate.retryAfterSeconds !== undefined) reply.header(headers.retryAfter, rate.retryAfterSeconds);
}
