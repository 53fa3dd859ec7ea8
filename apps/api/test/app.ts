import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database, DatabaseHandle } from '../src/db/client';
import type { LogStream } from '../src/lib/log-redaction';
import { createTestDatabase } from './database';

/**
 * Loading the whole demo (a year of flights, charges, monthly invoices and payments) takes seconds
 * alone and half a minute on a busy machine: the seed tests give it this long.
 */
export const SEED_TIMEOUT = 180_000;

export interface TestContext {
  app: App;
  db: Database;
  handle: DatabaseHandle;
}

export async function createTestApp(env: Record<string, string> = {}, logStream?: LogStream): Promise<TestContext> {
  const context = await buildTestApp(env, logStream);
  await context.app.ready();
  return context;
}

/** The app on a fresh database, not yet started: a test may add routes of its own first. */
export async function buildTestApp(env: Record<string, string> = {}, logStream?: LogStream): Promise<TestContext> {
  const handle = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    WEB_DIST: join(tmpdir(), 'portal-no-web-build'),
    ...env,
  });
  const app = await buildApp({ config, database: handle, logStream });
  // A run of the suite left a folder per file behind (a thousand after a few runs).
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  return { app, db: handle.db, handle };
}

/** One app and database for the whole file, closed after it. */
export function useTestApp(env?: Record<string, string>): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await createTestApp(env));
  }, 60_000);
  afterAll(async () => {
    await context.app?.close();
    await context.handle?.close();
  });
  return context;
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
