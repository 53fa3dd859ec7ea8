import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate } from './database';

/** Migrates one database for the run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const template = await createDatabaseTemplate(project.config.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  project.provide('databaseTemplate', template.ref);
  return template.drop;
}
