import { type PaymentChannel, paymentChannel } from '@coffer/contract/p2p';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../../domain/money/format-amount';

/** A channel's name in the reader's language ("Bank transfer", "Alipay", "WeChat Pay"). */
export const channelName = (t: TFunction, channel: PaymentChannel) =>
  t(`p2p:channel.${paymentChannel.keyOf(channel) ?? 'unknown'}`);

/** The average release time of a dealer, in whole minutes (at least 1), or a dash before any. */
export const releaseMinutes = (seconds: number | null) =>
  seconds === null ? null : Math.max(1, Math.round(seconds / 60));

/** A price as the ad sets it, never cut (1.002 stays 1.002), at least 2 decimals. */
export const priceDecimals = 8;

/** A floating ad's margin as its price's note: "+2", "-1.5" (the reader's "reference ± x %"). */
export const signedMargin = (margin: string) => (margin.startsWith('-') ? margin : `+${margin}`);

/** An ad's price as shown: its price now, or the dash of a floating ad without a reference. */
export const adPriceText = (t: TFunction, ad: { price: string | null; fiat: string }) =>
  ad.price === null
    ? t('p2p:ad.noReference')
    : `${formatAmount(ad.price, { decimals: priceDecimals })} ${ad.fiat}`;

/** The note under a floating ad's price ("Reference price +2 %"); null on a fixed ad. */
export const adPriceNote = (t: TFunction, ad: { margin: string | null }) =>
  ad.margin === null ? null : t('p2p:ad.floating', { margin: signedMargin(ad.margin) });
