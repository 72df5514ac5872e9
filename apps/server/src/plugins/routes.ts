import { type BinaryResult, type Endpoint, type Host, inputInQuery } from '@coffer/contract';
import { passwordRuleKeys } from '@coffer/contract/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type FieldError } from '../lib/app-error';
import { success } from '../lib/envelope';
import type { TokenService } from '../lib/tokens';
import {
  type ApiKeyGate,
  assertMerchantHostCaller,
  authenticate,
  type Caller,
  type SessionGate,
} from './auth';
import { readUpload, type UploadedFile } from './multipart';
import { setRateHeaders } from './rate-headers';

export interface RouteContext<E extends Endpoint> {
  input: z.output<E['input']>;
  caller: Caller | null;
  host: Host;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The file of a `multipart` endpoint (checked present; its type and size are the handler's). */
  file?: UploadedFile;
}

/** A caller that the endpoint's auth requirement has already proven is signed in. */
export interface AuthedContext<E extends Endpoint> extends RouteContext<E> {
  caller: Caller;
}

type Handler<E extends Endpoint> = (
  ctx: E['auth']['kind'] extends 'anonymous' ? RouteContext<E> : AuthedContext<E>,
) => Promise<z.input<E['result']>>;

export interface RouteDef {
  endpoint: Endpoint;
  handler: (ctx: RouteContext<Endpoint>) => Promise<unknown>;
}

/** Binds a handler to an endpoint of the contract; the contract says its path, schemas and auth. */
export const route = <E extends Endpoint>(endpoint: E, handler: Handler<E>): RouteDef => ({
  endpoint,
  handler: handler as RouteDef['handler'],
});

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '(root)', message: issue.message }));
}

/**
 * GET, DELETE and a `queryInput` POST (`Reject?id=`) take their input from the query string; POST
 * and PUT from the JSON body, with the query string merged in because the spec passes some ids
 * that way (`ConfirmTransactionOut?rid=`).
 */
function rawInput(endpoint: Endpoint, request: FastifyRequest): unknown {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (inputInQuery(endpoint)) return query;
  const body = request.body;
  if (body === undefined || body === null) return query;
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...query, ...(body as Record<string, unknown>) };
}

/** A year: a stored resource never changes (a new image is a new resource with a new id). */
const immutableCache = 'public, max-age=31536000, immutable';

type FileResult = Pick<BinaryResult, 'bytes' | 'etag'> & { contentType: string };

/**
 * The bytes of a `binary` endpoint with the stored type, a strong ETag (a repeat visit gets 304)
 * and headers that keep a browser from reading it as anything else: nosniff, and a CSP that
 * forbids everything should someone open the file directly. A private file (an identity photo)
 * is kept out of shared caches and off other sites, and its signed link is not sent on as a referrer.
 */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: FileResult, isPrivate: boolean) {
  const etag = `"${file.etag}"`;
  reply
    .header('cache-control', isPrivate ? 'private, no-store' : immutableCache)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    // Public images: a web app on another origin (a split deployment) may show them; private ones
    // only pages of the same site.
    .header('cross-origin-resource-policy', isPrivate ? 'same-site' : 'cross-origin')
    .header('content-disposition', 'inline');
  if (isPrivate) reply.header('referrer-policy', 'no-referrer');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.status(304).send();
  return reply.type(file.contentType).send(Buffer.from(file.bytes));
}

/**
 * Turns the encrypted password fields of a body into plain text (key exchange, spec §3): given the
 * endpoint's business type, the exchange key and the fields, it answers the decrypted values or
 * throws a catalogued error. The exchange is spent either way.
 */
export type FieldDecrypter = (
  businessType: NonNullable<Endpoint['encryptedFields']>['businessType'],
  key: string,
  fields: Record<string, string>,
) => Promise<Record<string, string>>;

/**
 * Runs a signed write (an API-key caller on an `idempotent` endpoint) once per Idempotency-Key:
 * `run` is the handler; a repeated key answers the first result.
 */
