import { actionlogEndpoints } from '@coffer/contract/actionlog';
import { authEndpoints } from '@coffer/contract/auth';
import { basicEndpoints } from '@coffer/contract/basic';
import { geoipEndpoints } from '@coffer/contract/geoip';
import { noticesEndpoints } from '@coffer/contract/notices';
import { paymentsEndpoints } from '@coffer/contract/payments';
import { notificationsStore } from '@mantine/notifications';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, hang, json, ok, stubNetwork } from '../../../test/network';
import { initI18n, setLanguage } from '../i18n';
import { sessionStore } from '../session/session-store';
import { installNavigate } from '../shell-effects';
import { storage } from '../storage';
import { ApiError } from './api-error';
import { call } from './client';

const visited: string[] = [];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Notifications load on first use: wait for the dynamic import, then read the store. */
async function messages(): Promise<string[]> {
  for (let i = 0; i < 20 && notificationsStore.getState().notifications.length === 0; i++) await flush();
  // Each message loads the notifications module on its own: let a second one land too.
  for (let i = 0; i < 3; i++) await flush();
  return [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue].map((n) =>
    String(n.message),
  );
}

const notices = noticesEndpoints.getAppPagedList;
const noticeInput = { Keyword: '', ClientType: 0, SkipCount: 0, MaxResultCount: 5 };
// A visitor's page: unreadCount is null when no one is signed in.
const page = {
  totalCount: 1,
  items: [{ id: 7, title: 'Hello', publishTime: '2026-01-01T00:00:00.000Z' }],
  unreadCount: null,
};
const tokens = (n: number) => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  accessTokenExpireInSeconds: 900,
});

beforeAll(async () => {
  await initI18n('en');
  installNavigate((to) => visited.push(to));
});
beforeEach(async () => {
  visited.length = 0;
  notificationsStore.setState({ notifications: [], queue: [], defaultPosition: 'top-right', limit: 5 });
  sessionStore.clear();
  await setLanguage('en');
});
afterEach(() => sessionStore.clear());

describe('the request the wrapper sends', () => {
  it('GET: input in the query string, JSON accept, language, client type 0, device id, no token', async () => {
    const net = stubNetwork();
    net.reply(noticesEndpoints.getAppPagedList, page);
    await expect(call(notices, noticeInput)).resolves.toEqual(page);
    const [req] = net.requests;
    expect(req?.method).toBe('GET');
    expect(req?.url.pathname).toBe('/api/services/app/foundation/Announcement/GetAppPagedList');
    expect(Object.fromEntries(req?.url.searchParams ?? [])).toEqual({
      Keyword: '',
      ClientType: '0',
      SkipCount: '0',
      MaxResultCount: '5',
    });
    expect(req?.headers.get('accept')).toBe('application/json');
    expect(req?.headers.get('accept-language')).toBe('en');
    expect(req?.headers.get('x-client-type')).toBe('0');
    expect(req?.headers.get('x-device-id')).toMatch(/^[0-9a-f]{8}-[0-9a-z]{8,16}$/);
    expect(req?.headers.get('authorization')).toBeNull();
    expect(req?.body).toBeUndefined();
  });

  it('keeps one device id per browser and sends the chosen language', async () => {
    const net = stubNetwork();
    net.reply(noticesEndpoints.getAppPagedList, page);
    await call(notices, noticeInput);
    await setLanguage('zh-CN');
    await call(notices, noticeInput);
    const [a, b] = net.requests;
    expect(a?.headers.get('x-device-id')).toBe(b?.headers.get('x-device-id'));
    expect(b?.headers.get('accept-language')).toBe('zh-CN');
  });

  it('POST: JSON body, bearer token; content calls go to the content host', async () => {
    sessionStore.setTokens(tokens(1));
    const net = stubNetwork();
    net.on(
      actionlogEndpoints.addUserActionLogs,
      json({ StatusCode: '200', Data: { Accepted: 1 }, Error: null }),
    );
    const logs = [{ action: 'pageView' as const, page: '/', occurredAt: '2026-01-01T00:00:00.000Z' }];
    await expect(call(actionlogEndpoints.addUserActionLogs, { logs })).resolves.toEqual({ Accepted: 1 });
    const [req] = net.requests;
    expect(req?.url.pathname).toBe('/c/api/UserActionLogs/AddUserActionLogs');
    expect(req?.method).toBe('POST');
    expect(req?.headers.get('content-type')).toBe('application/json');
    expect(req?.headers.get('authorization')).toBe('Bearer access-1');
    expect(req?.body).toEqual({ logs });
  });

  it('a query-input POST (PaymentOrder/Reject?id=): the input in the query string, no body', async () => {
    sessionStore.setTokens(tokens(1));
    const net = stubNetwork();
    net.on(paymentsEndpoints.reject, fail(40007, 400));
    await expect(call(paymentsEndpoints.reject, { id: 'pay_1' }, { notify: false })).rejects.toThrow();
    const [req] = net.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url.pathname).toBe('/m/api/services/app/PaymentOrder/Reject');
    expect(Object.fromEntries(req?.url.searchParams ?? [])).toEqual({ id: 'pay_1' });
    expect(req?.headers.get('content-type')).toBeNull();
    expect(req?.body).toBeUndefined();
  });

  it('sends "host by role" calls of merchants (types 1 and 3) to the merchant host', async () => {
    const net = stubNetwork();
    net.on(authEndpoints.getAccountInfo, fail(500, 500));
    for (const [type, prefix] of [
      [0, '/api'],
      [1, '/m/api'],
      [3, '/m/api'],
      [6, '/api'],
    ] as const) {
      sessionStore.setTokens(tokens(1));
      sessionStore.setAccountType(type);
      await call(authEndpoints.getAccountInfo, {}, { notify: false }).catch(() => {});
      expect(net.requests.at(-1)?.url.pathname.startsWith(prefix), String(type)).toBe(true);
    }
  });
});

