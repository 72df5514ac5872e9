import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from './coins.repo';
import type { PricingRepo } from './pricing.repo';

/** The fiat currencies assets can be priced in. */
export async function fiatCurrencies(deps: { coins: Pick<CoinsRepo, 'all'> }) {
  return (await deps.coins.all())
    .filter((c) => c.isFiat)
    .map((c) => ({ currency: c.code, name: c.name, decimals: c.decimals }));
}

/** Profile/SetPricingCurrency: the caller's pricing currency, a fiat one. */
export async function setPricingCurrency(
  deps: { coins: Pick<CoinsRepo, 'coin'>; pricing: Pick<PricingRepo, 'setCurrency'> },
  caller: Caller,
  currency: string,
) {
  const fiat = await deps.coins.coin(currency);
  if (!fiat?.isFiat) throw new AppError('currencyNotSupported', `Cannot price in ${currency}.`);
  await deps.pricing.setCurrency(caller.userId, fiat.code);
  return { currency: fiat.code };
}
