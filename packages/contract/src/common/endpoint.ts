import type { z } from 'zod';
import type { ErrorName } from './errors';

export type Host = 'base' | 'merchant' | 'content';
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiKeyPermission = 'read' | 'withdraw' | 'trade';

/**
 * Who may call: nobody in particular, any signed-in user, a merchant (account types 1 and 3),
 * an acceptor (account type 6), or an API key holding a permission (a signed-in user may too).
 */
export type Auth =
  | { kind: 'anonymous' }
  | { kind: 'user' }
  | { kind: 'merchant' }
  | { kind: 'acceptor' }
  | { kind: 'apiKey'; permission: ApiKeyPermission };

/**
 * What a caller needs to know of an endpoint: plain data, no schema, so a web page that calls it
 * loads no zod. Its input and result types come from its schemas (`*.endpoint-schemas.ts`), named
 * by type only; the server-only registry joins the two (`withSchemas`).
 */
export interface EndpointDescriptor<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** Hosts that answer it; "host by role" calls are on base and merchant. */
  readonly hosts: readonly Host[];
  readonly method: HttpMethod;
  /** Path inside the host, e.g. `/api/services/app/Basic/GetEnum`. */
  readonly path: string;
  readonly auth: Auth;
  /**
   * The answer is the raw bytes of a file (an image), sent with its own content type instead of
   * the envelope; the result schema is then `binaryResultSchema`. Errors still use the envelope.
   * `private`: a user's own file (an identity photo), never cached by a shared cache or shown on
   * another site; `true`: a public resource, cached for a year.
   */
  readonly binary?: true | 'private';
  /**
   * Password fields that may arrive encrypted under a key exchange (spec §3, Basic/GetKEIS): when
   * the body carries `key`, these fields are AES-CBC ciphertexts, decrypted before validation.
   */
  readonly encryptedFields?: {
    readonly businessType: KeyExchangeBusinessType;
    readonly fields: readonly string[];
  };
  /** `multipart`: a form upload (one file plus fields), not a JSON body. */
  readonly body?: 'json' | 'multipart';
  /**
   * A POST whose input travels in the query string, its body empty: the spec's `Reject?id={id}`.
   * The server reads such a call's input from the query only.
   */
  readonly queryInput?: true;
  /**
   * Error code → the input field the whole error belongs under (an address already registered
   * under the address typed, a wrong fund PIN under the PIN): data the web forms read to place
   * a refusal beside the input it is about.
   */
  readonly fieldCodes?: FieldCodes;
  /**
   * The catalogued errors this call may answer beyond the generic ones (400, 401, 403, 404, 429):
   * what the OpenAPI document lists per call. Written for the calls an API key may make.
   */
  readonly errors?: readonly ErrorName[];
  /**
   * A write a signed API request may repeat safely: it takes an `Idempotency-Key` header (the same
   * key and body answer the first result; another body is 409).
   */
  readonly idempotent?: true;
  /** One line for the OpenAPI document (English); the call's name spelled out when absent. */
  readonly summary?: string;
  /** Type only, never set: the schemas' types, which `EndpointInput` and `EndpointResult` read. */
  readonly '~schemas'?: EndpointSchemas<I, R>;
}

/** An endpoint's schemas: what the server validates and the OpenAPI document describes. */
export interface EndpointSchemas<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** GET and DELETE read it from the query string, POST and PUT from the JSON body. */
  readonly input: I;
  /** The envelope's `result` (or `Data` on the content host). */
  readonly result: R;
}

/** An endpoint with its schemas, as the server registers it (`@coffer/contract/registry`). */
export interface Endpoint<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType>
  extends EndpointDescriptor<I, R>,
    EndpointSchemas<I, R> {}

/** Error code (the §8 catalogue) → the input field it belongs under. */
export type FieldCodes = Readonly<Record<number, string>>;

/** The fields of an input, of every member when it is a union (by e-mail or by phone). */
type InputField<I extends z.ZodType> =
  z.input<I> extends infer T ? (T extends unknown ? Extract<keyof T, string> : never) : never;

/** What a key exchange may be bound to (Basic/PTR `t`); each password-bearing call names one. */
export const keyExchangeBusinessTypes = [
  'login',
  'register',
  'resetPassword',
  'changePassword',
  'fundPin',
] as const;
export type KeyExchangeBusinessType = (typeof keyExchangeBusinessTypes)[number];

type FieldCodesOf<I extends z.ZodType> = { readonly fieldCodes?: Readonly<Record<number, InputField<I>>> };

/**
 * An endpoint with its schemas in one object: for an endpoint only the server sees (a test's own
 * route), or an area whose descriptors are not yet split from their schemas (convert): a page that
 * imports one loads zod. Its `fieldCodes` may name only fields of its input.
 */
export const defineEndpoint = <I extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<I, R> & FieldCodesOf<I>,
) => e;

/** What a descriptor of these schemas may say; its `fieldCodes` may name only fields of the input. */
type DescriptorOf<S extends EndpointSchemas> = Omit<EndpointDescriptor<S['input'], S['result']>, '~schemas'> &
  FieldCodesOf<S['input']>;
type SchemasAt<S, K> = K extends keyof S ? (S[K] extends EndpointSchemas ? S[K] : never) : never;

