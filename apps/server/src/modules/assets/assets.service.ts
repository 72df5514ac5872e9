import { walletType } from '@coffer/contract';
import type { PriceAdapter } from '../../adapters/prices/prices';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from './coins.repo';
import type { FundHistoryRepo } from './fund-history.repo';
import type { PricingRepo } from './pricing.repo';

type WalletTypeValue = (typeof walletType.members)[keyof typeof walletType.members];
const defaultCurrency = 'USD';

export function createAssetsService(deps: {
  coins: CoinsRepo;
  ledger: Pick<Ledger, 'userBalances' | 'userEntries'>;
  prices: PriceAdapter;
  history: FundHistoryRepo;
  pricing: PricingRepo;
}) {
  const { coins, ledger, prices, history, pricing } = deps;
  const fiatList = async () =>
    (await coins.all())
      .filter((c) => c.isFiat)
      .map((c) => ({ currency: c.code, name: c.name, decimals: c.decimals }));

  /** The caller's holdings valued in a fiat pricing currency, at the coin's display decimals. */
  async function valued(caller: Caller, currencyInput?: string) {
    const currency = currencyInput ?? (await pricing.currencyOf(caller.userId)) ?? defaultCurrency;
    const fiat = await coins.coin(currency);
    if (!fiat?.isFiat) throw new AppError('currencyNotSupported', `Cannot price in ${currency}.`);
    const balances = await ledger.userBalances(caller.userId);
    const rows = [];
    for (const b of balances) {
      const price = await prices.price(b.asset, currency);
      if (price === undefined) throw new AppError('exchangeRateUnavailable', `${b.asset}/${currency}`);
      rows.push({ ...b, value: new Dec(b.balance).times(price) });
    }
    return { currency, decimals: fiat.decimals, rows };
  }

  return {
    fiatList,
    async setPricingCurrency(caller: Caller, currency: string) {
      const fiat = await coins.coin(currency);
      if (!fiat?.isFiat) throw new AppError('currencyNotSupported', `Cannot price in ${currency}.`);
      await pricing.setCurrency(caller.userId, fiat.code);
      return { currency: fiat.code };
    },

    async summary(caller: Caller, currencyInput?: string) {
      const { currency, decimals, rows } = await valued(caller, currencyInput);
      const byWallet = new Map<number, Dec>();
      for (const r of rows) {
        const w = r.walletType ?? walletType.members.spot;
        byWallet.set(w, (byWallet.get(w) ?? new Dec(0)).plus(r.value));
      }
      const total = rows.reduce((sum, r) => sum.plus(r.value), new Dec(0));
      return {
        currency,
        total: toWire(total.toDecimalPlaces(decimals, Dec.ROUND_DOWN)),
        wallets: Object.values(walletType.members).map((w) => ({
          walletType: w as WalletTypeValue,
          total: toWire((byWallet.get(w) ?? new Dec(0)).toDecimalPlaces(decimals, Dec.ROUND_DOWN)),
        })),
      };
    },

    async conversion(caller: Caller, currencyInput?: string) {
      const { currency, decimals, rows } = await valued(caller, currencyInput);
      const total = rows.reduce((sum, r) => sum.plus(r.value), new Dec(0));
      const btcPrice = await prices.price('BTC', currency);
      if (btcPrice === undefined) throw new AppError('exchangeRateUnavailable', `BTC/${currency}`);
      const btc = await coins.coin('BTC');
      return {
        currency,
        total: toWire(total.toDecimalPlaces(decimals, Dec.ROUND_DOWN)),
        btc: toWire(total.div(btcPrice).toDecimalPlaces(btc?.decimals ?? 8, Dec.ROUND_DOWN)),
      };
    },

    async distribution(caller: Caller, currencyInput?: string) {
      const { currency, decimals, rows } = await valued(caller, currencyInput);
      const byCoin = new Map<string, { amount: Dec; value: Dec }>();
      for (const r of rows) {
        const c = byCoin.get(r.asset) ?? { amount: new Dec(0), value: new Dec(0) };
        byCoin.set(r.asset, { amount: c.amount.plus(r.balance), value: c.value.plus(r.value) });
      }
      const total = rows.reduce((sum, r) => sum.plus(r.value), new Dec(0));
      const items = [...byCoin.entries()]
        .filter(([, c]) => c.amount.gt(0))
        .sort((a, b) => b[1].value.comparedTo(a[1].value))
        .map(([coin, c]) => ({
          coin,
          amount: toWire(c.amount),
          value: toWire(c.value.toDecimalPlaces(decimals, Dec.ROUND_DOWN)),
          percent: toWire(
            total.gt(0) ? c.value.div(total).times(100).toDecimalPlaces(2, Dec.ROUND_DOWN) : new Dec(0),
          ),
        }));
      return { currency, total: toWire(total.toDecimalPlaces(decimals, Dec.ROUND_DOWN)), items };
    },

    async fundHistory(
      caller: Caller,
      q: {
        coin?: string;
        type?: number;
        status?: number;
        from?: Date;
        to?: Date;
        skip: number;
        take: number;
      },
    ) {
      const page = await history.page({ userId: caller.userId, ...q });
      return {
        totalCount: page.totalCount,
        items: page.items.map((r) => ({
          type: Number(r.type) as 1 | 2,
          ref: r.ref,
          coin: r.coin,
          network: r.network,
          address: r.address,
          amount: toWire(r.amount),
          fee: toWire(r.fee),
          status: Number(r.status),
          txId: r.tx_id,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },

    async entries(
      caller: Caller,
      q: { coin?: string; walletType?: number; from?: Date; to?: Date; skip: number; take: number },
    ) {
      const page = await ledger.userEntries({ userId: caller.userId, asset: q.coin, ...q });
      return {
        totalCount: page.totalCount,
        items: page.items.map((e) => ({
          id: e.id,
          coin: e.asset,
          walletType: e.walletType as WalletTypeValue,
          amount: e.amount,
          reason: e.reason,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type AssetsService = ReturnType<typeof createAssetsService>;
