import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { enumSchema, rotationType } from '@coffer/contract';
import { z } from 'zod';
import { type NewsDraft, newsSummaryMax } from '../modules/news/news.module';
import type { OpsCommand } from './cli';
import {
  localImages,
  type MarkdownFile,
  mergeOptions,
  parseOrThrow,
  publishFields,
  publishOptions,
  readMarkdownFile,
} from './markdown-file';

/** `--rotation 1` or `--rotation 1:2` (carousel type, position); front matter may give a list. */
const rotationSchema = z.union([z.string(), z.number()]).transform((raw, ctx) => {
  const [type, sort = '0'] = String(raw).split(':');
  const parsed = enumSchema(rotationType).safeParse(Number(type));
  if (!parsed.success || !/^\d{1,4}$/.test(sort)) {
    ctx.addIssue({
      code: 'custom',
      message: `"${raw}" is not TYPE[:POSITION] with TYPE one of 1 (landing), 2 (app)`,
    });
    return z.NEVER;
  }
  return { type: parsed.data, sort: Number(sort) };
});

const inputSchema = z.object({
  ...publishFields,
  summary: z.string().trim().max(newsSummaryMax).optional(),
  cover: z.string().optional(),
  rotation: z
    .union([rotationSchema, z.array(rotationSchema)])
    .transform((r) => (Array.isArray(r) ? r : [r]))
    .optional(),
});

/**
 * A news Markdown file's draft: its front matter with the options given beside it (options win),
 * checked, with the local images it shows and its cover read from beside it. `id` is the article a
 * language version belongs to; `skipped` lists the images left out (not stored with the article).
 * The demo seed reads its content folder through here too.
 */
export function newsDraftOf(
  file: MarkdownFile,
  options: Record<string, unknown>,
): { id?: number; draft: NewsDraft; skipped: string[] } {
  const v = parseOrThrow(inputSchema, mergeOptions(file.frontMatter, options));
  const { images, skipped } = localImages(file.body, file.dir);
  const draft: NewsDraft = {
    languageCode: v.lang,
    title: v.title,
    summary: v.summary,
    markdown: file.body,
    images,
    cover: v.cover ? readFileSync(resolve(file.dir, v.cover)) : undefined,
    publishTime: v.at ? new Date(v.at) : undefined,
    rotations: v.rotation,
  };
  return { id: v.id, draft, skipped };
}

export const newsPublishCommand: OpsCommand = {
  summary: 'Publish a news article from Markdown, or add a language version to one (--id).',
  usage:
    'news:publish <file.md> --lang en|zh-CN|zh-TW [--title "…"] [--summary "…"] [--cover image.png] [--id N] [--at ISO-time] [--rotation TYPE[:POSITION]]…\n' +
    '                 (title, summary, cover, at and rotation may also come from YAML front matter; images next to the file are stored with it)',
  positionals: true,
  options: {
    ...publishOptions,
    summary: { type: 'string' },
    cover: { type: 'string' },
    rotation: { type: 'string', multiple: true },
  },
  run: async ({ modules, values, positionals, out }) => {
    const file = readMarkdownFile(positionals, values.file);
    const { file: _, ...options } = values;
    const { id, draft, skipped } = newsDraftOf(file, options);
    const publisher = modules.news.publisher;
    for (const src of skipped) out(`Left out ${src}: only images stored with the article are shown.`);
    if (id) {
      await publisher.saveVersion(id, draft);
      out(`News ${id}: ${draft.languageCode} version saved.`);
      return;
    }
    const created = await publisher.publish(draft);
    const images = draft.images?.size ?? 0;
    out(`News ${created} published in ${draft.languageCode}${images ? ` with ${images} image(s)` : ''}.`);
  },
};
