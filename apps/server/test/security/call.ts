import {
  type EndpointDescriptor,
  errorNameByCode,
  errors,
  type Host,
  hostPrefixes,
  inputInQuery,
} from '@coffer/contract';
import type { TestApp } from '../harness';

export interface Answer {
  status: number;
  /** The catalogue code of a failure (either envelope), or undefined on success. */
  code: number | undefined;
  body: Record<string, unknown>;
  headers: Record<string, unknown>;
}

/**
 * Calls an endpoint on one host the way a client does: query string for GET/DELETE, JSON body else.
 * `headers` may be a function of the exact URL and body sent (a signed API-key request signs them).
 */
export async function callEndpoint(
  t: TestApp,
  endpoint: EndpointDescriptor,
  host: Host,
  input: unknown,
  headers: Record<string, string> | ((url: string, body: string) => Record<string, string>) = {},
): Promise<Answer> {
  const path = `${hostPrefixes[host]}${endpoint.path}`;
  const query = inputInQuery(endpoint);
  const search = query ? new URLSearchParams(toQuery(input)).toString() : '';
  const url = search ? `${path}?${search}` : path;
  const body = query ? '' : JSON.stringify(input ?? null);
  const res = await t.call({
    method: endpoint.method,
    url,
    headers: {
      ...(query ? {} : { 'content-type': 'application/json' }),
      ...(typeof headers === 'function' ? headers(url, body) : headers),
    },
    ...(query ? {} : { payload: body }),
  });
  const error = (res.body.error ?? res.body.Error) as { code?: number } | null | undefined;
  return { status: res.status, code: error?.code, body: res.body, headers: res.headers };
}

/** A query string can only carry strings: nested values go as JSON text, which the server must refuse. */
function toQuery(input: unknown): Record<string, string> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  return Object.fromEntries(
    Object.entries(input as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  );
}

/** A failure's code is in the catalogue and its HTTP status is the catalogue's for that code. */
export function catalogueProblem(answer: Answer): string | undefined {
  if (answer.status < 400) return undefined;
  if (answer.code === undefined) return `HTTP ${answer.status} without an error code`;
  const name = errorNameByCode.get(answer.code);
  if (!name) return `code ${answer.code} is not in the catalogue`;
  if (errors[name].http !== answer.status)
    return `code ${answer.code} (${name}) answered with HTTP ${answer.status}`;
  return undefined;
}
