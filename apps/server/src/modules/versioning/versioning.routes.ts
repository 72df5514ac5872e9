import { appPlatformSchema, endpoints } from '@coffer/contract';
import { languageOf } from '../../lib/language';
import { route } from '../../plugins/routes';
import type { VersioningRepo } from './versioning.repo';

export const versioningRoutes = (repo: VersioningRepo, now: () => Date) => [
  route(endpoints.versioning.getListForDownload, async () => {
    const rows = await repo.listShown(now());
    // The newest release of each platform (rows come newest first).
    const seen = new Set<string>();
    const latest = rows.filter((r) => !seen.has(r.platform) && seen.add(r.platform));
    return latest.map((r) => ({
      platform: appPlatformSchema.parse(r.platform),
      version: r.version,
      downloadUrl: r.downloadUrl,
    }));
  }),
  route(endpoints.versioning.getAllShowAppVersion, async ({ input, request }) => {
    const language = languageOf(request.headers['accept-language']);
    const rows = await repo.listShown(now(), input.platform);
    return rows.map((r) => ({
      platform: appPlatformSchema.parse(r.platform),
      version: r.version,
      downloadUrl: r.downloadUrl,
      releaseNotes: r.releaseNotes[language] ?? r.releaseNotes.en ?? '',
      publishTime: r.publishTime.toISOString(),
      forceUpdate: r.forceUpdate,
    }));
  }),
];
