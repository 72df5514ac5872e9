import { endpoints, fiatRecordType } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { clientInfo } from '../../lib/client-info';
import { route } from '../../plugins/routes';
import type { CashService } from './cash.module';

const e = endpoints.cash;
const { recharge, withdraw } = fiatRecordType.members;

// A route table: one short line per call of spec §7 "Cash"; the spec's several names of one call share a handler.
export const cashRoutes = (service: CashService) => {
  const descriptor = (input: { currency: string; channel: Parameters<CashService['channel']>[1] }) => {
    const d = service.channel(input.currency, input.channel);
    if (!d)
      throw new AppError('currencyNotSupported', `${input.channel} does not pay out in ${input.currency}.`);
    return Promise.resolve(d);
  };
  return [
    route(e.getCurrencyList, async () => service.currencies()),
    route(e.getChannelList, async ({ input }) => service.channels(input.currency)),
    route(e.requiredFields, ({ input }) => descriptor(input)),
    route(e.dynamicFormsFields, ({ input }) => descriptor(input)),
    route(e.requiredDetails, ({ input }) => descriptor(input)),
    route(e.validateInfo, async ({ input }) => service.validate(input)),
    route(e.verificationKyc, ({ caller }) => service.accountInfo(caller)),
    route(e.createCustomer, ({ caller, input }) => service.apply(caller, input.purpose)),
    route(e.updateCustomer, ({ caller, input }) => service.reconfirm(caller, input.purpose)),
    route(e.getCashAssets, ({ caller }) => service.assets(caller)),
    route(e.addBankAccount, ({ caller, input, request }) =>
      service.addPayee(caller, input, true, clientInfo(request)),
    ),
    route(e.updateBankAccount, ({ caller, input, request }) =>
      service.updatePayee(caller, input, true, clientInfo(request)),
    ),
    route(e.getBankAccountList, ({ caller, input }) => service.payees(caller, true, input.currency)),
    route(e.getBankAccountInfo, ({ caller, input }) => service.payee(caller, input.id)),
    route(e.beneficiaryCreate, ({ caller, input, request }) =>
      service.addPayee(caller, input, false, clientInfo(request)),
    ),
    route(e.beneficiaryUpdate, ({ caller, input, request }) =>
      service.updatePayee(caller, input, false, clientInfo(request)),
    ),
    route(e.beneficiaryGetPage, ({ caller, input }) => service.payeePage(caller, input)),
    route(e.deleteBeneficiaryAddress, ({ caller, input, request }) =>
      service.deletePayee(caller, input, clientInfo(request)),
    ),
    route(e.createTopUpOrder, ({ caller, input }) => service.topUp(caller, input)),
    route(e.getPayInInfo, ({ caller, input }) => service.payIn(caller, input.orderId)),
    route(e.getRechargeBank, ({ caller, input }) => service.rechargeBank(caller, input.currency)),
    route(e.createWithdrawOrder, ({ caller, input, request }) =>
      service.withdraw(caller, input, clientInfo(request)),
    ),
    route(e.withdrawOrderCreate, ({ caller, input, request }) =>
      service.withdraw(caller, input, clientInfo(request)),
    ),
    route(e.getTopUpHistory, ({ caller, input }) => service.history(caller, recharge, input)),
    route(e.getWithdrawHistory, ({ caller, input }) => service.history(caller, withdraw, input)),
    route(e.getOrder, ({ caller, input }) => service.order(caller, input.orderId)),
    route(e.getBanks, async ({ input }) => service.banks(input)),
    route(e.getUserTopUpOrderSupervision, ({ caller, input }) =>
      service.supervision(caller, recharge, input.currency),
    ),
    route(e.getUserWithdrawOrderSupervision, ({ caller, input }) =>
      service.supervision(caller, withdraw, input.currency),
    ),
    route(e.getBeneficiaryAddressList, ({ caller, input }) => service.payeePage(caller, input)),
    route(e.createBeneficiaryAddress, ({ caller, input, request }) =>
      service.addPayee(caller, input, false, clientInfo(request)),
    ),
    route(e.updateBeneficiaryAddress, ({ caller, input, request }) =>
      service.updatePayee(caller, input, false, clientInfo(request)),
    ),
    route(e.createWithdraw, ({ caller, input, request }) =>
      service.withdraw(caller, input, clientInfo(request)),
    ),
    route(e.getListRecharge, ({ caller, input }) => service.history(caller, recharge, input)),
    route(e.getListWithdraw, ({ caller, input }) => service.history(caller, withdraw, input)),
    route(e.topUpOrderCreate, ({ caller, input }) => service.topUp(caller, input)),
    route(e.cashCreateWithdrawOrder, ({ caller, input, request }) =>
      service.withdraw(caller, input, clientInfo(request)),
    ),
    route(e.getBankBeneficiariesList, ({ caller, input }) => service.payees(caller, false, input.currency)),
    route(e.createPayBankBeneficiaries, ({ caller, input, request }) =>
      service.addPayee(caller, input, false, clientInfo(request)),
    ),
    route(e.withdrawOrderGetList, ({ caller, input }) => service.history(caller, withdraw, input)),
    route(e.topUpOrderGetMyPageList, ({ caller, input }) => service.history(caller, recharge, input)),
    route(e.getCurrency, ({ caller, input }) => service.currency(caller, input.currency)),
    route(e.getUserCashAssetsHistory, ({ caller, input }) => service.fiatRecords(caller, input)),
    route(e.getUserLegalCurrencyAssetsHistory, ({ caller, input }) => service.fiatRecords(caller, input)),
  ];
};
