import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from '@coffer/contract';
import type { Language } from '../lib/language';
import { type MarkdownFile, readMarkdownAt } from '../ops/markdown-file';

/**
 * The server package's folder, found upwards from this code: it runs from `src/seed/` in
 * development and tests but from `dist/` in the production bundle, so no one relative path fits both.
 */
function serverPackageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}.`);
    dir = parent;
  }
  return dir;
}

/** `apps/server/content`: the demo's help articles, protocol documents, news and notices. */
export const contentDir = join(serverPackageDir(), 'content');

/** One piece of content: the file of each language, `<slug>.<language>.md` in one folder. */
export interface ContentEntry {
  slug: string;
  files: Record<Language, MarkdownFile>;
}

const languages: readonly Language[] = constants.languages;
const contentFileName = new RegExp(`^([a-z0-9_-]+)\\.(${languages.join('|')})\\.md$`);

/** The Markdown files of a folder (not of its subfolders), by slug, each slug in every language. */
export function readContentFolder(dir: string): ContentEntry[] {
  const bySlug = new Map<string, Partial<Record<Language, MarkdownFile>>>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue; // images beside an article, subfolders
    const match = contentFileName.exec(entry.name);
    if (!match)
      throw new Error(`${nameOf(join(dir, entry.name))}: name it <slug>.<${languages.join('|')}>.md.`);
    const [, slug = '', language] = match;
    const files = bySlug.get(slug) ?? {};
    files[language as Language] = inFile(join(dir, entry.name), readMarkdownAt);
    bySlug.set(slug, files);
  }
  return [...bySlug.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([slug, files]) => {
      const missing = languages.filter((l) => !files[l]);
      if (missing.length)
        throw new Error(
          `${nameOf(join(dir, slug))}: no ${missing.join(', ')} version (every piece of content is written in ${languages.join(', ')}).`,
        );
      return { slug, files: files as Record<Language, MarkdownFile> };
    });
}

/** The subfolders of a folder, by name. */
export const subfolders = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

const nameOf = (path: string) => relative(serverPackageDir(), path);

/** Runs `read` on one file, naming the file in any error, so a bad front matter is easy to find. */
export function inFile<T>(path: string, read: (path: string) => T): T {
  try {
    return read(path);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${nameOf(path)}: ${message}`);
  }
}
