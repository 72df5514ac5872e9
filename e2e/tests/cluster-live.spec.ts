import { expect, test } from '@playwright/test';
import { demoPassword, type Envelope, signInByApi, webClient } from '../support/accounts';
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
