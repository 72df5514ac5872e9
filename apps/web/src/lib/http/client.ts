import { sessionEndpoints } from '@coffer/contract/auth';
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
import { handleApiError, sessionEndingErrors } from './error-handler';
import type { keyExchangeEndpoint } from './key-exchange';
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

async function errorFrom(res: RawResponse): Promise<ApiError> {
  const envelope = normaliseEnvelope(res.body);
  if (envelope?.error) {
    // The catalogue of error names loads with the first failure, not with every first visit.
    const { errorNameOf } = await import('./error-names');
    const error = envelope.error;
    return new ApiError('business', { httpStatus: res.status, error, errorName: errorNameOf(error.code) });
  }
  return new ApiError('http', { httpStatus: res.status, message: `HTTP ${res.status}` });
}

/**
 * The password fields encrypted (key-exchange.ts), whose code loads only for an endpoint that
 * carries them: a sign-in or a password change, never a first visit's reads.
 */
async function encrypted<T>(endpoint: EndpointDescriptor, input: T, host: Host, language: string) {
  if (!endpoint.encryptedFields) return input;
  const { encryptPasswordFields, keyExchangeEndpoint } = await import('./key-exchange');
  return encryptPasswordFields(endpoint, input, () => keyExchange(keyExchangeEndpoint, host, language));
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
    send(endpoint, await encrypted(endpoint, input, host, language), {
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
    if (!envelope) throw await errorFrom(res);
    if (!envelope.success) throw await errorFrom(res);
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
async function keyExchange(endpoint: typeof keyExchangeEndpoint, host: Host, language: string) {
  const res = await send(endpoint, {}, { host, token: null, language });
  const envelope = normaliseEnvelope(res.body);
  if (!envelope?.success) throw await errorFrom(res);
  const checked = await checkResult(endpoint, envelope.result);
  if (!checked.ok) throw new ApiError('contract', { httpStatus: res.status, message: checked.message });
  return checked.data as EndpointResult<typeof endpoint>;
}

/** Whether a 401's error is one that ends the session (its name from the catalogue, error-names.ts). */
async function endsSession(res: RawResponse): Promise<boolean> {
  const code = normaliseEnvelope(res.body)?.error?.code ?? null;
  if (code === null) return false;
  const { errorNameOf } = await import('./error-names');
  const name = errorNameOf(code);
  return name !== null && sessionEndingErrors.includes(name);
}

async function afterUnauthorized(
  endpoint: EndpointDescriptor,
  res: RawResponse,
  exchange: (token: string | null) => Promise<RawResponse>,
): Promise<RawResponse> {
  // Spec §8: a 401 on the refresh call itself means the session is over.
  if (endpoint.path === sessionEndpoints.refreshToken.path) {
    sessionStore.clear();
    navigate(paths.user.login.path);
    throw new ApiError('sessionEnded', { httpStatus: 401 });
  }
  // 50001, 50004, 80001, 80002 end the session: a refresh would not help. Their handler runs.
  if (await endsSession(res)) return res;
  const token = await refreshAccessToken();
  const retried = await exchange(token);
  if (retried.status === 401) {
    if (await endsSession(retried)) return retried;
    sessionStore.clear();
    navigate(paths.user.login.path);
    throw new ApiError('sessionEnded', { httpStatus: 401 });
  }
  return retried;
}

export const api = { call };
