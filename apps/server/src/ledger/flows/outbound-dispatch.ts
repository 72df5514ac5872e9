import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboundDispatches } from '../../db/schema';

/**
 * Where a send stands. `unknown`: the send erred or timed out, so it may or may not have gone
 * out; never "failed" on our side, only the outside system can say. `refused`: the outside system
 * said it will not send it (a definitive answer); what follows (a void) is the area's. `dropped`:
 * the area withdrew it before it was first claimed (the user cancelled).
 */
export const dispatchState = { ready: 0, claimed: 1, sent: 2, unknown: 3, refused: 4, dropped: 5 } as const;

/** The area's side of a send: what goes out, how to ask what happened, and what follows. */
export interface DispatchHandler {
  kind: string;
  /**
   * In the claim's transaction, before the first send: the area takes its row out of the user's
   * hands (a withdrawal can no longer be cancelled), or answers false when it is gone (cancelled).
   */
  onClaim?(tx: Db, id: string): Promise<boolean>;
  /** Sends what the dispatch `id` names; its outside id. A throw leaves the outcome unknown. */
  send(id: string, now: Date): Promise<string>;
  /** Asks the outside system whether `id` went out: its outside id, or undefined when it did not. */
  lookup(id: string, now: Date): Promise<string | undefined>;
  /** In the transaction that records the send: the area's row and ledger move on. */
  onSent(tx: Db, id: string, outsideId: string): Promise<void>;
  /** An error that is the outside system's definitive no (nothing went out, nothing will). */
  isRefusal?(error: unknown): boolean;
  /** In the transaction that records a refusal (with the refusal): the area releases the reservation. */
  onRefused?(tx: Db, id: string, refusal?: unknown): Promise<void>;
}

export type DispatchLog = (message: string, fields: Record<string, unknown>) => void;

/** A JSON line on stderr, where the server's own log goes, when the area is given no logger. */
export const stderrLog: DispatchLog = (message, fields) =>
  void process.stderr.write(`${JSON.stringify({ level: 'error', msg: message, ...fields })}\n`);

export interface DispatchDeps {
  db: Db;
  now: () => Date;
  log: DispatchLog;
  /** A send not answered by then is abandoned as unknown. Shorter than the lease (see claim). */
  sendTimeoutMs?: number;
  leaseMs?: number;
  /** How long an unknown send waits before it is asked about (and, if it never left, sent) again. */
  retryDelayMs?: number;
}

const defaults = { sendTimeoutMs: 20_000, leaseMs: 60_000, retryDelayMs: 30_000 };
const claimMax = 50;

