import type { Host } from '@coffer/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { failure } from '../lib/envelope';
import { setRateHeaders } from './rate-headers';

/** Fastify's own failures (bad JSON, too large, wrong content type) mapped onto the catalogue. */
function fromFastifyError(error: FastifyError): AppError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new AppError('payloadTooLarge', 'The request body is too large.');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError('invalidInput', 'Send JSON.');
  if (error.code?.startsWith('FST_ERR_CTP_') || error.statusCode === 400)
    return new AppError('invalidInput', 'The request body is not valid JSON.');
  if (error.statusCode === 429) return new AppError('tooManyRequests', error.message);
  return null;
}

export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error && typeof error === 'object' && 'code' in error) return fromFastifyError(error as FastifyError);
  return null;
}

/** Every error leaves in the host's envelope; a bug is logged and answered with a bare 500. */
export function installErrorHandler(app: FastifyInstance, host: Host): void {
  app.setErrorHandler((error, request, reply) => {
    const known = toAppError(error);
    if (known) {
      if (known.httpStatus >= 500) request.log.error({ err: error }, known.message);
      if (known.rateLimit) setRateHeaders(reply, known.rateLimit);
      return reply.status(known.httpStatus).send(failure(host, known));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(host, new AppError('internal')));
  });
}
