import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/**
 * Uploaded images. The bytes live under DATA_DIR/uploads by content hash (one copy per content);
 * the random id names a file in later calls, and only its uploader may use it: a signed-in
 * uploader by owner, an anonymous one (merchant sign-up) by holding the unguessable id.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    purpose: text('purpose').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    uploaderIp: text('uploader_ip').notNull().default(''),
    createdAt: at('created_at').notNull(),
    /** Set when a later call took it (e.g. the certificate of a merchant sign-up). */
    claimedAt: at('claimed_at'),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerUserId)],
);
