import { createConnection } from 'node:net';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * The security-item change application (issue 5), signed out as someone who lost their e-mail:
 * step one proves the account with the password, step two uploads an ID photo and a selfie (real
 * PNGs) and proves the new address with its code, step three shows the application under review;
 * then the operator approves it through the running server's console socket and the page says so.
 */
const password = 'Coffer#E2e-2026';
const yes = { over18: true, noConviction: true, noBankruptcy: true, authorityToAct: true };
const stamp = `${Date.now().toString(36)}-${process.pid}`;
const oldEmail = `lost-${stamp}@e2e.coffer.test`;
const newEmail = `found-${stamp}@e2e.coffer.test`;
/** The e2e server's data folder (scripts/e2e-server.mjs) and its operator-console socket. */
const opsSocket = join(import.meta.dirname, '../../.test-output/e2e-data/run/ops.sock');

test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function latestId(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.get(`/api/sandbox/Outbox?to=${encodeURIComponent(to)}&limit=1`);
  const [latest] = ((await res.json()).result ?? []) as { id: number }[];
  return latest?.id ?? 0;
}

async function codeAfter(request: APIRequestContext, to: string, afterId: number) {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/sandbox/Outbox?to=${encodeURIComponent(to)}&limit=1`);
        const [latest] = ((await res.json()).result ?? []) as { id: number; body: string }[];
        code = latest && latest.id > afterId ? (/\b(\d{6})\b/.exec(latest.body)?.[1] ?? '') : '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

async function registerByApi(request: APIRequestContext, email: string) {
  const before = await latestId(request, email);
  const sent = await request.post('/api/services/app/Basic/SendVerificationCode', {
    data: { purpose: 'register', emailAddress: email },
  });
  expect(sent.ok()).toBe(true);
  const code = await codeAfter(request, email, before);
  const res = await request.post('/api/services/app/Account/RegisterByEmailAddress', {
    data: {
      emailAddress: email,
      code,
      accountType: 0,
      password,
      confirmPassword: password,
      questionnaire: yes,
      consent: { terms: true, privacy: true },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A real PNG of `size`×`size` pixels of one colour (the server sniffs the bytes). */
function png(size: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Runs an operator-console command on the running server (README "The operator console"). */
function ops(argv: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(opsSocket);
    const lines: string[] = [];
    let buffered = '';
    socket.on('connect', () => socket.write(`${JSON.stringify({ argv })}\n`));
    socket.on('data', (data) => {
      buffered += data.toString();
      for (let i = buffered.indexOf('\n'); i >= 0; i = buffered.indexOf('\n')) {
        const reply = JSON.parse(buffered.slice(0, i)) as { out?: string; done?: boolean; error?: string };
        buffered = buffered.slice(i + 1);
        if (reply.out !== undefined) lines.push(reply.out);
        if (reply.done) {
          socket.end();
          if (reply.error) reject(new Error(reply.error));
          else resolve(lines);
        }
      }
    });
    socket.on('error', reject);
  });
}

async function pickFile(page: Page, testId: string, name: string, buffer: Buffer) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId(testId).click()]);
  await chooser.setFiles({ name, mimeType: 'image/png', buffer });
  await expect(page.getByTestId(`${testId}-done`)).toBeVisible();
  await expect(page.getByTestId(`${testId}-done`).getByRole('img')).toBeVisible();
}

test('a user who lost their e-mail applies in three steps; the operator approves it', async ({
  page,
  request,
}) => {
  await registerByApi(request, oldEmail);
  await page.addInitScript(() => localStorage.setItem('coffer.production.lang', 'en'));

  // Step one: what was lost, who, and the proof that remains (here the password only).
  await page.goto('/security/first');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Replace a lost security item');
  await page.getByTestId('lost-item').getByText('E-mail', { exact: true }).click();
  await expect(page.getByTestId('verify-email-code')).toHaveCount(0);
  await page.getByTestId('verify-email').fill(oldEmail);
  await page.getByTestId('verify-password').fill('Wrong#Pass2026');
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-error')).toContainText('Attempts left before sign-in is locked: 4');
  await page.getByTestId('verify-password').fill(password);
  await page.getByTestId('verify-submit').click();

  // Step two: the evidence and the new address with its code.
  await expect(page).toHaveURL(/\/security\/second$/);
  await expect(page.getByTestId('ticket-deadline')).toBeVisible();
  await page.getByTestId('evidence-submit').click();
  await expect(page.getByText('Upload this photo.')).toHaveCount(2);
  // A file that is not an image is refused before it is sent.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByTestId('evidence-id-photo').click(),
  ]);
  await chooser.setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('This file type is not accepted.', { exact: false })).toBeVisible();
  await pickFile(page, 'evidence-id-photo', 'passport.png', png(48, [30, 90, 200]));
  await pickFile(page, 'evidence-selfie', 'selfie.png', png(40, [220, 160, 60]));
  await page.getByTestId('evidence-new-email').fill(newEmail);
  const before = await latestId(request, newEmail);
  await page.getByTestId('evidence-new-code-send').click();
  await page.getByTestId('evidence-new-code').fill(await codeAfter(request, newEmail, before));
  await page.getByTestId('evidence-submit').click();

  // Step three: under review, the business day, the 24-hour hold.
  await expect(page).toHaveURL(/\/security\/third$/);
  await expect(page.getByTestId('application-state')).toHaveText('Under review');
  await expect(page.getByTestId('status-pending')).toContainText('within 1 business day');
  await expect(page.getByTestId('status-hold')).toContainText(
    'withdrawals and transfers are held for 24 hours',
  );
  const heading = await page
    .getByTestId('application-status')
    .getByText(/Application #\d+/)
    .textContent();
  const id = /#(\d+)/.exec(heading ?? '')?.[1] ?? '';
  expect(id).toMatch(/^\d+$/);

  // The operator approves through the running server's console socket.
  const queue = await ops(['security:list']);
  expect(queue.join('\n')).toContain(newEmail);
  await ops(['security:approve', '--id', id]);
  await page.reload();
  await expect(page.getByTestId('application-state')).toHaveText('Approved');
  await expect(page.getByTestId('status-approved')).toContainText(
    'Your new e-mail address is now bound to your account.',
  );
  await expect(page.getByTestId('status-login')).toBeVisible();

  // The new address signs in; the old one no longer names the account.
  const signIn = (emailAddress: string) =>
    request.post('/api/TokenAuth/AuthenticateByEmailAddress', {
      headers: { 'x-device-id': 'e2e-security-change', 'x-client-type': '0' },
      data: { emailAddress, password },
    });
  expect(((await (await signIn(newEmail)).json()) as { success: boolean }).success).toBe(true);
  expect(((await (await signIn(oldEmail)).json()) as { success: boolean }).success).toBe(false);
});

test('the 50002 handler lands here with a message; step two without step one says where to start', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('coffer.production.lang', 'en'));
  await page.goto('/security/first?message=safe&lost=google');
  await expect(page.getByTestId('security-safe-message')).toContainText('Security verification failed');
  await expect(page.getByTestId('verify-google-code')).toHaveCount(0);
  await expect(page.getByTestId('verify-email-code')).toBeVisible();
  await page.goto('/security/second');
  await expect(page.getByTestId('security-no-ticket')).toContainText('Start with step one');
});
