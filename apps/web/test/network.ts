import type { EndpointDescriptor, EndpointWireResult } from '@coffer/contract/common';
import { vi } from 'vitest';

/**
 * The network edge for unit tests: a fetch stub that answers by path with real Response objects
 * and records every request. Nothing of our own code is replaced.
 */
export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  /** The multipart body, when the request sent one. */
  form: FormData | undefined;
  keepalive: boolean | undefined;
  signal: AbortSignal | undefined;
}

type Answer = Response | Promise<Response> | ((req: Recorded) => Response | Promise<Response>);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const ok = (result: unknown) =>
  json({ success: true, result, error: null, unAuthorizedRequest: false });
export const fail = (
  code: number,
  status = 400,
  details: string | null = null,
  message = 'server text',
  data?: Record<string, unknown>,
) =>
  json(
    {
      success: false,
      result: null,
      error: { code, message, details, validationErrors: null, ...(data ? { data } : {}) },
      unAuthorizedRequest: status === 401,
    },
    status,
  );

/** A 400 naming the fields the server refused, as its input validation answers. */
export const invalid = (
  validationErrors: { field: string; message: string }[],
  { message = 'server text', details = null }: { message?: string; details?: string | null } = {},
) =>
  json(
    {
      success: false,
      result: null,
      error: { code: 400, message, details, validationErrors },
      unAuthorizedRequest: false,
    },
    400,
  );

/** What the server sends as an endpoint's result (its JSON form: the result schema's input). */
export type WireResult<E extends EndpointDescriptor> = EndpointWireResult<E>;

/** A route key: an endpoint of the contract, or (for tests of the raw wire) a path or its tail. */
type Route = EndpointDescriptor | string;
const pathOf = (route: Route) => (typeof route === 'string' ? route : route.path);

/** A success in the endpoint's host envelope (the content host answers `{ StatusCode, Data }`). */
export function okFor<E extends EndpointDescriptor>(endpoint: E, result: WireResult<E>): Response {
  if (endpoint.hosts.length === 1 && endpoint.hosts[0] === 'content')
    return json({ StatusCode: '200', Data: result, Error: null });
  return ok(result);
}

export function stubNetwork() {
  const requests: Recorded[] = [];
  const routes: { path: string; answers: Answer[] }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const text = typeof init.body === 'string' ? init.body : undefined;
    const req: Recorded = {
      method: init.method ?? 'GET',
      url,
      headers,
      body: text ? JSON.parse(text) : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
      keepalive: init.keepalive,
      signal: init.signal ?? undefined,
    };
    requests.push(req);
    const route = routes.find((r) => url.pathname === r.path || url.pathname.endsWith(r.path));
    if (!route || route.answers.length === 0) throw new TypeError(`Failed to fetch ${url.pathname}`);
    const answer = route.answers.length > 1 ? route.answers.shift() : route.answers[0];
    if (!answer) throw new TypeError('no answer');
    const response = typeof answer === 'function' ? await answer(req) : await answer;
    return response.clone();
  });
  vi.stubGlobal('fetch', fetchStub);
  vi.stubGlobal('XMLHttpRequest', xhrOver(fetchStub));
  return {
    requests,
    fetch: fetchStub,
    /** Answers for an endpoint (or a path), used in order; the last one repeats. */
    on(route: Route, ...answers: Answer[]) {
      routes.unshift({ path: pathOf(route), answers });
    },
    /** Successes for an endpoint, typed by its result, used in order; the last one repeats. */
    reply<E extends EndpointDescriptor>(endpoint: E, ...results: WireResult<E>[]) {
      routes.unshift({ path: endpoint.path, answers: results.map((result) => okFor(endpoint, result)) });
    },
    /** The requests sent to an endpoint (or a path). */
    to: (route: Route) => requests.filter((r) => r.url.pathname.endsWith(pathOf(route))),
  };
}

/** A fetch that only ends when its signal aborts (a server that never answers). */
export const hang = (req: Recorded) =>
  new Promise<Response>((_, reject) => {
    req.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/**
 * XMLHttpRequest as far as the wrapper's uploads use it (open, headers, send, upload progress,
 * abort), answered by the same routes as fetch: an upload reports half, then all of its body.
 */
function xhrOver(fetchStub: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  return class FakeXhr {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private readonly controller = new AbortController();
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.controller.abort();
      this.onabort?.();
    }
    send(body: XMLHttpRequestBodyInit | null) {
      const total = 1000;
      this.upload.onprogress?.({ lengthComputable: true, loaded: total / 2, total });
      fetchStub(this.url, {
        method: this.method,
        headers: this.headers,
        body,
        signal: this.controller.signal,
      })
        .then(async (response) => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        })
        .catch(() => {
          if (!this.controller.signal.aborted) this.onerror?.();
        });
    }
  };
}
