import { z } from 'zod';
import { constants } from '../common/constants';
import { enumSchema } from '../common/enum-schema';
import { positiveAmountSchema } from '../common/money';
import { prefixedIdSchema } from '../common/pairs';
import { validationKey } from '../common/validation-keys';
import {
  complaintOutcome,
  complaintProcessingStatus,
  p2pAdStatus,
  p2pAppealReason,
  p2pCancelReason,
  p2pOrderStatus,
  p2pPriceTypes,
  p2pSides,
  paymentChannel,
} from './p2p.enums';
import { p2pMarginWithinRange } from './p2p.rules';

/** Appeal limits: 3 proof images, a remark of 10+ characters, within 24 h of the order. */
export const appealRules = constants.appeal;
/** 3 active payment methods; 3 cancellations in a day restrict fiat trading for that day. */
export const p2pLimits = constants.p2p;

export const appealRemarkSchema = z
  .string()
  .trim()
  .min(appealRules.remarkMinLength, validationKey('appeal.remarkTooShort'))
  .max(appealRules.remarkMaxLength, validationKey('appeal.remarkTooLong'));

/** Uploaded proof images, by their stored file id or URL. */
export const appealProofsSchema = z
  .array(z.string().min(1))
  .max(appealRules.proofImagesMax, validationKey('appeal.tooManyProofs'));

export const p2pSideSchema = z.enum(p2pSides);
export const p2pPriceTypeSchema = z.enum(p2pPriceTypes);
export const paymentChannelSchema = z.coerce.number().pipe(enumSchema(paymentChannel));
/** A P2P order id as the server issues it. */
export const p2pOrderIdSchema = prefixedIdSchema('fo');
/** A complaint ticket (appeal) id as the server issues it. */
export const p2pAppealIdSchema = prefixedIdSchema('fa');
export const p2pIdSchema = z.coerce.number().int().positive();
/** Fiat codes as the coins table names them (USD, EUR, CNY). */
export const fiatCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/);
export const cryptoCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/);

/** A payment method's fields, validated against its channel's form (p2p.rules.ts) on both sides. */
export const paymentFieldsSchema = z.record(z.string().max(40), z.string().max(80));

/** A receiving payment method (GetUserReceiptMethodInfoList): only ever its owner's. */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  channel: enumSchema(paymentChannel),
  holderName: z.string(),
  fields: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** A dealer's ad as users see it: price, limits (fiat, per order), payment types, the dealer's record. */
export const p2pAdSchema = z.object({
  id: z.number().int(),
  side: p2pSideSchema,
  coin: z.string(),
  fiat: z.string(),
  /** What an order placed now pays per coin: a floating ad's reference ± margin; null without a reference. */
  price: z.string().nullable(),
  priceType: p2pPriceTypeSchema,
  /** A floating ad's margin in percent ('-1.5'), null on a fixed one. */
  margin: z.string().nullable(),
  minTotal: z.string(),
  maxTotal: z.string(),
  /** Crypto left for new orders. */
  available: z.string(),
  /** Crypto its open orders hold (back to `available` if they are cancelled). */
  held: z.string(),
  channels: z.array(enumSchema(paymentChannel)),
  windowMinutes: z.number().int(),
  status: enumSchema(p2pAdStatus),
  dealerName: z.string(),
  completedOrders: z.number().int(),
  /** Completed orders over all of the dealer's ended orders, percent with one decimal ('100.0'). */
  completionRate: z.string(),
  /** Average seconds from payment marked to release, null before the first completed order. */
  averageReleaseSeconds: z.number().int().nullable(),
});
export type P2pAd = z.infer<typeof p2pAdSchema>;

/** A margin in percent: a signed decimal with up to 2 places, within p2pMarginRange. */
export const p2pMarginSchema = z
  .string()
  .trim()
  .regex(/^[+-]?\d{1,3}(\.\d{1,2})?$/, validationKey('p2p.marginInvalid'))
  .transform((m) => m.replace(/^\+/, ''))
  .refine(p2pMarginWithinRange, validationKey('p2p.marginOutOfRange'));

