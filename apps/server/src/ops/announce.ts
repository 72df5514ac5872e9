import { readFileSync } from 'node:fs';
import { constants } from '@coffer/contract';
import { z } from 'zod';
import { createAnnouncementsRepo } from '../modules/announcements/announcements.repo';
import type { OpsCommand } from './cli';
import { parseOrThrow } from './markdown-file';

const inputSchema = z
  .object({
    lang: z.enum(constants.languages),
    title: z.string().trim().min(1).max(200),
    body: z.string().optional(),
    file: z.string().optional(),
    id: z.coerce.number().int().positive().optional(),
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .refine(
    (v) => (v.body === undefined) !== (v.file === undefined),
    'Give the text with --body or --file, not both.',
  );

export const announceCommand: OpsCommand = {
  summary: 'Publish an announcement, or add a language version to one (--id).',
  usage:
    'announce --lang en|zh-CN|zh-TW --title "…" (--body "…" | --file notice.md) [--id N] [--at ISO-time]',
  options: {
    lang: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    file: { type: 'string' },
    id: { type: 'string' },
    at: { type: 'string' },
  },
  run: async ({ database, values, out }) => {
    const v = parseOrThrow(inputSchema, values);
    const body = (v.body ?? readFileSync(v.file as string, 'utf8')).trim();
    if (!body) throw new Error('The announcement text is empty.');
    const repo = createAnnouncementsRepo(database.db);
    const draft = { languageCode: v.lang, title: v.title, body };
    if (v.id) {
      if (!(await repo.addVersion(v.id, draft))) throw new Error(`No announcement ${v.id}.`);
      out(`Announcement ${v.id}: ${v.lang} version saved.`);
      return;
    }
    const id = await repo.publish({ versions: [draft], publishTime: v.at ? new Date(v.at) : undefined });
    out(`Announcement ${id} published in ${v.lang}.`);
  },
};
