import {
  type ConvertPairConfig,
  type ConvertSide,
  convertCoins,
  type convertEndpoints,
  type EndpointParsedInput,
  type ExchangeCoin,
  type WalletType,
  walletType,
} from '@coffer/contract';
import type { PriceAdapter } from '../../adapters/prices/prices';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import type { HistoryPage } from '../../lib/history-page';
import { toWire } from '../../lib/money';
import { mapPage } from '../../lib/page';
import type { Caller } from '../../plugins/auth';
import { type CoinsRepo, ledgerEntries, walletLines } from '../assets/assets.module';
import { displayPrice } from './convert.fns';
import type { ConvertPairRow, ConvertRepo, ExchangeHistoryQuery } from './convert.repo';
import { orderView } from './convert-execute';

export interface ReadDeps {
  repo: ConvertRepo;
  coins: CoinsRepo;
  prices: PriceAdapter;
  ledger: Pick<Ledger, 'userBalances' | 'userEntries'>;
}

const flash = walletType.members.flashExchange;

const decimalsOf = async (coins: CoinsRepo, code: string) => (await coins.coin(code))?.decimals ?? 0;

export async function pairConfigs(deps: ReadDeps): Promise<ConvertPairConfig[]> {
  const pairs = await deps.repo.pairs();
  return Promise.all(
    pairs.map(async (p) => ({
      symbol: p.symbol,
      baseCoin: p.baseCoin,
      quoteCoin: p.quoteCoin,
      baseDecimals: await decimalsOf(deps.coins, p.baseCoin),
      quoteDecimals: await decimalsOf(deps.coins, p.quoteCoin),
      priceDecimals: p.priceDecimals,
      baseMinAmount: toWire(p.baseMinAmount),
      baseMaxAmount: toWire(p.baseMaxAmount),
      quoteMinAmount: toWire(p.quoteMinAmount),
      quoteMaxAmount: toWire(p.quoteMaxAmount),
      enabled: p.enabled,
    })),
  );
}

const enabledPairs = async (repo: ConvertRepo) => (await repo.pairs()).filter((p) => p.enabled);

const coinView = async (coins: CoinsRepo, code: string) => {
  const c = await coins.coin(code);
  return { coin: code, name: c?.name ?? code, decimals: c?.decimals ?? 0 };
};

/** Every coin of an enabled pair, in the order the pairs are listed. */
export async function convertibleCoins(deps: ReadDeps) {
  const codes = [...new Set((await enabledPairs(deps.repo)).flatMap((p) => [p.baseCoin, p.quoteCoin]))];
  return Promise.all(codes.map((code) => coinView(deps.coins, code)));
}

/** What `coin` converts into: selling it where it is the base, buying with it where it is the quote. */
export async function exchangeCoins(deps: ReadDeps, coin: string) {
  const out: ExchangeCoin[] = [];
  for (const p of await enabledPairs(deps.repo)) {
    const side: ConvertSide | undefined =
      p.baseCoin === coin ? 'sell' : p.quoteCoin === coin ? 'buy' : undefined;
    if (!side) continue;
    const { toCoin } = convertCoins(p, side);
    out.push({ ...(await coinView(deps.coins, toCoin)), symbol: p.symbol, side });
  }
  return out;
}

/** Pairs with the reference mid price (indicative; a quote adds the spread). */
export async function pairsWithPrices(deps: ReadDeps) {
  return Promise.all(
    (await deps.repo.pairs()).map(async (p: ConvertPairRow) => {
      const price = await deps.prices.price(p.baseCoin, p.quoteCoin);
      return {
        symbol: p.symbol,
        baseCoin: p.baseCoin,
        quoteCoin: p.quoteCoin,
        enabled: p.enabled,
        referencePrice: price === undefined ? null : displayPrice(price, p.priceDecimals),
      };
    }),
  );
}

export async function orderStatus(
  repo: ConvertRepo,
  caller: Caller,
  input: EndpointParsedInput<typeof convertEndpoints.getOrderStatus>,
) {
  if ((input.orderId === undefined) === (input.quoteId === undefined))
    throw new AppError('invalidInput', 'Give orderId or quoteId, one of them.', [
      { field: 'orderId', message: 'Give orderId or quoteId, one of them.' },
    ]);
  const order = await repo.ownOrder(caller.userId, input);
  if (!order) throw new AppError('orderNotFound');
  return orderView(order);
}

export async function history(repo: ConvertRepo, caller: Caller, q: ExchangeHistoryQuery) {
  const page = await repo.page({ userId: caller.userId, ...q });
  return mapPage(page, orderView);
}

/** The flash-exchange wallet: every coin of a pair, and anything else it actually holds. */
export async function flashWallet(deps: ReadDeps, caller: Caller) {
  const [pairs, balances] = await Promise.all([
    deps.repo.pairs(),
    deps.ledger.userBalances(caller.userId, flash),
  ]);
  const codes = new Set([
    ...pairs.flatMap((p) => [p.baseCoin, p.quoteCoin]),
    ...balances.map((b) => b.asset),
  ]);
  const listed = (await deps.coins.all()).filter((c) => codes.has(c.code));
  return {
    walletType: flash as WalletType,
    items: walletLines(listed, balances),
  };
}

export async function flashWalletEntries(deps: ReadDeps, caller: Caller, q: HistoryPage & { coin?: string }) {
  return ledgerEntries(deps, caller, { ...q, walletType: flash });
}
