import { authEndpoints } from '@coffer/contract/auth';
import {
  constants,
  type EndpointDescriptor,
  type EndpointInput,
  type EndpointResult,
  type Host,
} from '@coffer/contract/common';
import { paths } from '../../config/paths';
import { currentLanguage } from '../i18n';
import { hostByRole, refreshAccessToken, sessionStore } from '../session/session-store';
import { navigate } from '../shell-effects';
import { ApiError } from './api-error';
import { normaliseEnvelope } from './envelope';
import { handleApiError, sessionEndingCodes } from './error-handler';
import { encryptPasswordFields } from './key-exchange';
import { checkResult } from './result-check';
import { type RawResponse, send, type UploadFile } from './transport';

export interface CallOptions {
  /** Overrides the host the endpoint and the user's role choose. */
  host?: Host;
  signal?: AbortSignal;
  /** false: no message for the user (the caller shows it); session and maintenance rules still apply. */
  notify?: boolean;
  keepalive?: boolean;
  /**
   * Error codes the caller acts on itself: the shell shows nothing and redirects nowhere for them.
   * The sign-in page's 50002 second factor and expired ticket; a withdrawal's wrong fund PIN or
   * code, also 50002, which must stay on the form rather than open the security verification of
   * spec §8's handler. Maintenance still applies.
   */
  handle?: readonly number[];
  /** The file of a `multipart` endpoint (an image upload). */
  file?: UploadFile;
  /** How much of the file has been sent (0 to 1), for a progress bar. */
  onUploadProgress?: (fraction: number) => void;
}

function errorFrom(res: RawResponse): ApiError {
  const envelope = normaliseEnvelope(res.body);
  if (envelope?.error) return new ApiError('business', { httpStatus: res.status, error: envelope.error });
  return new ApiError('http', { httpStatus: res.status, message: `HTTP ${res.status}` });
}

/**
 * The one HTTP wrapper (spec §7–§8). Resolves with the endpoint's result (checked against the
 * contract in development and tests, result-check.ts); rejects with an ApiError after the shell has
 * done what the error asks (a message, a dialog, a redirect). A 401 waits for the one running token
 * refresh and retries once with the new token; a cancelled call never settles.
 */
export async function call<E extends EndpointDescriptor>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResult<E>> {
  const host = options.host ?? hostByRole(endpoint.hosts, sessionStore.get().accountType);
  const language = currentLanguage();
  // A key exchange is single-use: each attempt (a retry after a refresh too) encrypts afresh.
  const exchange = async (token: string | null) =>
    send(endpoint, await encryptPasswordFields(endpoint, input, () => keyExchange(host, language)), {
      host,
      token,
      language,
      signal: options.signal,
      keepalive: options.keepalive,
      file: options.file,
      onUploadProgress: options.onUploadProgress,
    });
  try {
    let res = await exchange(sessionStore.get().token);
    if (res.status === 401) res = await afterUnauthorized(endpoint, res, exchange);
    const envelope = normaliseEnvelope(res.body);
    if (!envelope) throw errorFrom(res);
    if (!envelope.success) throw errorFrom(res);
    const checked = await checkResult(endpoint, envelope.result);
    if (!checked.ok) throw new ApiError('contract', { httpStatus: res.status, message: checked.message });
    return checked.data as EndpointResult<E>;
  } catch (error) {
    const failure = error instanceof ApiError ? error : new ApiError('network', { message: String(error) });
    const own = failure.code !== null && options.handle?.includes(failure.code) === true;
    if (!own || constants.maintenanceErrorCodes.some((code) => code === failure.code))
      handleApiError(failure, { notify: options.notify });
    throw failure;
  }
}

/** Basic/GetKEIS on the call's host: the material the password fields are encrypted under. */
async function keyExchange(host: Host, language: string) {
  const endpoint = authEndpoints.getKeis;
  const res = await send(endpoint, {}, { host, token: null, language });
  const envelope = normaliseEnvelope(res.body);
  if (!envelope?.success) throw errorFrom(res);
  const checked = await checkResult(endpoint, envelope.result);
  if (!checked.ok) throw new ApiError('contract', { httpStatus: res.status, message: checked.message });
  return checked.data as EndpointResult<typeof endpoint>;
}

async function afterUnauthorized(
  endpoint: EndpointDescriptor,
  res: RawResponse,
  exchange: (token: string | null) => Promise<RawResponse>,
): Promise<RawResponse> {
  // Spec §8: a 401 on the refresh call itself means the session is over.
  if (endpoint.path === authEndpoints.refreshToken.path) {
    sessionStore.clear();
    navigate(paths.user.login.path);
    throw new ApiError('sessionEnded', { httpStatus: 401 });
  }
  const code = normaliseEnvelope(res.body)?.error?.code ?? null;
  // 50001, 50004, 80001, 80002 end the session: a refresh would not help. Their handler runs.
  if (code !== null && sessionEndingCodes.includes(code)) return res;
  const token = await refreshAccessToken();
  const retried = await exchange(token);
  if (retried.status === 401) {
    const retriedCode = normaliseEnvelope(retried.body)?.error?.code ?? null;
    if (retriedCode !== null && sessionEndingCodes.includes(retriedCode)) return retried;
    sessionStore.clear();
    navigate(paths.user.login.path);
    throw new ApiError('sessionEnded', { httpStatus: 401 });
  }
  return retried;
}

export const api = { call };
