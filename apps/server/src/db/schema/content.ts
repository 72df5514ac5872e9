import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, idRef } from './columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Images stored with the articles (covers and inline pictures), served by News/GetNewsResource.
 * Immutable once written: the same bytes published twice are stored once (unique digest).
 */
export const contentResources = pgTable(
  'content_resources',
  {
    id: serial('id').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Hex SHA-256 of the bytes: deduplicates and serves as the strong ETag. */
    sha256: text('sha256').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_resources_sha256_idx').on(t.sha256)],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    publishTime: at('publish_time').notNull().defaultNow(),
    coverResourceId: integer('cover_resource_id').references(() => contentResources.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('news_articles_publish_time_idx').on(t.publishTime)],
);

/** One version per language; the HTML is rendered and sanitised at publish time. */
export const newsTranslations = pgTable(
  'news_translations',
  {
    newsId: idRef('news_id', () => newsArticles.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** The Markdown the operator published, kept so a version can be rendered again. */
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.languageCode] })],
);

/** Banners of a carousel (web landing page or app home), each leading to a news article. */
export const newsRotations = pgTable(
  'news_rotations',
  {
    id: serial('id').primaryKey(),
    type: integer('type').notNull(),
    newsId: idRef('news_id', () => newsArticles.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('news_rotations_type_news_idx').on(t.type, t.newsId)],
);

export const helpCategories = pgTable(
  'help_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('help_categories_code_idx').on(t.code)],
);

export const helpCategoryTranslations = pgTable(
  'help_category_translations',
  {
    categoryId: idRef('category_id', () => helpCategories.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.languageCode] })],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: idRef('category_id', () => helpCategories.id),
    sortOrder: integer('sort_order').notNull().default(0),
    publishTime: at('publish_time').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('help_articles_category_idx').on(t.categoryId, t.sortOrder)],
);

export const helpTranslations = pgTable(
  'help_translations',
  {
    articleId: idRef('article_id', () => helpArticles.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    title: text('title').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** The body as plain text (no tags), which keyword search looks in. */
    bodyText: text('body_text').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.languageCode] })],
);
