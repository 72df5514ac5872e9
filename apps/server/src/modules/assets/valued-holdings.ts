import type { PriceAdapter } from '../../adapters/prices/prices';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { Dec } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from './coins.repo';
import type { PricingRepo } from './pricing.repo';

const defaultCurrency = 'USD';

export interface ValuationDeps {
  coins: Pick<CoinsRepo, 'coin'>;
  ledger: Pick<Ledger, 'userBalances'>;
  prices: PriceAdapter;
  pricing: Pick<PricingRepo, 'currencyOf'>;
}

/** The caller's holdings valued in a fiat pricing currency (theirs by default), at its display decimals. */
export async function valuedHoldings(deps: ValuationDeps, caller: Caller, currencyInput?: string) {
  const currency = currencyInput ?? (await deps.pricing.currencyOf(caller.userId)) ?? defaultCurrency;
  const fiat = await deps.coins.coin(currency);
  if (!fiat?.isFiat) throw new AppError('currencyNotSupported', `Cannot price in ${currency}.`);
  const balances = await deps.ledger.userBalances(caller.userId);
  const rows = [];
  for (const b of balances) {
    const price = await deps.prices.price(b.asset, currency);
    if (price === undefined) throw new AppError('exchangeRateUnavailable', `${b.asset}/${currency}`);
    rows.push({ ...b, value: new Dec(b.balance).times(price) });
  }
  return { currency, decimals: fiat.decimals, rows };
}

/** A value at the pricing currency's decimals, truncated (spec §5 never rounds up). */
export const truncatedTo = (value: Dec, decimals: number) => value.toDecimalPlaces(decimals, Dec.ROUND_DOWN);
