import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from '@coffer/contract/common';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../lib/language';

/** Answers a page request with the web app's HTML. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** What scripts/prerender.mjs wrote: dist/prerendered/pages.json. */
interface PrerenderedPages {
  languages: string[];
  paths: string[];
  /** The pages the browser renders: route pattern → index.html with that page's chunks preloaded. */
  routes?: Record<string, string>;
}

/**
 * Pictures a prerendered page will paint large, by its path and language (the landing carousel's
 * first slide): named in a `Link: rel=preload` header, so the browser fetches them with the HTML
 * rather than after the app has run and asked the API which they are.
 */
export type PagePictures = (path: string, language: Language) => Promise<string[]>;

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; HTML never is, so a
 * new release is picked up on the next load. Returns how to answer a page request, or null when
 * there is no build.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  pagePictures: PagePictures = async () => [],
): Promise<SendPage | null> {
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
  registerLandingPicture(app, pagePictures);
  const pages = readPrerendered(distDir);
  return async (request, reply) => {
    const page = pages && prerenderedFile(pages, request.url, request.headers.cookie);
    if (!page) {
      const routed = pages?.routes && routedFile(pages.routes, request.url);
      return routed ? sendHtml(reply, routed) : sendIndexHtml(reply);
    }
    const pictures = await pagePictures(page.path, page.language).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page pictures unavailable');
      return [];
    });
    if (pictures.length > 0) reply.header('link', pictures.map(pictureLink).join(', '));
    // The answer depends on the language cookie: a shared cache must not hand one reader's to another.
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .sendFile(page.file);
  };
}

/**
 * A preload of a picture the page shows first (the same request as its <img>: no CORS mode), at the
 * browser's default priority for a preloaded image. The markup names it only by the address that
 * sends on to it (`/landing-picture/<language>`): this starts the picture itself with the headers.
 */
const pictureLink = (url: string) => `<${encodeURI(url)}>; rel=preload; as=image`;

/**
 * `GET /landing-picture/<language>`: a redirect to the landing page's first picture in that
 * language, or, when it has none, a blank picture (a failed <img> of a set size shows the browser's
 * broken-image icon, and before the app has run nothing can hide it); 404 for an unknown language.
 * The prerendered landing page shows it from this address while the carousel loads, so a phone
 * paints it without waiting for the app (the picture changes without a build, the markup cannot
 * name it). Not cached: the next publish may change it; the picture's own address is cached for a
 * year, and the `Link` preload of `/` has already asked for it.
 */
function registerLandingPicture(app: FastifyInstance, pagePictures: PagePictures) {
  app.get<{ Params: { language: string } }>(
    `${constants.landingPicturePath}/:language`,
    async (request, reply) => {
      const language = constants.languages.find((l) => l === request.params.language);
      if (!language) return reply.status(404).send();
      const [picture] = await pagePictures('/', language);
      reply.header('cache-control', 'no-cache');
      if (picture) return reply.redirect(encodeURI(picture), 302);
      return reply.type('image/svg+xml').send(blankPicture);
    },
  );
}

const blankPicture = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

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
): { file: string; path: string; language: Language } | null {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!pages.paths.includes(path)) return null;
  if ([...searchParams.keys()].some((key) => key !== 'lang')) return null;
  const language = pageLanguage(pages.languages, searchParams, cookieHeader) as Language;
  return { file: `prerendered/${language}/${path === '/' ? 'index' : path.slice(1)}.html`, path, language };
}

/**
 * The routed page's HTML for a request, relative to the build: the route whose pattern matches the
 * path, a fixed segment preferred to a `:param` one (as the router ranks them); null for none.
 */
export function routedFile(routes: Record<string, string>, url: string): string | null {
  const { pathname } = new URL(url, 'http://page.invalid');
  const segments = pathname.split('/').filter(Boolean);
  let best: { file: string; fixed: number } | null = null;
  for (const [pattern, file] of Object.entries(routes)) {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const matches = parts.every((part, i) => part.startsWith(':') || part === segments[i]);
    const fixed = parts.filter((part) => !part.startsWith(':')).length;
    if (matches && (!best || fixed > best.fixed)) best = { file: `prerendered/${file}`, fixed };
  }
  return best?.file ?? null;
}

const sendHtml = (reply: FastifyReply, file: string) =>
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(file);

export const sendIndexHtml = (reply: FastifyReply) => sendHtml(reply, 'index.html');
