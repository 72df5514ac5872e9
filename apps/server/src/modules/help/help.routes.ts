import { endpoints } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { languageOf } from '../../lib/language';
import { mapPage } from '../../lib/page';
import { route } from '../../plugins/routes';
import { keywordTerms, snippet } from './help.fns';
import type { HelpRepo } from './help.repo';

export const helpRoutes = (repo: HelpRepo, now: () => Date) => [
  route(endpoints.help.getHelpCenterShowByCategoryList, async ({ input, request }) =>
    repo.byCategory(languageOf(request.headers['accept-language']), input.MaxItemCount, now()),
  ),
  route(endpoints.help.getHelpCenterShowPagedList, async ({ input, request }) => {
    const terms = keywordTerms(input.Keyword);
    const page = await repo.page({
      language: languageOf(request.headers['accept-language']),
      terms,
      categoryId: input.CategoryId,
      skip: input.SkipCount,
      take: input.MaxResultCount,
      now: now(),
    });
    return mapPage(page, (a) => ({
      id: a.id,
      title: a.title,
      categoryId: a.categoryId,
      categoryName: a.categoryName,
      summary: snippet(a.bodyText, terms),
      updateTime: a.updatedAt.toISOString(),
      languageCode: a.languageCode,
    }));
  }),
  route(endpoints.help.getApp, async ({ input, request }) => {
    const a = await repo.get(input.id, languageOf(request.headers['accept-language']), now());
    if (!a) throw new AppError('notFound', 'No such help article.');
    return {
      id: a.id,
      title: a.title,
      categoryId: a.categoryId,
      categoryCode: a.categoryCode,
      categoryName: a.categoryName,
      body: a.bodyHtml,
      languageCode: a.languageCode,
      publishTime: a.publishTime.toISOString(),
      updateTime: a.updatedAt.toISOString(),
    };
  }),
];
