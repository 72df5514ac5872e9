import { endpoints } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { languageOf } from '../../lib/language';
import { mapPage } from '../../lib/page';
import type { Caller } from '../../plugins/auth';
import { route } from '../../plugins/routes';
import type { AnnouncementsRepo } from './notices.repo';

export const announcementsRoutes = (repo: AnnouncementsRepo, now: () => Date) => {
  /** The caller's unread count for the bell; null for a visitor (nothing is kept for them). */
  const unreadOf = async (caller: Caller | null, clientType: number) =>
    caller
      ? repo.unreadCount({ clientType, seenUntil: await repo.seenUntil(caller.userId), now: now() })
      : null;

  return [
    route(endpoints.notices.getAppPagedList, async ({ input, request, caller }) => {
      const page = await repo.page({
        language: languageOf(request.headers['accept-language']),
        clientType: input.ClientType,
        keyword: input.Keyword || undefined,
        skip: input.SkipCount,
        take: input.MaxResultCount,
        now: now(),
      });
      return {
        ...mapPage(page, (a) => ({ id: a.id, title: a.title, publishTime: a.publishTime.toISOString() })),
        unreadCount: await unreadOf(caller, input.ClientType),
      };
    }),
    route(endpoints.notices.getApp, async ({ input, request, caller }) => {
      const found = await repo.get(input.id, languageOf(request.headers['accept-language']), now());
      if (!found) throw new AppError('notFound', 'No such announcement.');
      // A signed-in reader who opens a notice has seen it (and everything older) on every device.
      if (caller) await repo.markSeen(caller.userId, { id: found.id, now: now() });
      return {
        id: found.id,
        title: found.title,
        body: found.body,
        publishTime: found.publishTime.toISOString(),
      };
    }),
    route(endpoints.notices.markSeen, async ({ input, caller }) => {
      if (input.id !== undefined) {
        if (!(await repo.get(input.id, 'en', now()))) throw new AppError('notFound', 'No such announcement.');
        await repo.markSeen(caller.userId, { id: input.id, now: now() });
      } else await repo.markSeen(caller.userId, { until: now() });
      return { unreadCount: (await unreadOf(caller, input.ClientType)) ?? 0 };
    }),
  ];
};
