import { boolean, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Released app builds; the newest shown release of each platform is the one offered. */
export const appVersions = pgTable(
  'app_versions',
  {
    id: serial('id').primaryKey(),
    platform: text('platform').notNull(),
    version: text('version').notNull(),
    downloadUrl: text('download_url').notNull(),
    /** Notes by language code (en, zh-CN, zh-TW). */
    releaseNotes: jsonb('release_notes').$type<Record<string, string>>().notNull(),
    forceUpdate: boolean('force_update').notNull().default(false),
    show: boolean('show').notNull().default(true),
    publishTime: at('publish_time').notNull().defaultNow(),
  },
  (t) => [index('app_versions_platform_idx').on(t.platform, t.publishTime)],
);
