import { constants } from '@coffer/contract/common';

/** A JSON Schema node as the OpenAPI document carries it (3.0 or 3.1). */
export type JsonSchema = Record<string, unknown>;

export type KeyPermission = 'read' | 'trade' | 'withdraw';
export const keyPermissions: readonly KeyPermission[] = ['read', 'trade', 'withdraw'];

export interface DocErrorCode {
  code: number;
  name?: string;
  http?: number;
  message?: string;
}

export interface DocParameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
  description?: string;
  example?: unknown;
}

/** One key-callable call of the document, flattened for the page. */
export interface DocOperation {
  id: string;
  tag: string;
  method: string;
  /** The path as a client sends and signs it: the operation's server prefix (e.g. /c) included. */
  path: string;
  summary?: string;
  description?: string;
  permission: KeyPermission;
  rateClass?: string;
  idempotent: boolean;
  /** Query (and header) parameters, the Idempotency-Key header left to the page's own prose. */
  parameters: DocParameter[];
  body?: { schema: JsonSchema; example?: unknown };
  /** The 200 answer's schema (the whole envelope) and its example, if the document has one. */
  result?: { schema: JsonSchema; example?: unknown };
  errors: DocErrorCode[];
}

export interface DocTag {
  name: string;
  description?: string;
  operations: DocOperation[];
}

/** The signing and limits a client needs, from the document's `x-public-api` or the contract. */
export interface PublicApiFacts {
  headers: { key: string; timestamp: string; signature: string; recvWindow: string; idempotencyKey: string };
  recvWindowMs: { default: number; max: number };
  serverTime?: { path: string; method: string };
  rateLimits?: { windowMs: number; classes: Record<string, { max: number }> };
  rateLimitHeaders: string[];
}

export interface ApiDocModel {
  title: string;
  version: string;
  openapi: string;
  tags: DocTag[];
  facts: PublicApiFacts;
  schemas: Record<string, JsonSchema>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);
const isPermission = (value: unknown): value is KeyPermission =>
  typeof value === 'string' && (keyPermissions as readonly string[]).includes(value);

/**
 * The permission a key needs for `operation`, or undefined when keys may not call it: the 3.1
 * document's `x-permission`, or (3.0) the `apiKey` security requirement with the permission its
 * description names in backquotes.
 */
export function permissionOf(operation: Record<string, unknown>): KeyPermission | undefined {
  if (isPermission(operation['x-permission'])) return operation['x-permission'];
  const security = Array.isArray(operation.security) ? operation.security : [];
  if (!security.some((requirement) => isObject(requirement) && 'apiKey' in requirement)) return undefined;
  const named = /`(read|trade|withdraw)`/.exec(asString(operation.description) ?? '')?.[1];
  return isPermission(named) ? named : undefined;
}

const jsonContent = (holder: unknown) => {
  const content = isObject(holder) && isObject(holder.content) ? holder.content : undefined;
  const json = content?.['application/json'];
  return isObject(json) ? json : undefined;
};

function errorCodes(value: unknown): DocErrorCode[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((entry) =>
    typeof entry.code === 'number'
      ? [
          {
            code: entry.code,
            name: asString(entry.name),
            http: typeof entry.http === 'number' ? entry.http : undefined,
            message: asString(entry.message),
          },
        ]
      : [],
  );
}

function parametersOf(operation: Record<string, unknown>): DocParameter[] {
  const list = Array.isArray(operation.parameters) ? operation.parameters : [];
  return list.filter(isObject).flatMap((p) => {
    const name = asString(p.name);
    // The Idempotency-Key header is described once, in the page's idempotency section.
    if (!name || name.toLowerCase() === 'idempotency-key') return [];
    return [
      {
        name,
        in: asString(p.in) ?? 'query',
        required: p.required === true,
        schema: isObject(p.schema) ? p.schema : {},
        description: asString(p.description),
        example: p.example ?? (isObject(p.schema) ? p.schema.example : undefined),
      },
    ];
  });
}

/** The prefix of an operation-level `servers` entry that is a path (`/c`), else ''. */
function serverPrefix(operation: Record<string, unknown>, documentPrefix: string): string {
  const servers = Array.isArray(operation.servers) ? operation.servers : [];
  const url = isObject(servers[0]) ? asString(servers[0].url) : undefined;
  const prefix = url ?? documentPrefix;
  return prefix.startsWith('/') ? prefix.replace(/\/+$/, '') : '';
}

