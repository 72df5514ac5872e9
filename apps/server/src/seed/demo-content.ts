import { join } from 'node:path';
import { constants } from '@coffer/contract';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { Language } from '../lib/language';
import { createHelpPublisher, type HelpDraft } from '../modules/help/help.module';
import { createNewsPublisher, type NewsDraft } from '../modules/news/news.module';
import { type AnnouncementDraft, createNoticePublisher } from '../modules/notices/notices.module';
import { noticeDraftOf } from '../ops/announce';
import { helpCategoryOf, helpDraftOf } from '../ops/help-publish';
import { type MarkdownFile, parseOrThrow } from '../ops/markdown-file';
import { newsDraftOf } from '../ops/news-publish';
import { type ContentEntry, contentDir, inFile, readContentFolder, subfolders } from './content-folder';
import { bannerPng } from './png';

const dayMs = 86_400_000;
const helpAgeDays = 90;
const [lead, ...otherLanguages] = constants.languages;
const categoryFile = '_category';

export interface DemoHelpCategory {
  code: string;
  sort: number;
  names: Record<Language, string>;
}

export interface DemoHelpArticle {
  slug: string;
  category: string;
  /** The fixed id of a protocol document (1–4); other articles are numbered as published. */
  id?: number;
  versions: Record<Language, HelpDraft>;
}

export interface DemoNews {
  slug: string;
  /** The cover, drawn in code (png.ts) rather than kept as image files. */
  banner: z.infer<typeof bannerSchema>;
  versions: Record<Language, NewsDraft>;
}

export interface DemoNotice {
  slug: string;
  publishTime: Date;
  versions: Record<Language, AnnouncementDraft>;
}

export interface DemoContent {
  notices: DemoNotice[];
  categories: DemoHelpCategory[];
  /** In the order they are published: the protocol documents at their fixed ids first. */
  helpArticles: DemoHelpArticle[];
  news: DemoNews[];
}

/*
 * The English file of each piece holds what belongs to the piece rather than to one language
 * (its place, its age, its cover); the others hold their title, summary and text. The publish
 * commands ignore the seed's own keys (`daysAgo`, `banner`), so every file still publishes with
 * `ops help:publish`, `ops news:publish` or `ops announce --file`.
 */
const sortSchema = z.object({ sort: z.number().int().positive() });
const ageSchema = z.object({ daysAgo: z.number().int().min(0).max(3650) });
const channel = z.number().int().min(0).max(255);
const rgb = z.tuple([channel, channel, channel]);
const bannerSchema = z.object({
  from: rgb,
  to: rgb,
  rings: z.array(z.object({ x: z.number(), y: z.number(), r: z.number().positive() })).max(10),
});
const summarySchema = z.object({ summary: z.string().trim().min(1) });

/** A file's front-matter keys that only the seed reads, checked. */
const seedKeys = <S extends z.ZodType>(schema: S, file: MarkdownFile): z.output<S> =>
  inFile(file.path, () => parseOrThrow(schema, file.frontMatter));

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * dayMs).toISOString();

/** Each language's file of an entry through `draftOf`, the lead language's with `leadOptions`. */
function versionsOf<T>(
  entry: ContentEntry,
  draftOf: (file: MarkdownFile, options: { lang: Language }) => T,
  leadOptions: Record<string, unknown> = {},
): Record<Language, T> {
  const read = (language: Language, options: Record<string, unknown>) =>
    inFile(entry.files[language].path, () => draftOf(entry.files[language], { lang: language, ...options }));
  return Object.fromEntries([
    [lead, read(lead, leadOptions)],
    ...otherLanguages.map((l) => [l, read(l, {})]),
  ]) as Record<Language, T>;
}

function loadNotices(dir: string, now: Date): DemoNotice[] {
  return readContentFolder(dir)
    .map((entry) => {
      const { daysAgo } = seedKeys(ageSchema, entry.files[lead]);
      const versions = versionsOf(entry, (file, options) => noticeDraftOf(options, file), {
        at: daysBefore(now, daysAgo),
      });
      const publishTime = versions[lead].publishTime ?? now;
      return { slug: entry.slug, publishTime, versions: mapVersions(versions, (v) => v.draft) };
    })
    .sort(oldestFirst((n) => n.publishTime));
}

function loadHelpCategory(dir: string, code: string) {
  const entries = readContentFolder(join(dir, code));
  const named = entries.find((e) => e.slug === categoryFile);
  if (!named) throw new Error(`${join(dir, code)}: no ${categoryFile}.<language>.md naming the category.`);
  const names = versionsOf(named, (file, options) =>
    helpCategoryOf({ ...file.frontMatter, ...options, code }),
  );
  const { sort } = seedKeys(sortSchema, named.files[lead]);
  const category: DemoHelpCategory = { code, sort, names: mapVersions(names, (n) => n.name) };
  return { category, articles: entries.filter((e) => e !== named) };
}

