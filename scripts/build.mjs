// Builds what is out of date: the web app (Vite, then its prerendered public pages) and the server
// bundle (esbuild). A build is
// current when a hash of its sources matches the stamp it left, so `npm start` skips it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Output piped to a file or a CI log gets no colour codes (Vite, Rolldown and the builds they start
// read NO_COLOR); on a terminal the colours stay.
if (!process.stderr.isTTY) process.env.NO_COLOR ??= '1';
const web = join(root, 'apps/web');
const server = join(root, 'apps/server');

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    yield* files(join(path, entry));
  }
}

function sourceHash(paths) {
  const hash = createHash('sha256');
  for (const path of paths) {
    for (const file of files(path)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const stampName = '.build-stamp';
const isCurrent = (dist, hash) => {
  const stamp = join(dist, stampName);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
};

const contract = join(root, 'packages/contract/src');
const lock = join(root, 'package-lock.json');

export function buildWeb({ force = false } = {}) {
  const dist = join(web, 'dist');
  const hash = sourceHash([
    join(web, 'src'),
    join(web, 'public'),
    join(web, 'index.html'),
    join(web, 'vite.config.ts'),
    join(root, 'scripts/prerender.mjs'),
    contract,
    lock,
  ]);
  if (!force && isCurrent(dist, hash)) return false;
  process.stderr.write('Building the web app…\n');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: web,
      stdio: 'inherit',
    },
  );
  // The public pages as HTML in each language (issue 14), from the build just made.
  execFileSync(process.execPath, [join(root, 'scripts/prerender.mjs')], { cwd: root, stdio: 'inherit' });
  precompress(dist);
  writeFileSync(join(dist, stampName), hash);
  return true;
}

/**
 * Brotli and gzip copies of every text file of the build, beside it (`x.js.br`, `x.js.gz`), so the
 * server sends them without compressing per request (@fastify/static `preCompressed`). A copy that
 * would not be smaller is not written.
 */
function precompress(dist) {
  for (const file of files(dist)) {
    if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
    const plain = readFileSync(file);
    if (plain.length < 1024) continue;
    const br = brotliCompressSync(plain, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    });
    if (br.length < plain.length) writeFileSync(`${file}.br`, br);
    const gz = gzipSync(plain, { level: 9 });
    if (gz.length < plain.length) writeFileSync(`${file}.gz`, gz);
  }
}

export async function buildServer({ force = false } = {}) {
  const dist = join(server, 'dist');
  const hash = sourceHash([join(server, 'src'), contract, lock]);
  if (!force && isCurrent(dist, hash)) return false;
  process.stderr.write('Building the server…\n');
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8'));
  // Our own TypeScript (and the contract's) is bundled; packages from npm stay in node_modules.
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@coffer/'));
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: { server: join(server, 'src/server.ts'), ops: join(server, 'src/ops/cli.ts') },
    outdir: dist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    external,
    logLevel: 'warning',
  });
  cpSync(join(server, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
  writeFileSync(join(dist, stampName), hash);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force');
  buildWeb({ force });
  await buildServer({ force });
}
