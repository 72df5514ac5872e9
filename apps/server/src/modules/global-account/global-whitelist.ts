import {
  type BankChannel,
  globalPaymentTypesOf,
  isGlobalAccountCurrency,
  payerAccountKey,
  type SecondFactor,
} from '@coffer/contract';
import { AppError, fieldError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { Caller } from '../../plugins/auth';
import { checkedPayee } from '../cash/cash.module';
import { type GlobalDeps, openGlobalAccountOrThrow } from './global-account.shared';
import { whitelistView } from './global-account.views';

type Authorisation = { fundPassword: string } & SecondFactor;
export interface WhitelistInput {
  currency: string;
  paymentType: BankChannel;
  country: string;
  holderName: string;
  friendlyName: string;
  fields: Record<string, string>;
}

async function authorise(deps: GlobalDeps, caller: Caller, input: Authorisation, client: ClientInfo) {
  const user = await deps.users.byId(caller.userId);
  if (!user) throw new AppError('unauthorized');
  await deps.fundPin.requireFundPin(user.id, input.fundPassword);
  await deps.second.check(user, input, client);
}

/**
 * CreatePayWhitelist: a payer account allowed to pay in. Cheap refusals first (the account, the
 * currency and its payment type, the fields by the cash payees' checks with the bank libraries,
 * a payer already listed: 60704), then the fund PIN and second factor; pay-ins from it are
 * credited only after the cool-off (new-areas: a new whitelist entry waits and needs
 * re-authentication). Written to the security log.
 */
export async function addToWhitelist(
  deps: GlobalDeps,
  caller: Caller,
  input: WhitelistInput & Authorisation,
  client: ClientInfo,
) {
  await openGlobalAccountOrThrow(deps, caller.userId);
  if (!isGlobalAccountCurrency(input.currency))
    throw new AppError('currencyNotSupported', `${input.currency} has no global account details.`);
  if (!globalPaymentTypesOf(input.currency).includes(input.paymentType))
    throw fieldError(
      'paymentType',
      'Payers cannot pay this currency by that payment type.',
      input.paymentType,
    );
  const payer = checkedPayee(deps, {
    channel: input.paymentType,
    currency: input.currency,
    country: input.country,
    friendlyName: input.friendlyName,
    firstName: input.holderName,
    lastName: '-',
    fields: input.fields,
  });
  const payerKey = payerAccountKey(input.paymentType, payer.fields);
  if (!payerKey)
    throw fieldError('paymentType', 'This payment type cannot be whitelisted.', input.paymentType);
  if (await deps.repo.whitelistByPayer(caller.userId, payerKey)) throw new AppError('payWhitelistExists');
  await authorise(deps, caller, input, client);
  const at = deps.now();
  const row = await deps.repo.insertWhitelist({
    userId: caller.userId,
    currency: input.currency,
    paymentType: input.paymentType,
    country: input.country,
    holderName: input.holderName.trim(),
    friendlyName: input.friendlyName.trim(),
    fields: payer.fields,
    payerKey,
    usableFrom: new Date(at.getTime() + deps.coolOffMs),
    createdAt: at,
    updatedAt: at,
  });
  if (!row) throw new AppError('payWhitelistExists');
  await deps.log.record({
    userId: caller.userId,
    operation: 'addPayWhitelist',
    detail: `#${row.id} ${row.paymentType} ${row.currency}`,
    client,
  });
  return whitelistView(row);
}

export async function whitelist(deps: GlobalDeps, caller: Caller, currency?: string) {
  return (await deps.repo.whitelist(caller.userId, currency)).map(whitelistView);
}

/** DeletePayWhitelist: fund PIN and second factor again; another user's entry is the same 404 as none. */
export async function removeFromWhitelist(
  deps: GlobalDeps,
  caller: Caller,
  input: Authorisation & { id: number },
  client: ClientInfo,
) {
  const entry = await deps.repo.whitelistEntry(caller.userId, input.id);
  if (!entry) throw new AppError('notFound', 'No such whitelist entry.');
  await authorise(deps, caller, input, client);
  await deps.repo.deleteWhitelist(entry.id, deps.now());
  await deps.log.record({
    userId: caller.userId,
    operation: 'deletePayWhitelist',
    detail: `#${entry.id}`,
    client,
  });
  return { id: entry.id };
}
