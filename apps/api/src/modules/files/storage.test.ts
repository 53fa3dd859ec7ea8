import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { useS3Server } from '../../../test/s3-server';
import { loadConfig } from '../../config';
import { companies, discardedObjects, storedFiles } from '../../db/schema';
import { s3Storage } from './s3-storage';
import { databaseStorage } from './storage';
import { deleteFiles, discardObjects, fileContent, storeFile } from './stored-files';

const PDF = Buffer.from('%PDF-1.4\n% a test document für die Ablage\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const backends = { database: () => ({}), s3: useS3Server };

/** The same contract for both places a file's bytes may live. */
describe.each(Object.entries(backends))('the file store in %s', (name, environment) => {
  const env = environment();
  const t = useTestApp(env);
  const storage = () => {
    const config = loadConfig({ DATA_DIR: '/tmp', SESSION_SECRET: 'x'.repeat(32), ...env });
    return config.S3_BUCKET ? s3Storage({ ...config, S3_BUCKET: config.S3_BUCKET }) : databaseStorage;
  };

  it('keeps the bytes where configured, reads them back and discards them with the row', async () => {
    const { company, user } = await buildMember(t.db, ['admin']);
    const stored = await storeFile(t.db, company.id, user.id, { content: PDF, contentType: 'application/pdf' });
    expect(stored).toMatchObject({ storage: name, byteSize: PDF.length, sha256: createHash('sha256').update(PDF).digest('hex') });
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, stored.id));
    expect(row?.content === null).toBe(name === 's3');
    expect((await fileContent(t.db, stored.id)).equals(PDF)).toBe(true);

    await deleteFiles(t.db, [stored.id, null]);
    await expect(fileContent(t.db, stored.id)).rejects.toMatchObject({ kind: 'not_found' });
    await discardObjects(t.db);
    await expect(storage().read(t.db, stored)).rejects.toBeDefined();
  });

  it.runIf(name === 's3')(
    'empties the bucket of a deleted company’s files, and keeps the object of a rolled-back delete',
    async () => {
      const { company, user } = await buildMember(t.db, ['admin']);
      const stored = await storeFile(t.db, company.id, user.id, { content: PDF, contentType: 'application/pdf' });
      const queued = async () =>
        (
          await t.db
            .select()
            .from(discardedObjects)
            .where(eq(discardedObjects.objectKey, stored.objectKey as string))
        ).length;

      const rolledBack = t.db.transaction(async (tx) => {
        await deleteFiles(tx, [stored.id]);
        throw new Error('rolled back');
      });
      await expect(rolledBack).rejects.toThrow('rolled back');
      expect(await queued()).toBe(0);
      expect((await fileContent(t.db, stored.id)).equals(PDF)).toBe(true);

      await t.db.delete(companies).where(eq(companies.id, company.id));
      expect(await queued()).toBe(1);
      await expect(storage().read(t.db, stored)).resolves.toBeDefined();
      expect(await discardObjects(t.db)).toBeGreaterThanOrEqual(1);
      expect(await queued()).toBe(0);
      await expect(storage().read(t.db, stored)).rejects.toBeDefined();
    },
  );

  it('serves a company’s file to its members with a safe type, and nothing restricted', async () => {
    const { company, user } = await buildMember(t.db, ['admin']);
    const member = await signIn(t.app, (await buildMember(t.db, ['member'], company.id)).user.email);
    const stranger = await signIn(t.app, (await buildMember(t.db, ['admin'])).user.email);
    const image = await storeFile(t.db, company.id, user.id, { content: PNG, contentType: 'image/png' });
    const served = await member.get(`/api/files/${image.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox$/);
    expect((await stranger.get(`/api/files/${image.id}`)).statusCode).toBe(404);

    const hidden = await storeFile(
      t.db,
      company.id,
      user.id,
      { content: PDF, contentType: 'application/pdf' },
      { restricted: true },
    );
    expect((await member.get(`/api/files/${hidden.id}`)).statusCode).toBe(404);
  });

  it('reads a file from the storage its row names, and the database refuses a row naming both or neither', async () => {
    const { company, user } = await buildMember(t.db, ['admin']);
    const row = {
      companyId: company.id,
      contentType: 'image/png',
      byteSize: PNG.length,
      sha256: 'a'.repeat(64),
      uploadedByUserId: user.id,
    };
    const [kept] = await t.db
      .insert(storedFiles)
      .values({ ...row, storage: 'database', content: PNG })
      .returning();
    expect((await fileContent(t.db, kept?.id as number)).equals(PNG)).toBe(true);
    const both = t.db.insert(storedFiles).values({ ...row, storage: 's3', content: PNG, objectKey: 'files/both' });
    await expect(both).rejects.toBeDefined();
    const neither = t.db.insert(storedFiles).values({ ...row, storage: 'database' });
    await expect(neither).rejects.toBeDefined();
  });
});
