import { and, count, desc, eq, gt, ilike, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { announcements, announcementTranslations, users } from '../../db/schema';
import type { Language } from '../../lib/language';

const wanted = alias(announcementTranslations, 'wanted');
const english = alias(announcementTranslations, 'english');

/** LIKE treats % and _ as wildcards; a reader's keyword means them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface AnnouncementDraft {
  languageCode: Language;
  title: string;
  body: string;
}

/** A repo is a table of short queries over one database or transaction; its length is their number, not one long function. */
export function createAnnouncementsRepo(db: Db) {
  // The reader's language, or English when the notice has no version in it.
  const title = sql<string>`coalesce(${wanted.title}, ${english.title})`;
  const body = sql<string>`coalesce(${wanted.body}, ${english.body})`;
  const joined = (language: Language) =>
    db
      .select({
        id: announcements.id,
        title,
        body,
        publishTime: announcements.publishTime,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(announcements)
      .leftJoin(wanted, and(eq(wanted.announcementId, announcements.id), eq(wanted.languageCode, language)))
      .leftJoin(english, and(eq(english.announcementId, announcements.id), eq(english.languageCode, 'en')));

  return {
    async page(q: {
      language: Language;
      clientType: number;
      keyword?: string;
      skip: number;
      take: number;
      now: Date;
    }) {
      const keyword = q.keyword ? `%${escapeLike(q.keyword)}%` : undefined;
      const rows = await joined(q.language)
        .where(
          and(
            eq(announcements.clientType, q.clientType),
            lte(announcements.publishTime, q.now),
            or(sql`${wanted.title} is not null`, sql`${english.title} is not null`),
            keyword ? ilike(title, keyword) : undefined,
          ),
        )
        .orderBy(desc(announcements.publishTime), desc(announcements.id))
        .limit(q.take)
        .offset(q.skip);
      return { totalCount: rows[0]?.total ?? 0, items: rows };
    },
    async get(id: number, language: Language, now: Date) {
      const [row] = await joined(language)
        .where(and(eq(announcements.id, id), lte(announcements.publishTime, now)))
        .limit(1);
      return row && row.title !== null ? row : undefined;
    },
    /** Published announcements of the client type newer than `seenUntil` (all when null). */
    async unreadCount(q: { clientType: number; seenUntil: Date | null; now: Date }) {
      const [row] = await db
        .select({ n: count() })
        .from(announcements)
        .where(
          and(
            eq(announcements.clientType, q.clientType),
            lte(announcements.publishTime, q.now),
            q.seenUntil ? gt(announcements.publishTime, q.seenUntil) : undefined,
          ),
        );
      return row?.n ?? 0;
    },
    async seenUntil(userId: number) {
      const [row] = await db.select({ at: users.noticesSeenUntil }).from(users).where(eq(users.id, userId));
      return row?.at ?? null;
    },
    /**
     * Moves the user's mark forward to `until`, or to the publish time of announcement `id` (if it
     * is published); never back, so an old notice opened late leaves newer ones unread. Answers the mark.
     */
    async markSeen(userId: number, mark: { until: Date } | { id: number; now: Date }) {
      const instant =
        'until' in mark
          ? sql`${mark.until.toISOString()}::timestamptz`
          : sql`(select ${announcements.publishTime} from ${announcements} where ${announcements.id} = ${mark.id} and ${announcements.publishTime} <= ${mark.now.toISOString()}::timestamptz)`;
      const [row] = await db
        .update(users)
        .set({ noticesSeenUntil: sql`greatest(${users.noticesSeenUntil}, ${instant})` })
        .where(eq(users.id, userId))
        .returning({ at: users.noticesSeenUntil });
      return row?.at ?? null;
    },
    /** Adds or replaces one language version; false when there is no such announcement. */
    async addVersion(id: number, draft: AnnouncementDraft) {
      const [exists] = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(eq(announcements.id, id));
      if (!exists) return false;
      await db
        .insert(announcementTranslations)
        .values({ announcementId: id, ...draft })
        .onConflictDoUpdate({
          target: [announcementTranslations.announcementId, announcementTranslations.languageCode],
          set: { title: draft.title, body: draft.body },
        });
      return true;
    },
    async publish(input: { clientType?: number; publishTime?: Date; versions: AnnouncementDraft[] }) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(announcements)
          .values({ clientType: input.clientType ?? 0, publishTime: input.publishTime ?? new Date() })
          .returning({ id: announcements.id });
        if (!created) throw new Error('insert returned no row');
        await tx
          .insert(announcementTranslations)
          .values(input.versions.map((v) => ({ announcementId: created.id, ...v })));
        return created.id;
      });
    },
  };
}
export type AnnouncementsRepo = ReturnType<typeof createAnnouncementsRepo>;
