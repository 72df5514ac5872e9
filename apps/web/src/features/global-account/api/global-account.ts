import type { CashCurrency } from '@coffer/contract/cash';
import { type EndpointInput, errors } from '@coffer/contract/common';
import {
  type GlobalAccountChannel,
  type GlobalPayInStatus,
  globalAccountEndpoints as g,
} from '@coffer/contract/global-account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pageWindow } from '../../../domain/history/history-input';
import { pagedList } from '../../../domain/history/paged-list';
import { invalidateAll } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';
import { endpointQuery } from '../../../lib/http/endpoint-query';
import type { UploadFile } from '../../../lib/http/transport';
import { keysUnder } from '../../../lib/query-keys';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export const globalKeys = keysUnder('global', [
  'status',
  'documents',
  'attachments',
  'details',
  'balances',
  'currencies',
  'paymentTypes',
  'rates',
  'whitelist',
  'payIns',
  'moves',
]);

/** Contract data (currencies, payment types, document forms): it changes with a release, not a click. */
const slow = 300_000;

/** The identity status, the cash account and the global account application (null before it). */
export const globalStatusQueryOptions = () => endpointQuery(globalKeys.status, g.getGlobalAccountStatus, {});
export const useGlobalStatus = () => useQuery(globalStatusQueryOptions());

/** The documents a channel's application asks for, with their file rules. */
export const documentFormQueryOptions = (channel: GlobalAccountChannel) =>
  endpointQuery(
    [...globalKeys.documents, channel],
    g.getChannelAttachmentDynamicFormsFields,
    { channel },
    slow,
  );
export const useDocumentForm = (channel: GlobalAccountChannel) => useQuery(documentFormQueryOptions(channel));

/** The files the user has uploaded for the application. */
export const attachmentsQueryOptions = () =>
  endpointQuery(globalKeys.attachments, g.getUserChannelAttachment, {});
export const useAttachments = (enabled = true) => useQuery({ ...attachmentsQueryOptions(), enabled });

/** The account details per currency (empty until the account is open). */
export const detailsQueryOptions = () => endpointQuery(globalKeys.details, g.getGlobalAccountDetails, {});
export const useAccountDetails = (enabled = true) => useQuery({ ...detailsQueryOptions(), enabled });

export const globalBalancesQueryOptions = () =>
  endpointQuery(globalKeys.balances, g.getGlobalAccountAssets, {});
export const useGlobalBalances = (enabled = true) => useQuery({ ...globalBalancesQueryOptions(), enabled });

export const globalCurrenciesQueryOptions = () =>
  endpointQuery(globalKeys.currencies, g.globalAccountCurrencys, {}, slow);
export const useGlobalCurrencies = () => useQuery(globalCurrenciesQueryOptions());

/** The payment types payers may use in a currency, each with its fee and the payer's account form. */
export const paymentTypesQueryOptions = (currency: CashCurrency) =>
  endpointQuery([...globalKeys.paymentTypes, currency], g.getSupportedPaymentType, { currency }, slow);
export const usePaymentTypes = (currency: CashCurrency) => useQuery(paymentTypesQueryOptions(currency));

/** The user's own rates: pay-ins by payment type, and the moves either way. */
export const ratesQueryOptions = () => endpointQuery(globalKeys.rates, g.getUserRateSetting, {}, slow);
export const useRates = () => useQuery(ratesQueryOptions());

export const whitelistQueryOptions = () => endpointQuery(globalKeys.whitelist, g.getPayWhitelist, {});
export const useWhitelist = () => useQuery(whitelistQueryOptions());

/** Codes a form shows on its own fields or as its own message rather than the shell's. */
const formCodes = [
  errors.securityVerificationFailed.code,
  errors.invalidInput.code,
  errors.forbidden.code,
  errors.kycNotCertified.code,
  errors.userAssetNotFound.code,
  errors.belowSingleMinimum.code,
  errors.transferBelowFee.code,
  errors.insufficientFiatBalance.code,
  errors.insufficientBalance.code,
  errors.tooManyFiles.code,
  errors.currencyNotSupported.code,
  errors.globalFeeChanged.code,
  errors.globalApplicationLocked.code,
  errors.globalDocumentsMissing.code,
  errors.payWhitelistExists.code,
];
const asForm = { notify: false, handle: formCodes } as const;

/** Applies (or answers a reconfirmation / applies again after a rejection) with a channel's documents. */
export const useApplyForGlobal = () =>
  useRefreshingMutation(
    ({ channel, again }: { channel: GlobalAccountChannel; again: boolean }) =>
      call(again ? g.updateGlobalAccount : g.createGlobalAccount, { channel }, asForm),
    globalKeys.all,
  );

/** Uploads one document file to one field of the application (multipart, with its progress). */
export const uploadDocument = (
  input: EndpointInput<typeof g.createUserChannelAttachment>,
  file: UploadFile,
  onUploadProgress?: (fraction: number) => void,
) => call(g.createUserChannelAttachment, input, { ...asForm, file, onUploadProgress });

export const useDeleteDocument = () =>
  useRefreshingMutation(
    (id: number) => call(g.deleteUserChannelAttachment, { id }, asForm),
    globalKeys.attachments,
  );

export type NewPayer = EndpointInput<typeof g.createPayWhitelist>;
export const useAddPayer = () =>
  useRefreshingMutation((input: NewPayer) => call(g.createPayWhitelist, input, asForm), globalKeys.whitelist);

export const useRemovePayer = () =>
  useRefreshingMutation(
    (input: EndpointInput<typeof g.deletePayWhitelist>) => call(g.deletePayWhitelist, input, asForm),
    globalKeys.whitelist,
  );

/** The exact fee of a service for an amount, as the server will charge it. */
export const quoteServiceFee = (input: EndpointInput<typeof g.calculateServiceFee>, signal?: AbortSignal) =>
  call(g.calculateServiceFee, input, { ...asForm, signal });

export type MoveInput = EndpointInput<typeof g.createFiatToGlobal>;
/** A move between the accounts: `toGlobal` from the cash account, else back to it. */
export const moveMoney = (toGlobal: boolean, input: MoveInput) =>
  call(toGlobal ? g.createFiatToGlobal : g.createGlobalToFiat, input, asForm);

/** What a move or a pay-in changes: both accounts' balances, the lists; the cash area's records too. */
export function useGlobalRefresh() {
  const qc = useQueryClient();
  return () =>
    invalidateAll(qc, [globalKeys.balances, globalKeys.moves, globalKeys.payIns, ['cash'] as const]);
}

export interface PayInFilter {
  currency?: CashCurrency;
  status?: GlobalPayInStatus;
  page: number;
}
export interface MoveFilter {
  currency?: CashCurrency;
  page: number;
}

/** The incoming payments, a filtered page at a time. */
export const payInList = pagedList(globalKeys.payIns, g.getPayInList, (f: PayInFilter, size) => ({
  currency: f.currency,
  status: f.status,
  ...pageWindow(f.page, size),
}));

/** The moves between the two accounts, a page at a time. */
export const moveList = pagedList(globalKeys.moves, g.getTransferList, (f: MoveFilter, size) => ({
  currency: f.currency,
  ...pageWindow(f.page, size),
}));

export type { GlobalMove, GlobalPayIn } from '@coffer/contract/global-account';
