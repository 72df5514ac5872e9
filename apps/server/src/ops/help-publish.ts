import { constants } from '@coffer/contract';
import { z } from 'zod';
import type { HelpDraft } from '../modules/help/help.module';
import type { OpsCommand } from './cli';
import {
  type MarkdownFile,
  mergeOptions,
  parseOrThrow,
  publishFields,
  publishOptions,
  readMarkdownFile,
} from './markdown-file';

const categoryCode = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, 'a category code is lower-case letters, digits and -');

const publishSchema = z.object({
  ...publishFields,
  category: categoryCode.optional(),
  sort: z.coerce.number().int().min(0).max(10_000).optional(),
});

/**
 * A help Markdown file's draft: its front matter with the options given beside it (options win),
 * checked. `id` is the article a language version belongs to. The demo seed reads its content
 * folder through here too, so a file the seed takes is one `help:publish` takes.
 */
export function helpDraftOf(
  file: MarkdownFile,
  options: Record<string, unknown>,
): { id?: number; draft: HelpDraft } {
  const v = parseOrThrow(publishSchema, mergeOptions(file.frontMatter, options));
  return {
    id: v.id,
    draft: {
      languageCode: v.lang,
      title: v.title,
      markdown: file.body,
      category: v.category,
      sortOrder: v.sort,
      publishTime: v.at ? new Date(v.at) : undefined,
    },
  };
}

export const helpPublishCommand: OpsCommand = {
  summary: 'Publish a help article from Markdown, or add a language version to one (--id).',
  usage:
    'help:publish <file.md> --lang en|zh-CN|zh-TW [--title "…"] (--category CODE | --id N) [--sort N] [--at ISO-time]\n' +
    '                 (title, category, sort and at may also come from YAML front matter)',
  positionals: true,
  options: { ...publishOptions, category: { type: 'string' }, sort: { type: 'string' } },
  run: async ({ modules, values, positionals, out }) => {
    const file = readMarkdownFile(positionals, values.file);
    const { file: _, ...options } = values;
    const { id, draft } = helpDraftOf(file, options);
    const publisher = modules.helpPublisher;
    if (id) {
      await publisher.saveVersion(id, draft);
      out(`Help article ${id}: ${draft.languageCode} version saved.`);
      return;
    }
    if (!draft.category) throw new Error('A new help article needs --category (e.g. account-security).');
    const created = await publisher.publish(draft);
    out(`Help article ${created} published in ${draft.languageCode}.`);
  },
};

const categorySchema = z.object({
  code: categoryCode,
  lang: z.enum(constants.languages),
  name: z.string().trim().min(1).max(100),
  sort: z.coerce.number().int().min(0).max(10_000).optional(),
});

/** A help category's code, language, name and place, checked as `help:category` checks them. */
export const helpCategoryOf = (values: Record<string, unknown>) => parseOrThrow(categorySchema, values);

export const helpCategoryCommand: OpsCommand = {
  summary: 'Create a help category, or name it in another language.',
  usage: 'help:category --code CODE --lang en|zh-CN|zh-TW --name "…" [--sort N]',
  options: {
    code: { type: 'string' },
    lang: { type: 'string' },
    name: { type: 'string' },
    sort: { type: 'string' },
  },
  run: async ({ modules, values, out }) => {
    const v = helpCategoryOf(values);
    const id = await modules.helpPublisher.saveCategory(
      v.code,
      { languageCode: v.lang, name: v.name },
      v.sort,
    );
    out(`Help category ${v.code} (${id}): ${v.lang} name saved.`);
  },
};
