import { endpoints, globalServiceType } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { clientInfo } from '../../lib/client-info';
import { route } from '../../plugins/routes';
import type { GlobalAccountService } from './global-account.module';

const e = endpoints.globalAccount;
const { fiatToGlobal, globalToFiat } = globalServiceType.members;

// A route table: one short line per call of spec §7 "Global account" and the calls it implies.
export const globalAccountRoutes = (service: GlobalAccountService) => [
  route(e.calculateServiceFee, async ({ input }) => service.serviceFee(input)),
  route(e.globalAccountCurrencys, async () => service.currencies()),
  route(e.getSupportedPaymentType, async ({ input }) => service.paymentTypes(input.currency)),
  route(e.getUserRateSetting, async ({ input }) => service.rates(input.currency)),
  route(e.createPayWhitelist, ({ caller, input, request }) =>
    service.addToWhitelist(caller, input, clientInfo(request)),
  ),
  route(e.getPayWhitelist, ({ caller, input }) => service.whitelist(caller, input.currency)),
  route(e.deletePayWhitelist, ({ caller, input, request }) =>
    service.removeFromWhitelist(caller, input, clientInfo(request)),
  ),
  route(e.getChannelAttachmentDynamicFormsFields, async ({ input }) => service.documentForm(input.channel)),
  route(e.createUserChannelAttachment, async ({ caller, input, file, request }) => {
    if (!file) throw new AppError('uploadFileMissing');
    return service.uploadAttachment(caller, input, file, request.ip);
  }),
  route(e.getUserChannelAttachment, ({ caller, input }) => service.attachments(caller, input.channel)),
  route(e.deleteUserChannelAttachment, ({ caller, input }) => service.deleteAttachment(caller, input.id)),
  route(e.getGlobalAccountStatus, ({ caller }) => service.status(caller)),
  route(e.createGlobalAccount, ({ caller, input }) => service.apply(caller, input.channel, 'create')),
  route(e.updateGlobalAccount, ({ caller, input }) => service.apply(caller, input.channel, 'update')),
  route(e.getGlobalAccountDetails, ({ caller, input }) => service.details(caller, input.currency)),
  route(e.getGlobalAccountAssets, ({ caller }) => service.balances(caller)),
  route(e.createFiatToGlobal, ({ caller, input }) => service.move(caller, fiatToGlobal, input)),
  route(e.createGlobalToFiat, ({ caller, input }) => service.move(caller, globalToFiat, input)),
  route(e.getTransferList, ({ caller, input }) => service.moves(caller, input)),
  route(e.getPayInList, ({ caller, input }) => service.payIns(caller, input)),
];
