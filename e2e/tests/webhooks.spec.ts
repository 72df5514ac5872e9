import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { verifiedAccount } from '../support/accounts';
import { useSession } from '../support/browser';

const shots = join(import.meta.dirname, '../../.test-output/screens');
mkdirSync(shots, { recursive: true });

/**
 * A merchant adds a webhook endpoint in the browser, keeps the secret shown once, sends a test
 * event, and its own server (a receiver in this test, on 127.0.0.1: the e2e server runs with
 * WEBHOOKS_ALLOW_PRIVATE_URLS=1) gets it signed; the log shows it delivered. Screenshots at
 * 1280 and 390 px, light and dark.
 */
test('a merchant registers an endpoint and receives a signed test event', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  try {
    // Verified: the web app sends an unverified account to identity verification first.
    const { tokens, deviceId } = await verifiedAccount(request, 'webhooks', { kind: 'merchant' });
    const context = await browser.newContext();
    await useSession(context, tokens, { deviceId });
    const page = await context.newPage();
    await page.goto('/merchant/webhooks');
    await expect(page.getByTestId('webhook-endpoints-empty')).toBeVisible({ timeout: 20_000 });

    await page.getByTestId('webhook-add').click();
    await page.getByTestId('webhook-url').fill(receiverUrl);
    await page.getByTestId('webhook-description').fill('Shop backend');
    await page.getByLabel('order.created').check();
    await page.getByTestId('webhook-save').click();
    const secret = (await page.getByTestId('webhook-secret').innerText()).match(/whsec_\S+/)?.[0] ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.screenshot({ path: join(shots, 'merchant-webhooks-secret-1280-light.png') });
    await page.getByTestId('webhook-secret-saved').check();
    await page.getByTestId('webhook-secret-done').click();

    await page.getByTestId('webhook-test').click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const [hit] = received;
    const header = String(hit?.headers['coffer-signature']);
    const t = /t=(\d+)/.exec(header)?.[1];
    const v1 = /v1=([0-9a-f]+)/.exec(header)?.[1];
    expect(createHmac('sha256', secret).update(`${t}.${hit?.body}`).digest('hex')).toBe(v1);
    expect(JSON.parse(hit?.body ?? '{}').type).toBe('webhook.test');

    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('webhook-deliveries').innerText();
        },
        { timeout: 20_000 },
      )
      .toContain('Delivered');
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const)
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate(
          (s) => document.documentElement.setAttribute('data-mantine-color-scheme', s),
          scheme,
        );
        await page.setViewportSize({ width, height });
        await page.screenshot({
          path: join(shots, `merchant-webhooks-${width}-${scheme}.png`),
          fullPage: true,
        });
      }
    await context.close();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
