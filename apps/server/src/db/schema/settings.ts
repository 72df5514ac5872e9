import type { CommonSettingType } from '@coffer/contract';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Spec §3: a common setting is a type and a JSON string; the contract describes each type's JSON. */
export const commonSettings = pgTable('common_settings', {
  id: serial('id').primaryKey(),
  type: integer('type').$type<CommonSettingType>().notNull().unique(),
  content: text('content').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
