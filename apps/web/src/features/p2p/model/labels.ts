import { type PaymentChannel, paymentChannel } from '@coffer/contract/p2p';
import type { TFunction } from 'i18next';

/** A channel's name in the reader's language ("Bank transfer", "Alipay", "WeChat Pay"). */
export const channelName = (t: TFunction, channel: PaymentChannel) =>
  t(`p2p:channel.${paymentChannel.keyOf(channel) ?? 'unknown'}`);

/** The average release time of a dealer, in whole minutes (at least 1), or a dash before any. */
export const releaseMinutes = (seconds: number | null) =>
  seconds === null ? null : Math.max(1, Math.round(seconds / 60));

/** A price as the ad sets it, never cut (1.002 stays 1.002), at least 2 decimals. */
export const priceDecimals = 8;
