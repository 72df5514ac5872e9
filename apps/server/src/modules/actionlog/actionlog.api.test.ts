import { actionLogLimits } from '@coffer/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { userActionLogs } from '../../db/schema';

const url = '/c/api/UserActionLogs/AddUserActionLogs';
const day = 86_400_000;

const t = useTestApp();
beforeEach(async () => {
  await t.db.delete(userActionLogs);
});

const entry = (over: Record<string, unknown> = {}) => ({
  action: 'pageView',
  page: '/notice/list',
  occurredAt: t.clock.now.toISOString(),
  ...over,
});
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

describe('POST content UserActionLogs/AddUserActionLogs', () => {
  it('stores an anonymous batch in the content envelope, without a uid', async () => {
    const res = await post({
      logs: [entry(), entry({ action: 'languageChange', page: '/', target: 'zh-CN' })],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ StatusCode: '200', Data: { Accepted: 2 }, Error: null });
    const rows = await t.db.select().from(userActionLogs);
    expect(rows.map((r) => [r.action, r.page, r.target, r.uid, r.clientType])).toEqual([
      ['pageView', '/notice/list', null, null, 0],
      ['languageChange', '/', 'zh-CN', null, 0],
    ]);
  });

  it('takes the uid from the token, never from the body', async () => {
    const token = await t.tokenFor({ uid: '10000042' });
    const res = await post({ logs: [{ ...entry(), uid: '99999999' }] }, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(userActionLogs);
    expect(row?.uid).toBe('10000042');
  });

  it('stores a batch with an expired token as anonymous rather than refusing it', async () => {
    const token = await t.tokenFor({ uid: '10000042' });
    t.clock.advance(3600_000);
    const res = await post({ logs: [entry()] }, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(userActionLogs);
    expect(row?.uid).toBeNull();
  });

  it('refuses bad batches whole: unknown action, query strings, too many, empty', async () => {
    const bad = [
      { logs: [entry({ action: 'stealCookies' })] },
      { logs: [entry({ page: '/user/login?email=a@b.c' })] },
      { logs: [entry({ page: 'https://evil.example/' })] },
      { logs: [entry({ page: `/${'x'.repeat(actionLogLimits.pageMaxLength)}` })] },
      { logs: [entry({ occurredAt: 'yesterday' })] },
      { logs: Array.from({ length: actionLogLimits.batchMax + 1 }, () => entry()) },
      { logs: [] },
      { logs: [entry(), entry({ target: 'x'.repeat(actionLogLimits.targetMaxLength + 1) })] },
    ];
    for (const payload of bad) {
      const res = await post(payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ StatusCode: '400', Data: null, Error: { code: 400 } });
    }
    expect(await t.db.select().from(userActionLogs)).toEqual([]);
  });

  it('clamps browser times into [retention start, now]', async () => {
    const future = new Date(t.clock.now.getTime() + 5 * day).toISOString();
    const ancient = '2001-01-01T00:00:00Z';
    await post({ logs: [entry({ occurredAt: future }), entry({ occurredAt: ancient })] });
    const rows = await t.db.select().from(userActionLogs);
    const now = t.clock.now.getTime();
    expect(rows[0]?.occurredAt.getTime()).toBe(now);
    expect(rows[1]?.occurredAt.getTime()).toBe(now - actionLogLimits.retentionDays * day);
  });

  it('deletes rows older than the retention limit as new batches arrive', async () => {
    await post({ logs: [entry({ target: 'old' })] });
    t.clock.advance((actionLogLimits.retentionDays - 1) * day);
    await post({ logs: [entry({ target: 'recent' })] });
    t.clock.advance(2 * day);
    await post({ logs: [entry({ target: 'new' })] });
    const rows = await t.db.select().from(userActionLogs);
    expect(rows.map((r) => r.target)).toEqual(['recent', 'new']);
  });

  it('is served on the content host only', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/UserActionLogs/AddUserActionLogs',
      payload: { logs: [entry()] },
    });
    expect(res.status).toBe(404);
  });
});
