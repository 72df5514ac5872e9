import { authEndpoints } from '@coffer/contract/auth';
import { call } from '../../../lib/http/client';

/** QR sign-in (docs/areas/auth.md "QR sign-in"): a ticket to draw, then polls until a signed-in client confirms. */
export const generateQrLogin = (signal?: AbortSignal) =>
  call(authEndpoints.qrLoginGenerate, {}, { notify: false, signal });

export const pollQrLogin = (input: { ticket: string; pollSecret: string }, signal?: AbortSignal) =>
  call(authEndpoints.qrLoginPoll, input, { notify: false, signal });
