import { buildOpenApiDocument, endpoints, type Host } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI 3.1 document of each API host at `<prefix>/api/openapi.json`, generated once from the
 * endpoint table: public, since it describes the API and no data. Each also lists the other hosts'
 * calls that API keys may make, so `/api/openapi.json` is the whole public API's reference.
 */
export function registerOpenApi(app: FastifyInstance, mounts: Partial<Record<Host, string>>) {
  for (const [host, prefix] of Object.entries(mounts) as [Host, string][]) {
    let document: string | undefined;
    app.get(`${prefix}/api/openapi.json`, async (_request, reply) => {
      document ??= JSON.stringify(
        buildOpenApiDocument(endpoints, { host, serverUrl: prefix || '/', version: '1', otherHosts: mounts }),
      );
      return reply.type('application/json').header('cache-control', 'public, max-age=300').send(document);
    });
  }
}
