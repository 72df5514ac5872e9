import { actionLogLimits, actionlogEndpoints } from '@coffer/contract/actionlog';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, stubNetwork } from '../../test/network';
import { flush, installActionLogFlush, logPage, pendingActionLogs, track } from './action-log';
import { initI18n } from './i18n';
import { sessionStore } from './session/session-store';

const accepted = (n: number) => json({ StatusCode: '200', Data: { Accepted: n }, Error: null });
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

beforeAll(() => initI18n('en'));

describe('the user action log (spec §7)', () => {
  it('keeps page paths without query strings or fragments', () => {
    expect(logPage('/user/login?email=a@b.c')).toBe('/user/login');
    expect(logPage('/notice/detail#top')).toBe('/notice/detail');
    expect(logPage('')).toBe('/');
  });

  it('batches entries and sends them when the page hides, with keepalive and the token', async () => {
    sessionStore.setTokens({ accessToken: 'tok', refreshToken: 'r', accessTokenExpireInSeconds: 900 });
    const net = stubNetwork();
    net.on(actionlogEndpoints.addUserActionLogs, accepted(2));
    const uninstall = installActionLogFlush();
    track('pageView', undefined, '/notice/list?page=2');
    track('languageChange', 'zh-CN', '/');
    expect(net.requests).toHaveLength(0);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    const [req] = net.requests;
    expect(req?.url.pathname).toBe('/c/api/UserActionLogs/AddUserActionLogs');
    expect(req?.keepalive).toBe(true);
    expect(req?.headers.get('authorization')).toBe('Bearer tok');
    expect(req?.body).toMatchObject({
      logs: [
        { action: 'pageView', page: '/notice/list' },
        { action: 'languageChange', page: '/', target: 'zh-CN' },
      ],
    });
    // No personal data in the entries: action, page, target and time only.
    const logs = (req?.body as { logs: Record<string, unknown>[] } | undefined)?.logs ?? [];
    expect(Object.keys(logs[0] ?? {}).sort()).toEqual(['action', 'occurredAt', 'page']);
    expect(pendingActionLogs()).toHaveLength(0);
    uninstall();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    sessionStore.clear();
  });

  it('sends a full batch at once, never more than the batch limit per call', async () => {
    const net = stubNetwork();
    net.on(actionlogEndpoints.addUserActionLogs, accepted(actionLogLimits.batchMax));
    for (let i = 0; i < actionLogLimits.batchMax + 3; i++) track('pageView', undefined, `/p${i}`);
    await settle();
    await flush();
    const sizes = net.requests.map((r) => (r.body as { logs: unknown[] }).logs.length);
    expect(sizes).toEqual([actionLogLimits.batchMax, 3]);
  });

  it('keeps the entries for later when the server cannot be reached, and drops refused ones', async () => {
    stubNetwork(); // nothing answers
    track('themeChange', 'dark', '/');
    await flush();
    expect(pendingActionLogs()).toHaveLength(1);
    const net = stubNetwork();
    net.on(
      actionlogEndpoints.addUserActionLogs,
      json(
        {
          StatusCode: '400',
          Data: null,
          Error: { code: 400, message: 'bad', details: null, validationErrors: null },
        },
        400,
      ),
    );
    await flush();
    expect(net.requests).toHaveLength(1);
    expect(pendingActionLogs()).toHaveLength(0);
  });
});
