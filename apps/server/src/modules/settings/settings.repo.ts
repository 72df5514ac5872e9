import type { CommonSettingType } from '@coffer/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commonSettings } from '../../db/schema';

export function createSettingsRepo(db: Db) {
  return {
    list(type?: CommonSettingType) {
      return db
        .select({ type: commonSettings.type, content: commonSettings.content })
        .from(commonSettings)
        .where(type === undefined ? undefined : eq(commonSettings.type, type))
        .orderBy(asc(commonSettings.type));
    },
    async upsert(type: CommonSettingType, content: string) {
      await db
        .insert(commonSettings)
        .values({ type, content })
        .onConflictDoUpdate({ target: commonSettings.type, set: { content, updatedAt: new Date() } });
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
