import {
  type AcceptorConfig,
  type AcceptorConfigFields,
  type AcceptorInventoryItem,
  type AcceptorPairStatus,
  acceptorConfigProblems,
  type acceptorEndpoints,
  acceptorPairStatus,
  type EndpointParsedInput,
} from '@coffer/contract';
import { userAccount } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { toWire } from '../../lib/money';
import { mapPage } from '../../lib/page';
import type { Caller } from '../../plugins/auth';
import { assertCoinDecimals, type CoinsRepo } from '../assets/assets.module';
import { configFields, type OtcPairRow, type OtcRepo, type OtcService, otcWalletOf } from '../otc/otc.module';
import type { AcceptorConfigRow, AcceptorRepo } from './acceptor.repo';

type Input<K extends keyof typeof acceptorEndpoints> = EndpointParsedInput<(typeof acceptorEndpoints)[K]>;

export interface AcceptorServiceDeps {
  repo: AcceptorRepo;
  otcRepo: Pick<OtcRepo, 'pair'>;
  otc: Pick<OtcService, 'pairs' | 'acceptorOrders' | 'answer'>;
  coins: CoinsRepo;
  ledger: Pick<Ledger, 'balance'>;
  now: () => Date;
}

export const configView = (c: AcceptorConfigRow, pair: OtcPairRow): AcceptorConfig => ({
  id: c.id,
  symbol: pair.symbol,
  baseCoin: pair.baseCoin,
  quoteCoin: pair.quoteCoin,
  ...configFields(c),
  status: c.status,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

/**
 * The contract's config rules, as catalogued errors with the field in error.data: min above max
 * (60204), a deviation outside 0–20 % (60205); quantities with more decimals than the base coin
 * has are bad input (400).
 */
async function assertValidFields(coins: CoinsRepo, pair: OtcPairRow, f: AcceptorConfigFields) {
  const base = await coins.coin(pair.baseCoin);
  if (!base) throw new AppError('currencyNotSupported');
  for (const field of ['buyMinQuantity', 'buyMaxQuantity', 'sellMinQuantity', 'sellMaxQuantity'] as const)
    assertCoinDecimals(f[field], base.decimals, field);
  const [problem] = acceptorConfigProblems(f);
  if (!problem) return;
  throw new AppError(
    problem.problem === 'minAboveMax' ? 'acceptorQuantityRangeInvalid' : 'acceptorDeviationOutOfRange',
    `${problem.field} breaks the rule.`,
    null,
    { field: problem.field },
  );
}

const fieldsOf = (f: AcceptorConfigFields) => ({
  buyMinQuantity: f.buyMinQuantity,
  buyMaxQuantity: f.buyMaxQuantity,
  sellMinQuantity: f.sellMinQuantity,
  sellMaxQuantity: f.sellMaxQuantity,
  buyDeviation: f.buyDeviation,
  sellDeviation: f.sellDeviation,
});

/** The acceptor's desk: its pair configs, its incoming orders and its inventory. Callers are account type 6 (the route checks). */
export function createAcceptorService(deps: AcceptorServiceDeps) {
  async function ownConfig(caller: Caller, id: number) {
    const found = await deps.repo.own(caller.userId, id);
    if (!found) throw new AppError('notFound', 'No such configuration.');
    return found;
  }
  return {
    pairs: () => deps.otc.pairs(),
    async configs(caller: Caller, input: Input<'getConfigList'>) {
      const pair = input.symbol ? await deps.otcRepo.pair(input.symbol) : undefined;
      if (input.symbol && !pair) return { totalCount: 0, items: [] };
      const page = await deps.repo.page(caller.userId, {
        pairId: pair?.id,
        status: input.status,
        skip: input.SkipCount,
        take: input.MaxResultCount,
      });
      return mapPage(page, (r) => configView(r.config, r.pair));
    },
    async addConfig(caller: Caller, input: Input<'addConfig'>) {
      const pair = await deps.otcRepo.pair(input.symbol);
      if (!pair?.enabled) throw new AppError('currencyNotSupported', `No OTC pair ${input.symbol}.`);
      await assertValidFields(deps.coins, pair, input);
      const at = deps.now();
      const saved = await deps.repo.insert({
        acceptorId: caller.userId,
        pairId: pair.id,
        ...fieldsOf(input),
        status: (input.status ?? acceptorPairStatus.members.enabled) as AcceptorPairStatus,
        createdAt: at,
        updatedAt: at,
      });
      if (!saved) throw new AppError('acceptorPairExists');
      return configView(saved, pair);
    },
    async updateConfig(caller: Caller, input: Input<'updateConfig'>) {
      const { pair } = await ownConfig(caller, input.id);
      await assertValidFields(deps.coins, pair, input);
      const saved = await deps.repo.update(caller.userId, input.id, {
        ...fieldsOf(input),
        updatedAt: deps.now(),
      });
      if (!saved) throw new AppError('notFound', 'No such configuration.');
      return configView(saved, pair);
    },
    async updateStatus(caller: Caller, input: Input<'updateStatus'>) {
      const { pair } = await ownConfig(caller, input.id);
      const saved = await deps.repo.update(caller.userId, input.id, {
        status: input.status,
        updatedAt: deps.now(),
      });
      if (!saved) throw new AppError('notFound', 'No such configuration.');
      return configView(saved, pair);
    },
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
