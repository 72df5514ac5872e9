import type { BankChannel, SecondFactor } from '@coffer/contract';
import { payeeFieldProblem } from '../../adapters/bank/field-checks';
import { AppError, fieldError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { Caller } from '../../plugins/auth';
import { sameName } from './cash.fns';
import { type CashDeps, openAccountOrThrow } from './cash.shared';
import { payeeView } from './cash-view';

export interface PayeeInput {
  channel: BankChannel;
  currency: string;
  country: string;
  friendlyName: string;
  firstName: string;
  lastName: string;
  birthday?: string | undefined;
  fields: Record<string, string>;
}
type Authorisation = { fundPassword: string } & SecondFactor;
type PayeeDeps = Pick<
  CashDeps,
  'repo' | 'bank' | 'kyc' | 'users' | 'fundPin' | 'second' | 'log' | 'now' | 'coolOffMs'
>;

/** Codes and numbers as a bank reads them (no spaces, upper case); names and addresses trimmed. */
const compactKeys = new Set([
  'iban',
  'bic',
  'swift_code',
  'ifs_code',
  'clabe_code',
  'aba',
  'account_number',
  'sort_code',
  'bsb_code',
  'blz_code',
  'bank_code',
  'branch_code',
]);
const normalised = (key: string, value: string) =>
  compactKeys.has(key) ? value.replace(/\s+/g, '').toUpperCase() : value.trim().replace(/\s+/g, ' ');

/**
 * Checks a payee against its channel's descriptor (from the bank adapter) with the bank libraries;
 * the refusal names the field (`fields.iban`, `country`). Trimmed values are what is saved.
 */
export function checkedPayee(deps: Pick<PayeeDeps, 'bank'>, input: PayeeInput) {
  const descriptor = deps.bank.channel(input.currency, input.channel);
  if (!descriptor)
    throw fieldError(
      'channel',
      'This channel does not pay out in that currency.',
      `${input.channel} ${input.currency}`,
    );
  const fields = Object.fromEntries(
    Object.entries(input.fields)
      .map(([k, v]) => [k, normalised(k, v)] as const)
      .filter(([, v]) => v !== ''),
  );
  const problem = payeeFieldProblem(descriptor, input.country, fields);
  if (problem) {
    const field = problem.key === 'country' ? 'country' : `fields.${problem.key}`;
    throw fieldError(field, problem.message, `${field}: ${problem.message}`);
  }
  return { ...input, fields };
}

/** "The bank account must be local and in the sender's name" (spec §5): the KYC name is the holder. */
async function requireOwnName(deps: Pick<PayeeDeps, 'users'>, userId: number, input: PayeeInput) {
  const user = await deps.users.byId(userId);
  if (!user || !sameName(`${input.firstName} ${input.lastName}`, user.name))
    throw fieldError(
      'lastName',
      'A bank account of yours must be in your verified name.',
      'holder name differs from the verified name',
    );
}

async function authorise(deps: PayeeDeps, caller: Caller, input: Authorisation, client: ClientInfo) {
  const user = await deps.users.byId(caller.userId);
  if (!user) throw new AppError('unauthorized');
  await deps.fundPin.requireFundPin(user.id, input.fundPassword);
  await deps.second.check(user, input, client);
}

/**
 * Saves a bank account (own: in the user's name) or a beneficiary. Cheap refusals first (the
 * account, the fields, the name) so they cost no code; then the fund PIN and second factor. It is
 * usable for withdrawals after the cool-off; the change is written to the security log.
 */
export async function addPayee(
  deps: PayeeDeps,
  caller: Caller,
  input: PayeeInput & Authorisation,
  own: boolean,
  client: ClientInfo,
) {
  await openAccountOrThrow(deps, caller.userId);
  const payee = checkedPayee(deps, input);
  if (own) await requireOwnName(deps, caller.userId, payee);
  await authorise(deps, caller, input, client);
  const at = deps.now();
  const row = await deps.repo.insertPayee({
    userId: caller.userId,
    own,
    channel: payee.channel,
    currency: payee.currency,
    country: payee.country,
    friendlyName: payee.friendlyName,
    firstName: payee.firstName,
    lastName: payee.lastName,
    birthday: payee.birthday ?? null,
    fields: payee.fields,
    usableFrom: new Date(at.getTime() + deps.coolOffMs),
    createdAt: at,
    updatedAt: at,
  });
  await deps.log.record({
    userId: caller.userId,
    operation: 'addCashPayee',
    detail: `#${row.id} ${payee.channel} ${payee.currency}`,
    client,
  });
  return payeeView(row);
}

/**
 * The same channel fields, in whatever order: the stored ones come back from jsonb with its key
 * order (shortest first: bic before iban), not the order they were sent in.
 */
const sameFields = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** Changes a payee of the caller's own kind; new details start a new cool-off (Airwallex: details are re-checked). */
export async function updatePayee(
  deps: PayeeDeps,
  caller: Caller,
  input: PayeeInput & Authorisation & { id: number },
  own: boolean,
  client: ClientInfo,
) {
  const existing = await deps.repo.payee(caller.userId, input.id);
  if (!existing || existing.own !== own) throw new AppError('notFound', 'No such payee.');
  const payee = checkedPayee(deps, input);
  if (own) await requireOwnName(deps, caller.userId, payee);
  await authorise(deps, caller, input, client);
  const at = deps.now();
  const detailsChanged =
    !sameFields(existing.fields, payee.fields) ||
    existing.channel !== payee.channel ||
    existing.currency !== payee.currency ||
    existing.country !== payee.country ||
    existing.firstName !== payee.firstName ||
    existing.lastName !== payee.lastName;
  const row = await deps.repo.updatePayee(existing.id, {
    channel: payee.channel,
    currency: payee.currency,
    country: payee.country,
    friendlyName: payee.friendlyName,
    firstName: payee.firstName,
    lastName: payee.lastName,
    birthday: payee.birthday ?? null,
    fields: payee.fields,
    ...(detailsChanged ? { usableFrom: new Date(at.getTime() + deps.coolOffMs) } : {}),
    updatedAt: at,
  });
  if (!row) throw new AppError('notFound');
  await deps.log.record({
    userId: caller.userId,
    operation: 'updateCashPayee',
    detail: `#${row.id}${detailsChanged ? ' details' : ''}`,
    client,
  });
  return payeeView(row);
}

export async function deletePayee(
  deps: PayeeDeps,
  caller: Caller,
  input: Authorisation & { id: number },
  client: ClientInfo,
) {
  const existing = await deps.repo.payee(caller.userId, input.id);
  if (!existing) throw new AppError('notFound', 'No such payee.');
  await authorise(deps, caller, input, client);
  await deps.repo.updatePayee(existing.id, { deletedAt: deps.now(), updatedAt: deps.now() });
  await deps.log.record({
    userId: caller.userId,
    operation: 'deleteCashPayee',
    detail: `#${existing.id}`,
    client,
  });
  return { id: existing.id };
}

export async function getPayee(deps: Pick<PayeeDeps, 'repo'>, caller: Caller, id: number) {
  const row = await deps.repo.payee(caller.userId, id);
  if (!row) throw new AppError('notFound', 'No such payee.');
  return payeeView(row);
}

/** ValidateInfo: the same checks as saving, nothing saved. */
export function validatePayee(
  deps: Pick<PayeeDeps, 'bank'>,
  input: Omit<PayeeInput, 'friendlyName' | 'firstName' | 'lastName'>,
) {
  checkedPayee(deps, { ...input, friendlyName: '-', firstName: '-', lastName: '-' });
  return { valid: true as const };
}