/**
 * An area's descriptors (or a group of them), each typed by the schemas of the same key in the
 * area's `*.endpoint-schemas.ts`, which it names by type only
 * (`describeEndpoints<typeof withdrawalsEndpointSchemas>()({ apply: on.post('…', user) })`): the
 * schemas do not load with them. A key the schemas lack does not compile.
 */
export const describeEndpoints =
  <S extends Record<string, EndpointSchemas>>() =>
  <const D extends { [K in keyof D]: DescriptorOf<SchemasAt<S, K>> }>(
    descriptors: D,
  ): {
    [K in keyof D]: D[K] & EndpointDescriptor<SchemasAt<S, K>['input'], SchemasAt<S, K>['result']>;
  } =>
    descriptors;

/** Whether a call's input goes in the query string: GET, DELETE and a `queryInput` POST. */
export const inputInQuery = (endpoint: Pick<EndpointDescriptor, 'method' | 'queryInput'>): boolean =>
  endpoint.method === 'GET' || endpoint.method === 'DELETE' || endpoint.queryInput === true;

/** Who may call, named once (spec §6). */
export const anonymous = { kind: 'anonymous' } as const;
export const user = { kind: 'user' } as const;
/** Account types 1 and 3. */
export const merchant = { kind: 'merchant' } as const;
/** Account type 6 only; any other account gets 403. */
export const acceptor = { kind: 'acceptor' } as const;
/** A signed-in user, or a signed API request whose key may read. */
export const readKey = { kind: 'apiKey', permission: 'read' } as const;
/** A signed-in user, or a key with the trade permission (quotes and trades). */
export const tradeKey = { kind: 'apiKey', permission: 'trade' } as const;
/** A signed-in user, or a key with the withdraw permission (apply and cancel withdrawals). */
export const withdrawKey = { kind: 'apiKey', permission: 'withdraw' } as const;

/** What a descriptor says beside its host, method, path and caller. */
type DescriptorExtras = Omit<EndpointDescriptor, 'hosts' | 'method' | 'path' | 'auth' | '~schemas'>;

const appRoot = '/api/services/app/';

/**
 * The routes of some hosts under one root (the app services by default): `on.post('Profile/Exit',
 * user)` is `{ hosts, method: 'POST', path: '/api/services/app/Profile/Exit', auth: user }`; the
 * fourth argument adds the rest (`fieldCodes`, `encryptedFields`, `binary`, `body`).
 */
export function routesOn<const H extends readonly Host[]>(hosts: H, root = appRoot) {
  const route =
    <const M extends HttpMethod>(method: M) =>
    <const A extends Auth, const X extends DescriptorExtras = Record<never, never>>(
      service: string,
      auth: A,
      extras?: X,
    ) =>
      ({ hosts, method, path: `${root}${service}`, auth, ...extras }) as {
        hosts: H;
        method: M;
        path: string;
        auth: A;
      } & X;
  return { get: route('GET'), post: route('POST'), put: route('PUT'), delete: route('DELETE') };
}

/** "Host by role" (spec §6, §7): merchants make on the merchant host the calls users make on the base host. */
export const byRole = routesOn(['base', 'merchant']);
/** The content host's services (news, notices' texts, contact, geo IP, the action log), under `/api/`. */
export const contentApi = routesOn(['content'], '/api/');
/** Calls of the base host only. */
export const onBase = routesOn(['base']);
/** The merchant back office's own calls (account types 1 and 3), on the merchant host only. */
export const onMerchant = routesOn(['merchant']);

type SchemasOf<D> = D extends EndpointDescriptor<infer I, infer R> ? EndpointSchemas<I, R> : never;

/**
 * An area's descriptors joined with their schemas, key by key, for the server and the OpenAPI
 * document. A descriptor without its schemas (or with others) does not compile.
 */
export function withSchemas<
  const D extends Record<string, EndpointDescriptor>,
  const S extends { [K in keyof D]: SchemasOf<D[K]> },
>(descriptors: D, schemas: S): { [K in keyof D]: D[K] & S[K] } {
  return Object.fromEntries(
    Object.entries(descriptors).map(([key, descriptor]) => [key, { ...descriptor, ...schemas[key] }]),
  ) as { [K in keyof D]: D[K] & S[K] };
}

type InputOf<E extends EndpointDescriptor> = E extends EndpointDescriptor<infer I, z.ZodType> ? I : never;
type ResultOf<E extends EndpointDescriptor> = E extends EndpointDescriptor<z.ZodType, infer R> ? R : never;

export type EndpointInput<E extends EndpointDescriptor> = z.input<InputOf<E>>;
/** The input as the server's handler receives it: parsed (trimmed, coerced, defaults filled). */
export type EndpointParsedInput<E extends EndpointDescriptor> = z.output<InputOf<E>>;
export type EndpointResult<E extends EndpointDescriptor> = z.output<ResultOf<E>>;
/** The result as a handler (or a test's stub) may write it, before the schema's defaults. */
export type EndpointWireResult<E extends EndpointDescriptor> = z.input<ResultOf<E>>;

/** Where each host mounts in the one-process server; a split deployment configures base URLs instead. */
export const hostPrefixes: Record<Host, string> = { base: '', merchant: '/m', content: '/c' };

export const appPath = (service: string) => `${appRoot}${service}`;
