import { Readable } from 'node:stream';
import { constants } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as sent, kept only for signed API requests (their signature covers it). */
    rawBody?: string;
  }
}

/**
 * A signed API request signs its body byte for byte, so the text is kept before JSON parsing
 * changes it. Only requests that carry an API key pay for the copy, within the same body limit.
 */
export function keepRawBodyOfSignedRequests(app: FastifyInstance, limitBytes: number) {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.headers[constants.apiSignature.headers.key] === undefined) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > limitBytes) throw new AppError('payloadTooLarge', 'The request body is too large.');
      chunks.push(buffer);
    }
    const body = Buffer.concat(chunks);
    request.rawBody = body.toString('utf8');
    return Readable.from([body]);
  });
}
