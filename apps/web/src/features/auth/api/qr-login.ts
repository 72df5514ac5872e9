import { endpoints } from '@coffer/contract';
import { call } from '../../../lib/http/client';

/** QR sign-in (README "QR sign-in"): a ticket to draw, then polls until a signed-in client confirms. */
export const generateQrLogin = (signal?: AbortSignal) =>
  call(endpoints.auth.qrLoginGenerate, {}, { notify: false, signal });

export const pollQrLogin = (input: { ticket: string; pollSecret: string }, signal?: AbortSignal) =>
  call(endpoints.auth.qrLoginPoll, input, { notify: false, signal });
