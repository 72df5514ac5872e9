import { binaryResultSchema, newsResourceBytesMax, newsResourcePath } from '@coffer/contract';
import type { Db } from '../../db/client';
import { isImageTypeIn, sniffImageType } from '../../lib/image-type';
import type { Language } from '../../lib/language';
import { excerpt, renderMarkdown } from '../../lib/markdown';
import { createNewsRepo } from './news.repo';

export const newsSummaryMax = 200;

/** What a news image may be: what the resource endpoint serves (never BMP, never SVG). */
const newsImageTypes = binaryResultSchema.shape.contentType.options;

export interface NewsDraft {
  languageCode: Language;
  title: string;
  /** Without one, the start of the body. */
  summary?: string;
  markdown: string;
  /** The bytes of each image the Markdown refers to, by the source written in it. */
  images?: ReadonlyMap<string, Uint8Array>;
  cover?: Uint8Array;
  publishTime?: Date;
  /** Carousels to show the article in (rotation type and position). */
  rotations?: { type: number; sort: number }[];
}

/** Publishing news: images checked and stored, Markdown rendered to safe HTML, all in one transaction. */
export function createNewsPublisher(db: Db, now: () => Date = () => new Date()) {
  async function storeImage(repo: ReturnType<typeof createNewsRepo>, name: string, bytes: Uint8Array) {
    const type = sniffImageType(bytes);
    if (!isImageTypeIn(type, newsImageTypes)) throw new Error(`${name}: not a PNG, JPEG, GIF or WebP image.`);
    if (bytes.length > newsResourceBytesMax)
      throw new Error(`${name}: larger than ${newsResourceBytesMax / 1024 / 1024} MiB.`);
    return repo.storeResource(bytes, type);
  }

  async function write(id: number | undefined, draft: NewsDraft): Promise<number> {
    const markdown = draft.markdown.trim();
    if (!markdown) throw new Error('The article text is empty.');
    return db.transaction(async (tx) => {
      const repo = createNewsRepo(tx as unknown as Db);
      const at = now();
      const stored = new Map<string, string>();
      for (const [src, bytes] of draft.images ?? [])
        stored.set(src, newsResourcePath(await storeImage(repo, src, bytes)));
      const cover = draft.cover ? await storeImage(repo, 'cover', draft.cover) : undefined;
      const { html, text } = renderMarkdown(markdown, { imageUrl: (src) => stored.get(src) ?? null });
      let newsId = id;
      if (newsId === undefined) {
        newsId = await repo.create({ publishTime: draft.publishTime, coverResourceId: cover, now: at });
      } else {
        if (!(await repo.exists(newsId))) throw new Error(`No news article ${newsId}.`);
        await repo.update(newsId, { publishTime: draft.publishTime, coverResourceId: cover, now: at });
      }
      const summary = draft.summary?.trim() || excerpt(text, newsSummaryMax);
      await repo.saveVersion(
        newsId,
        {
          languageCode: draft.languageCode,
          title: draft.title.trim(),
          summary,
          bodyMarkdown: markdown,
          bodyHtml: html,
        },
        at,
      );
      for (const r of draft.rotations ?? []) await repo.setRotation(newsId, r.type, r.sort);
      return newsId;
    });
  }

  return {
    /** A new article with its first language version; answers its id. */
    publish: (draft: NewsDraft) => write(undefined, draft),
    /** Adds or replaces a language version of an article (and its cover or rotations, if given). */
    saveVersion: (id: number, draft: NewsDraft) => write(id, draft),
  };
}
export type NewsPublisher = ReturnType<typeof createNewsPublisher>;
