import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { at, idRef } from './columns';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    /** Spec §7 sends ClientType 0 (web); other clients may get their own notices. */
    clientType: integer('client_type').notNull().default(0),
    publishTime: at('publish_time').notNull().defaultNow(),
  },
  (t) => [index('announcements_publish_time_idx').on(t.clientType, t.publishTime)],
);

/** One version per language; a reader gets their language, or English when it has none. */
export const announcementTranslations = pgTable(
  'announcement_translations',
  {
    announcementId: idRef('announcement_id', () => announcements.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.languageCode] })],
);
