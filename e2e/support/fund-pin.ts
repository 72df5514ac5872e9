import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { codeAfter, latestId } from './outbox';
import { codeResendSeconds } from './server-settings';

/**
 * Sets the fund PIN on /account/userInfo with the code e-mailed to the account, as a person does.
 * It sends only once the address's previous code (`account.lastCodeAt`, the sign-up's at first)
 * may be followed by another: a refused send is a 429 in the page's console, which the specs
 * watch.
 */
export async function setFundPinInBrowser(
  page: Page,
  request: APIRequestContext,
  account: Account,
  pin: string,
) {
  await page.goto('/account/userInfo');
  await page.getByTestId('fund-pin-action').click();
  const dialog = page.getByTestId('fund-pin-dialog');
  await dialog.getByTestId('fund-pin-input').fill(pin);
  await dialog.getByTestId('fund-pin-confirm-input').fill(pin);
  await page.waitForTimeout(Math.max(0, account.lastCodeAt + (codeResendSeconds + 1) * 1000 - Date.now()));
  const before = await latestId(request, account.email, 'verificationCode');
  await dialog.getByTestId('email-code-input-send').click();
  account.lastCodeAt = Date.now();
  const code = await codeAfter(request, account.email, before, { kind: 'verificationCode' });
  await dialog.getByTestId('email-code-input').fill(code);
  await dialog.getByTestId('fund-pin-submit').click();
  await expect(page.getByTestId('item-fundPin-state')).toHaveText('Set');
}