function readOperation(
  path: string,
  method: string,
  operation: Record<string, unknown>,
  documentPrefix: string,
): DocOperation | undefined {
  const permission = permissionOf(operation);
  if (!permission) return undefined;
  const id = asString(operation.operationId) ?? `${method} ${path}`;
  const tags = Array.isArray(operation.tags) ? operation.tags : [];
  const body = jsonContent(operation.requestBody);
  const ok = isObject(operation.responses) ? jsonContent(operation.responses['200']) : undefined;
  const description = asString(operation.description);
  return {
    id,
    tag: asString(tags[0]) ?? id.split('.')[0] ?? 'api',
    method: method.toUpperCase(),
    path: `${serverPrefix(operation, documentPrefix)}${path}`,
    summary: asString(operation.summary),
    // The 3.0 document's only description is the permission sentence the page shows as a badge.
    description:
      description && !/^(Also )?open to a signed API request/i.test(description) ? description : undefined,
    permission,
    rateClass: asString(operation['x-rate-class']),
    idempotent: operation['x-idempotent'] === true,
    parameters: parametersOf(operation),
    body: body && isObject(body.schema) ? { schema: body.schema, example: body.example } : undefined,
    result: ok && isObject(ok.schema) ? { schema: ok.schema, example: ok.example } : undefined,
    errors: errorCodes(operation['x-error-codes']),
  };
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** The document's `x-public-api`, each missing part from the contract's constants. */
function factsOf(document: Record<string, unknown>): PublicApiFacts {
  const given = isObject(document['x-public-api']) ? document['x-public-api'] : {};
  const headers = isObject(given.headers) ? given.headers : {};
  const known = constants.apiSignature.headers;
  const window = isObject(given.recvWindowMs) ? given.recvWindowMs : {};
  const serverTime = isObject(given.serverTime) ? given.serverTime : undefined;
  const limits = isObject(given.rateLimits) ? given.rateLimits : undefined;
  const classes = limits && isObject(limits.classes) ? limits.classes : {};
  return {
    headers: {
      key: asString(headers.key) ?? known.key,
      timestamp: asString(headers.timestamp) ?? known.timestamp,
      signature: asString(headers.signature) ?? known.signature,
      recvWindow: asString(headers.recvWindow) ?? known.recvWindow,
      idempotencyKey: asString(headers.idempotencyKey) ?? 'idempotency-key',
    },
    recvWindowMs: {
      default: numberOr(window.default, constants.apiSignature.recvWindowMsDefault),
      max: numberOr(window.max, constants.apiSignature.recvWindowMsMax),
    },
    serverTime:
      serverTime && asString(serverTime.path)
        ? { path: serverTime.path as string, method: (asString(serverTime.method) ?? 'GET').toUpperCase() }
        : undefined,
    rateLimits: limits
      ? {
          windowMs: numberOr(limits.windowMs, 60_000),
          classes: Object.fromEntries(
            Object.entries(classes).flatMap(([name, value]) =>
              isObject(value) && typeof value.max === 'number' ? [[name, { max: value.max }]] : [],
            ),
          ),
        }
      : undefined,
    rateLimitHeaders: Array.isArray(given.rateLimitHeaders)
      ? given.rateLimitHeaders.filter((h) => typeof h === 'string')
      : [],
  };
}

/**
 * What /account/ApiDocument shows of an OpenAPI document: its key-callable calls grouped by tag (in
 * the document's tag order, then the order they appear), the signing facts, and the named schemas
 * that `$ref`s point to. Works on today's 3.0 document and on the 3.1 one with `x-` extensions
 * (docs/areas/public-api.md).
 */
export function readApiDocument(document: unknown): ApiDocModel {
  if (!isObject(document) || !isObject(document.paths)) throw new Error('Not an OpenAPI document');
  const info = isObject(document.info) ? document.info : {};
  const servers = Array.isArray(document.servers) ? document.servers : [];
  const documentPrefix = (isObject(servers[0]) ? asString(servers[0].url) : undefined) ?? '';
  const byTag = new Map<string, DocTag>();
  for (const tag of Array.isArray(document.tags) ? document.tags.filter(isObject) : []) {
    const name = asString(tag.name);
    if (name) byTag.set(name, { name, description: asString(tag.description), operations: [] });
  }
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue;
    for (const method of methods) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const read = readOperation(path, method, operation, documentPrefix);
      if (!read) continue;
      const tag = byTag.get(read.tag) ?? { name: read.tag, operations: [] };
      tag.operations.push(read);
      byTag.set(read.tag, tag);
    }
  }
  const components = isObject(document.components) ? document.components : {};
  return {
    title: asString(info.title) ?? 'API',
    version: asString(info.version) ?? '',
    openapi: asString(document.openapi) ?? '',
    tags: [...byTag.values()].filter((tag) => tag.operations.length > 0),
    facts: factsOf(document),
    schemas: isObject(components.schemas) ? (components.schemas as Record<string, JsonSchema>) : {},
  };
}

/** Every call of the model, in page order. */
export const allOperations = (model: ApiDocModel) => model.tags.flatMap((tag) => tag.operations);

/** The anchor id of an operation or a tag on the page. */
export const anchorOf = (kind: 'op' | 'tag', name: string) =>
  `${kind}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
