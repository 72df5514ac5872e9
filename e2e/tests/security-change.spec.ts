import { expect, type Page, test } from '@playwright/test';
import { api, password, registerByApi, webClient } from '../support/accounts';
import { prefer } from '../support/browser';
import { ops } from '../support/console';
import { png } from '../support/images';
import { codeAfter, latestId } from '../support/outbox';

/**
 * The security-item change application (issue 5), signed out as someone who lost their e-mail:
 * step one proves the account with the password, step two uploads an ID photo and a selfie (real
 * PNGs) and proves the new address with its code, step three shows the application under review;
 * then the operator approves it through the running server's console socket and the page says so.
 */
const stamp = `${Date.now().toString(36)}-${process.pid}`;
const oldEmail = `lost-${stamp}@e2e.coffer.test`;
const newEmail = `found-${stamp}@e2e.coffer.test`;

test.describe.configure({ timeout: 90_000 });

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
  await prefer(page.context(), 'en');

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
  await pickFile(page, 'evidence-id-photo', 'passport.png', png({ width: 48, height: 48, seed: 1 }));
  await pickFile(page, 'evidence-selfie', 'selfie.png', png({ width: 40, height: 40, seed: 2 }));
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
  expect(await ops('security:list')).toContain(newEmail);
  await ops('security:approve', '--id', id);
  await page.reload();
  await expect(page.getByTestId('application-state')).toHaveText('Approved');
  await expect(page.getByTestId('status-approved')).toContainText(
    'Your new e-mail address is now bound to your account.',
  );
  await expect(page.getByTestId('status-login')).toBeVisible();

  // The new address signs in; the old one no longer names the account.
  const signIn = (emailAddress: string) =>
    request.post(api.signIn, {
      headers: webClient('e2e-security-change'),
      data: { emailAddress, password },
    });
  expect(((await (await signIn(newEmail)).json()) as { success: boolean }).success).toBe(true);
  expect(((await (await signIn(oldEmail)).json()) as { success: boolean }).success).toBe(false);
});

test('the 50002 handler lands here with a message; step two without step one says where to start', async ({
  page,
}) => {
  await prefer(page.context(), 'en');
  await page.goto('/security/first?message=safe&lost=google');
  await expect(page.getByTestId('security-safe-message')).toContainText('Security verification failed');
  await expect(page.getByTestId('verify-google-code')).toHaveCount(0);
  await expect(page.getByTestId('verify-email-code')).toBeVisible();
  await page.goto('/security/second');
  await expect(page.getByTestId('security-no-ticket')).toContainText('Start with step one');
});
