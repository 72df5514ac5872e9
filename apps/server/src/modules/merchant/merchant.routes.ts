import { endpoints } from '@coffer/contract/registry';
import { route } from '../../plugins/routes';
import type { createMerchantApplications } from './merchant-application';
import type { createMerchantSettings } from './merchant-settings';
import type { createSubMerchantService } from './sub-merchants';

/** Thin routes: each hands the caller and its input to the service that holds the rules. */
export const merchantRoutes = (s: {
  subs: ReturnType<typeof createSubMerchantService>;
  settings: ReturnType<typeof createMerchantSettings>;
  applications: ReturnType<typeof createMerchantApplications>;
}) => {
  const m = endpoints.merchant;
  return [
    route(m.subMerchantGetList, ({ caller, input }) => s.subs.list(caller.userId, input)),
    route(m.subMerchantGet, ({ caller, input }) => s.subs.get(caller.userId, input.id)),
    route(m.subMerchantCreate, ({ caller, input }) => s.subs.create(caller.userId, input)),
    route(m.subMerchantUpdate, ({ caller, input }) => s.subs.update(caller.userId, input)),
    route(m.subMerchantResetPassword, ({ caller, input }) => s.subs.resetPassword(caller.userId, input.id)),
    route(m.subMerchantActive, ({ caller, input }) => s.subs.activate(caller.userId, input.id)),
    route(m.subMerchantInActive, ({ caller, input }) => s.subs.deactivate(caller.userId, input.id)),
    route(m.subMerchantDelete, ({ caller, input }) => s.subs.remove(caller.userId, input.id)),
    route(m.getMerchantSettlementCoinList, ({ caller }) => s.settings.settlementCoinList(caller.userId)),
    route(m.getReferenceExchangeRate, ({ caller, input }) =>
      s.settings.referenceExchangeRate(caller.userId, input),
    ),
    route(m.rateGetAll, ({ caller }) => s.settings.rates(caller.userId)),
    route(m.rateCreate, ({ caller, input }) => s.settings.createRate(caller.userId, input)),
    route(m.rateUpdate, ({ caller, input }) => s.settings.updateRate(caller.userId, input)),
    route(m.rateDelete, ({ caller, input }) => s.settings.deleteRate(caller.userId, input.id)),
    route(m.getMerchantChannelRates, ({ caller }) => s.settings.channelRates(caller.userId)),
    route(m.getMerchantInfo, ({ caller }) => s.applications.info(caller.userId)),
    route(m.saveToBecomeOfficial, ({ caller, input }) => s.applications.save(caller.userId, input)),
    route(m.applyToBecomeOfficial, ({ caller, input }) => s.applications.apply(caller.userId, input)),
  ];
};
