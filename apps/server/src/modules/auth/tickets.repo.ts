import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTickets } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/secrets';

export type TicketKind = 'securityVerification' | 'passwordReset' | 'securityChange';

/** Single-use tickets between two steps of a flow, stored as SHA-256 of the token. */
export function createTicketsRepo(db: Db, now: () => Date) {
  return {
    async issue(kind: TicketKind, userId: number, ttlSeconds: number, data: Record<string, unknown> = {}) {
      const token = randomToken();
      const at = now();
      await db.insert(authTickets).values({
        kind,
        tokenHash: sha256Hex(token),
        userId,
        data,
        createdAt: at,
        expiresAt: new Date(at.getTime() + ttlSeconds * 1000),
      });
      return token;
    },

    /** The open ticket (not used, not expired), or undefined. */
    async find(kind: TicketKind, token: string) {
      const [row] = await db
        .select()
        .from(authTickets)
        .where(
          and(
            eq(authTickets.kind, kind),
            eq(authTickets.tokenHash, sha256Hex(token)),
            isNull(authTickets.usedAt),
            gt(authTickets.expiresAt, now()),
          ),
        );
      return row;
    },

    /** Spends it; false when another request did first. */
    async spend(id: number) {
      const rows = await db
        .update(authTickets)
        .set({ usedAt: now() })
        .where(and(eq(authTickets.id, id), isNull(authTickets.usedAt)))
        .returning({ id: authTickets.id });
      return rows.length === 1;
    },
  };
}
export type TicketsRepo = ReturnType<typeof createTicketsRepo>;
