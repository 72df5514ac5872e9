import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { checkHost } from './address-guard';

/** What one POST of a delivery came to: the status code, or why there was none. */
export interface WebhookPostResult {
  status: number | null;
  error: string | null;
}

/** The outside world of webhooks: one POST to a merchant's server. */
export interface WebhookHttp {
  post(url: string, body: string, headers: Record<string, string>): Promise<WebhookPostResult>;
}

export interface WebhookHttpOptions {
  /** A receiver that has not answered in this long fails the attempt (10 s by default). */
  timeoutMs?: number;
  /** Development only (WEBHOOKS_ALLOW_PRIVATE_URLS): loopback and private addresses may be reached. */
  allowPrivate?: boolean;
}

const maxErrorLength = 300;

/** DNS lookup through the guard: only an address `checkHost` allows is ever connected to. */
const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, lookupOptions, callback) => {
    checkHost(hostname, allowPrivate).then(
      (check) => {
        if (!check.ok) return callback(new Error(check.reason), '', 4);
        const address = check.addresses[0] as string;
        const family = address.includes(':') ? 6 : 4;
        if (lookupOptions.all) return callback(null, [{ address, family }] as never);
        return callback(null, address, family);
      },
      (error: Error) => callback(error, '', 4),
    );
  };

/** One POST: its status (a 3xx is not followed), or why none came (an error, or no answer in time). */
function postOnce(
  target: URL,
  body: string,
  headers: Record<string, string>,
  options: { lookup: LookupFunction; timeoutMs: number },
): Promise<WebhookPostResult> {
  return new Promise((resolve) => {
    const client = target.protocol === 'https:' ? https : http;
    let settled = false;
    const done = (result: WebhookPostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Coffer-Webhooks/1.0',
        },
        lookup: options.lookup,
        agent: false,
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          request.destroy();
          return done({ status, error: 'redirect not followed' });
        }
        done({ status, error: null });
        response.on('error', () => {});
      },
    );
    const timer = setTimeout(() => {
      done({ status: null, error: `no answer within ${options.timeoutMs} ms` });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error) => done({ status: null, error: error.message.slice(0, maxErrorLength) }));
    request.end(body);
  });
}

/**
 * Node's own HTTP client. The connection goes to the address the guard checked (the `lookup`
 * hook), so a DNS answer that changes between the check and the connect (rebinding) cannot
 * reach a private address; redirects are never followed (a 3xx is a failed attempt); the answer's
 * body is not read beyond what is needed to free the socket.
 */
export function createWebhookHttp(options: WebhookHttpOptions = {}): WebhookHttp {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const allowPrivate = options.allowPrivate ?? false;
  const lookup = guardedLookup(allowPrivate);
  return {
    async post(url, body, headers) {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return { status: null, error: 'invalid URL' };
      }
      // Node connects to an IP literal without calling `lookup`: checked here instead.
      if (isIP(target.hostname.replace(/^\[|\]$/g, ''))) {
        const check = await checkHost(target.hostname, allowPrivate);
        if (!check.ok) return { status: null, error: check.reason };
      }
      return postOnce(target, body, headers, { lookup, timeoutMs });
    },
  };
}