function loadHelp(dir: string, now: Date): Pick<DemoContent, 'categories' | 'helpArticles'> {
  const categories: DemoHelpCategory[] = [];
  const placed: { article: DemoHelpArticle; order: number[] }[] = [];
  for (const code of subfolders(dir)) {
    const { category, articles } = loadHelpCategory(dir, code);
    categories.push(category);
    for (const entry of articles) {
      const versions = versionsOf(entry, helpDraftOf, { category: code, at: daysBefore(now, helpAgeDays) });
      const { sort } = seedKeys(sortSchema, entry.files[lead]);
      const { id } = versions[lead];
      const article = {
        slug: entry.slug,
        category: code,
        id,
        versions: mapVersions(versions, (v) => v.draft),
      };
      // Fixed ids first, so the articles the database numbers come after them.
      placed.push({ article, order: [id ?? Number.MAX_SAFE_INTEGER, category.sort, sort] });
    }
  }
  return {
    categories: categories.sort((a, b) => a.sort - b.sort),
    helpArticles: placed.sort((a, b) => compareTuples(a.order, b.order)).map((p) => p.article),
  };
}

/** A news file's draft; an image the command would leave out (not beside the file) is an error here. */
function newsDraftWithAllImages(file: MarkdownFile, options: Record<string, unknown>) {
  const read = newsDraftOf(file, options);
  if (read.skipped.length) throw new Error(`${read.skipped.join(', ')}: keep the images beside the file.`);
  return read;
}

function loadNews(dir: string, now: Date): DemoNews[] {
  return readContentFolder(dir)
    .map((entry) => {
      const leadFile = entry.files[lead];
      const { daysAgo, banner } = seedKeys(ageSchema.extend({ banner: bannerSchema }), leadFile);
      for (const language of constants.languages) seedKeys(summarySchema, entry.files[language]);
      const versions = versionsOf(entry, newsDraftWithAllImages, { at: daysBefore(now, daysAgo) });
      return { slug: entry.slug, banner, versions: mapVersions(versions, (v) => v.draft) };
    })
    .sort(oldestFirst((n) => n.versions[lead].publishTime ?? now));
}

/**
 * The demo's public content from `apps/server/content` (its layout is in docs/areas/site.md), each file
 * checked as the operator's publish commands check it, with ages counted back from `now`.
 */
export function loadDemoContent(now: Date, dir = contentDir): DemoContent {
  return {
    notices: loadNotices(join(dir, 'notices'), now),
    ...loadHelp(join(dir, 'help'), now),
    news: loadNews(join(dir, 'news'), now),
  };
}

/**
 * The public site's content: notices, help categories, the four protocol documents at help ids
 * 1–4, the help articles and the news (with their covers and the landing carousel), each in
 * English, Simplified and Traditional Chinese. Everything goes through the same publishers as the
 * operator console, so the demo's HTML is rendered and sanitised the same way.
 */
export async function seedDemoContent(db: Db, now: Date, content = loadDemoContent(now)): Promise<void> {
  const notices = createNoticePublisher(db);
  for (const notice of content.notices) {
    const id = await notices.publish({ publishTime: notice.publishTime, versions: [notice.versions[lead]] });
    for (const language of otherLanguages) await notices.addVersion(id, notice.versions[language]);
  }

  const help = createHelpPublisher(db, () => now);
  for (const category of content.categories)
    for (const language of constants.languages)
      await help.saveCategory(
        category.code,
        { languageCode: language, name: category.names[language] },
        category.sort,
      );
  for (const article of content.helpArticles) {
    const id = await help.publish(article.versions[lead], article.id);
    for (const language of otherLanguages) await help.saveVersion(id, article.versions[language]);
  }

  const news = createNewsPublisher(db, () => now);
  for (const article of content.news) {
    const { from, to, rings } = article.banner;
    const id = await news.publish({ ...article.versions[lead], cover: bannerPng(from, to, rings) });
    for (const language of otherLanguages) await news.saveVersion(id, article.versions[language]);
  }
}

const mapVersions = <T, U>(versions: Record<Language, T>, pick: (version: T) => U): Record<Language, U> =>
  Object.fromEntries(constants.languages.map((l) => [l, pick(versions[l])])) as Record<Language, U>;

const oldestFirst =
  <T>(time: (item: T) => Date) =>
  (a: T, b: T) =>
    time(a).getTime() - time(b).getTime();

function compareTuples(a: number[], b: number[]): number {
  for (const [i, value] of a.entries()) if (value !== b[i]) return value - (b[i] ?? 0);
  return 0;
}
