import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; index.html never
 * is, so a new release is picked up on the next load. Returns false when there is no build.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: false,
    // The build writes .br and .gz copies beside each text file (scripts/build.mjs); sent to
    // browsers that accept them, with `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders(res, path) {
      if (path.includes(`${join(distDir, 'assets')}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  return true;
}

export const sendIndexHtml = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
