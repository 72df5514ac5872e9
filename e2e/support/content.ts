import type { APIRequestContext } from '@playwright/test';

/** Ids of the seeded public content (README "Demo accounts": the seed fills the public site). */

export async function firstNewsId(request: APIRequestContext): Promise<number> {
  const res = await request.post('/c/api/News/GetNewsPageList', { data: { maxResultCount: 1 } });
  const body = (await res.json()) as { Data: { Items: { Id: number }[] } };
  return body.Data.Items[0]?.Id ?? 1;
}

export async function firstNoticeId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/services/app/foundation/Announcement/GetAppPagedList?MaxResultCount=1');
  const body = (await res.json()) as { result: { items: { id: number }[] } };
  return body.result.items[0]?.id ?? 1;
}
