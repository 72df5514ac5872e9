import type { BankChannel, FiatRecordType } from '@coffer/contract';
import type { BankEvent } from '../../adapters/bank/bank-rails';
import type { Job } from '../../jobs';
import { type DispatchLog, runDispatches, stderrLog } from '../../ledger/flows/outbound-dispatch';
import type { ClientInfo } from '../../lib/client-info';
import type { Caller } from '../../plugins/auth';
import type { SecurityLog } from '../security/security.module';
import { createCashRepo } from './cash.repo';
import { cashRoutes } from './cash.routes';
import type { CashDeps } from './cash.shared';
import {
  accountInfo,
  applyForAccount,
  openApprovedAccounts,
  reconfirmAccount,
  reviewAccount,
} from './cash-account';
import { cashAssets, currencyList, orderHistory, orderOf, payeeList, payeePage } from './cash-reads';
import { banksOf, currencyOf, fiatRecords, orderSupervision } from './cash-records';
import { createCashRecordsRepo } from './cash-records.repo';
import { createWithdraw, type WithdrawInput } from './cash-withdraw';
import { addPayee, deletePayee, getPayee, type PayeeInput, updatePayee, validatePayee } from './payees';
import { payoutSender, receivePayoutEvent } from './payouts';
import { createTopUp, decidePayIn, expireTopUps, getPayIn, receivePayIn, rechargeBank } from './top-up';

export { bankCustody, cashAccountKey, topUpCredit } from './cash.fns';
// The public surface other modules use (types and pure helpers; never a repo factory).
export { cashAccountView, cashOrderView } from './cash-view';
/** A payer account's fields checked and normalised as a payee's (the global account's whitelist). */
export { checkedPayee } from './payees';

/** What the cash use cases take (CashDeps), less what the module makes itself: its repo, its log names. */
export interface CashModuleDeps extends Omit<CashDeps, 'repo' | 'log' | 'coolOffMs'> {
  securityLog: Pick<SecurityLog, 'record'>;
  /** A new payee's cool-off (the address book's, 24 h by default). */
  coolOffMs?: number;
  log?: DispatchLog;
  /** The bank adapter's own pace (a sandbox settling payouts); run with the area's jobs. */
  bankPoll?: (now: Date) => Promise<number>;
}

type Authorisation = { fundPassword: string; emailCode?: string; smsCode?: string; googleCode?: string };

/** The use cases a user or the operator calls, each given the dependencies it needs. */
function createCashService(deps: CashDeps, dispatch: { log: DispatchLog }) {
  const handler = payoutSender(deps);
  const withdrawDeps = { ...deps, dispatch, handler };
  const records = createCashRecordsRepo(deps.db);
  return {
    currencies: currencyList,
    channels: (currency?: string) => deps.bank.channels(currency),
    channel: (currency: string, channel: BankChannel) => deps.bank.channel(currency, channel),
    validate: (input: Omit<PayeeInput, 'friendlyName' | 'firstName' | 'lastName'>) =>
      validatePayee(deps, input),
    accountInfo: (caller: Caller) => accountInfo(deps, caller),
    apply: (caller: Caller, purpose: string) => applyForAccount(deps, caller, purpose),
    reconfirm: (caller: Caller, purpose: string) => reconfirmAccount(deps, caller, purpose),
    review: (userId: number, decision: Parameters<typeof reviewAccount>[2]) =>
      reviewAccount(deps, userId, decision),
    assets: (caller: Caller) => cashAssets(deps, caller),
    addPayee: (caller: Caller, input: PayeeInput & Authorisation, own: boolean, client: ClientInfo) =>
      addPayee(deps, caller, input, own, client),
    updatePayee: (
      caller: Caller,
      input: PayeeInput & Authorisation & { id: number },
      own: boolean,
      client: ClientInfo,
    ) => updatePayee(deps, caller, input, own, client),
    deletePayee: (caller: Caller, input: Authorisation & { id: number }, client: ClientInfo) =>
      deletePayee(deps, caller, input, client),
    payees: (caller: Caller, own: boolean, currency?: string) => payeeList(deps, caller, own, currency),
    payee: (caller: Caller, id: number) => getPayee(deps, caller, id),
    payeePage: (caller: Caller, q: Parameters<typeof payeePage>[2]) => payeePage(deps, caller, q),
    topUp: (caller: Caller, input: Parameters<typeof createTopUp>[2]) => createTopUp(deps, caller, input),
    payIn: (caller: Caller, orderId: string) => getPayIn(deps, caller, orderId),
    rechargeBank: (caller: Caller, currency: string) => rechargeBank(deps, caller, currency),
    withdraw: (caller: Caller, input: WithdrawInput, client: ClientInfo) =>
      createWithdraw(withdrawDeps, caller, input, client),
    history: (caller: Caller, recordType: FiatRecordType, q: Parameters<typeof orderHistory>[3]) =>
      orderHistory(deps, caller, recordType, q),
    order: (caller: Caller, orderId: string) => orderOf(deps, caller, orderId),
    banks: (q: Parameters<typeof banksOf>[1]) => banksOf(deps, q),
    supervision: (caller: Caller, recordType: FiatRecordType, currency?: string) =>
      orderSupervision({ now: deps.now, records }, caller, recordType, currency),
    fiatRecords: (caller: Caller, q: Parameters<typeof fiatRecords>[2]) =>
      fiatRecords({ records }, caller, q),
    currency: (caller: Caller, currency: string) => currencyOf(deps, caller, currency),
    /** The operator's review queue of pay-ins that matched nothing (`ops cash:review`). */
    payInsForReview: () => deps.repo.payInsInState(0),
    decidePayIn: (payInId: number, decision: Parameters<typeof decidePayIn>[2]) =>
      decidePayIn(deps, payInId, decision),
    /** The bank's notifications: incoming transfers and payout outcomes (each safe to deliver twice). */
    async receiveBankEvent(event: BankEvent) {
      if (event.kind === 'payIn') await receivePayIn(deps, event);
      // A pay-in to a global account's details is the global account's (its own listener).
      else if (event.kind !== 'globalPayIn') await receivePayoutEvent(deps, event);
    },
    /** One pass of the payouts' dispatch (the job's; also `ops cash:dispatch`). */
    runPayouts: () => runDispatches({ db: deps.db, now: deps.now, log: dispatch.log }, handler),
    openApproved: () => openApprovedAccounts(deps),
    expireTopUps: () => expireTopUps(deps),
  };
}
export type CashService = ReturnType<typeof createCashService>;

/** Fiat cash: routes, the service (users' calls, the operator's decisions, the bank's notifications) and its jobs. */
export function createCashModule(deps: CashModuleDeps) {
  const cashDeps: CashDeps = {
    ...deps,
    repo: createCashRepo(deps.db),
    log: deps.securityLog,
    coolOffMs: deps.coolOffMs ?? 86_400_000,
  };
  const service = createCashService(cashDeps, { log: deps.log ?? stderrLog });
  deps.bank.subscribe((event) => service.receiveBankEvent(event));
  const move: Job = async () => ({
    cashAccountsOpened: await service.openApproved(),
    cashPayoutsSent: (await service.runPayouts()).sent,
    cashPayoutsSettled: deps.bankPoll ? await deps.bankPoll(deps.now()) : 0,
    cashTopUpsExpired: await service.expireTopUps(),
  });
  return { routes: cashRoutes(service), service, jobs: [move] };
}
