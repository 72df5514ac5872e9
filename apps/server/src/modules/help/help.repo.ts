import { and, asc, eq, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { helpArticles, helpCategories, helpCategoryTranslations, helpTranslations } from '../../db/schema';
import type { Language } from '../../lib/language';
import { likePattern } from './help.fns';

const wanted = alias(helpTranslations, 'wanted');
const english = alias(helpTranslations, 'english');
const wantedCategory = alias(helpCategoryTranslations, 'wanted_category');
const englishCategory = alias(helpCategoryTranslations, 'english_category');

/** The join conditions of an article's version, and its category's name, in the reader's language and in English. */
const wantedVersion = (language: Language) =>
  and(eq(wanted.articleId, helpArticles.id), eq(wanted.languageCode, language));
const englishVersion = and(eq(english.articleId, helpArticles.id), eq(english.languageCode, 'en'));
const wantedCategoryName = (language: Language) =>
  and(eq(wantedCategory.categoryId, helpCategories.id), eq(wantedCategory.languageCode, language));
const englishCategoryName = and(
  eq(englishCategory.categoryId, helpCategories.id),
  eq(englishCategory.languageCode, 'en'),
);

export interface HelpVersion {
  languageCode: Language;
  title: string;
  bodyMarkdown: string;
  bodyHtml: string;
  bodyText: string;
}

/** A repo is a table of short queries over one database or transaction; its length is their number, not one long function. */
export function createHelpRepo(db: Db) {
  // The reader's language, or English when the article (or category) has none.
  const title = sql<string>`coalesce(${wanted.title}, ${english.title})`;
  const bodyText = sql<string>`coalesce(${wanted.bodyText}, ${english.bodyText})`;
  const categoryName = sql<string>`coalesce(${wantedCategory.name}, ${englishCategory.name}, ${helpCategories.code})`;
  const visible = (now: Date) =>
    and(
      lte(helpArticles.publishTime, now),
      or(sql`${wanted.title} is not null`, sql`${english.title} is not null`),
    );

  const articles = (language: Language) =>
    db
      .select({
        id: helpArticles.id,
        title,
        categoryId: helpArticles.categoryId,
        categoryCode: helpCategories.code,
        categoryName,
        languageCode: sql<string>`coalesce(${wanted.languageCode}, ${english.languageCode})`,
        bodyText,
        bodyHtml: sql<string>`coalesce(${wanted.bodyHtml}, ${english.bodyHtml})`,
        publishTime: helpArticles.publishTime,
        updatedAt:
          sql<Date>`greatest(${helpArticles.updatedAt}, coalesce(${wanted.updatedAt}, ${english.updatedAt}))`.mapWith(
            (v: string | Date) => new Date(v),
          ),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
      .leftJoin(wanted, wantedVersion(language))
      .leftJoin(english, englishVersion)
      .leftJoin(wantedCategory, wantedCategoryName(language))
      .leftJoin(englishCategory, englishCategoryName);

  return {
    /**
     * Every category with published articles, in order, with its first `maxItems` titles. The
     * ranking happens in SQL so a large help centre never loads more than it shows.
     */
    async byCategory(language: Language, maxItems: number, now: Date) {
      const ranked = db
        .select({
          id: helpArticles.id,
          title: sql<string>`${title}`.as('title'),
          categoryId: helpArticles.categoryId,
          rank: sql<number>`row_number() over (partition by ${helpArticles.categoryId} order by ${helpArticles.sortOrder}, ${helpArticles.id})`.as(
            'rank',
          ),
          count: sql<number>`count(*) over (partition by ${helpArticles.categoryId})`.as('count'),
        })
        .from(helpArticles)
        .leftJoin(wanted, wantedVersion(language))
        .leftJoin(english, englishVersion)
        .where(visible(now))
        .as('ranked');
      const rows = await db
        .select({
          categoryId: helpCategories.id,
          code: helpCategories.code,
          sort: helpCategories.sortOrder,
          name: categoryName,
          id: ranked.id,
          title: ranked.title,
          count: sql<number>`${ranked.count}`.mapWith(Number),
        })
        .from(ranked)
        .innerJoin(helpCategories, eq(helpCategories.id, ranked.categoryId))
        .leftJoin(wantedCategory, wantedCategoryName(language))
        .leftJoin(englishCategory, englishCategoryName)
        .where(lte(ranked.rank, maxItems))
        .orderBy(asc(helpCategories.sortOrder), asc(helpCategories.id), asc(ranked.rank));
      const categories = new Map<
        number,
        {
          id: number;
          code: string;
          name: string;
          sort: number;
          totalCount: number;
          items: { id: number; title: string }[];
        }
      >();
      for (const r of rows) {
        const category = categories.get(r.categoryId) ?? {
          id: r.categoryId,
          code: r.code,
          name: r.name,
          sort: r.sort,
          totalCount: r.count,
          items: [],
        };
        category.items.push({ id: r.id, title: r.title });
        categories.set(r.categoryId, category);
      }
      return [...categories.values()];
    },

    /** Published articles, optionally of one category, matching every search word in title or body. */
    async page(q: {
      language: Language;
      terms: string[];
      categoryId?: number;
      skip: number;
      take: number;
      now: Date;
    }) {
      const haystack = sql`${title} || ' ' || ${bodyText}`;
      const matches: SQL[] = q.terms.map((term) => ilike(haystack, likePattern(term)));
      const titleMatches = q.terms.length
        ? and(...q.terms.map((term) => ilike(title, likePattern(term))))
        : undefined;
      const where = and(
        visible(q.now),
        q.categoryId ? eq(helpArticles.categoryId, q.categoryId) : undefined,
        ...matches,
      );
      const rows = await articles(q.language)
        .where(where)
        .orderBy(
          ...(titleMatches ? [sql`case when ${titleMatches} then 0 else 1 end`] : []),
          asc(helpCategories.sortOrder),
          asc(helpArticles.sortOrder),
          asc(helpArticles.id),
        )
        .limit(q.take)
        .offset(q.skip);
      // A page past the end has no row to carry the total: count without the offset.
      const [counted] = rows.length || !q.skip ? rows : await articles(q.language).where(where).limit(1);
      return { totalCount: counted?.total ?? 0, items: rows };
    },

    async get(id: number, language: Language, now: Date) {
      const [row] = await articles(language)
        .where(and(eq(helpArticles.id, id), visible(now)))
        .limit(1);
      return row;
    },

    async categoryIdOf(code: string) {
      const [row] = await db
        .select({ id: helpCategories.id })
        .from(helpCategories)
        .where(eq(helpCategories.code, code));
      return row?.id;
    },

    /** Creates the category or renames it in one language; answers its id. */
    async saveCategory(
      code: string,
      sortOrder: number | undefined,
      name: { languageCode: Language; name: string },
    ) {
      const [row] = await db
        .insert(helpCategories)
        .values({ code, sortOrder: sortOrder ?? 0 })
        .onConflictDoUpdate({
          target: helpCategories.code,
          set: sortOrder === undefined ? { code } : { sortOrder },
        })
        .returning({ id: helpCategories.id });
      if (!row) throw new Error('upsert returned no row');
      await db
        .insert(helpCategoryTranslations)
        .values({ categoryId: row.id, ...name })
        .onConflictDoUpdate({
          target: [helpCategoryTranslations.categoryId, helpCategoryTranslations.languageCode],
          set: { name: name.name },
        });
      return row.id;
    },

    async articleExists(id: number) {
      const [row] = await db
        .select({ id: helpArticles.id })
        .from(helpArticles)
        .where(eq(helpArticles.id, id));
      return Boolean(row);
    },

    /**
     * A new article; with `id`, at that id (the protocol documents live at 1–4), after which the
     * id sequence is moved past it so later articles do not collide.
     */
    async createArticle(input: {
      id?: number;
      categoryId: number;
      sortOrder?: number;
      publishTime?: Date;
      now: Date;
    }) {
      const [row] = await db
        .insert(helpArticles)
        .values({
          ...(input.id ? { id: input.id } : {}),
          categoryId: input.categoryId,
          sortOrder: input.sortOrder ?? 0,
          publishTime: input.publishTime ?? input.now,
          updatedAt: input.now,
        })
        .returning({ id: helpArticles.id });
      if (!row) throw new Error('insert returned no row');
      if (input.id)
        await db.execute(
          sql`select setval(pg_get_serial_sequence('help_articles', 'id'), (select max(id) from help_articles))`,
        );
      return row.id;
    },

    async updateArticle(id: number, input: { categoryId?: number; sortOrder?: number; now: Date }) {
      await db
        .update(helpArticles)
        .set({
          updatedAt: input.now,
          ...(input.categoryId ? { categoryId: input.categoryId } : {}),
          ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
        })
        .where(eq(helpArticles.id, id));
    },

    async saveVersion(articleId: number, version: HelpVersion, now: Date) {
      const { languageCode: _, ...fields } = version;
      await db
        .insert(helpTranslations)
        .values({ articleId, ...version, updatedAt: now })
        .onConflictDoUpdate({
          target: [helpTranslations.articleId, helpTranslations.languageCode],
          set: { ...fields, updatedAt: now },
        });
    },
  };
}
export type HelpRepo = ReturnType<typeof createHelpRepo>;
