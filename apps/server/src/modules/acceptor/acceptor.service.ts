import type { AcceptorInventoryItem } from '@coffer/contract';
import { userAccount } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { type OtcService, otcWalletOf } from '../otc/otc.module';
import {
  addConfig,
  type ConfigDeps,
  type Input,
  listConfigs,
  updateConfig,
  updateConfigStatus,
} from './acceptor-configs';

export interface AcceptorServiceDeps extends ConfigDeps {
  otc: Pick<OtcService, 'pairs' | 'acceptorOrders' | 'answer'>;
  ledger: Pick<Ledger, 'balance'>;
}

/** The acceptor's desk: its pair configs, its incoming orders and its inventory. Callers are account type 6 (the route checks). */
export function createAcceptorService(deps: AcceptorServiceDeps) {
  return {
    pairs: () => deps.otc.pairs(),
    configs: (caller: Caller, input: Input<'getConfigList'>) => listConfigs(deps, caller, input),
    addConfig: (caller: Caller, input: Input<'addConfig'>) => addConfig(deps, caller, input),
    updateConfig: (caller: Caller, input: Input<'updateConfig'>) => updateConfig(deps, caller, input),
    updateStatus: (caller: Caller, input: Input<'updateStatus'>) => updateConfigStatus(deps, caller, input),
    incomingOrders: (caller: Caller, input: Input<'getIncomingOrders'>) =>
      deps.otc.acceptorOrders(caller.userId, {
        symbol: input.symbol,
        status: input.status,
        skip: input.SkipCount,
        take: input.MaxResultCount,
      }),
    accept: (caller: Caller, orderId: string) => deps.otc.answer(caller.userId, orderId, 'accept'),
    decline: (caller: Caller, orderId: string) => deps.otc.answer(caller.userId, orderId, 'decline'),
    /** The acceptor's balances in the coins of its configured pairs (what its offers can deliver). */
    async inventory(caller: Caller): Promise<AcceptorInventoryItem[]> {
      const items: AcceptorInventoryItem[] = [];
      for (const code of await deps.repo.coins(caller.userId)) {
        const coin = await deps.coins.coin(code);
        if (!coin) continue;
        const b = await deps.ledger.balance(userAccount(caller.userId, code, otcWalletOf(coin)));
        items.push({
          coin: code,
          balance: toWire(b.balance),
          available: toWire(b.available),
          reserved: toWire(b.frozen),
        });
      }
      return items;
    },
  };
}
export type AcceptorService = ReturnType<typeof createAcceptorService>;
