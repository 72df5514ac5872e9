import type { SampleRequest } from './code-samples';
import type { DocOperation, JsonSchema } from './openapi-model';
import { exampleOf } from './schema-rows';

/** The query of an example call: the document's examples, else a value for each required parameter. */
export function exampleQuery(operation: DocOperation, schemas: Record<string, JsonSchema>): string {
  const query = new URLSearchParams();
  for (const p of operation.parameters) {
    if (p.in !== 'query' || (!p.required && p.example === undefined)) continue;
    const value = p.example ?? exampleOf(p.schema, schemas);
    query.set(p.name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return query.toString();
}

/** The body of an example call as the exact text sent (compact JSON), '' for a call without one. */
export function exampleBody(operation: DocOperation, schemas: Record<string, JsonSchema>): string {
  if (!operation.body || operation.method === 'GET') return '';
  const value = operation.body.example ?? exampleOf(operation.body.schema, schemas);
  return JSON.stringify(value ?? {});
}

/** The example request of an operation, for its code samples and the "try it" form. */
export function sampleRequestOf(operation: DocOperation, schemas: Record<string, JsonSchema>): SampleRequest {
  const query = exampleQuery(operation, schemas);
  return {
    method: operation.method,
    pathWithQuery: `${operation.path}${query ? `?${query}` : ''}`,
    body: exampleBody(operation, schemas),
    idempotent: operation.idempotent,
  };
}
