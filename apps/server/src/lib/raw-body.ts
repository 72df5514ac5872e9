import type { FastifyInstance, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, string>();

/** The exact text of a request's JSON body, as it arrived (before parsing). */
export const rawBodyOf = (request: FastifyRequest): string | undefined => rawBodies.get(request);

/**
 * Keeps the text of each JSON body beside the parsed value: a provider's callback is signed over
 * its exact bytes, which re-serialising the parsed object would not reproduce. Parsing itself is
 * Fastify's own (same limits, same prototype-poisoning refusal).
 */
export function keepRawJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    parse(request, body as string, done);
  });
}
