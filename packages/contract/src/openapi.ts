import { z } from 'zod';
import { type Endpoint, type Host, inputInQuery } from './common/endpoint';
import { errorInfoSchema } from './common/envelope';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'openapi-3.0',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

/** The envelope each host answers with, around an endpoint's result. */
function envelopeOf(host: Host, result: JsonSchema): JsonSchema {
  const error = toSchema(errorInfoSchema, 'output');
  if (host === 'content')
    return {
      type: 'object',
      properties: { StatusCode: { type: 'string' }, Data: result, Error: { ...error, nullable: true } },
    };
  return {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      result,
      error: { ...error, nullable: true },
      unAuthorizedRequest: { type: 'boolean' },
    },
  };
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

/** `getAccountInfo` of group `session` → `session.getAccountInfo`. */
const operationId = (group: string, name: string) => `${group}.${name}`;

function operation(group: string, name: string, endpoint: Endpoint, host: Host) {
  const input = toSchema(endpoint.input, 'input');
  const readsQuery = inputInQuery(endpoint);
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required ?? []) as string[]);
  const result = endpoint.binary
    ? {
        description: 'The file',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      }
    : {
        description: 'The envelope with the result, or the error from the catalogue',
        content: { 'application/json': { schema: envelopeOf(host, toSchema(endpoint.result, 'output')) } },
      };
  return {
    operationId: operationId(group, name),
    tags: [group],
    ...(endpoint.auth.kind === 'apiKey'
      ? { description: `Also open to a signed API request whose key holds \`${endpoint.auth.permission}\`.` }
      : {}),
    security: security(endpoint),
    ...(readsQuery
      ? {
          parameters: Object.entries(properties).map(([param, schema]) => ({
            name: param,
            in: 'query',
            required: required.has(param),
            schema,
          })),
        }
      : {
          requestBody: {
            required: true,
            content:
              endpoint.body === 'multipart'
                ? { 'multipart/form-data': { schema: input } }
                : { 'application/json': { schema: input } },
          },
        }),
    responses: { '200': result },
  };
}

/**
 * An OpenAPI 3.0 document of one host's calls, generated from the endpoint table (zod's JSON
 * Schema output), for the developer page /account/ApiDocument and for API-key users' tools.
 */
export function buildOpenApiDocument(
  groups: Record<string, Record<string, Endpoint>>,
  options: { host: Host; serverUrl: string; version: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [group, calls] of Object.entries(groups))
    for (const [name, endpoint] of Object.entries(calls)) {
      if (!endpoint.hosts.includes(options.host)) continue;
      paths[endpoint.path] ??= {};
      (paths[endpoint.path] as Record<string, unknown>)[endpoint.method.toLowerCase()] = operation(
        group,
        name,
        endpoint,
        options.host,
      );
    }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Coffer API',
      version: options.version,
      description:
        'Signed API requests carry X-Api-Key, X-Api-Timestamp (milliseconds since the epoch) and ' +
        'X-Api-Signature: hex HMAC-SHA256 with the secret key over `timestamp + "\\n" + METHOD + "\\n" + ' +
        'path with query + "\\n" + body`, within X-Api-Recv-Window milliseconds (default 5000, at most 60000).',
    },
    servers: [{ url: options.serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        apiTimestamp: { type: 'apiKey', in: 'header', name: 'X-Api-Timestamp' },
        apiSignature: { type: 'apiKey', in: 'header', name: 'X-Api-Signature' },
      },
    },
    paths,
  };
}
