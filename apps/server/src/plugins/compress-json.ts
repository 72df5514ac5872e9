import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less than a compressed stream's own overhead and the time to make it. */
export const compressFromBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings of an Accept-Encoding header with a q above 0 (`br;q=0` refuses br). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

const isJson = (type: unknown) => typeof type === 'string' && /^application\/([\w.+-]*\+)?json\b/i.test(type);

/**
 * Compresses the API's JSON answers (issue 14: a settings list went out as 4 kB of plain JSON).
 * The web build's files are compressed at build time (plugins/spa.ts); what the API writes per
 * request is compressed here: brotli at a middle quality (fast enough per answer, close to gzip's
 * best in size) for browsers that accept it, else gzip. Streams (the live events) and answers
 * already encoded pass untouched, and so does anything smaller than `compressFromBytes`.
 */
export function compressJsonAnswers(app: FastifyInstance, fromBytes = compressFromBytes): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!isJson(reply.getHeader('content-type')) || reply.hasHeader('content-encoding')) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    // The answer depends on what the browser accepts, whether or not this one is compressed.
    reply.header('vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding'));
    if (body.length < fromBytes) return payload;
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 5,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}

/** A Vary header with `name` added once. */
function varyWith(current: unknown, name: string): string {
  const names = String(current ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((n) => n.toLowerCase() === name.toLowerCase()))
    return names.join(', ');
  return [...names, name].join(', ');
}
