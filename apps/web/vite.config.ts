import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.COFFER_API ?? 'http://localhost:8080';

/**
 * Moves the built stylesheets from <head> to the end of <body>. In the head they block the first
 * paint until every one has arrived, so a slow connection showed a blank page; after the frame
 * in index.html (styled inline) they let it paint at once. The app's scripts still run only after
 * they have loaded (deferred scripts wait for the stylesheets before them), so nothing renders
 * unstyled.
 */
const stylesheetsAfterFrame = (): Plugin => ({
  name: 'coffer:stylesheets-after-frame',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const links = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
      const withoutLinks = links.reduce((page, link) => page.replace(link, ''), html);
      return withoutLinks.replace('</body>', `${links.map((l) => l.trim()).join('\n    ')}\n  </body>`);
    },
  },
});

/** @mantine/hooks' `useId` replaced by ours (src/lib/mantine-use-id.ts says why). */
const stableMantineIds = (): Plugin => {
  const ours = fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url));
  return {
    name: 'coffer:stable-mantine-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromMantineHooks = importer !== undefined && /@mantine[\\/]hooks[\\/]esm[\\/]/.test(importer);
      return fromMantineHooks && source.endsWith('use-id/use-id.mjs') ? ours : null;
    },
  };
};

/**
 * React Router's production build. Its package exports only the development one (React Router's
 * own framework build switches itself); the two differ in `ENABLE_DEV_WARNINGS`, whose warnings and
 * checks are ~0.6 kB gzip of every first visit.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * The file names of the chunks and stylesheets the shell lists for the preload helper (every lazy
 * route's and component's dependencies, ~250 files) are part of every first visit, and hashes do
 * not compress: they are named by their hash alone (~1.8 kB gzip less on `/` and `/user/login`).
 * The shell's and the query chunk's keep their names; the manifest maps every file to its source.
 */
const named = (name: string | undefined) => name === 'shell' || name === 'query';
const chunkFileNames = ({ name }: { name: string }) =>
  named(name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js';
const assetFileNames = ({ names }: { names: readonly string[] }) => {
  const name = names[0] ?? '';
  return name.endsWith('.css') && !named(name.slice(0, -4))
    ? 'assets/[hash][extname]'
    : 'assets/[name]-[hash][extname]';
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stableMantineIds(), stylesheetsAfterFrame()],
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  // The manifest (dist/.vite/manifest.json) lists each chunk's static imports: what
  // scripts/bundle-weight.mjs sums into a first visit's bytes.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    // The shell chunk (below) is ~550 kB before compression, ~170 kB gzip: the warning's 500 kB is
    // not what we watch; scripts/bundle-weight.mjs and bench/web-budgets.json are.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (React, the router, Mantine's pieces the shell
        // draws, i18next, the shell) is fetched on every first visit anyway: one
        // chunk instead of some forty small ones a lazy route happens to share with it.
        // The entry module stays out, so the entry chunk (the manifest's `index.html`) remains.
        // The prerender's build (scripts/prerender.mjs) runs once in Node: one file, its dynamic
        // imports inlined (split, Rolldown warned that the statically imported query client could
        // not move to a chunk of its own, which only matters to browsers).
        chunkFileNames,
        assetFileNames,
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                {
                  name: 'shell',
                  tags: ['$initial'],
                  test: (id) => !/(index\.html|src[\\/]main\.tsx)$/.test(id),
                },
                // TanStack Query (not in the shell since issue 14) loads whole with the first page that
                // fetches: one chunk, not six by which pages happen to use mutations (/assets: 83 → 78
                // files by the manifest, 0.4 kB more). Grouping Mantine's or the contract's lazy parts
                // the same way was tried: a few files fewer for 20–100 kB more on `/` and `/user/login`.
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
              ],
            },
      },
    },
  },
  // In development the server runs beside Vite: its three hosts are proxied.
  server: { proxy: { '/api': api, '/m/api': api, '/c/api': api } },
}));
