import { z } from 'zod';
import { constants } from '../common/constants';
import { validationKey } from '../common/validation-keys';

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
