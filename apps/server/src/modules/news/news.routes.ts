import { type BinaryResult, endpoints, newsResourcePath, rotationItemsMax } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { type Language, languageOf } from '../../lib/language';
import { route } from '../../plugins/routes';
import type { NewsRepo } from './news.repo';

const readerLanguage = (asked: Language | undefined, request: FastifyRequest): Language =>
  asked ?? languageOf(request.headers['accept-language']);

/**
 * `contentPrefix` is where the content host is mounted (`/c` in the one-process server): image
 * paths in answers carry it, so the browser can load them as they are.
 *
 * A route table: one short entry per endpoint of the area, read as a list; its length is their number.
 */
export const newsRoutes = (repo: NewsRepo, now: () => Date, contentPrefix: string) => {
  const resourceUrl = (id: number | null) => (id ? `${contentPrefix}${newsResourcePath(id)}` : null);
  // Stored HTML names images by their path inside the content host.
  const withPrefix = (html: string) =>
    contentPrefix
      ? html.replaceAll(
          'src="/api/News/GetNewsResource?id=',
          `src="${contentPrefix}/api/News/GetNewsResource?id=`,
        )
      : html;

  const resource = async ({ input }: { input: { id: number } }) => {
    const found = await repo.resource(input.id);
    if (!found) throw new AppError('notFound', 'No such resource.');
    return {
      contentType: found.contentType as BinaryResult['contentType'],
      bytes: found.bytes,
      etag: found.sha256,
    };
  };

  return [
    route(endpoints.news.getNewsPageList, async ({ input, request }) => {
      const page = await repo.page({
        language: readerLanguage(input.languageCode, request),
        skip: input.skipCount,
        take: input.maxResultCount,
        now: now(),
      });
      return {
        TotalCount: page.totalCount,
        Items: page.items.map((n) => ({
          Id: n.id,
          Title: n.title,
          Summary: n.summary,
          CoverUrl: resourceUrl(n.coverResourceId),
          PublishTime: n.publishTime.toISOString(),
          LanguageCode: n.languageCode,
        })),
      };
    }),
    route(endpoints.news.getNewsById, async ({ input, request }) => {
      const n = await repo.get(input.id, readerLanguage(input.languageCode, request), now());
      if (!n) throw new AppError('notFound', 'No such news article.');
      return {
        Id: n.id,
        Title: n.title,
        Summary: n.summary,
        Content: withPrefix(n.bodyHtml),
        CoverUrl: resourceUrl(n.coverResourceId),
        PublishTime: n.publishTime.toISOString(),
        UpdateTime: n.updatedAt.toISOString(),
        LanguageCode: n.languageCode,
        Languages: n.languages,
      };
    }),
    route(endpoints.news.getRotationList, async ({ input, request }) => {
      const rows = await repo.rotation({
        type: input.type,
        language: readerLanguage(input.languageCode, request),
        now: now(),
        take: rotationItemsMax,
      });
      return rows.map((r) => ({
        Id: r.rotationId,
        Type: input.type,
        NewsId: r.id,
        Title: r.title,
        Summary: r.summary,
        ImageUrl: resourceUrl(r.coverResourceId),
        LinkUrl: `/news/detail/${r.id}`,
        Sort: r.sortOrder,
        LanguageCode: r.languageCode,
      }));
    }),
    route(endpoints.news.getNewsResource, resource),
    route(endpoints.news.getNewsResourceImage, resource),
  ];
};
