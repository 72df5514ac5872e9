import {
  type BankChannel,
  type GlobalAccountChannel,
  type GlobalServiceType,
  globalAccountCurrencies,
  globalFeeRate,
  globalPayInStatus,
  globalPaymentTypesOf,
  globalServiceType,
  isGlobalAccountCurrency,
} from '@coffer/contract';
import type { BankEvent, GlobalPayInEvent } from '../../adapters/bank/bank-rails';
import type { Db } from '../../db/client';
import type { Job } from '../../jobs';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { Caller } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/multipart';
import type { SecurityLog } from '../security/security.module';
import { createGlobalAccountRepo } from './global-account.repo';
import { globalAccountRoutes } from './global-account.routes';
import type { GlobalDeps } from './global-account.shared';
import {
  createMove,
  globalBalances,
  type MoveInput,
  movePage,
  rateSettings,
  serviceFee,
} from './global-moves';
import {
  accountDetails,
  attachments,
  deleteAttachment,
  documentForm,
  type GlobalReviewDecision,
  globalStatus,
  openApprovedAccounts,
  reviewApplication,
  submitApplication,
  uploadAttachment,
} from './global-opening';
import { decideGlobalPayIn, type PayInDecision, payInPage, receiveGlobalPayIn } from './global-payins';
import { addToWhitelist, removeFromWhitelist, type WhitelistInput, whitelist } from './global-whitelist';

// The public surface other modules use (types and pure helpers; never a repo factory).
export { globalAccountView, payInView as globalPayInView } from './global-account.views';

/**
 * A bank transfer to global account details received on `db` (the demo seed's transaction) by the
 * bank notification's own path: matched to its owner and the whitelist, recorded once, credited
 * through the ledger less the pay-in fee, so the demo's rows and ledger agree as they do at runtime.
 */
export const receiveGlobalPayInOn = (
  db: Db,
  deps: Pick<GlobalDeps, 'ledger' | 'messenger' | 'now'>,
  event: GlobalPayInEvent,
) => receiveGlobalPayIn({ ...deps, db, repo: createGlobalAccountRepo(db) }, event);

/** What the global account's use cases take, less what the module makes itself. */
export interface GlobalAccountModuleDeps extends Omit<GlobalDeps, 'repo' | 'log' | 'coolOffMs'> {
  securityLog: Pick<SecurityLog, 'record'>;
  /** A new whitelist entry's cool-off (the address book's, 24 h by default). */
  coolOffMs?: number;
}

type Authorisation = { fundPassword: string; emailCode?: string; smsCode?: string; googleCode?: string };

function createGlobalAccountService(deps: GlobalDeps) {
  return {
    serviceFee,
    rates: (currency?: string) => rateSettings(currency),
    currencies: () =>
      Object.entries(globalAccountCurrencies).map(([currency, c]) => ({
        currency,
        decimals: c.decimals,
        country: c.country,
        paymentTypes: globalPaymentTypesOf(currency as keyof typeof globalAccountCurrencies),
        moveMin: c.moveMin,
      })),
    /** A currency's payment types with their pay-in fee and the payer form (the cash channel's descriptor). */
    paymentTypes(currency: string) {
      if (!isGlobalAccountCurrency(currency)) throw new AppError('currencyNotSupported');
      return globalPaymentTypesOf(currency).flatMap((paymentType: BankChannel) => {
        const payerForm = deps.bank.channel(currency, paymentType);
        const rate = globalFeeRate(currency, globalServiceType.members.payIn, paymentType);
        return payerForm && rate ? [{ currency, paymentType, ...rate, payerForm }] : [];
      });
    },
    addToWhitelist: (caller: Caller, input: WhitelistInput & Authorisation, client: ClientInfo) =>
      addToWhitelist(deps, caller, input, client),
    whitelist: (caller: Caller, currency?: string) => whitelist(deps, caller, currency),
    removeFromWhitelist: (caller: Caller, input: Authorisation & { id: number }, client: ClientInfo) =>
      removeFromWhitelist(deps, caller, input, client),
    documentForm: (channel: GlobalAccountChannel) => documentForm(channel),
    uploadAttachment: (
      caller: Caller,
      input: { channel: GlobalAccountChannel; fieldKey: string },
      file: UploadedFile,
      ip: string,
    ) => uploadAttachment(deps, caller, input, file, ip),
    attachments: (caller: Caller, channel?: GlobalAccountChannel) => attachments(deps, caller, channel),
    deleteAttachment: (caller: Caller, id: number) => deleteAttachment(deps, caller, id),
    status: (caller: Caller) => globalStatus(deps, caller),
    apply: (caller: Caller, channel: GlobalAccountChannel, mode: 'create' | 'update') =>
      submitApplication(deps, caller, channel, mode),
    details: (caller: Caller, currency?: string) => accountDetails(deps, caller, currency),
    balances: (caller: Caller) => globalBalances(deps, caller),
    move: (
      caller: Caller,
      direction:
        | typeof globalServiceType.members.fiatToGlobal
        | typeof globalServiceType.members.globalToFiat,
      input: MoveInput,
    ) => createMove(deps, caller, direction, input),
    moves: (caller: Caller, q: Parameters<typeof movePage>[2]) => movePage(deps, caller, q),
    payIns: (caller: Caller, q: Parameters<typeof payInPage>[2]) => payInPage(deps, caller, q),
    /** The operator's review of applications (`ops cash:global`). */
    review: (userId: number, decision: GlobalReviewDecision) => reviewApplication(deps, userId, decision),
    openApproved: () => openApprovedAccounts(deps),
    /** An applicant's documents with links the reviewer opens. */
    attachmentsOf: (userId: number) => attachments(deps, { userId } as Caller),
    /** The operator's queue of pay-ins waiting for review (`ops cash:global-payin`). */
    payInsForReview: () => deps.repo.payInsInStatus(globalPayInStatus.members.pendingReview),
    decidePayIn: (payInId: string, decision: PayInDecision) => decideGlobalPayIn(deps, payInId, decision),
    /** The bank's notifications: only transfers to issued account details are the global account's. */
    async receiveBankEvent(event: BankEvent) {
      if (event.kind === 'globalPayIn') await receiveGlobalPayIn(deps, event);
    },
    receivePayIn: (event: Parameters<typeof receiveGlobalPayIn>[1]) => receiveGlobalPayIn(deps, event),
  };
}
export type GlobalAccountService = ReturnType<typeof createGlobalAccountService>;
export type { GlobalServiceType };

/** The global account: routes, the service (users' calls, the operator's decisions, the bank's pay-ins) and its job. */
export function createGlobalAccountModule(deps: GlobalAccountModuleDeps) {
  const globalDeps: GlobalDeps = {
    ...deps,
    repo: createGlobalAccountRepo(deps.db),
    log: deps.securityLog,
    coolOffMs: deps.coolOffMs ?? 86_400_000,
  };
  const service = createGlobalAccountService(globalDeps);
  deps.bank.subscribe((event) => service.receiveBankEvent(event));
  const open: Job = async () => ({ globalAccountsOpened: await service.openApproved() });
  return { routes: globalAccountRoutes(service), service, jobs: [open] };
}
