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
  qrLoginGenerate: {
    input: z.object({}),
    result: qrGenerateResultSchema,
  },
  qrLoginScan: {
    input: qrTicketInputSchema,
    result: qrScanResultSchema,
  },
  qrLoginConfirm: {
    input: qrConfirmInputSchema,
    result: z.boolean(),
  },
  qrLoginPoll: {
    input: qrPollInputSchema,
    result: z.object({ status: enumSchema(qrLoginStatus), session: tokenSessionSchema.nullable() }),
  },
};

/** The area's calls: sign-up, sign-in, reset and codes, and the session (profile, refresh, exit). */
export const authEndpointSchemas = { ...accountEndpointSchemas, ...sessionEndpointSchemas };
