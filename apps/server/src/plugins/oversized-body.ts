import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How much of a refused body is read and thrown away so its sender can read the 413. */
export const drainBytesMax = 64 * 1024 * 1024;
const drainTimeoutMs = 15_000;

/**
 * Reads the rest of a request body without keeping it; true when it ended within the bounds.
 * Bounded in bytes and time, so a sender of an endless body still has its connection closed.
 */
function drain(raw: IncomingMessage, bytesMax: number, timeoutMs: number): Promise<boolean> {
  // `readableEnded`: the body's end was already read (by the parser that refused it). A socket's
  // request says so with `complete` too; an injected one (tests) only with `readableEnded`, and
  // waiting for an 'end' that has passed held each refused test upload for the whole 15 s.
  const alreadyEnded = raw.complete || raw.readableEnded;
  if (alreadyEnded || raw.destroyed) return Promise.resolve(alreadyEnded);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      raw.off('close', onError);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > bytesMax) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), timeoutMs);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
    raw.on('close', onError);
    raw.resume();
  });
}

/**
 * A body over a size limit (the 1 MB JSON limit, an upload's file limit, a signed request's raw
 * body) is refused before it has all arrived. Answering then and closing the connection makes
 * most clients (browsers, fetch) fail with a broken pipe while still sending, so they never see
 * the 413 and its envelope. The rest of the body is read and discarded first (up to
 * `drainBytesMax` and 15 s), then the 413 goes out and the connection closes as Fastify asks.
 */
export function answerOversizedBodies(app: FastifyInstance, bytesMax = drainBytesMax): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 413) await drain(request.raw, bytesMax, drainTimeoutMs);
    return payload;
  });
}
