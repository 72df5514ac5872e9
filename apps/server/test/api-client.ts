import {
  type EndpointDescriptor,
  type EndpointInput,
  type EndpointResult,
  type ErrorInfo,
  type Host,
  hostPrefixes,
  inputInQuery,
} from '@coffer/contract';
import { signRequest } from '../src/modules/api-keys/signature.fns';
import type { TestApp } from './harness';

/**
 * The one client of the API tests: `api(t).as(alice).call(endpoints.withdrawals.apply, input)`.
 * It calls an endpoint of the contract the way the web app does (host prefix, method, query string
 * for GET/DELETE, JSON body else), with the input and the result typed by the endpoint.
 * `call` expects success and answers the envelope's result; `fails` expects a failure and answers
 * the error envelope; `send` expects nothing and answers both. Raw paths stay only in tests of
 * the raw wire (an unknown path, a malformed body, the authz matrix).
 */

/** Who calls: a user (a real token for a session of theirs), a bare token, or an API key that signs. */
export type Caller =
  | { id: number; uid: string; accountType?: number; sessionId?: string }
  | { token: string }
  | { apiKey: { accessKey: string; secretKey: string }; timestamp?: number; recvWindow?: number };

export interface CallOptions {
  /** Extra request headers (a language, a forwarded address, a device id). */
  headers?: Record<string, string>;
  /** The client's address as the server sees it. */
  remoteAddress?: string;
  /**
   * Fields sent in the query string of a POST as well (the spec passes some ids that way,
   * `ConfirmTransactionOut?rid=`); the server merges them into the body.
   */
  query?: Record<string, string>;
}

/** A failure's envelope (both hosts' shapes read alike) with the HTTP status. */
export interface Failure {
  status: number;
  code: number;
  message: string;
  details: string | null;
  validationErrors: { field: string; message: string }[] | null;
  data: Record<string, unknown> | undefined;
  headers: Record<string, unknown>;
}

/** Whatever came back: the typed result on success, the error on failure. */
export interface Answer<R> {
  status: number;
  headers: Record<string, unknown>;
  body: Record<string, unknown>;
  result: R | undefined;
  error: ErrorInfo | undefined;
}

/**
 * Input that the endpoint would refuse (a wrong type, a missing or extra field): the keys of the
 * real input, each of any value, plus any other key. For `fails` and `send` only.
 */
export type LooseInput<E extends EndpointDescriptor> =
  EndpointInput<E> extends object
    ? { [K in keyof EndpointInput<E>]?: unknown } & Record<string, unknown>
    : unknown;

/** A file for a multipart endpoint (an upload). */
export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

const readsQuery = inputInQuery;

