import type { z } from 'zod';

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

export interface Endpoint<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** Hosts that answer it; "host by role" calls are on base and merchant. */
  readonly hosts: readonly Host[];
  readonly method: HttpMethod;
  /** Path inside the host, e.g. `/api/services/app/Basic/GetEnum`. */
  readonly path: string;
  /** GET and DELETE read it from the query string, POST and PUT from the JSON body. */
  readonly input: I;
  /** The envelope's `result` (or `Data` on the content host). */
  readonly result: R;
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
   * Error code → the input field the whole error belongs under (an address already registered
   * under the address typed, a wrong fund PIN under the PIN): data the web forms read to place
   * a refusal beside the input it is about.
   */
  readonly fieldCodes?: FieldCodes;
}

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

/** Types an endpoint; its `fieldCodes` may name only fields of its input. */
export const defineEndpoint = <I extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<I, R> & { readonly fieldCodes?: Readonly<Record<number, InputField<I>>> },
) => e;

export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
/** The input as the server's handler receives it: parsed (trimmed, coerced, defaults filled). */
export type EndpointParsedInput<E extends Endpoint> = z.output<E['input']>;
export type EndpointResult<E extends Endpoint> = z.output<E['result']>;

/** Where each host mounts in the one-process server; a split deployment configures base URLs instead. */
export const hostPrefixes: Record<Host, string> = { base: '', merchant: '/m', content: '/c' };

export const appPath = (service: string) => `/api/services/app/${service}`;
