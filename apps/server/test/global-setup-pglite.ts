import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client';
import { sharedPerRun } from './global-setup-shared';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * A new PGlite costs seconds: migrate one once per run (`api-pglite` and `slow-pglite` share it),
 * and let each test file load a copy of it.
 */
export default async function setup(project: TestProject) {
  const snapshot = await sharedPerRun('pglite', migratedSnapshot);
  project.provide('pgliteSnapshot', snapshot.value);
  return snapshot.release;
}

async function migratedSnapshot() {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-pglite-'));
  const database = await openPglite();
  await database.migrate();
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  await database.close();
  return { value: file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
