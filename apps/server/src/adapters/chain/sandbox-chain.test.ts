import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { chainXpubs, sandboxXpubs } from './sandbox-chain';

describe('chain keys', () => {
  it('keep the sandbox key of every family the configuration leaves unset', () => {
    // What config.ts hands over when no CHAIN_XPUB_* variable is set: the fields exist, undefined.
    const cwd = mkdtempSync(join(tmpdir(), 'coffer-config-'));
    try {
      expect(chainXpubs(loadConfig({}, cwd).chainXpubs)).toEqual(sandboxXpubs);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
    expect(chainXpubs({ bitcoin: '', tron: undefined })).toEqual(sandboxXpubs);
  });

  it('take a configured key for its family only', () => {
    const own = 'xpub-of-the-deployment';
    expect(chainXpubs({ ethereum: own })).toEqual({ ...sandboxXpubs, ethereum: own });
  });
});
