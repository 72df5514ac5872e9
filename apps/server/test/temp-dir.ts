import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * A fresh directory for a test file (uploads, a console's home, a socket), inside the run's folder
 * that `global-setup-temp.ts` removes when the run ends, so nothing piles up in /tmp across runs.
 */
export function tempDir(prefix: string): string {
  return mkdtempSync(join(inject('testTempRoot'), `${prefix}-`));
}
