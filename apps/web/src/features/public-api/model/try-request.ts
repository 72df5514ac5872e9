import type { PublicApiFacts } from './openapi-model';
import { signedText, signRequest } from './sign-request';

/** What "try it" sends: the key pasted on the page and one request. */
export interface TryInput {
  accessKey: string;
  secret: string;
  method: string;
  /** The path as documented (with its host prefix) and the query, without `?`. */
  path: string;
  query: string;
  body: string;
  recvWindowMs?: number;
  idempotent: boolean;
}

export interface TryResult {
  status: number;
  headers: [string, string][];
  body: string;
  signedText: string;
  sentHeaders: [string, string][];
}

/** The URL the request goes to, on `apiOrigin` ('' = this site): what the browser sends as its path. */
export function requestUrl(apiOrigin: string, path: string, query: string): URL {
  const trimmed = query.trim().replace(/^\?/, '');
  return new URL(`${path}${trimmed ? `?${trimmed}` : ''}`, apiOrigin || window.location.origin);
}

/**
 * Signs `input` in the browser (the secret stays in this function's memory) and sends it with
 * `fetch`, without cookies or the session's token: the server refuses a bearer token beside a
 * signature, and the answer is the key's alone. `now` is the clock corrected by the server's time.
 */
export async function sendSigned(
  input: TryInput,
  facts: PublicApiFacts,
  options: { apiOrigin: string; now: () => number; fetcher?: typeof fetch },
): Promise<TryResult> {
  const url = requestUrl(options.apiOrigin, input.path, input.query);
  // The server signs the path and query as they arrive: the URL's own encoding of them.
  const pathWithQuery = `${url.pathname}${url.search}`;
  const body = input.method === 'GET' ? '' : input.body.trim();
  const timestamp = String(Math.round(options.now()));
  const signature = await signRequest(input.secret, {
    timestamp,
    method: input.method,
    pathWithQuery,
    body,
  });
  const h = facts.headers;
  const sent: [string, string][] = [
    [h.key, input.accessKey.trim()],
    [h.timestamp, timestamp],
    [h.signature, signature],
  ];
  if (input.recvWindowMs) sent.push([h.recvWindow, String(input.recvWindowMs)]);
  if (body) sent.push(['content-type', 'application/json']);
  if (input.idempotent) sent.push([h.idempotencyKey, crypto.randomUUID()]);
  const response = await (options.fetcher ?? fetch)(url, {
    method: input.method,
    headers: sent,
    body: body || undefined,
    credentials: 'omit',
    cache: 'no-store',
  });
  return {
    status: response.status,
    headers: [...response.headers.entries()],
    body: await response.text(),
    signedText: signedText(timestamp, input.method, pathWithQuery, body),
    sentHeaders: sent,
  };
}

/** The server's clock minus ours, from the server-time call (`{ serverTime }` in its envelope). */
export async function clockOffsetMs(
  apiOrigin: string,
  serverTime: { path: string; method: string },
  fetcher: typeof fetch = fetch,
): Promise<number> {
  const sentAt = Date.now();
  const response = await fetcher(requestUrl(apiOrigin, serverTime.path, ''), {
    method: serverTime.method,
    credentials: 'omit',
    cache: 'no-store',
  });
  const receivedAt = Date.now();
  const answer = (await response.json()) as { result?: { serverTime?: unknown }; serverTime?: unknown };
  const time = answer.result?.serverTime ?? answer.serverTime;
  if (typeof time !== 'number') throw new Error('No serverTime in the answer');
  return time - Math.round((sentAt + receivedAt) / 2);
}

/** Pretty JSON when the text is JSON, else the text itself. */
export function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