/** A query string carries strings only: other values go as JSON text (as the web client does). */
function toQuery(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const entries = Object.entries(input as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
  return new URLSearchParams(entries).toString();
}

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipartBody(fields: Record<string, string>, file?: UploadFile) {
  const boundary = '----coffer-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface ApiClient {
  /** The same client calling as someone (null: signed out). */
  as(caller: Caller | null): ApiClient;
  /** The same client on another host (`merchant` is under `/m`, `content` under `/c`). */
  on(host: Host): ApiClient;
  /** The same client with extra headers or another client address. */
  with(options: CallOptions): ApiClient;
  /** Calls and expects success: the typed result (throws with the answer otherwise). */
  call<E extends EndpointDescriptor>(endpoint: E, ...input: InputArg<E>): Promise<EndpointResult<E>>;
  /** Calls and expects a failure: the error envelope and status (throws on success). */
  fails<E extends EndpointDescriptor>(endpoint: E, input?: LooseInput<E>): Promise<Failure>;
  /** Calls and expects nothing: status, headers, body and the typed result or the error. */
  send<E extends EndpointDescriptor>(endpoint: E, input?: LooseInput<E>): Promise<Answer<EndpointResult<E>>>;
  /** A multipart upload to a `multipart` endpoint: fields plus one file. */
  upload<E extends EndpointDescriptor>(
    endpoint: E,
    fields: Record<string, string>,
    file?: UploadFile,
  ): Promise<Answer<EndpointResult<E>>>;
}

/** The input may be left out when the endpoint takes nothing that is required. */
type InputArg<E extends EndpointDescriptor> =
  Record<never, never> extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

interface State {
  caller: Caller | null;
  host: Host;
  options: CallOptions;
}

export function api(t: TestApp): ApiClient {
  return clientOf(t, { caller: null, host: 'base', options: {} });
}

function clientOf(t: TestApp, state: State): ApiClient {
  const send = async <E extends EndpointDescriptor>(
    endpoint: E,
    input: unknown,
  ): Promise<Answer<EndpointResult<E>>> => {
    const path = `${hostPrefixes[state.host]}${endpoint.path}`;
    const query = readsQuery(endpoint);
    const search = [query ? toQuery(input) : '', toQuery(state.options.query)].filter(Boolean).join('&');
    const url = search ? `${path}?${search}` : path;
    const body = query ? '' : JSON.stringify(input ?? {});
    const res = await t.call({
      method: endpoint.method,
      url,
      headers: {
        ...(query ? {} : { 'content-type': 'application/json' }),
        ...(await authHeaders(t, state.caller, endpoint.method, url, body)),
        ...state.options.headers,
      },
      ...(query ? {} : { payload: body }),
      ...(state.options.remoteAddress ? { remoteAddress: state.options.remoteAddress } : {}),
    });
    return answerOf<EndpointResult<E>>(res);
  };
  return {
    as: (caller) => clientOf(t, { ...state, caller }),
    on: (host) => clientOf(t, { ...state, host }),
    with: (options) =>
      clientOf(t, {
        ...state,
        options: { ...state.options, ...options, headers: { ...state.options.headers, ...options.headers } },
      }),
    send: (endpoint, input) => send(endpoint, input),
    async call(endpoint, ...[input]) {
      const answer = await send(endpoint, input);
      if (answer.status >= 400 || answer.error)
        throw new Error(`${endpoint.path} failed (${answer.status}): ${JSON.stringify(answer.body)}`);
      return answer.result as EndpointResult<typeof endpoint>;
    },
    async fails(endpoint, input) {
      return failureOf(endpoint, await send(endpoint, input));
    },
    async upload(endpoint, fields, file) {
      const form = multipartBody(fields, file);
      const url = `${hostPrefixes[state.host]}${endpoint.path}`;
      const res = await t.call({
        method: endpoint.method,
        url,
        payload: form.payload,
        headers: {
          ...form.headers,
          ...(await authHeaders(t, state.caller, endpoint.method, url, '')),
          ...state.options.headers,
        },
        ...(state.options.remoteAddress ? { remoteAddress: state.options.remoteAddress } : {}),
      });
      return answerOf(res);
    },
  };
}

/** The auth header of a caller (a user or a bare token), for the tests of the raw wire only. */
export const authOf = (t: TestApp, caller: Exclude<Caller, { apiKey: unknown }>) =>
  authHeaders(t, caller, 'GET', '', '');

async function authHeaders(
  t: TestApp,
  caller: Caller | null,
  method: string,
  url: string,
  body: string,
): Promise<Record<string, string>> {
  if (!caller) return {};
  if ('token' in caller) return { authorization: `Bearer ${caller.token}` };
  if ('apiKey' in caller) return signedHeaders(t, caller.apiKey, method, url, body, caller);
  const token = await t.tokenFor({
    userId: caller.id,
    uid: caller.uid,
    accountType: caller.accountType ?? 0,
    ...(caller.sessionId ? { sessionId: caller.sessionId } : {}),
  });
  return { authorization: `Bearer ${token}` };
}

/** The headers of a signed API request, as a client computes them over the exact URL and body. */
export function signedHeaders(
  t: TestApp,
  key: { accessKey: string; secretKey: string },
  method: string,
  url: string,
  body = '',
  options: { timestamp?: number; recvWindow?: number } = {},
) {
  const timestamp = String(options.timestamp ?? t.clock.now.getTime());
  return {
    'x-api-key': key.accessKey,
    'x-api-timestamp': timestamp,
    'x-api-signature': signRequest(key.secretKey, timestamp, method, url, body),
    ...(options.recvWindow ? { 'x-api-recv-window': String(options.recvWindow) } : {}),
  };
}

/** The result of an answer that must have succeeded (throws with the answer otherwise). */
export function resultOf<R>(answer: Answer<R>): R {
  if (answer.error || answer.result === undefined)
    throw new Error(`expected a success, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.result;
}

/** Reads a raw response (`t.call`) as the client reads one: for the tests of the raw wire. */
export function answerOf<R>(res: Awaited<ReturnType<TestApp['call']>>): Answer<R> {
  const body = res.body;
  // The base and merchant hosts answer `{ success, result, error }`, the content host `{ Data, Error }`.
  const content = 'StatusCode' in body;
  const error = ((content ? body.Error : body.error) ?? undefined) as ErrorInfo | undefined;
  const result = (content ? body.Data : body.result) as R | undefined;
  return { status: res.status, headers: res.headers, body, result: error ? undefined : result, error };
}

function failureOf(endpoint: EndpointDescriptor, answer: Answer<unknown>): Failure {
  if (!answer.error)
    throw new Error(
      `${endpoint.path} was expected to fail but answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  const { code, message, details, validationErrors, data } = answer.error;
  return {
    status: answer.status,
    code,
    message,
    details: details ?? null,
    validationErrors: validationErrors ?? null,
    data: data as Record<string, unknown> | undefined,
    headers: answer.headers,
  };
}
