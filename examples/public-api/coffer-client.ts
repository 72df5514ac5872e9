/**
 * A reference client of Coffer's signed API: Node's own crypto and fetch, nothing else.
 *
 *   const client = new CofferClient({ baseUrl: 'https://coffer.example', accessKey, secretKey });
 *   await client.syncClock();
 *   const balances = await client.get('/api/services/app/Assets/GetAssets');
 *   const quote = await client.post('/api/services/app/FlashPair/FlashPair/ConvertQuote',
 *     { symbol: 'BTC/USDT', side: 'buy', fromAmount: '100' });
 *
 * Each request is signed with HMAC-SHA256 over `timestamp\nMETHOD\npath?query\nbody`, with the
 * exact path, query string and body that are sent. Amounts are decimal strings: never numbers.
 */
import { createHmac, randomUUID } from 'node:crypto';

export interface CofferClientOptions {
  /** Where the API lives, without a trailing slash (`https://coffer.example`). */
  baseUrl: string;
  accessKey: string;
  secretKey: string;
  /** How long a signed request stays valid, in milliseconds (default 5000, at most 60000). */
  recvWindowMs?: number;
  /** Headers sent with every request (a language, a proxy's headers). */
  headers?: Record<string, string>;
}

export interface RequestOptions {
  /** A write's Idempotency-Key: retry with the same key and body and the first answer comes back. */
  idempotencyKey?: string;
  /** Sign with this timestamp instead of the clock (only to show a refusal). */
  timestamp?: number;
  /** Headers of this request only. */
  headers?: Record<string, string>;
  /** Send this body text but sign `signedBody` (only to show a refusal). */
  signedBody?: string;
}

/** What came back: the envelope's result or error, the HTTP status, and the rate-limit headers. */
export interface SignedAnswer<T = unknown> {
  status: number;
  result: T | undefined;
  error: { code: number; message: string; details: string | null } | undefined;
  rateLimit:
    | { limit: number; remaining: number; resetSeconds: number; retryAfterSeconds?: number }
    | undefined;
  headers: Headers;
  /** The headers this request was signed with: resending them is a replay (refused). */
  sent: { url: string; method: string; headers: Record<string, string>; body: string | undefined };
}

const serverTimePath = '/api/services/app/Basic/GetServerTime';

/** Hex HMAC-SHA256 of the signed text, with the secret key. */
export function signature(
  secretKey: string,
  timestamp: string,
  method: string,
  pathWithQuery: string,
  body: string,
) {
  return createHmac('sha256', secretKey)
    .update(`${timestamp}\n${method.toUpperCase()}\n${pathWithQuery}\n${body}`)
    .digest('hex');
}

/** `{ a: 1, b: 'x' }` → `?a=1&b=x` (undefined values left out); empty input → ''. */
function queryOf(input: Record<string, unknown> | undefined): string {
  const entries = Object.entries(input ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (entries.length === 0) return '';
  return `?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}

const numberHeader = (headers: Headers, name: string) => {
  const value = headers.get(name);
  return value === null ? undefined : Number(value);
};

export class CofferClient {
  /** Server clock minus ours, in milliseconds (set by syncClock). */
  offsetMs = 0;
  private lastTimestamp = 0;

  constructor(private readonly options: CofferClientOptions) {}

  /**
   * Sets the clock offset from the server's time: the most common cause of a refused request is a
   * local clock outside the receive window. Call at start and now and then.
   */
  async syncClock(): Promise<number> {
    const sentAt = Date.now();
    const res = await fetch(`${this.options.baseUrl}${serverTimePath}`);
    const receivedAt = Date.now();
    const body = (await res.json()) as { result: { serverTime: number } };
    this.offsetMs = body.result.serverTime - Math.round((sentAt + receivedAt) / 2);
    return this.offsetMs;
  }

  /** A timestamp by the server's clock that never repeats (each signature is accepted once). */
  private nextTimestamp(): number {
    const now = Date.now() + this.offsetMs;
    this.lastTimestamp = Math.max(now, this.lastTimestamp + 1);
    return this.lastTimestamp;
  }

  get<T = unknown>(path: string, query?: Record<string, unknown>, options: RequestOptions = {}) {
    return this.request<T>('GET', `${path}${queryOf(query)}`, undefined, options);
  }

  post<T = unknown>(path: string, body: Record<string, unknown> = {}, options: RequestOptions = {}) {
    return this.request<T>('POST', path, JSON.stringify(body), options);
  }

  /** Signs and sends one request; a new idempotency key is made for a write unless given. */
  async request<T>(
    method: string,
    pathWithQuery: string,
    body: string | undefined,
    options: RequestOptions = {},
  ) {
    const timestamp = String(options.timestamp ?? this.nextTimestamp());
    const headers: Record<string, string> = {
      ...this.options.headers,
      ...options.headers,
      'X-Api-Key': this.options.accessKey,
      'X-Api-Timestamp': timestamp,
      'X-Api-Signature': signature(
        this.options.secretKey,
        timestamp,
        method,
        pathWithQuery,
        options.signedBody ?? body ?? '',
      ),
    };
    if (this.options.recvWindowMs) headers['X-Api-Recv-Window'] = String(this.options.recvWindowMs);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers['Idempotency-Key'] = options.idempotencyKey ?? randomUUID();
    return this.send<T>({ url: `${this.options.baseUrl}${pathWithQuery}`, method, headers, body });
  }

  /** Sends a request exactly as given (to resend one: a replay, which the server refuses). */
  async send<T>(sent: SignedAnswer['sent']): Promise<SignedAnswer<T>> {
    const res = await fetch(sent.url, { method: sent.method, headers: sent.headers, body: sent.body });
    const envelope = (await res.json()) as {
      result?: T;
      error?: SignedAnswer['error'] | null;
      Data?: T;
      Error?: SignedAnswer['error'] | null;
    };
    const error = (envelope.error ?? envelope.Error) || undefined;
    const limit = numberHeader(res.headers, 'x-ratelimit-limit');
    return {
      status: res.status,
      result: error ? undefined : (envelope.result ?? envelope.Data),
      error,
      rateLimit:
        limit === undefined
          ? undefined
          : {
              limit,
              remaining: numberHeader(res.headers, 'x-ratelimit-remaining') ?? 0,
              resetSeconds: numberHeader(res.headers, 'x-ratelimit-reset') ?? 0,
              retryAfterSeconds: numberHeader(res.headers, 'retry-after'),
            },
      headers: res.headers,
      sent,
    };
  }
}
