import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Notifier } from './notifier';

/** Delivers nothing: each message becomes a row of the outbox, for `ops outbox` and the tests. */
export function createSandboxNotifier(db: Db, now: () => Date = () => new Date()): Notifier {
  return {
    async send(n) {
      await db.insert(outbox).values({
        channel: n.channel,
        recipient: n.recipient,
        subject: n.subject,
        body: n.body,
        kind: n.kind,
        meta: n.meta ?? {},
        createdAt: now(),
      });
    },
  };
}

/** The latest messages, newest first, optionally to one recipient. */
export function readOutbox(db: Db, options: { to?: string; limit?: number } = {}) {
  const query = db.select().from(outbox);
  const filtered = options.to ? query.where(eq(outbox.recipient, options.to)) : query;
  return filtered.orderBy(desc(outbox.id)).limit(options.limit ?? 20);
}
