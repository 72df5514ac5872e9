import { expect, test } from '@playwright/test';
import { api, demoPassword, type Envelope, newEmail, signInByApi, webClient } from '../support/accounts';
import { useSession, watchConsole } from '../support/browser';
import { clusterState } from '../support/cluster';

/**
 * Across processes (issue 40): a browser connected straight to process B sees, without a reload, a
 * deposit sent through process A. Each process is steered to by its own port (npm run cluster
 * listens on one per process behind nginx).
 */
test('a deposit sent through process A shows on a page served by process B @cluster', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { ports } = clusterState();
  const [a, b] = ports.map((p) => `http://127.0.0.1:${p}`) as [string, string];
  const problems = watchConsole(page);
  const tokens = await signInByApi(request, 'merchant@demo.coffer.test', {
    secret: demoPassword,
    headers: webClient('e2e-cluster-live'),
  });
  await useSession(context, tokens, { deviceId: 'e2e-cluster-live' });
  await page.goto(`${b}/assets/recharge?coin=USDT&network=TRC20`);
  const address = (await page.getByTestId('deposit-address').textContent()) ?? '';
  expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);

  const sent = await request.post(`${a}/api/sandbox/chain/deposit`, {
    data: { address, amount: '7.25', coin: 'USDT', network: 'TRC20' },
  });
  expect(((await sent.json()) as Envelope<unknown>).success).toBe(true);
  const row = page.getByTestId('deposits-row').filter({ hasText: '7.25' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('Credited')).toBeVisible({ timeout: 45_000 });
  expect(problems).toEqual([]);
});

test('a code throttle holds across processes: the next code to an address is refused whichever process answers @cluster', async ({
  request,
}) => {
  const { ports } = clusterState();
  const [a, b] = ports.map((p) => `http://127.0.0.1:${p}`) as [string, string];
  const emailAddress = newEmail('cluster-throttle');
  const send = (origin: string, from: string) =>
    request.post(`${origin}${api.sendCode}`, {
      headers: { 'x-forwarded-for': from },
      data: { purpose: 'register', emailAddress },
    });
  const first = await send(a, '10.40.0.1');
  expect(first.ok(), await first.text()).toBe(true);
  // Another process, another client address: the address's own wait (shared in Redis) still holds.
  const second = await send(b, '10.40.0.2');
  expect(second.status()).toBe(429);
  expect(((await second.json()) as Envelope<unknown>).success).toBe(false);
});
