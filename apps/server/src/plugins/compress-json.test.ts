import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, compressFromBytes, compressJsonAnswers } from './compress-json';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ key: `setting-${i}`, value: 'yes' })) };
const small = { ok: true };

const app = Fastify();
compressJsonAnswers(app);
app.get('/big', async () => big);
app.get('/small', async () => small);
app.get('/text', async (_request, reply) => reply.type('text/plain').send('x'.repeat(4096)));
app.get('/problem', async (_request, reply) =>
  reply.type('application/problem+json').send(JSON.stringify({ detail: 'y'.repeat(4096) })),
);
app.get('/varied', async (_request, reply) => reply.header('vary', 'Cookie').send(big));
beforeAll(() => app.ready());
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('JSON answers', () => {
  it('go out in brotli when the browser accepts it, and read back the same', async () => {
    const res = await get('/big', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 5);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(big);
  });

  it('go out in gzip for a browser without brotli', async () => {
    const res = await get('/big', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(big);
  });

  it('go out plain when nothing is accepted, or brotli and gzip are refused', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get('/big', header);
      expect(res.headers['content-encoding'], header).toBeUndefined();
      expect(res.json(), header).toEqual(big);
      expect(res.headers.vary, header).toBe('Accept-Encoding');
    }
  });

  it('smaller than the threshold go out plain (compressing would not pay)', async () => {
    expect(JSON.stringify(small).length).toBeLessThan(compressFromBytes);
    const res = await get('/small', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(small);
  });

  it('of a +json type are compressed too; other types are left to whoever sends them', async () => {
    expect((await get('/problem', 'br')).headers['content-encoding']).toBe('br');
    const text = await get('/text', 'br');
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.body).toBe('x'.repeat(4096));
  });

  it('keep a Vary the route set, adding Accept-Encoding to it', async () => {
    expect((await get('/varied', 'br')).headers.vary).toBe('Cookie, Accept-Encoding');
  });
});

describe('acceptedEncodings', () => {
  it('reads the names and drops those with q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings('BR;q=0.5, gzip;q=0')]).toEqual(['br']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
