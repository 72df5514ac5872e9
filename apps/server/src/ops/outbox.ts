import { z } from 'zod';
import { readOutbox } from '../adapters/notifier/sandbox-notifier';
import type { OpsCommand } from './cli';
import { parseOrThrow } from './markdown-file';

/** Prints what the sandbox notifier "sent": one-time codes, contact messages for the team… */
export const outboxCommand: OpsCommand = {
  summary: 'Print the newest sandbox e-mails and SMS (one-time codes, contact messages), newest first.',
  usage: 'outbox [--to <address or "+86 13800000000">] [--limit N]',
  options: { to: { type: 'string' }, limit: { type: 'string' } },
  run: async ({ database, values, out }) => {
    const { limit, to } = parseOrThrow(
      z.object({
        limit: z.coerce.number().int().min(1).max(1000).default(20),
        to: z.string().trim().toLowerCase().min(1).optional(),
      }),
      values,
    );
    const rows = await readOutbox(database.db, { ...(to ? { to } : {}), limit });
    if (rows.length === 0) out('The outbox is empty.');
    for (const m of rows) {
      out(`#${m.id} ${m.createdAt.toISOString()} ${m.channel} to ${m.recipient} (${m.kind})`);
      if (m.subject) out(`Subject: ${m.subject}`);
      out(m.body.replace(/^/gm, '  '));
      out('');
    }
  },
};