/** What a dealer sets on an ad (publish and edit), before the price rule. */
export const p2pAdFieldsObject = z.object({
  side: p2pSideSchema,
  coin: cryptoCodeSchema,
  fiat: fiatCodeSchema,
  priceType: p2pPriceTypeSchema.default('fixed'),
  /** The price of a fixed ad. */
  price: positiveAmountSchema.optional(),
  /** The margin of a floating ad. */
  margin: p2pMarginSchema.optional(),
  minTotal: positiveAmountSchema,
  maxTotal: positiveAmountSchema,
  available: positiveAmountSchema,
  channels: z.array(paymentChannelSchema).min(1).max(3),
  windowMinutes: z.coerce.number().int().min(5).max(120),
});

/** A fixed ad needs its price, a floating one its margin (p2pMarginRange). */
export function requireAdPrice(
  fields: { priceType: 'fixed' | 'floating'; price?: string | undefined; margin?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (fields.priceType === 'fixed' && fields.price === undefined)
    ctx.addIssue({ code: 'custom', path: ['price'], message: validationKey('p2p.priceRequired') });
  if (fields.priceType === 'floating' && fields.margin === undefined)
    ctx.addIssue({ code: 'custom', path: ['margin'], message: validationKey('p2p.marginOutOfRange') });
}

export const p2pAdFieldsSchema = p2pAdFieldsObject.superRefine(requireAdPrice);

/** The account the payer must pay to, shown only to the payer while the order is open. */
export const payeeDetailsSchema = z.object({
  channel: enumSchema(paymentChannel),
  holderName: z.string(),
  fields: z.record(z.string(), z.string()),
});

/**
 * A P2P order (spec §3): number, type, quantity, total, unit price, dealer, status, countdown,
 * payment type. `payBy` / `confirmBy` are the countdowns' ends (frozen while an appeal is open);
 * `payee` is present only for the party that must pay, while the order is open.
 */
export const p2pOrderSchema = z.object({
  orderId: z.string(),
  adId: z.number().int(),
  side: p2pSideSchema,
  coin: z.string(),
  fiat: z.string(),
  price: z.string(),
  quantity: z.string(),
  total: z.string(),
  channel: enumSchema(paymentChannel),
  status: enumSchema(p2pOrderStatus),
  dealerName: z.string(),
  userName: z.string(),
  /** Which side the caller is on. */
  role: z.enum(['user', 'dealer']),
  createdAt: z.string(),
  payBy: z.string(),
  paidAt: z.string().nullable(),
  confirmBy: z.string().nullable(),
  endedAt: z.string().nullable(),
  cancelReason: enumSchema(p2pCancelReason).nullable(),
  vouchers: z.array(z.string()),
  /**
   * The vouchers' images, in the same order: signed links (foundation/FileUpload/GetFile) that
   * expire, given only with the order, which only its two parties may read.
   */
  voucherUrls: z.array(z.string()),
  appealOpen: z.boolean(),
  payee: payeeDetailsSchema.nullable(),
  /**
   * Which side proposed cancelling by agreement (mutual cancel), while the order awaits payment and
   * the other side has not answered; on an order cancelled that way, the side that proposed it.
   */
  cancelProposedBy: z.enum(['user', 'dealer']).nullable(),
});
export type P2pOrder = z.infer<typeof p2pOrderSchema>;

/** A complaint ticket (spec §3): number, time, reason, processing status, result. */
export const p2pAppealSchema = z.object({
  appealId: z.string(),
  orderId: z.string(),
  /** null when the order's receipt timer opened it. */
  openedBy: z.enum(['user', 'dealer']).nullable(),
  reason: enumSchema(p2pAppealReason),
  remark: z.string(),
  proofs: z.array(z.string()),
  /** The proofs' images, in the same order: signed links, only to the order's two parties. */
  proofUrls: z.array(z.string()),
  status: enumSchema(complaintProcessingStatus),
  outcome: enumSchema(complaintOutcome).nullable(),
  ruling: z.enum(['release', 'return', 'settled']).nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type P2pAppeal = z.infer<typeof p2pAppealSchema>;
