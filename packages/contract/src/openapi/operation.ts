import { type Endpoint, type Host, inputInQuery } from '../common/endpoint';
import { errorInfoSchema } from '../common/envelope';
import { type DocumentedError, errorsOf } from './errors';
import { exampleOf, type JsonSchema, toSchema } from './json-schema';

/** The envelope each host answers with, around an endpoint's result (2020-12: null as a type). */
function envelopeOf(host: Host, result: JsonSchema): JsonSchema {
  const error = { anyOf: [toSchema(errorInfoSchema, 'output'), { type: 'null' }] };
  if (host === 'content')
    return { type: 'object', properties: { StatusCode: { type: 'string' }, Data: result, Error: error } };
  return {
    type: 'object',
    properties: { success: { type: 'boolean' }, result, error, unAuthorizedRequest: { type: 'boolean' } },
  };
}

function successExample(host: Host, result: unknown) {
  if (host === 'content') return { StatusCode: '200', Data: result, Error: null };
  return { success: true, result, error: null, unAuthorizedRequest: false };
}

function failureExample(host: Host, e: DocumentedError) {
  const error = { code: e.code, message: e.message, details: null, validationErrors: null };
  if (host === 'content') return { StatusCode: String(e.http), Data: null, Error: error };
  return { success: false, result: null, error, unAuthorizedRequest: e.http === 401 };
}

const security = (endpoint: Endpoint) => {
  switch (endpoint.auth.kind) {
    case 'anonymous':
      return [];
    case 'apiKey':
      return [{ bearer: [] }, { apiKey: [], apiTimestamp: [], apiSignature: [] }];
    default:
      return [{ bearer: [] }];
  }
};

/** `getTransferHistory` → "Get transfer history". */
const spelledOut = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const rateHeaders = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/X-RateLimit-Reset' },
};

/** One response per HTTP status the call's errors use, each code listed, the first as the example. */
function errorResponses(host: Host, documented: DocumentedError[], signed: boolean) {
  const byStatus = new Map<number, DocumentedError[]>();
  for (const e of documented) byStatus.set(e.http, [...(byStatus.get(e.http) ?? []), e]);
  const schema = envelopeOf(host, { type: 'null' });
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: list.map((e) => `${e.code} ${e.name}: ${e.message}`).join('\n'),
        ...(signed
          ? {
              headers:
                status === 429
                  ? { ...rateHeaders, 'Retry-After': { $ref: '#/components/headers/Retry-After' } }
                  : rateHeaders,
            }
          : {}),
        content: {
          'application/json': { schema, example: failureExample(host, list[0] as DocumentedError) },
        },
      },
    ]),
  );
}

function parametersOf(endpoint: Endpoint, input: JsonSchema) {
  const params: Record<string, unknown>[] = [];
  if (inputInQuery(endpoint)) {
    const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((input.required ?? []) as string[]);
    for (const [name, schema] of Object.entries(properties))
      params.push({
        name,
        in: 'query',
        required: required.has(name),
        schema,
        example: exampleOf(schema, name),
      });
  }
  if (endpoint.auth.kind === 'apiKey') params.push({ $ref: '#/components/parameters/X-Api-Recv-Window' });
  if (endpoint.idempotent) params.push({ $ref: '#/components/parameters/Idempotency-Key' });
  return params;
}

function requestBodyOf(endpoint: Endpoint, input: JsonSchema) {
  if (inputInQuery(endpoint)) return undefined;
  if (endpoint.body === 'multipart')
    return { required: true, content: { 'multipart/form-data': { schema: input } } };
  return { required: true, content: { 'application/json': { schema: input, example: exampleOf(input) } } };
}

function descriptionOf(endpoint: Endpoint): string | undefined {
  if (endpoint.auth.kind !== 'apiKey') return undefined;
  const lines = [
    `Open to a signed API request whose key holds \`${endpoint.auth.permission}\`` +
      (endpoint.auth.permission === 'read' ? ' (a `trade` or `withdraw` key reads too).' : '.'),
  ];
  if (endpoint.idempotent)
    lines.push(
      'A write: send an `Idempotency-Key` to retry it safely (the same key and body answer the first result).',
    );
  return lines.join('\n\n');
}

/** The OpenAPI operation of one contract entry, with its examples, errors and public-API marks. */
export function operation(id: string, name: string, endpoint: Endpoint, host: Host, server?: string) {
  const input = toSchema(endpoint.input, 'input');
  const signed = endpoint.auth.kind === 'apiKey';
  const resultSchema = toSchema(endpoint.result, 'output');
  const documented = errorsOf(endpoint);
  const requestBody = requestBodyOf(endpoint, input);
  const parameters = parametersOf(endpoint, input);
  const description = descriptionOf(endpoint);
  const ok = endpoint.binary
    ? {
        description: 'The file',
        content: {
          'application/octet-stream': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      }
    : {
        description: 'The envelope with the result',
        ...(signed ? { headers: rateHeaders } : {}),
        content: {
          'application/json': {
            schema: envelopeOf(host, resultSchema),
            example: successExample(host, exampleOf(resultSchema)),
          },
        },
      };
  return {
    operationId: id,
    summary: endpoint.summary ?? spelledOut(name),
    ...(description ? { description } : {}),
    tags: [id.split('.')[0]],
    ...(server ? { servers: [{ url: server }] } : {}),
    security: security(endpoint),
    ...(signed
      ? {
          'x-permission': endpoint.auth.permission,
          'x-rate-class': endpoint.auth.permission,
          'x-public-api': true,
        }
      : {}),
    ...(endpoint.idempotent ? { 'x-idempotent': true } : {}),
    'x-error-codes': documented,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { '200': ok, ...errorResponses(host, documented, signed) },
  };
}
