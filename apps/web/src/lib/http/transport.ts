import { constants, type EndpointDescriptor, type Host, inputInQuery } from '@coffer/contract/common';
import { hostUrls } from '../../config/hosts';
import { ApiError } from './api-error';
import { deviceId } from './device-id';

export interface SendOptions {
  host: Host;
  token: string | null;
  language: string;
  /** The caller's cancellation: a cancelled request never settles (spec §8). */
  signal?: AbortSignal;
  /** Lets the request outlive the page (the action log flushes on page hide). */
  keepalive?: boolean;
  timeoutMs?: number;
  /** The file of a `multipart` endpoint, sent as the form's `file` part beside the input's fields. */
  file?: UploadFile;
  /**
   * Told how much of a multipart body has gone out (0 to 1). fetch cannot report upload progress,
   * so such a request goes through XMLHttpRequest instead, with the same headers and rules.
   */
  onUploadProgress?: (fraction: number) => void;
}

export interface UploadFile {
  blob: Blob;
  name: string;
}

export interface RawResponse {
  status: number;
  body: unknown;
}

const never = <T>() => new Promise<T>(() => {});

/** GET and DELETE carry their input in the query string; arrays repeat the key. */
export function queryString(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function requestUrl(endpoint: EndpointDescriptor, host: Host, input: unknown): string {
  const base = `${hostUrls[host]}${endpoint.path}`;
  return inputInQuery(endpoint) ? `${base}${queryString(input)}` : base;
}

/** A multipart body: the input's fields as text parts, then the file (the server reads both). */
export function formData(input: unknown, file: UploadFile | undefined): FormData {
  const form = new FormData();
  if (typeof input === 'object' && input !== null)
    for (const [key, value] of Object.entries(input as Record<string, unknown>))
      if (value !== undefined && value !== null) form.append(key, String(value));
  if (file) form.append('file', file.blob, file.name);
  return form;
}

/**
 * One HTTP exchange of the wrapper (spec §7): JSON, bearer token, language, client type, device
 * id; a timeout answered as ApiError('timeout'); a failure to connect as ApiError('network').
 */
export async function send(
  endpoint: EndpointDescriptor,
  input: unknown,
  options: SendOptions,
): Promise<RawResponse> {
  if (options.signal?.aborted) return never();
  const timeout = new AbortController();
  const onCallerAbort = () => timeout.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? constants.httpTimeoutMs);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': options.language,
    [constants.headers.clientType]: String(constants.clientType),
    [constants.headers.deviceId]: deviceId(),
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const hasBody = !inputInQuery(endpoint);
  const multipart = hasBody && endpoint.body === 'multipart';
  // A form's content type (with its boundary) is the browser's to write.
  if (hasBody && !multipart) headers['content-type'] = 'application/json';
  try {
    if (multipart && options.onUploadProgress)
      return await sendWithProgress(requestUrl(endpoint, options.host, input), {
        method: endpoint.method,
        headers,
        body: formData(input, options.file),
        signal: timeout.signal,
        onProgress: options.onUploadProgress,
      });
    const response = await fetch(requestUrl(endpoint, options.host, input), {
      method: endpoint.method,
      headers,
      body: multipart ? formData(input, options.file) : hasBody ? JSON.stringify(input ?? {}) : undefined,
      signal: timeout.signal,
      keepalive: options.keepalive,
    });
    return { status: response.status, body: parseBody(await response.text()) };
  } catch (error) {
    if (options.signal?.aborted) return never();
    if (timeout.signal.aborted) throw new ApiError('timeout', { message: 'timeout' });
    throw new ApiError('network', { message: error instanceof Error ? error.message : 'network' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A multipart upload through XMLHttpRequest, for its upload progress events. */
function sendWithProgress(
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body: FormData;
    signal: AbortSignal;
    onProgress: (fraction: number) => void;
  },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) init.onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      init.onProgress(1);
      resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    };
    // The caller's catch tells a timeout or a cancellation from a failed connection by the signal.
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
}
