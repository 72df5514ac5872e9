import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { sendAndReadCode } from './outbox';

/** Sets the fund PIN on /account/userInfo with the code e-mailed to `email`, as a person does. */
export async function setFundPinInBrowser(
  page: Page,
  request: APIRequestContext,
  email: string,
  pin: string,
) {
  await page.goto('/account/userInfo');
  await page.getByTestId('fund-pin-action').click();
  const dialog = page.getByTestId('fund-pin-dialog');
  await dialog.getByTestId('fund-pin-input').fill(pin);
  await dialog.getByTestId('fund-pin-confirm-input').fill(pin);
  const code = await sendAndReadCode(
    page,
    request,
    dialog.getByTestId('email-code-input-send'),
    email,
    'verificationCode',
  );
  await dialog.getByTestId('email-code-input').fill(code);
  await dialog.getByTestId('fund-pin-submit').click();
  await expect(page.getByTestId('item-fundPin-state')).toHaveText('Set');
}
