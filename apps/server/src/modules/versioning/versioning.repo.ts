import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appVersions } from '../../db/schema';

export type NewAppVersion = typeof appVersions.$inferInsert;

export function createVersioningRepo(db: Db) {
  return {
    /** Shown releases published by `now`, newest first, optionally of one platform. */
    listShown(now: Date, platform?: string) {
      return db
        .select()
        .from(appVersions)
        .where(
          and(
            eq(appVersions.show, true),
            lte(appVersions.publishTime, now),
            platform ? eq(appVersions.platform, platform) : undefined,
          ),
        )
        .orderBy(desc(appVersions.publishTime), desc(appVersions.id));
    },
    async add(version: NewAppVersion) {
      await db.insert(appVersions).values(version);
    },
  };
}
export type VersioningRepo = ReturnType<typeof createVersioningRepo>;
