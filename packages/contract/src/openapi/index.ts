import { constants } from '../common/constants';
import type { Endpoint, Host } from '../common/endpoint';
import { operation } from './operation';

const { headers, recvWindowMsDefault, recvWindowMsMax } = constants.apiSignature;
const { rateWindowMs, rateMax } = constants.publicApi;
const idempotencyHeader = 'Idempotency-Key';

/** The public call that needs no key: clients set their clock by it. */
export const serverTimeOperation = 'basic.getServerTime';

const signingRecipe = [
  'Every signed request carries three headers:',
  '',
  '- `X-Api-Key`: the access key.',
  "- `X-Api-Timestamp`: milliseconds since the epoch, by the server's clock (`GET /api/services/app/Basic/GetServerTime` tells it).",
  '- `X-Api-Signature`: lowercase hex HMAC-SHA256, keyed with the secret key, of',
  '  `timestamp + "\\n" + METHOD + "\\n" + path-with-query + "\\n" + body`',
  '  — the path exactly as sent, with its host prefix (`/c/api/…` on the content host) and the query string as sent; the body as sent (empty for GET).',
  '',
  `Optionally \`X-Api-Recv-Window\`: how many milliseconds the request stays valid (default ${recvWindowMsDefault}, at most ${recvWindowMsMax}).`,
  'Each signature is accepted once: sign every request (and every retry) afresh. Send either a signature or a bearer token, never both.',
].join('\n');

const description = [
  'The Coffer API. Calls marked `x-permission` also accept a signed API request made with an API key (Account → API management) holding that permission; `trade` and `withdraw` keys also read.',
  '',
  '## Signing',
  signingRecipe,
  '',
  '## Rate limits',
  `Per key, per class of call (its permission), per ${rateWindowMs / 1000} seconds: read ${rateMax.read}, trade ${rateMax.trade}, withdraw ${rateMax.withdraw}.`,
  'Every signed answer carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds until the window resets); over the limit the answer is 429 (code 429) with `Retry-After` in seconds.',
  '',
  '## Idempotency',
  `Writes (\`x-idempotent\`) take an \`${idempotencyHeader}\` header (8–64 of A–Z a–z 0–9 _ -): the same key with the same call and body answers the first result without acting again; with another body the answer is 409 (code 409) and nothing changes.`,
  '',
  '## Withdrawals',
  'A `withdraw` key sends no fund PIN and no e-mailed code (the key was created with the second factor): it withdraws only to address-book addresses, and to those of its scope when the key has a custom scope (else 40018). Every other withdrawal rule applies: verified identity, the 24-hour hold after a security change, the address cool-off, the single and daily limits; large amounts wait for review.',
  '',
  '## Errors',
  'Answers use the envelope `{ success, result, error: { code, message, details, validationErrors }, unAuthorizedRequest }` (the content host: `{ StatusCode, Data, Error }`). Each operation lists its codes in `x-error-codes` and per HTTP status.',
].join('\n');

const intHeader = (text: string) => ({ description: text, schema: { type: 'integer' } });

function components() {
  return {
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'A signed-in user (the web app).',
      },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: signingRecipe },
      apiTimestamp: {
        type: 'apiKey',
        in: 'header',
        name: 'X-Api-Timestamp',
        description: 'Milliseconds since the epoch.',
      },
      apiSignature: {
        type: 'apiKey',
        in: 'header',
        name: 'X-Api-Signature',
        description: 'Hex HMAC-SHA256 of timestamp\\nMETHOD\\npath?query\\nbody with the secret key.',
      },
    },
    parameters: {
      'X-Api-Recv-Window': {
        name: 'X-Api-Recv-Window',
        in: 'header',
        required: false,
        description: `How long the signed request stays valid, in milliseconds (default ${recvWindowMsDefault}).`,
        schema: { type: 'integer', minimum: 1, maximum: recvWindowMsMax },
      },
      [idempotencyHeader]: {
        name: idempotencyHeader,
        in: 'header',
        required: false,
        description: 'Retry this write safely: the same key and body answer the first result.',
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
        example: 'order-2026-11-29-0001',
      },
    },
    headers: {
      'X-RateLimit-Limit': intHeader("The calls this key's window allows for this class of call."),
      'X-RateLimit-Remaining': intHeader('The calls left in the window.'),
      'X-RateLimit-Reset': intHeader('Seconds until the window starts again.'),
      'Retry-After': intHeader('Seconds to wait before calling again (429 only).'),
    },
  };
}

/** Top-level facts a documentation page reads (docs/areas/public-api.md). */
const publicApiFacts = (groups: Record<string, Record<string, Endpoint>>) => {
  const serverTime = groups.basic?.getServerTime;
  return {
    headers: { ...headers, idempotencyKey: constants.publicApi.headers.idempotencyKey },
    recvWindowMs: { default: recvWindowMsDefault, max: recvWindowMsMax },
    signedText: 'timestamp\\nMETHOD\\npath?query\\nbody',
    ...(serverTime
      ? { serverTime: { path: serverTime.path, method: serverTime.method, operationId: serverTimeOperation } }
      : {}),
    permissions: ['read', 'trade', 'withdraw'],
    rateLimits: {
      windowMs: rateWindowMs,
      classes: Object.fromEntries(Object.entries(rateMax).map(([c, max]) => [c, { max }])),
    },
    rateLimitHeaders: ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'],
  };
};

export interface OpenApiOptions {
  host: Host;
  serverUrl: string;
  version: string;
  /**
   * Where the other hosts are mounted (their URL prefix): their key-callable calls join this
   * document with their own `servers`, so one document lists every call a key can make.
   */
  otherHosts?: Partial<Record<Host, string>>;
}

/**
 * The OpenAPI 3.1 document of one host's calls, generated from the endpoint table (zod's JSON
 * Schema 2020-12 output): the developer reference of /account/ApiDocument and API-key users' tools.
 */
export function buildOpenApiDocument(
  groups: Record<string, Record<string, Endpoint>>,
  options: OpenApiOptions,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  const used = new Set<string>();
  const add = (group: string, name: string, endpoint: Endpoint, host: Host, server?: string) => {
    const id = `${group}.${name}`;
    const op = operation(id, name, endpoint, host, server);
    const marked = id === serverTimeOperation ? { ...op, 'x-public-api': true } : op;
    paths[endpoint.path] ??= {};
    (paths[endpoint.path] as Record<string, unknown>)[endpoint.method.toLowerCase()] = marked;
    used.add(group);
  };
  for (const [group, calls] of Object.entries(groups))
    for (const [name, endpoint] of Object.entries(calls)) {
      if (endpoint.hosts.includes(options.host)) add(group, name, endpoint, options.host);
      else if (endpoint.auth.kind === 'apiKey') {
        const other = endpoint.hosts.find((h) => options.otherHosts?.[h] !== undefined);
        if (other) add(group, name, endpoint, other, options.otherHosts?.[other] || '/');
      }
    }
  const publicGroups = new Set(
    Object.entries(groups)
      .filter(([, calls]) => Object.values(calls).some((e) => e.auth.kind === 'apiKey'))
      .map(([group]) => group),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'Coffer API', version: options.version, description },
    servers: [{ url: options.serverUrl }],
    tags: [...used].map((name) => ({
      name,
      description: `Calls of the ${name} area.`,
      ...(publicGroups.has(name) || name === serverTimeOperation.split('.')[0]
        ? { 'x-public-api': true }
        : {}),
    })),
    'x-public-api': publicApiFacts(groups),
    components: components(),
    paths,
  };
}