describe('answers', () => {
  it('copies Status into success when the envelope has no success flag', async () => {
    const net = stubNetwork();
    net.on(noticesEndpoints.getAppPagedList, json({ Status: true, result: page }));
    await expect(call(notices, noticeInput)).resolves.toEqual(page);
    net.on(
      noticesEndpoints.getAppPagedList,
      json({ Status: false, result: null, error: { code: 60005, message: 'x', details: null } }),
    );
    await expect(call(notices, noticeInput)).rejects.toBeInstanceOf(ApiError);
    expect(await messages()).toEqual(['Transfers are disabled.']);
  });

  it('reads the content envelope: StatusCode "200" and Data', async () => {
    const net = stubNetwork();
    net.on(geoipEndpoints.getIpInfo, json({ StatusCode: '200', Data: { ISOCode: 'GB' }, Error: null }));
    await expect(call(geoipEndpoints.getIpInfo, {})).resolves.toEqual({ ISOCode: 'GB' });
  });

  it('rejects a result that breaks the contract, with a message', async () => {
    const net = stubNetwork();
    net.on(noticesEndpoints.getAppPagedList, ok({ totalCount: 'many' }));
    const error = await call(notices, noticeInput).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'contract' });
    expect(await messages()).toEqual(['Something unexpected happened. Please try again.']);
  });
});

