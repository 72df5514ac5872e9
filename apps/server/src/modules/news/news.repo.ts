import { createHash } from 'node:crypto';
import { and, asc, desc, eq, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contentResources, newsArticles, newsRotations, newsTranslations } from '../../db/schema';
import type { Language } from '../../lib/language';

const wanted = alias(newsTranslations, 'wanted');
const english = alias(newsTranslations, 'english');

export interface NewsVersion {
  languageCode: Language;
  title: string;
  summary: string;
  bodyMarkdown: string;
  bodyHtml: string;
}

/** A repo is a table of short queries over one database or transaction; its length is their number, not one long function. */
export function createNewsRepo(db: Db) {
  // The reader's language, or English when the article has no version in it.
  const pick = <T>(column: 'title' | 'summary' | 'bodyHtml' | 'languageCode') =>
    sql<T>`coalesce(${wanted[column]}, ${english[column]})`;
  const fields = {
    id: newsArticles.id,
    title: pick<string>('title'),
    summary: pick<string>('summary'),
    languageCode: pick<string>('languageCode'),
    coverResourceId: newsArticles.coverResourceId,
    publishTime: newsArticles.publishTime,
  };
  const wantedOn = (language: Language) =>
    and(eq(wanted.newsId, newsArticles.id), eq(wanted.languageCode, language));
  const englishOn = and(eq(english.newsId, newsArticles.id), eq(english.languageCode, 'en'));
  const visible = (now: Date) =>
    and(
      lte(newsArticles.publishTime, now),
      or(sql`${wanted.title} is not null`, sql`${english.title} is not null`),
    );

  return {
    /** Published articles newest first, each in the reader's language or English. */
    async page(q: { language: Language; skip: number; take: number; now: Date }) {
      const query = () =>
        db
          .select({ ...fields, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(newsArticles)
          .leftJoin(wanted, wantedOn(q.language))
          .leftJoin(english, englishOn)
          .where(visible(q.now));
      const rows = await query()
        .orderBy(desc(newsArticles.publishTime), desc(newsArticles.id))
        .limit(q.take)
        .offset(q.skip);
      // A page past the end has no row to carry the total: count without the offset.
      const [counted] = rows.length || !q.skip ? rows : await query().limit(1);
      return { totalCount: counted?.total ?? 0, items: rows };
    },

    async get(id: number, language: Language, now: Date) {
      const [row] = await db
        .select({
          ...fields,
          bodyHtml: pick<string>('bodyHtml'),
          updatedAt:
            sql<Date>`greatest(${newsArticles.updatedAt}, coalesce(${wanted.updatedAt}, ${english.updatedAt}))`.mapWith(
              (v: string | Date) => new Date(v),
            ),
        })
        .from(newsArticles)
        .leftJoin(wanted, wantedOn(language))
        .leftJoin(english, englishOn)
        .where(and(eq(newsArticles.id, id), visible(now)))
        .limit(1);
      if (!row) return undefined;
      const languages = await db
        .select({ code: newsTranslations.languageCode })
        .from(newsTranslations)
        .where(eq(newsTranslations.newsId, id))
        .orderBy(asc(newsTranslations.languageCode));
      return { ...row, languages: languages.map((l) => l.code) };
    },

    /** The banners of one carousel, in their order, leading to published articles only. */
    rotation(q: { type: number; language: Language; now: Date; take: number }) {
      return db
        .select({ ...fields, rotationId: newsRotations.id, sortOrder: newsRotations.sortOrder })
        .from(newsArticles)
        .innerJoin(newsRotations, eq(newsRotations.newsId, newsArticles.id))
        .leftJoin(wanted, wantedOn(q.language))
        .leftJoin(english, englishOn)
        .where(and(eq(newsRotations.type, q.type), visible(q.now)))
        .orderBy(asc(newsRotations.sortOrder), desc(newsArticles.publishTime), asc(newsRotations.id))
        .limit(q.take);
    },

    async resource(id: number) {
      const [row] = await db
        .select({
          contentType: contentResources.contentType,
          bytes: contentResources.bytes,
          sha256: contentResources.sha256,
        })
        .from(contentResources)
        .where(eq(contentResources.id, id));
      return row;
    },

    /** Stores an image once: the same bytes again answer the id they already have. */
    async storeResource(bytes: Uint8Array, contentType: string): Promise<number> {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const [created] = await db
        .insert(contentResources)
        .values({ contentType, bytes: Buffer.from(bytes), byteSize: bytes.length, sha256 })
        .onConflictDoNothing({ target: contentResources.sha256 })
        .returning({ id: contentResources.id });
      if (created) return created.id;
      const [existing] = await db
        .select({ id: contentResources.id })
        .from(contentResources)
        .where(eq(contentResources.sha256, sha256));
      if (!existing) throw new Error('resource vanished while storing it');
      return existing.id;
    },

    async exists(id: number) {
      const [row] = await db
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(eq(newsArticles.id, id));
      return Boolean(row);
    },

    async create(input: { publishTime?: Date; coverResourceId?: number | null; now: Date }) {
      const [row] = await db
        .insert(newsArticles)
        .values({
          publishTime: input.publishTime ?? input.now,
          coverResourceId: input.coverResourceId ?? null,
          updatedAt: input.now,
        })
        .returning({ id: newsArticles.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async update(id: number, input: { publishTime?: Date; coverResourceId?: number; now: Date }) {
      await db
        .update(newsArticles)
        .set({
          updatedAt: input.now,
          ...(input.publishTime ? { publishTime: input.publishTime } : {}),
          ...(input.coverResourceId ? { coverResourceId: input.coverResourceId } : {}),
        })
        .where(eq(newsArticles.id, id));
    },

    /** Adds or replaces one language version. */
    async saveVersion(newsId: number, version: NewsVersion, now: Date) {
      await db
        .insert(newsTranslations)
        .values({ newsId, ...version, updatedAt: now })
        .onConflictDoUpdate({
          target: [newsTranslations.newsId, newsTranslations.languageCode],
          set: {
            title: version.title,
            summary: version.summary,
            bodyMarkdown: version.bodyMarkdown,
            bodyHtml: version.bodyHtml,
            updatedAt: now,
          },
        });
    },

    async setRotation(newsId: number, type: number, sortOrder: number) {
      await db
        .insert(newsRotations)
        .values({ newsId, type, sortOrder })
        .onConflictDoUpdate({ target: [newsRotations.type, newsRotations.newsId], set: { sortOrder } });
    },
  };
}
export type NewsRepo = ReturnType<typeof createNewsRepo>;
