import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { truncatedTo, type ValuationDeps, valuedHoldings } from './valued-holdings';

/** The caller's total in the pricing currency and in BTC. */
export async function assetsConversion(deps: ValuationDeps, caller: Caller, currencyInput?: string) {
  const { currency, decimals, rows } = await valuedHoldings(deps, caller, currencyInput);
  const total = rows.reduce((sum, r) => sum.plus(r.value), new Dec(0));
  const btcPrice = await deps.prices.price('BTC', currency);
  if (btcPrice === undefined) throw new AppError('exchangeRateUnavailable', `BTC/${currency}`);
  const btc = await deps.coins.coin('BTC');
  return {
    currency,
    total: toWire(truncatedTo(total, decimals)),
    btc: toWire(truncatedTo(total.div(btcPrice), btc?.decimals ?? 8)),
  };
}
