import { describe, expect, it } from 'vitest';
import { type AppVersion, splitReleases } from './get-app-versions';

const release = (platform: AppVersion['platform'], version: string, daysAgo: number): AppVersion => ({
  platform,
  version,
  downloadUrl: `https://download.example/${platform}/${version}`,
  releaseNotes: `Notes of ${version}`,
  publishTime: new Date(Date.UTC(2026, 10, 20) - daysAgo * 86_400_000).toISOString(),
  forceUpdate: false,
});

describe('splitReleases', () => {
  it('keeps the newest release per platform, phones first, and the rest as history', () => {
    const { latest, history } = splitReleases([
      release('macos', '2.1.0', 30),
      release('android', '3.4.0', 60),
      release('ios', '3.5.1', 12),
      release('android', '3.5.2', 9),
      release('windows', '2.1.0', 30),
    ]);
    expect(latest.map((r) => `${r.platform} ${r.version}`)).toEqual([
      'android 3.5.2',
      'ios 3.5.1',
      'windows 2.1.0',
      'macos 2.1.0',
    ]);
    expect(history.map((r) => `${r.platform} ${r.version}`)).toEqual(['android 3.4.0']);
  });

  it('leaves out platforms without a release', () => {
    expect(splitReleases([release('ios', '1.0.0', 1)]).latest.map((r) => r.platform)).toEqual(['ios']);
    expect(splitReleases([])).toEqual({ latest: [], history: [] });
  });
});
