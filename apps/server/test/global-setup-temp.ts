import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testTempRoot: string;
  }
}

/**
 * One folder per project and run for the directories tests make (uploads, console homes, sockets),
 * removed when the run ends: a worker's own exit hooks do not run when vitest ends it.
 */
export default function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'coffer-test-'));
  project.provide('testTempRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