export type SignedWrite = (
  request: FastifyRequest,
  caller: Caller,
  endpoint: Endpoint,
  input: unknown,
  run: () => Promise<unknown>,
) => Promise<unknown>;

export interface RouteOptions {
  sessions?: SessionGate;
  decryptFields?: FieldDecrypter;
  apiKeys?: ApiKeyGate;
  signedWrites?: SignedWrite;
}

async function decryptInput(endpoint: Endpoint, input: unknown, decrypt?: FieldDecrypter): Promise<unknown> {
  const spec = endpoint.encryptedFields;
  if (!spec || !input || typeof input !== 'object') return input;
  const body = input as Record<string, unknown>;
  if (typeof body.key !== 'string' || body.key === '') return input;
  if (!decrypt) throw new AppError('invalidInput', 'Encrypted fields are not accepted here.');
  const fields: Record<string, string> = {};
  for (const name of spec.fields) if (typeof body[name] === 'string') fields[name] = body[name] as string;
  const { key: _spent, ...rest } = body;
  return { ...rest, ...(await decrypt(spec.businessType, body.key, fields)) };
}

const passwordRuleMessages = new Set<string>(passwordRuleKeys);

/** §8 gives a password that breaks the rules its own code (51091), with the fields named as usual. */
function breaksPasswordRulesOnly(endpoint: Endpoint, fields: FieldError[]): boolean {
  const passwordFields = endpoint.encryptedFields?.fields;
  return Boolean(
    passwordFields &&
      fields.length > 0 &&
      fields.every((f) => passwordFields.includes(f.field) && passwordRuleMessages.has(f.message)),
  );
}

export function registerRoutes(
  app: FastifyInstance,
  host: Host,
  routes: RouteDef[],
  tokens: TokenService,
  options: RouteOptions = {},
): void {
  for (const { endpoint, handler } of routes) {
    if (!endpoint.hosts.includes(host)) continue;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      handler: async (request, reply) => {
        const caller = await authenticate(request, endpoint.auth, tokens, options.sessions, options.apiKeys);
        if (caller?.rateLimit) setRateHeaders(reply, caller.rateLimit);
        // The merchant host answers merchants only (§6): every signed-in call there, whatever its
        // own rule, refuses other account types.
        if (host === 'merchant' && caller && endpoint.auth.kind !== 'anonymous')
          assertMerchantHostCaller(caller);
        const upload = endpoint.body === 'multipart' ? await readUpload(request) : undefined;
        const raw = upload ? upload.fields : rawInput(endpoint, request);
        const parsed = endpoint.input.safeParse(await decryptInput(endpoint, raw, options.decryptFields));
        if (!parsed.success) {
          const fields = fieldErrors(parsed.error);
          const code = breaksPasswordRulesOnly(endpoint, fields) ? 'passwordRulesNotMet' : 'invalidInput';
          throw new AppError(code, `Invalid: ${fields.map((f) => f.field).join(', ')}`, fields);
        }
        const run = () =>
          handler({
            input: parsed.data,
            caller,
            host,
            request,
            reply,
            ...(upload ? { file: upload.file } : {}),
          });
        const signedWrite = caller?.apiKeyId !== undefined && endpoint.idempotent && options.signedWrites;
        const result = signedWrite
          ? await signedWrite(request, caller, endpoint, parsed.data, run)
          : await run();
        const checked = endpoint.result.safeParse(result);
        if (!checked.success) {
          // Our own answer broke the contract: a bug, never shown to the caller in detail.
          request.log.error(
            { issues: checked.error.issues, path: endpoint.path },
            'result does not match contract',
          );
          throw new Error('Result does not match the contract');
        }
        if (endpoint.binary)
          return sendFile(request, reply, checked.data as FileResult, endpoint.binary === 'private');
        return reply.send(success(host, checked.data));
      },
    });
  }
}