describe('error codes (spec §8)', () => {
  it('1 and 2 go to /maintain without a message', async () => {
    for (const code of [1, 2]) {
      visited.length = 0;
      const net = stubNetwork();
      net.on(noticesEndpoints.getAppPagedList, fail(code, 503));
      await expect(call(notices, noticeInput)).rejects.toMatchObject({ code });
      expect(visited).toEqual(['/maintain']);
    }
    expect(await messages()).toEqual([]);
  });

  it('no success flag: the message in the reader language, plus details', async () => {
    await setLanguage('zh-CN');
    const net = stubNetwork();
    net.on(noticesEndpoints.getAppPagedList, fail(60028, 400, 'BTC'));
    await expect(call(notices, noticeInput)).rejects.toMatchObject({
      code: 60028,
      errorName: 'insufficientBalance',
    });
    expect(await messages()).toEqual(['余额不足。 BTC']);
  });

  it('50009 and 51024: the translated text for the code, without details', async () => {
    const net = stubNetwork();
    net.on(noticesEndpoints.getAppPagedList, fail(50009, 400, 'internal detail'), fail(51024, 400, 'x'));
    await call(notices, noticeInput).catch(() => {});
    await call(notices, noticeInput).catch(() => {});
    const shown = await messages();
    expect(shown).toHaveLength(2);
    expect(shown.every((m) => !m.includes('detail') && !m.endsWith(' x'))).toBe(true);
    expect(shown[0]).toBe('Please finish the previous multisig withdrawal first.');
  });

  it('an unknown code shows the server message and its details', async () => {
    const net = stubNetwork();
    net.on(noticesEndpoints.getAppPagedList, fail(99999, 400, 'see ticket 42', 'Strange failure'));
    await call(notices, noticeInput).catch(() => {});
    expect(await messages()).toEqual(['Strange failure see ticket 42']);
  });

  it('400/403/405/500 without an envelope: the common handler text by status', async () => {
    const expected: Record<number, string> = {
      400: 'The request is not valid.',
      403: 'You do not have permission to do this.',
      405: 'This action is not allowed.',
      500: 'Something went wrong on our side. Please try again later.',
    };
    for (const status of [400, 403, 405, 500]) {
      notificationsStore.setState({ notifications: [], queue: [], defaultPosition: 'top-right', limit: 5 });
      const net = stubNetwork();
      net.on(noticesEndpoints.getAppPagedList, new Response('<html>proxy error</html>', { status }));
      await expect(call(notices, noticeInput)).rejects.toMatchObject({ kind: 'http', httpStatus: status });
      expect(await messages()).toEqual([expected[status]]);
    }
  });

  it('50001, 80001 (and 80002) clear the session and go to login', async () => {
    for (const code of [50001, 80001, 80002]) {
      visited.length = 0;
      sessionStore.setTokens(tokens(1));
      const net = stubNetwork();
      net.on(authEndpoints.getAccountInfo, fail(code, 401));
      net.reply(authEndpoints.refreshToken, tokens(2));
      await expect(call(authEndpoints.getAccountInfo, {})).rejects.toMatchObject({ code });
      expect(sessionStore.get().token).toBeNull();
      expect(storage.get('token')).toBeNull();
      expect(visited).toEqual(['/user/login']);
      expect(net.to(authEndpoints.refreshToken)).toHaveLength(0);
    }
  });

  it('50002 clears the stored flag and opens security verification with message "safe"', async () => {
    storage.set('securityVerified', '1');
    const net = stubNetwork();
    net.on(noticesEndpoints.getAppPagedList, fail(50002));
    await call(notices, noticeInput).catch(() => {});
    expect(storage.get('securityVerified')).toBeNull();
    expect(visited).toEqual(['/security/first?message=safe']);
  });

  it('a code the page handles itself (handle) gets no message and no redirect', async () => {
    storage.set('securityVerified', '1');
    const net = stubNetwork();
    net.on(noticesEndpoints.getAppPagedList, fail(50002));
    const error = await call(notices, noticeInput, { handle: [50002] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', code: 50002 });
    expect(visited).toEqual([]);
    expect(storage.get('securityVerified')).toBe('1');
    expect(await messages()).toEqual([]);
    // Other codes still go through the shell's handler.
    net.on(noticesEndpoints.getAppPagedList, fail(60028));
    await call(notices, noticeInput, { handle: [50002] }).catch(() => {});
    expect(await messages()).toEqual(['Your balance is insufficient.']);
  });

  it('timeout: after 30 s the translated "timeout" message', async () => {
    vi.useFakeTimers();
    const net = stubNetwork();
    net.on(noticesEndpoints.getAppPagedList, hang);
    const pending = call(notices, noticeInput).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(net.requests[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    vi.useRealTimers();
    expect(await messages()).toEqual(['The request timed out. Check your connection and try again.']);
  });

  it('a network failure says so', async () => {
    stubNetwork(); // no route: fetch rejects
    await expect(call(notices, noticeInput)).rejects.toMatchObject({ kind: 'network' });
    expect(await messages()).toEqual(['Cannot reach Coffer. Check your connection and try again.']);
  });

  it('a cancelled request never settles and shows nothing', async () => {
    const net = stubNetwork();
    net.on(noticesEndpoints.getAppPagedList, hang);
    const controller = new AbortController();
    let settled = false;
    call(notices, noticeInput, { signal: controller.signal }).then(
      () => (settled = true),
      () => (settled = true),
    );
    await flush();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    const already = new AbortController();
    already.abort();
    call(notices, noticeInput, { signal: already.signal }).then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(net.requests).toHaveLength(1);
    expect(await messages()).toEqual([]);
  });

  it('notify: false keeps quiet but still follows the session rules', async () => {
    const net = stubNetwork();
    net.on(noticesEndpoints.getAppPagedList, fail(60028), fail(1, 503));
    await call(notices, noticeInput, { notify: false }).catch(() => {});
    await call(notices, noticeInput, { notify: false }).catch(() => {});
    expect(notificationsStore.getState().notifications).toEqual([]);
    expect(visited).toEqual(['/maintain']);
  });
});

describe('401: queue, refresh once, retry', () => {
  it('queues concurrent 401s behind one refresh and retries each with the new token', async () => {
    sessionStore.setTokens(tokens(1));
    sessionStore.setUser(null);
    const net = stubNetwork();
    const info = {
      uid: '1',
      name: 'A',
      accountType: 0,
      kycStatus: 3,
      lastLoginTime: null,
      isOfficial: false,
      email: null,
      areaCode: null,
      phoneNumber: null,
      googleAuthBound: false,
      fundPasswordSet: false,
      securityHoldUntil: null,
    };
    net.on(authEndpoints.getAccountInfo, (req) =>
      req.headers.get('authorization') === 'Bearer access-2' ? ok(info) : fail(401, 401),
    );
    net.on(
      authEndpoints.refreshToken,
      () => new Promise((resolve) => setTimeout(() => resolve(ok(tokens(2))), 20)),
    );
    const results = await Promise.all([1, 2, 3].map(() => call(authEndpoints.getAccountInfo, {})));
    expect(results.map((r) => r.uid)).toEqual(['1', '1', '1']);
    const refreshes = net.to(authEndpoints.refreshToken);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(refreshes[0]?.headers.get('authorization')).toBeNull();
    expect(net.to(authEndpoints.getAccountInfo)).toHaveLength(6);
    expect(sessionStore.get()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(storage.get('token')).toBe('access-2');
  });

  it('a 401 on the refresh call itself sends everyone waiting to login', async () => {
    sessionStore.setTokens(tokens(1));
    const net = stubNetwork();
    net.on(authEndpoints.getAccountInfo, fail(401, 401));
    net.on(authEndpoints.refreshToken, fail(401, 401));
    const outcomes = await Promise.all(
      [1, 2].map(() => call(authEndpoints.getAccountInfo, {}).catch((e: unknown) => e)),
    );
    expect(outcomes.every((e) => e instanceof ApiError && e.kind === 'sessionEnded')).toBe(true);
    expect(net.to(authEndpoints.refreshToken)).toHaveLength(1);
    expect(sessionStore.get().token).toBeNull();
    expect(visited).toEqual(['/user/login']);
    expect(await messages()).toEqual([]);
  });

  it('calling the refresh endpoint through the wrapper and getting 401 ends the session', async () => {
    sessionStore.setTokens(tokens(1));
    const net = stubNetwork();
    net.on(authEndpoints.refreshToken, fail(401, 401));
    await expect(call(authEndpoints.refreshToken, { refreshToken: 'x' })).rejects.toMatchObject({
      kind: 'sessionEnded',
    });
    expect(visited).toEqual(['/user/login']);
    expect(sessionStore.get().refreshToken).toBeNull();
  });

  it('a 401 with no refresh token goes to login', async () => {
    const net = stubNetwork();
    net.on(authEndpoints.getAccountInfo, fail(401, 401));
    await expect(call(authEndpoints.getAccountInfo, {})).rejects.toMatchObject({ kind: 'sessionEnded' });
    expect(net.to(authEndpoints.refreshToken)).toHaveLength(0);
    expect(visited).toEqual(['/user/login']);
  });

  it('a second 401 after the refresh ends the session instead of looping', async () => {
    sessionStore.setTokens(tokens(1));
    const net = stubNetwork();
    net.on(authEndpoints.getAccountInfo, fail(401, 401));
    net.reply(authEndpoints.refreshToken, tokens(2));
    await expect(call(authEndpoints.getAccountInfo, {})).rejects.toMatchObject({ kind: 'sessionEnded' });
    expect(net.to(authEndpoints.getAccountInfo)).toHaveLength(2);
    expect(visited).toEqual(['/user/login']);
  });
});

describe('sign-in pages: password fields, uploads, errors they handle themselves', () => {
  const signInInput = { emailAddress: 'a@example.com', password: 'Coffer#Demo2026' };
  const exchange = {
    i: '000102030405060708090a0b0c0d0e0f',
    s: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
    k: 'kx',
    e: 120,
  };

  it('encrypts password fields under a fresh key exchange and sends its key', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.getKeis, exchange);
    net.reply(authEndpoints.authenticateByEmailAddress, tokens(1));
    await expect(call(authEndpoints.authenticateByEmailAddress, signInInput)).resolves.toEqual(tokens(1));
    const [keis, signIn] = net.requests;
    expect(keis?.url.pathname).toBe('/api/services/app/Basic/GetKEIS');
    expect(signIn?.body).toMatchObject({ emailAddress: 'a@example.com', key: 'kx' });
    const sent = signIn?.body as { password: string };
    expect(sent.password).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(sent.password).not.toBe(signInInput.password);
  });

  it('keeps error.data: the attempts left of a wrong password', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.getKeis, exchange);
    net.on(authEndpoints.authenticateByEmailAddress, fail(51025, 400, null, 'm', { remainingAttempts: 3 }));
    const error = await call(authEndpoints.authenticateByEmailAddress, signInInput, { notify: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).data).toEqual({ remainingAttempts: 3 });
  });

  it('codes in `handle` are left to the caller: 50002 opens no security page', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.getKeis, exchange);
    net.on(authEndpoints.authenticateByEmailAddress, fail(50002));
    await expect(
      call(authEndpoints.authenticateByEmailAddress, signInInput, { handle: [50002] }),
    ).rejects.toMatchObject({ code: 50002 });
    expect(visited).toEqual([]);
    for (let i = 0; i < 5; i++) await flush();
    expect(notificationsStore.getState().notifications).toHaveLength(0);
  });

  it('maintenance still wins over `handle`', async () => {
    const net = stubNetwork();
    net.on(basicEndpoints.getEnum, fail(1, 503));
    await expect(call(basicEndpoints.getEnum, {}, { handle: [1] })).rejects.toMatchObject({ code: 1 });
    expect(visited).toEqual(['/maintain']);
  });

  it('uploads as multipart: the fields and the file, with the browser writing the content type', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.imageUpload, { fileId: 'f1', contentType: 'image/png', size: 3 });
    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await expect(
      call(authEndpoints.imageUpload, { purpose: 'merchantCertificate' }, { file: { blob, name: 'c.png' } }),
    ).resolves.toMatchObject({ fileId: 'f1' });
    const [req] = net.requests;
    expect(req?.headers.get('content-type')).toBeNull();
    expect(req?.form?.get('purpose')).toBe('merchantCertificate');
    expect(req?.form?.get('file')).toMatchObject({ name: 'c.png' });
  });
});
