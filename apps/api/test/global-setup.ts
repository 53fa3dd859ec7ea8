import type { TestProject } from 'vitest/node';
import { ensureApiBuild } from '../../../scripts/build-api.mjs';
import { createDatabaseTemplate } from './database';

/** Migrates one database for the run; every test file starts from a copy of it. The lifecycle tests run the built server. */
export default async function setup(project: TestProject) {
  await ensureApiBuild();
  const template = await createDatabaseTemplate(project.config.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  project.provide('databaseTemplate', template.ref);
  return template.drop;
}
