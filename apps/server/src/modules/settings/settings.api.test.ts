import { commonSettingType, footerLinksSettingSchema, socialSettingSchema } from '@coffer/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { commonSettings } from '../../db/schema';
import { seedDemo } from '../../seed/seed-demo';
import { createPasswordHasher } from '../auth/auth.module';

const url = '/api/services/app/foundation/CommonSetting/GetCommonSettingList';
const t = useTestApp();
beforeAll(async () => {
  await seedDemo(t.db, createPasswordHasher({ memoryCost: 1024, timeCost: 1 }));
});

describe('GET foundation/CommonSetting/GetCommonSettingList', () => {
  it('returns the seeded settings as JSON strings of the shapes the spec describes', async () => {
    const res = await t.call({ method: 'GET', url });
    expect(res.status).toBe(200);
    const list = res.body.result as { type: number; content: string }[];
    expect(list.map((s) => s.type)).toEqual([3, 4, 6]);
    const social = socialSettingSchema.parse(JSON.parse(list[0]?.content ?? ''));
    expect(social.Items.length).toBeGreaterThan(0);
    expect(social.CustomerService).toContain('@');
    const footer = footerLinksSettingSchema.parse(JSON.parse(list[1]?.content ?? ''));
    expect(footer.map((g) => g.LanguageCode).sort()).toEqual(['en', 'zh-CN', 'zh-TW']);
  });

  it('filters by type', async () => {
    const res = await t.call({ method: 'GET', url: `${url}?type=${commonSettingType.members.footerLinks}` });
    expect((res.body.result as unknown[]).length).toBe(1);
  });

  it('answers an unknown type with a 400 naming the field, and changes nothing', async () => {
    const before = await t.db.select().from(commonSettings);
    for (const bad of ['5', 'abc', '-1']) {
      const res = await t.call({ method: 'GET', url: `${url}?type=${bad}` });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, result: null, error: { code: 400 } });
      const fields = (res.body.error as { validationErrors: { field: string }[] }).validationErrors;
      expect(fields.map((f) => f.field)).toContain('type');
    }
    expect(await t.db.select().from(commonSettings)).toEqual(before);
  });

  it('seeds once: a second seeding changes nothing', async () => {
    expect(await seedDemo(t.db, createPasswordHasher({ memoryCost: 1024, timeCost: 1 }))).toBe(false);
    expect((await t.db.select().from(commonSettings)).length).toBe(3);
  });
});
