import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './build.mjs';
import { ssrBuild } from './prerender.mjs';

/**
 * What a newcomer's first `npm start` prints when its output is not a terminal (a pipe, a CI
 * log): progress, the banner, one line per request; no warnings, no colour codes, and no log
 * entry inside the banner.
 */
const scratch = mkdtempSync(join(tmpdir(), 'coffer-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour code
const colourCode = /\u001b\[/;

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

describe('a first start, piped', () => {
  it("the prerender's build prints nothing", () => {
    // Vite warned here of a CSS `composes … from` another file (PostCSS's `from` option) and of a
    // dynamic import that could not split, in colour codes.
    const build = ssrBuild(join(scratch, 'ssr'));
    const run = spawnSync(process.execPath, build.args, { cwd: build.cwd, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(`${run.stdout}${run.stderr}`.trim()).toBe('');
  }, 120_000);

  it('the server prints its banner whole, with no log entry before or inside it', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(scratch, 'data'),
        JOBS_INTERVAL_MS: '0',
        LOG_FORMAT: '',
        NODE_ENV: '',
        SEED_DEMO: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr.on('data', (chunk) => {
      output += chunk;
    });
    try {
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no banner in:\n${output}`)), 90_000);
        server.stdout.on('data', () => {
          if (output.includes('pending@demo.coffer.test')) {
            clearTimeout(timer);
            resolve();
          }
        });
        server.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
      });
      // A moment for a late log entry (Fastify logged one per address it listened on).
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      server.kill('SIGTERM');
    }
    const lines = output.split('\n').filter((l) => l.trim() !== '');
    expect(lines[0]).toBe(
      `Coffer is running at http://localhost:${port} (database: PGlite in ${join(scratch, 'data')})`,
    );
    expect(lines.filter((l) => l.startsWith('{'))).toEqual([]);
    expect(output).not.toMatch(colourCode);
  }, 120_000);
});
