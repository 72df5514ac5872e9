// Prerenders the public pages into the web build (issue 14), after the client build: a Vite SSR
// build of apps/web/src/prerender/entry-server.tsx renders each page in each language, and each is
// written into dist/prerendered/<language>/<path>.html from the built index.html, with the page's
// title, its stylesheets in <head> (the markup is the first paint, so it must not show unstyled) and
// its chunks preloaded. dist/prerendered/pages.json lists them for the server (plugins/spa.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const ssrOut = join(web, 'node_modules/.prerender');

/** The file a prerendered page is written to, under dist/prerendered/<language>/. */
export const prerenderedFile = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The source files each routed page loads, from the route table's rows: `page(paths.x.path, …,
 * () => import('./routes/y'))`, or `signedIn('y')` for a signed-in page, which comes through the
 * table of signed-in pages (its chunk first), or `() => import('./routes/y.lazy').then(…)` for a
 * page behind a small chunk of its own (y.lazy.ts beside y.tsx: the developer docs).
 */
function routeFiles(paths) {
  const source = readFileSync(join(web, 'src/app/router.tsx'), 'utf8');
  const files = new Map();
  for (const [, key, direct, signedIn, ownChunk] of source.matchAll(
    /page\(paths\.([\w.]+)\.path,\s*'[^']*',\s*(?:\(\) => import\('\.\/([^']+)'\)|signedIn\('([^']+)'\)|\(\) =>\s*import\('\.\/([^']+)\.lazy'\)\.then\()/g,
  )) {
    const path = key.split('.').reduce((node, name) => node?.[name], paths)?.path;
    if (!path) continue;
    files.set(
      path,
      direct
        ? [`src/app/${direct}.tsx`]
        : ownChunk
          ? [`src/app/${ownChunk}.lazy.ts`, `src/app/${ownChunk}.tsx`]
          : ['src/app/signed-in-pages.ts', `src/app/routes/${signedIn}.tsx`],
    );
  }
  return files;
}

/** Chunks' stylesheets and the chunks they import statically, each once, minus those of `skip`. */
function closure(manifest, keys, skip = new Set(), seen = new Set()) {
  const out = { css: [], js: [] };
  const walk = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`prerender: ${k} is not in the build's manifest`);
    if (!skip.has(chunk.file)) out.js.push(chunk.file);
    for (const css of chunk.css ?? []) if (!skip.has(css)) out.css.push(css);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const key of keys) walk(key);
  return out;
}

/** The Vite SSR build of the prerender's entry into `outDir`: node's arguments, run in apps/web. */
export const ssrBuild = (outDir) => ({
  args: [
    join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--ssr',
    'src/prerender/entry-server.tsx',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  cwd: web,
});

export async function prerender() {
  const build = ssrBuild(ssrOut);
  execFileSync(process.execPath, build.args, { cwd: build.cwd, stdio: 'inherit' });
  const entry = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const shell = closure(manifest, ['index.html']);
  const shellFiles = new Set([...shell.js, ...shell.css]);
  const files = routeFiles(entry.paths);

  // The shell's stylesheets go back into <head>: the prerendered page is the first paint.
  const shellLinks = template.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  const base = shellLinks.reduce((html, link) => html.replace(link, ''), template);
  const rootOpen = '<div id="root">';
  const rootEnd = base.indexOf('<!--/root');
  if (!base.includes(rootOpen) || rootEnd < 0)
    throw new Error('prerender: index.html has no #root … <!--/root-->');

  const out = join(dist, 'prerendered');
  rmSync(out, { recursive: true, force: true });
  for (const language of entry.prerenderedLanguages) {
    for (const path of entry.prerenderedPaths) {
      const modules = files.get(path);
      if (!modules) throw new Error(`prerender: no route module for ${path} in router.tsx`);
      const page = closure(manifest, modules, shellFiles);
      const page_ = await entry.renderPage(path, language);
      // The CSP forbids inline scripts: markup that needs one to finish (a part sent apart) is a bug.
      if (/<script|<template/.test(page_.html))
        throw new Error(`prerender: ${path} (${language}) needs a script`);
      const head = [
        ...shellLinks.map((link) => link.trim()),
        ...page.css.map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
        ...page.js.map((js) => `<link rel="modulepreload" crossorigin href="/${js}">`),
      ].join('\n    ');
      let html = base
        .replace('<html lang="en">', `<html lang="${language}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page_.title)}</title>`)
        .replace('</head>', `  ${head}\n  </head>`);
      if (page_.description)
        html = html.replace(
          /<meta name="description" content="[^"]*" \/>/,
          `<meta name="description" content="${escapeHtml(page_.description)}" />`,
        );
      const start = html.indexOf(rootOpen);
      const end = html.indexOf('<!--/root');
      html = `${html.slice(0, start)}<div id="root" data-prerendered="${escapeHtml(`${path} ${language}`)}">${page_.html}</div>${html.slice(end)}`;
      html = scriptsAfterStyles(html);
      const target = join(out, language, prerenderedFile(path));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, html);
    }
  }
  const routes = writeRoutedPages(template, manifest, files, shellFiles, entry.prerenderedPaths, out);
  writeFileSync(
    join(out, 'pages.json'),
    `${JSON.stringify({ languages: entry.prerenderedLanguages, paths: entry.prerenderedPaths, routes }, null, 2)}\n`,
  );
}

/**
 * A prerendered page paints from its markup and stylesheets alone; its scripts only make it answer,
 * so they are asked for at low priority, after what the paint waits for. Lighthouse's simulation
 * counts a high-priority script loaded before the first paint as holding it (mobile FCP 2.5 s →
 * 1.0 s here). A throttled Chromium (1.6 Mbit/s, 150 ms, 4x CPU, 8 loads) sees less: the paint
 * ~40 ms sooner, the app ready ~0.1 s later (docs/areas/prerender.md).
 */
const scriptsAfterStyles = (html) =>
  html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

/** The file a routed (not prerendered) page's HTML is written to, under dist/prerendered/. */
const routedPageFile = (pattern) => `routes/${pattern.slice(1).replace(/:/g, '_')}.html`;

/**
 * For each page the browser renders itself (the signed-in ones), index.html with the page's own
 * chunks preloaded and its stylesheets linked, so they load beside the shell instead of after it.
 * Without them the route's lazy import added ~80 links one by one (Vite's preload helper): on
 * `/assets` that was ~90 ms of appendChild in the first long task (unthrottled), and the chunks
 * were only asked for once the shell had run. Returns pattern → file, for the server (plugins/spa.ts).
 */
function writeRoutedPages(template, manifest, files, shellFiles, prerenderedPaths, out) {
  const routes = {};
  for (const [pattern, modules] of files) {
    if (prerenderedPaths.includes(pattern)) continue;
    const page = closure(manifest, modules, shellFiles);
    const preloads = page.js.map((js) => `<link rel="modulepreload" crossorigin href="/${js}">`);
    // After the shell's own stylesheets at the end of <body> (vite.config.ts says why there).
    const styles = page.css.map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`);
    const html = template
      .replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`)
      .replace('</body>', `  ${styles.join('\n    ')}\n  </body>`);
    routes[pattern] = routedPageFile(pattern);
    const target = join(out, routes[pattern]);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
  }
  return routes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await prerender();
