import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { demoVersions } from '../../seed/demo-versions';
import { createVersioningRepo } from './versioning.repo';

const download = '/api/services/app/Versioning/GetListForDownload';
const all = '/api/services/app/foundation/Versioning/GetAllShowAppVersion';

const t = useTestApp();
beforeAll(async () => {
  const repo = createVersioningRepo(t.db);
  const [first, ...rest] = demoVersions(t.clock.now);
  if (!first) throw new Error('the demo seed has no versions');
  for (const v of [first, ...rest]) await repo.add(v);
  await repo.add({ ...first, version: '9.9.9-hidden', show: false });
  await repo.add({
    ...first,
    version: '9.9.9-future',
    publishTime: new Date(Date.now() + 86_400_000),
  });
});

describe('GET Versioning/GetListForDownload', () => {
  it('offers the newest shown release of each platform', async () => {
    const res = await t.call({ method: 'GET', url: download });
    expect(res.status).toBe(200);
    const list = res.body.result as { platform: string; version: string; downloadUrl: string }[];
    expect(list.map((v) => `${v.platform} ${v.version}`).sort()).toEqual([
      'android 3.5.2',
      'ios 3.5.1',
      'macos 2.1.0',
      'windows 2.1.0',
    ]);
    expect(list.every((v) => v.downloadUrl.startsWith('https://'))).toBe(true);
  });
});

describe('GET foundation/Versioning/GetAllShowAppVersion', () => {
  it('lists shown releases with notes in the reader language', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${all}?platform=android`,
      headers: { 'accept-language': 'zh-TW' },
    });
    const list = res.body.result as { version: string; releaseNotes: string }[];
    expect(list.map((v) => v.version)).toEqual(['3.5.2', '3.4.0']);
    expect(list[0]?.releaseNotes).toContain('掃碼登入');
  });

  it('rejects an unknown platform, naming the field', async () => {
    const res = await t.call({ method: 'GET', url: `${all}?platform=symbian` });
    expect(res.status).toBe(400);
    expect((res.body.error as { validationErrors: { field: string }[] }).validationErrors[0]?.field).toBe(
      'platform',
    );
  });
});
