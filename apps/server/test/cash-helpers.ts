import { endpoints } from '@coffer/contract';
import { api } from './api-client';
import { testPin as pin, type TestUser } from './builders';
import { totpCode } from './codes';
import type { TestApp } from './harness';

const c = endpoints.cash;

/** A SEPA beneficiary in Germany (a valid IBAN and BIC). */
export const eurBeneficiary = {
  channel: 'sepa',
  currency: 'EUR',
  country: 'DE',
  friendlyName: 'Landlord',
  firstName: 'Hans',
  lastName: 'Meier',
  fields: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
} as const;

/** The fund PIN and a fresh authenticator code (the clock moved on so each code is new). */
export const cashAuthorised = (t: TestApp, user: TestUser) => {
  t.clock.advance(30_000);
  return { fundPassword: pin, googleCode: totpCode(t, user.googleSecret ?? '') };
};

/** The sandbox bank's tools (pay-ins, payout outcomes) of the test app. */
export const sandboxBank = (t: TestApp) => {
  const tools = t.modules.sandboxBank;
  if (!tools) throw new Error('the test app runs the sandbox bank');
  return tools;
};

/** Applies, is approved by the operator, and the job opens the account at the bank. */
export async function openCashAccount(t: TestApp, user: TestUser) {
  await api(t).as(user).call(c.createCustomer, { purpose: 'Salary and rent' });
  await t.modules.cash.review(user.id, { approve: true });
  await t.modules.cash.openApproved();
}

/**
 * A top-up of `amount` EUR paid by the user's own bank transfer, credited through the ledger;
 * `create` is the spelling of the call that makes the order (spec §7 has two).
 */
export async function cashTopUp(
  t: TestApp,
  user: TestUser,
  amount: string,
  create: typeof c.createTopUpOrder | typeof c.topUpOrderCreate = c.createTopUpOrder,
) {
  const { order, payIn } = await api(t).as(user).call(create, { currency: 'EUR', amount });
  await sandboxBank(t).payIn({
    reference: payIn.reference,
    amount,
    currency: 'EUR',
    payerName: user.name,
    payerAccount: 'DE02120300000000202051',
  });
  return order.id;
}
