import type { z } from 'zod';
import { cardOrderSchema } from '../card';
import { cashAccountSchema, cashOrderSchema } from '../cash';
import { convertLimitOrderSchema } from '../convert';
import { depositSchema } from '../deposits';
import { earnPositionSchema } from '../earn';
import { globalAccountSchema, globalPayInSchema } from '../global-account';
import { merchantApplicationEventSchema } from '../merchant';
import { multisigLiveEventSchema } from '../multisig';
import { otcOrderSchema } from '../otc';
import { p2pOrderSchema } from '../p2p';
import { paymentOrderLiveEventSchema } from '../payments';
import { withdrawalSchema } from '../withdrawals';
import type { LiveEventName } from './live.events';

/** What each live event's `data` holds. */
export const liveEventSchemas = {
  deposit: depositSchema,
  withdrawal: withdrawalSchema,
  /** An OTC order changed status: sent to the user who placed it and to its acceptor. */
  otcOrder: otcOrderSchema,
  /** A convert limit order was placed or ended (filled, cancelled, expired): sent to its owner. */
  convertLimitOrder: convertLimitOrderSchema,
  /** The official-merchant application was approved or rejected: sent to the merchant. */
  merchantApplication: merchantApplicationEventSchema,
  /** One of the merchant's payment orders changed: sent to the merchant and the order's sub-merchant. */
  paymentOrder: paymentOrderLiveEventSchema,
  /** A cash top-up or withdrawal changed status: sent to its owner. */
  cashOrder: cashOrderSchema,
  /** The fiat account application moved on (review, creation, reconfirmation, open). */
  cashAccount: cashAccountSchema,
  /**
   * A P2P order changed (placed, paid, released, cancelled, an appeal opened or ruled): sent to
   * both parties, each as its list shows it, so `payee` is always null (the order call has it).
   */
  p2pOrder: p2pOrderSchema,
  /**
   * An earn position changed (subscribed, a day's interest paid, a redemption asked, settled or
   * failed): sent to its owner as the positions list shows it.
   */
  earnPosition: earnPositionSchema,
  /** A card or quick-buy order changed status (paid, credited, declined, expired, refunded): sent to its buyer. */
  cardOrder: cardOrderSchema,
  /**
   * A multisig wallet's deposit or withdrawal changed (recorded, credited; signed, sent, settled,
   * expired): sent to the wallet's owner, it only names what to read again.
   */
  multisig: multisigLiveEventSchema,
  /** The global account application moved on (review, creation, reconfirmation, rejection, open). */
  globalAccount: globalAccountSchema,
  /** A pay-in to the global account details arrived (credited or queued) or was released or returned. */
  globalPayIn: globalPayInSchema,
} as const satisfies Record<LiveEventName, z.ZodType>;
export type LiveEvent = {
  [K in LiveEventName]: { event: K; data: z.infer<(typeof liveEventSchemas)[K]> };
}[LiveEventName];
