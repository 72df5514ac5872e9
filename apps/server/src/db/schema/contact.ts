import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Messages sent through the public contact form (ContactUs/AddContactUs). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The reader's language, so the team can answer in it. */
    languageCode: text('language_code').notNull(),
    /** The sender's address: the rate limit's key, and evidence if the form is abused. */
    ip: text('ip').notNull(),
    /** When the sender agreed to the use of their data (the form refuses without it). */
    consentAt: at('consent_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
