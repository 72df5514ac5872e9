import { assetsEndpoints } from '@coffer/contract/assets';
import { endpointQuery } from '../../lib/http/endpoint-query';
import { assetsKeys } from './assets-keys';

/**
 * A legal currency's name in the reader's language ('美元' for USD in Chinese), from the browser's
 * own CLDR data (Intl.DisplayNames), so every language names every currency without a catalogue
 * of ours; the server's (English) name when the browser does not know the code.
 */
export function currencyName(code: string, language: string, fallback: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' }).of(code);
    return name ?? fallback;
  } catch {
    return fallback;
  }
}

/** The legal currencies a price may be shown in (the pricing picker, a merchant's rates); rarely changed. */
export const pricingCurrenciesQueryOptions = () =>
  endpointQuery(assetsKeys.pricingCurrencies, assetsEndpoints.getLegalPricingCurrencyList, {}, 10 * 60_000);
