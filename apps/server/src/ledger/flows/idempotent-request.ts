import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotentRequests } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface IdempotentRequest {
  /** `<area>:<caller>:<client's key>`, or a key derived from what makes the write unique. */
  key: string;
  /**
   * What the write asks for, without secrets (a fund PIN, a code), built with its fields in a
   * fixed order: the same request hashes the same.
   */
  body: Record<string, unknown>;
}

/** What a key's row stores of its body (also passed to the one-statement move, move-once.ts). */
export const requestHash = (body: Record<string, unknown>) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');
const hashOf = requestHash;

/**
 * Runs `effect` once per key, inside the caller's transaction `tx`, and stores its result with it:
 * the same key and body answer the first result (`replayed`), another body is refused (409). The
 * key's row is taken first, so a parallel call with the same key waits for this one's commit and
 * then answers its result; when this one rolls back (a refusal is no result), the other runs.
 */
export async function idempotent<T>(
  tx: Db,
  request: IdempotentRequest,
  effect: () => Promise<T>,
  now: Date,
): Promise<{ result: T; replayed: boolean }> {
  const bodyHash = hashOf(request.body);
  const taken = await tx
    .insert(idempotentRequests)
    .values({ key: request.key, bodyHash, result: null, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (taken.length === 0) {
    const [first] = await tx.select().from(idempotentRequests).where(eq(idempotentRequests.key, request.key));
    if (!first || first.bodyHash !== bodyHash)
      throw new AppError('conflict', 'This request id was already used for a different request.');
    return { result: first.result as T, replayed: true };
  }
  const result = await effect();
  await tx
    .update(idempotentRequests)
    .set({ result: result as unknown })
    .where(eq(idempotentRequests.key, request.key));
  return { result, replayed: false };
}

/** The first result stored under a key with this body, if any: a retry answered before any work. */
export async function firstResult<T>(
  db: Pick<Db, 'select'>,
  request: IdempotentRequest,
): Promise<T | undefined> {
  const [first] = await db.select().from(idempotentRequests).where(eq(idempotentRequests.key, request.key));
  if (!first) return undefined;
  if (first.bodyHash !== hashOf(request.body))
    throw new AppError('conflict', 'This request id was already used for a different request.');
  return first.result as T;
}
