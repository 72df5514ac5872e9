import { endpoints } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { languageOf } from '../../lib/language';
import { route } from '../../plugins/routes';
import type { AnnouncementsRepo } from './announcements.repo';

export const announcementsRoutes = (repo: AnnouncementsRepo, now: () => Date) => [
  route(endpoints.announcement.getAppPagedList, async ({ input, request }) => {
    const page = await repo.page({
      language: languageOf(request.headers['accept-language']),
      clientType: input.ClientType,
      keyword: input.Keyword || undefined,
      skip: input.SkipCount,
      take: input.MaxResultCount,
      now: now(),
    });
    return {
      totalCount: page.totalCount,
      items: page.items.map((a) => ({ id: a.id, title: a.title, publishTime: a.publishTime.toISOString() })),
    };
  }),
  route(endpoints.announcement.getApp, async ({ input, request }) => {
    const found = await repo.get(input.id, languageOf(request.headers['accept-language']), now());
    if (!found) throw new AppError('notFound', 'No such announcement.');
    return {
      id: found.id,
      title: found.title,
      body: found.body,
      publishTime: found.publishTime.toISOString(),
    };
  }),
];
