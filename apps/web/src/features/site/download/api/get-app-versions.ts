import { type appVersionSchema, versioningEndpoints } from '@coffer/contract/versioning';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { endpointQuery } from '../../../../lib/http/endpoint-query';

export type AppVersion = z.infer<typeof appVersionSchema>;

/** Every published release, with its notes in the reader's language. */
export const getAppVersionsQueryOptions = (language: string) =>
  endpointQuery(['versions', language], versioningEndpoints.getAllShowAppVersion, {}, 10 * 60_000);

export const useAppVersions = (language: string) => useQuery(getAppVersionsQueryOptions(language));

/** Platforms in the order the page shows them: phones first. */
export const platformOrder = ['android', 'ios', 'windows', 'macos'] as const;
export const mobilePlatforms: readonly string[] = ['android', 'ios'];

/** The newest release of each platform (by publish time), and the rest as history, newest first. */
export function splitReleases(versions: AppVersion[]): { latest: AppVersion[]; history: AppVersion[] } {
  const byTime = [...versions].sort((a, b) => Date.parse(b.publishTime) - Date.parse(a.publishTime));
  const latest = new Map<string, AppVersion>();
  const history: AppVersion[] = [];
  for (const version of byTime) {
    if (latest.has(version.platform)) history.push(version);
    else latest.set(version.platform, version);
  }
  const ordered = platformOrder.flatMap((platform) => {
    const version = latest.get(platform);
    return version ? [version] : [];
  });
  return { latest: ordered, history };
}
