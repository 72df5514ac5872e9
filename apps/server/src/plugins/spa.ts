import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from '@coffer/contract/common';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers a page request with the web app's HTML. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** What scripts/prerender.mjs wrote: dist/prerendered/pages.json. */
interface PrerenderedPages {
  languages: string[];
  paths: string[];
}

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; HTML never is, so a
 * new release is picked up on the next load. Returns how to answer a page request, or null when
 * there is no build.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<SendPage | null> {
  if (!existsSync(join(distDir, 'index.html'))) return null;
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
  const pages = readPrerendered(distDir);
  return (request, reply) => {
    const file = pages && prerenderedFile(pages, request.url, request.headers.cookie);
    if (!file) return sendIndexHtml(reply);
    // The answer depends on the language cookie: a shared cache must not hand one reader's to another.
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .sendFile(file);
  };
}

function readPrerendered(distDir: string): PrerenderedPages | null {
  const manifest = join(distDir, 'prerendered/pages.json');
  if (!existsSync(manifest)) return null;
  return JSON.parse(readFileSync(manifest, 'utf8')) as PrerenderedPages;
}

/** The language asked for by `?lang=` (with the spec's aliases), else the app's cookie, else the default. */
export function pageLanguage(
  languages: readonly string[],
  search: URLSearchParams,
  cookieHeader: string | undefined,
): string {
  const find = (value: string | null | undefined) =>
    value ? languages.find((l) => l.toLowerCase() === value.toLowerCase()) : undefined;
  const asked = search.get('lang');
  const aliases: Record<string, string> = constants.languageQueryAliases;
  const fromQuery = asked ? find(aliases[asked.toLowerCase()] ?? asked) : undefined;
  const cookie = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === constants.languageCookie)?.[1];
  return fromQuery ?? find(cookie) ?? constants.defaultLanguage;
}

/**
 * The prerendered file for a page request, relative to the build: only for a prerendered path whose
 * query asks for nothing but the language (any other query, `?from=app` or `?page=2`, changes what
 * the page shows, so the app renders it from index.html).
 */
export function prerenderedFile(
  pages: PrerenderedPages,
  url: string,
  cookieHeader: string | undefined,
): string | null {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!pages.paths.includes(path)) return null;
  if ([...searchParams.keys()].some((key) => key !== 'lang')) return null;
  const language = pageLanguage(pages.languages, searchParams, cookieHeader);
  return `prerendered/${language}/${path === '/' ? 'index' : path.slice(1)}.html`;
}

export const sendIndexHtml = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
