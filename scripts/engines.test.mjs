import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { root } from './build.mjs';

const read = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/**
 * `npm install` warns EBADENGINE for any installed package whose `engines.node` refuses the Node
 * the README promises (the root package's `engines`): a newcomer's first command must be quiet.
 */
describe('the locked packages run on the Node the README promises', () => {
  const promised = semver.minVersion(read('package.json').engines.node)?.version;

  it('names a Node version', () => {
    expect(promised).toBe('20.19.0');
  });

  it('holds no package whose engines refuse it', () => {
    const refused = Object.entries(read('package-lock.json').packages)
      .filter(([, p]) => typeof p.engines?.node === 'string')
      .filter(([, p]) => !semver.satisfies(promised, p.engines.node, { includePrerelease: true }))
      .map(([path, p]) => `${path}@${p.version} (node ${p.engines.node})`);
    expect(refused).toEqual([]);
  });
});
