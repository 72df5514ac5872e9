import { z } from 'zod';
import type { AnnouncementDraft } from '../modules/notices/notices.module';
import type { OpsCommand } from './cli';
import {
  type MarkdownFile,
  mergeOptions,
  parseOrThrow,
  publishFields,
  publishOptions,
  readMarkdownAt,
} from './markdown-file';

const inputSchema = z.object({
  ...publishFields,
  body: z.string().optional(),
  // An announcement's time is given as an ISO string only.
  at: z.iso.datetime({ offset: true }).optional(),
});

/**
 * An announcement's language version, from `--body` or from a file whose YAML front matter may
 * give the title and time (options win). `id` is the announcement a version belongs to. The demo
 * seed reads its notices through here too.
 */
export function noticeDraftOf(
  values: Record<string, unknown>,
  file?: MarkdownFile,
): { id?: number; draft: AnnouncementDraft; publishTime?: Date } {
  if ((values.body === undefined) === (file === undefined))
    throw new Error('Give the text with --body or --file, not both.');
  const { file: _, ...options } = values;
  const v = parseOrThrow(inputSchema, mergeOptions(file?.frontMatter ?? {}, options));
  const body = (v.body ?? file?.body ?? '').trim();
  if (!body) throw new Error('The announcement text is empty.');
  return {
    id: v.id,
    draft: { languageCode: v.lang, title: v.title, body },
    publishTime: v.at ? new Date(v.at) : undefined,
  };
}

export const announceCommand: OpsCommand = {
  summary: 'Publish an announcement, or add a language version to one (--id).',
  usage:
    'announce --lang en|zh-CN|zh-TW --title "…" (--body "…" | --file notice.md) [--id N] [--at ISO-time]\n' +
    '         (title and at may also come from the file’s YAML front matter)',
  options: { ...publishOptions, body: { type: 'string' } },
  run: async ({ modules, values, out }) => {
    const file = typeof values.file === 'string' ? readMarkdownAt(values.file) : undefined;
    const { id, draft, publishTime } = noticeDraftOf(values, file);
    const repo = modules.noticePublisher;
    if (id) {
      if (!(await repo.addVersion(id, draft))) throw new Error(`No announcement ${id}.`);
      out(`Announcement ${id}: ${draft.languageCode} version saved.`);
      return;
    }
    const created = await repo.publish({ versions: [draft], publishTime });
    out(`Announcement ${created} published in ${draft.languageCode}.`);
  },
};
