import { newsResourcePath, rotationType } from '@coffer/contract';
import type { Db } from '../../db/client';
import type { Language } from '../../lib/language';
import { createNewsRepo } from './news.repo';
import { newsRoutes } from './news.routes';
import { createNewsPublisher } from './news.service';

// The public surface others use: the operator's and the demo seed's publishing.
export { createNewsPublisher, type NewsDraft, newsSummaryMax } from './news.service';

/** contentPrefix: where the content host is mounted (the news pages link to it). */
export function createNewsModule(deps: { db: Db; now: () => Date; contentPrefix: string }) {
  const repo = createNewsRepo(deps.db);
  return {
    routes: newsRoutes(repo, deps.now, deps.contentPrefix),
    /** The operator's publishing (`ops news:publish`). */
    publisher: createNewsPublisher(deps.db, deps.now),
    /**
     * The picture of the landing carousel's first slide in a language (what its GetRotationList
     * answer names first), or null: the landing page's largest paint, preloaded with its HTML.
     */
    async landingBannerImage(language: Language): Promise<string | null> {
      const [first] = await repo.rotation({
        type: rotationType.members.landing,
        language,
        now: deps.now(),
        take: 1,
      });
      return first?.coverResourceId
        ? `${deps.contentPrefix}${newsResourcePath(first.coverResourceId)}`
        : null;
    },
  };
}
