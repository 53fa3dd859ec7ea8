import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

export const TEST_BUCKET = 'portal-files';

/**
 * An S3 server for the file's tests on a free port and a temporary directory (no MinIO here). The returned
 * environment is filled in before later `beforeAll`s run, so pass it to `useTestApp` after this call.
 */
export function useS3Server(): Record<string, string> {
  const env: Record<string, string> = {};
  let server: S3rver | undefined;
  let directory = '';
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] });
    const { port } = await server.run();
    Object.assign(env, {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return env;
}
