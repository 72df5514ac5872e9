import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { qrLoginStatus } from './account.enums';
import {
  authenticateByEmailInputSchema,
  authenticateByPhoneInputSchema,
  getFileInputSchema,
  imageUploadInputSchema,
  imageUploadResultSchema,
  keyExchangeSchema,
  merchantRegisterInputSchema,
  privateFileResultSchema,
  ptrInputSchema,
  ptrResultSchema,
  qrConfirmInputSchema,
  qrGenerateResultSchema,
  qrPollInputSchema,
  qrScanResultSchema,
  qrTicketInputSchema,
  registerByEmailInputSchema,
  registerByPhoneInputSchema,
  registerResultSchema,
  resetPasswordByEmailInputSchema,
  resetPasswordByPhoneInputSchema,
  resetTicketSchema,
  resetVerificationByEmailInputSchema,
  resetVerificationByPhoneInputSchema,
  securityVerificationInputSchema,
  sendVerificationCodeInputSchema,
  sendVerificationCodeResultSchema,
} from './auth.schemas';
import { sessionEndpointSchemas, tokenSessionSchema } from './session.endpoint-schemas';

/** Spec §7 "Auth" and the key exchange, upload and code calls of "Base and session". */
const accountEndpointSchemas = {
  sendVerificationCode: {
    input: sendVerificationCodeInputSchema,
    result: sendVerificationCodeResultSchema,
  },
  getKeis: {
    input: z.object({}),
    result: keyExchangeSchema,
  },
  ptr: {
    input: ptrInputSchema,
    result: ptrResultSchema,
  },
  imageUpload: {
    input: imageUploadInputSchema,
    result: imageUploadResultSchema,
  },
  /** An uploaded file's bytes, for its owner or the holder of a signed link (see the schema). */
  getFile: {
    input: getFileInputSchema,
    result: privateFileResultSchema,
  },
  registerByPhoneNumber: {
    input: registerByPhoneInputSchema,
    result: registerResultSchema,
  },
  registerByEmailAddress: {
    input: registerByEmailInputSchema,
    result: registerResultSchema,
  },
  merchantRegister: {
    input: merchantRegisterInputSchema,
    result: registerResultSchema,
  },
  authenticateByPhoneNumber: {
    input: authenticateByPhoneInputSchema,
    result: tokenSessionSchema,
  },
  authenticateByEmailAddress: {
    input: authenticateByEmailInputSchema,
    result: tokenSessionSchema,
  },
  /** Finishes a sign-in that answered 50002 (new device) with a code sent for `login`. */
  securityVerification: {
    input: securityVerificationInputSchema,
    result: tokenSessionSchema,
  },
  resetPasswordByPhoneNumberVerification: {
    input: resetVerificationByPhoneInputSchema,
    result: resetTicketSchema,
  },
  resetPasswordByPhoneNumber: {
    input: resetPasswordByPhoneInputSchema,
    result: z.boolean(),
  },
  resetPasswordByEmailAddressVerification: {
    input: resetVerificationByEmailInputSchema,
    result: resetTicketSchema,
  },
  resetPasswordByEmailAddress: {
    input: resetPasswordByEmailInputSchema,
    result: z.boolean(),
  },
  /** QR sign-in, step 1: the signed-out page gets a ticket to draw and a secret to poll with. */
  qrLoginGenerate: {
    input: z.object({}),
    result: qrGenerateResultSchema,
  },
  /** Step 2: a signed-in client (the app) scans it and is shown where the page runs. */
  qrLoginScan: {
    input: qrTicketInputSchema,
    result: qrScanResultSchema,
  },
  /** Step 3: the same client approves (or refuses) the sign-in. */
  qrLoginConfirm: {
    input: qrConfirmInputSchema,
    result: z.boolean(),
  },
  /** The page polls: the status, and once approved the session (handed over once). */
  qrLoginPoll: {
    input: qrPollInputSchema,
    result: z.object({ status: enumSchema(qrLoginStatus), session: tokenSessionSchema.nullable() }),
  },
};

/** The area's calls: sign-up, sign-in, reset and codes, and the session (profile, refresh, exit). */
export const authEndpointSchemas = { ...accountEndpointSchemas, ...sessionEndpointSchemas };
