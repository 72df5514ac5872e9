import { endpoints } from '@coffer/contract';
import { requireMerchantOnMerchantHost } from '../../lib/host-wallet';
import { route } from '../../plugins/routes';
import type { MultisigService } from './multisig.module';

const m = endpoints.multisig;

// Host by role (spec §6): the same calls on the merchant host answer merchants only; a wallet is
// its owner's whichever host it is reached through.
export const multisigRoutes = (service: MultisigService) => [
  route(m.getWallets, ({ caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.wallets(caller);
  }),
  route(m.getWalletDetail, ({ input, caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.detail(caller, input.walletId);
  }),
  route(m.createWallet, ({ input, caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.create(caller, input);
  }),
  route(m.deleteWallet, ({ input, caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.remove(caller, input.walletId);
  }),
  route(m.getCoinTree, ({ caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.coinTree();
  }),
  route(m.createCoin, ({ input, caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.addCoin(caller, input);
  }),
  route(m.getAddCoinLinkage, ({ input, caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.addableCoins(caller, input.walletId);
  }),
  route(m.getLinkage, ({ input, caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.linkage(caller, input.walletId);
  }),
  route(m.getBalance, ({ input, caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.balances(caller, input.walletId);
  }),
  route(m.getRechargeList, ({ input, caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.deposits(caller, input);
  }),
  route(m.getWithdrawalList, ({ input, caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.withdrawals(caller, input);
  }),
  route(m.propose, ({ input, caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.propose(caller, input);
  }),
  route(m.sign, ({ input, caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.sign(caller, input);
  }),
  route(m.getUserMpcInfo, ({ caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.mpcInfo(caller);
  }),
];
