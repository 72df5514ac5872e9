import {
  type AcceptorConfig,
  type AcceptorConfigFields,
  type AcceptorPairStatus,
  acceptorConfigProblems,
  type acceptorEndpoints,
  acceptorPairStatus,
  type EndpointParsedInput,
} from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { mapPage } from '../../lib/page';
import type { Caller } from '../../plugins/auth';
import { assertCoinDecimals, type CoinsRepo } from '../assets/assets.module';
import { configFields, type OtcPairRow, type OtcRepo } from '../otc/otc.module';
import type { AcceptorConfigRow, AcceptorRepo } from './acceptor.repo';

/** An acceptor endpoint's parsed input. */
export type Input<K extends keyof typeof acceptorEndpoints> = EndpointParsedInput<
  (typeof acceptorEndpoints)[K]
>;

/** What the config use cases need: the acceptor's configs, the OTC pairs, the coins and a clock. */
export interface ConfigDeps {
  repo: AcceptorRepo;
  otcRepo: Pick<OtcRepo, 'pair'>;
  coins: CoinsRepo;
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

async function ownConfig(deps: ConfigDeps, caller: Caller, id: number) {
  const found = await deps.repo.own(caller.userId, id);
  if (!found) throw new AppError('notFound', 'No such configuration.');
  return found;
}

/** The acceptor's configs, one page, optionally of one pair and status. */
export async function listConfigs(deps: ConfigDeps, caller: Caller, input: Input<'getConfigList'>) {
  const pair = input.symbol ? await deps.otcRepo.pair(input.symbol) : undefined;
  if (input.symbol && !pair) return { totalCount: 0, items: [] };
  const page = await deps.repo.page(caller.userId, {
    pairId: pair?.id,
    status: input.status,
    skip: input.SkipCount,
    take: input.MaxResultCount,
  });
  return mapPage(page, (r) => configView(r.config, r.pair));
}

/** A new config on an enabled pair: one per pair and acceptor (60203 for a second). */
export async function addConfig(deps: ConfigDeps, caller: Caller, input: Input<'addConfig'>) {
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
}

/** New ranges and deviations for one of the acceptor's own configs. */
export async function updateConfig(deps: ConfigDeps, caller: Caller, input: Input<'updateConfig'>) {
  const { pair } = await ownConfig(deps, caller, input.id);
  await assertValidFields(deps.coins, pair, input);
  const saved = await deps.repo.update(caller.userId, input.id, {
    ...fieldsOf(input),
    updatedAt: deps.now(),
  });
  if (!saved) throw new AppError('notFound', 'No such configuration.');
  return configView(saved, pair);
}

/** Enables or disables one of the acceptor's own configs. */
export async function updateConfigStatus(deps: ConfigDeps, caller: Caller, input: Input<'updateStatus'>) {
  const { pair } = await ownConfig(deps, caller, input.id);
  const saved = await deps.repo.update(caller.userId, input.id, {
    status: input.status,
    updatedAt: deps.now(),
  });
  if (!saved) throw new AppError('notFound', 'No such configuration.');
  return configView(saved, pair);
}
