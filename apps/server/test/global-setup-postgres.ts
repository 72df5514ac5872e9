import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client';
import { sharedPerRun } from './global-setup-shared';
import { createScratchDatabase } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

/**
 * Migrating an empty PostgreSQL database costs each test file about 0.25 s (and more with each
 * migration added); a copy of a migrated one about 0.05 s: migrate one template once per run
 * (`api-postgres` and `slow-postgres` share it), and let each file's database be
 * `CREATE DATABASE … TEMPLATE` it (docs/testing.md).
 */
export default async function setup(project: TestProject) {
  const template = await sharedPerRun('postgres', migratedTemplate);
  project.provide('postgresTemplate', template.value);
  return template.release;
}

async function migratedTemplate() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await createScratchDatabase(adminUrl, 'tpl');
  const database = await openPostgres(template.url, 1);
  await database.migrate();
  // No connection may stay open on a template while it is copied.
  await database.close();
  return { value: template.name, remove: () => template.drop() };
}
