import { z } from 'zod';
import { constants } from '../common/constants';
import { defineEnum } from '../common/enum';
import { validationKey } from '../common/validation-keys';

/** Peer-to-peer and OTC order, numbered in the order of spec §4. */
export const p2pOrderStatus = defineEnum({
  awaitingDealerConfirmation: 0,
  cancelled: 1,
  awaitingUserPayment: 2,
  awaitingUserConfirmation: 3,
  awaitingDealerPayment: 4,
  completed: 5,
  paymentFailed: 6,
  pendingPayment: 7,
  payingOut: 8,
  paid: 9,
});

export const complaintProcessingStatus = defineEnum({ processing: 0, completed: 1 });

export const complaintOutcome = defineEnum({
  userResponsibility: 0,
  dealerResponsibility: 1,
  noLiability: 2,
});

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