/** Marks a reserved amount ready to send, in the transaction that reserved it. Once per id. */
export async function enqueueDispatch(tx: Db, dispatch: { id: string; kind: string }, at: Date) {
  await tx
    .insert(outboundDispatches)
    .values({ ...dispatch, state: dispatchState.ready, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

/**
 * Takes due sends of a kind (or one id) for this process: ready ones, unknown ones whose wait is
 * over, and claimed ones whose claimer's lease ran out (it crashed). SKIP LOCKED: two processes
 * claiming at once take different rows. The lease outlasts the send's timeout, so a claim is only
 * taken over once its claimer has given up on the send.
 */
async function claim(deps: DispatchDeps, handler: DispatchHandler, id?: string) {
  const at = deps.now();
  const leaseMs = deps.leaseMs ?? defaults.leaseMs;
  const d = outboundDispatches;
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(d)
      .where(
        and(
          eq(d.kind, handler.kind),
          id === undefined ? undefined : eq(d.id, id),
          inArray(d.state, [dispatchState.ready, dispatchState.claimed, dispatchState.unknown]),
          or(isNull(d.leaseUntil), lte(d.leaseUntil, at)),
        ),
      )
      .orderBy(d.createdAt)
      .limit(claimMax)
      .for('update', { skipLocked: true });
    const kept: typeof due = [];
    for (const row of due) {
      const first = row.state === dispatchState.ready;
      if (!first || (await (handler.onClaim?.(tx, row.id) ?? true))) kept.push(row);
      else await tx.update(d).set({ state: dispatchState.dropped, updatedAt: at }).where(eq(d.id, row.id));
    }
    if (kept.length === 0) return [];
    const claimed = await tx
      .update(d)
      .set({
        state: dispatchState.claimed,
        leaseUntil: new Date(at.getTime() + leaseMs),
        attempts: sql`${d.attempts} + 1`,
        updatedAt: at,
      })
      .where(
        inArray(
          d.id,
          kept.map((r) => r.id),
        ),
      )
      .returning();
    // A row claimed before, or left unknown, may have gone out: ask before sending it again.
    return claimed.map((row) => ({
      row,
      askFirst: kept.find((r) => r.id === row.id)?.state !== dispatchState.ready,
    }));
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

type Claimed = typeof outboundDispatches.$inferSelect;

/** This process's claim: still claimed, with the lease it took (another may have taken it over). */
const heldBy = (claimed: Claimed) =>
  and(
    eq(outboundDispatches.id, claimed.id),
    eq(outboundDispatches.state, dispatchState.claimed),
    claimed.leaseUntil ? eq(outboundDispatches.leaseUntil, claimed.leaseUntil) : undefined,
  );

/** Records the outcome, if this process still holds the claim. */
async function settle(
  deps: DispatchDeps,
  handler: DispatchHandler,
  claimed: Claimed,
  outcome: { outsideId: string } | { refused: true; error: unknown },
) {
  const { id } = claimed;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(outboundDispatches).where(heldBy(claimed)).for('update');
    if (!row) return;
    const sent = 'outsideId' in outcome;
    await tx
      .update(outboundDispatches)
      .set({
        state: sent ? dispatchState.sent : dispatchState.refused,
        outsideId: sent ? outcome.outsideId : null,
        leaseUntil: null,
        updatedAt: deps.now(),
      })
      .where(eq(outboundDispatches.id, id));
    if (sent) await handler.onSent(tx, id, outcome.outsideId);
    else await handler.onRefused?.(tx, id, outcome.error);
  });
}

/** One claimed send: asked about first when it may have gone out, then sent, then recorded. */
async function dispatchOne(
  deps: DispatchDeps,
  handler: DispatchHandler,
  claimed: { row: Claimed; askFirst: boolean },
): Promise<'sent' | 'unknown' | 'refused'> {
  const { id } = claimed.row;
  const timeoutMs = deps.sendTimeoutMs ?? defaults.sendTimeoutMs;
  try {
    const at = deps.now();
    const known = claimed.askFirst ? await withTimeout(handler.lookup(id, at), timeoutMs) : undefined;
    const outsideId = known ?? (await withTimeout(handler.send(id, at), timeoutMs));
    await settle(deps, handler, claimed.row, { outsideId });
    return 'sent';
  } catch (error) {
    const refused = handler.isRefusal?.(error) === true;
    deps.log(refused ? 'send refused' : 'send outcome unknown', {
      kind: handler.kind,
      id,
      attempts: claimed.row.attempts,
      err: error instanceof Error ? error.message : String(error),
    });
    if (refused) {
      await settle(deps, handler, claimed.row, { refused: true, error });
      return 'refused';
    }
    await markUnknown(deps, claimed.row, error);
    return 'unknown';
  }
}

async function markUnknown(deps: DispatchDeps, claimed: Claimed, error: unknown) {
  const at = deps.now();
  const retryDelayMs = deps.retryDelayMs ?? defaults.retryDelayMs;
  await deps.db
    .update(outboundDispatches)
    .set({
      state: dispatchState.unknown,
      leaseUntil: new Date(at.getTime() + retryDelayMs),
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      updatedAt: at,
    })
    .where(heldBy(claimed));
}

/**
 * One pass over a kind's due sends (the area's job): each is claimed, sent or asked about, and
 * recorded; what erred stays unknown and is asked about on a later pass. The job that resumes
 * what a crash left: a claim whose process died is taken over when its lease runs out.
 */
export async function runDispatches(deps: DispatchDeps, handler: DispatchHandler) {
  const counts = { sent: 0, unknown: 0, refused: 0 };
  for (const claimed of await claim(deps, handler)) counts[await dispatchOne(deps, handler, claimed)]++;
  return counts;
}

/** Sends one dispatch now (a call that answers with the outcome), if no other process holds it. */
export async function dispatchNow(deps: DispatchDeps, handler: DispatchHandler, id: string) {
  const [claimed] = await claim(deps, handler, id);
  return claimed ? dispatchOne(deps, handler, claimed) : undefined;
}
