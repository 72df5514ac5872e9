// `npm run shots`: every screenshot test (tagged @screens) in every variant (two widths × en and
// zh-CN × light and dark), for people to look at, all in one folder: .test-output/screens. Whole
// spec files run, since a screenshot may show what the tests before it made. `npm test` shoots
// one variant per test (docs/testing.md). Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, buildWeb, root } from './build.mjs';

const screens = join(root, '.test-output', 'screens');
const tests = join(root, 'e2e', 'tests');
const specs = readdirSync(tests)
  .filter((f) => f.endsWith('.spec.ts') && readFileSync(join(tests, f), 'utf8').includes("'@screens'"))
  .map((f) => join('tests', f));
rmSync(screens, { recursive: true, force: true });
buildWeb();
await buildServer();
const res = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    '-c',
    'e2e/playwright.config.ts',
    ...specs,
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    // The JSON report to a file, not the terminal.
    env: {
      ...process.env,
      E2E_SHOTS: 'all',
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(root, '.test-output', 'shots.json'),
    },
  },
);
const files = existsSync(screens) ? readdirSync(screens).filter((f) => f.endsWith('.png')).length : 0;
process.stdout.write(`\n${files} screenshots in ${screens}\n`);
process.exitCode = res.status ?? 1;
