import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { constants } from '@coffer/contract';
import { z } from 'zod';
import { splitFrontMatter } from '../lib/front-matter';
import { imageSources } from '../lib/markdown';

export interface MarkdownFile {
  path: string;
  /** The file's folder: images and covers it names are read relative to it. */
  dir: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

const text = { type: 'string' } as const;
/**
 * The options every publish command takes (announce, help:publish, news:publish): the language, the
 * title, the item to add a language version to, the publish time and the Markdown file.
 */
export const publishOptions = { lang: text, title: text, id: text, at: text, file: text };

/**
 * Those options checked (with what front matter gives): `at` is an ISO time, or the date YAML reads
 * from an unquoted one.
 */
export const publishFields = {
  lang: z.enum(constants.languages),
  title: z.string().trim().min(1).max(200),
  id: z.coerce.number().int().positive().optional(),
  at: z.union([z.iso.datetime({ offset: true }), z.date().transform((d) => d.toISOString())]).optional(),
};

/** A Markdown file read with its front matter. */
export function readMarkdownAt(file: string): MarkdownFile {
  const path = resolve(file);
  const { data, body } = splitFrontMatter(readFileSync(path, 'utf8'));
  return { path, dir: dirname(path), frontMatter: data, body };
}

/** The one Markdown file a publish command takes, read with its front matter. */
export function readMarkdownFile(positionals: string[] | undefined, fileOption: unknown): MarkdownFile {
  const files = [...(positionals ?? []), ...(typeof fileOption === 'string' ? [fileOption] : [])];
  if (files.length !== 1) throw new Error('Give exactly one Markdown file.');
  return readMarkdownAt(files[0] as string);
}

/** Options given on the command line win over the same keys in the front matter. */
export function mergeOptions(frontMatter: Record<string, unknown>, values: Record<string, unknown>) {
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  return { ...frontMatter, ...given };
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    throw new Error(
      parsed.error.issues
        .map((i) => `${i.path.length ? `--${i.path.join('.')}` : 'input'}: ${i.message}`)
        .join('\n'),
    );
  return parsed.data;
}

const isLocal = (src: string) =>
  !/^[a-z][a-z0-9+.-]*:/i.test(src) && !src.startsWith('/') && !src.startsWith('#');

/** The bytes of every local image the Markdown refers to, read relative to the file's folder. */
export function localImages(
  body: string,
  dir: string,
): { images: Map<string, Uint8Array>; skipped: string[] } {
  const images = new Map<string, Uint8Array>();
  const skipped: string[] = [];
  for (const src of imageSources(body)) {
    if (!isLocal(src)) {
      skipped.push(src);
      continue;
    }
    const path = isAbsolute(src) ? src : resolve(dir, decodeURI(src));
    try {
      images.set(src, readFileSync(path));
    } catch {
      throw new Error(`Image not found: ${src} (looked for ${path}).`);
    }
  }
  return { images, skipped };
}
