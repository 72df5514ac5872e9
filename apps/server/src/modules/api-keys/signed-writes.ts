import { constants, type Endpoint } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { firstResult, type IdempotentRequest, idempotent } from '../../ledger/flows/idempotent-request';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';

const keyPattern = /^[A-Za-z0-9_-]{8,64}$/;
/** Never part of what a request is remembered by. */
const secretFields = new Set(['fundPassword', 'code', 'googleCode', 'emailCode', 'phoneCode']);

/** The Idempotency-Key header of a request, checked; undefined when none was sent. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[constants.publicApi.headers.idempotencyKey];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined) return undefined;
  if (!keyPattern.test(key))
    throw new AppError('invalidInput', 'Idempotency-Key must be 8–64 letters, digits, _ or -.', [
      { field: 'Idempotency-Key', message: 'idempotencyKey.invalid' },
    ]);
  return key;
}

const withoutSecrets = (input: unknown) =>
  input && typeof input === 'object'
    ? Object.fromEntries(Object.entries(input).filter(([name]) => !secretFields.has(name)))
    : input;

/**
 * A signed write with an Idempotency-Key, through the ledger's idempotent-request block: a key
 * already answered with the same call and body answers that first result without running again;
 * with another body it is refused (409, nothing done). The write itself keeps its own once-only
 * rule (a quote executes once, a withdrawal's request id), which also covers two retries racing.
 */
export function createSignedWrites(db: Db, now: () => Date) {
  return async (
    request: FastifyRequest,
    caller: Caller,
    endpoint: Endpoint,
    input: unknown,
    run: () => Promise<unknown>,
  ): Promise<unknown> => {
    const key = idempotencyKeyOf(request);
    if (key === undefined) return run();
    const remembered: IdempotentRequest = {
      key: `apikey:${caller.userId}:${key}`,
      body: { method: endpoint.method, path: endpoint.path, input: withoutSecrets(input) },
    };
    const first = await firstResult<unknown>(db, remembered);
    if (first !== undefined && first !== null) return first;
    const result = await run();
    const stored = await db.transaction((tx) => idempotent(tx, remembered, async () => result, now()));
    return stored.result;
  };
}
export type SignedWrites = ReturnType<typeof createSignedWrites>;
