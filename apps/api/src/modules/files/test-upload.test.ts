import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildMember, buildUser } from '../../../test/factories';
import { multipartUpload } from '../../../test/factories/tracks';

const PDF = Buffer.from('%PDF-1.4\n% a test document\n%%EOF\n');

describe('the file store round trip of /dev/test-media-upload', () => {
  const t = useTestApp();

  it('stores a super-admin’s file of no company, serves it to them alone and deletes it', async () => {
    const admin = await signIn(t.app, (await buildUser(t.db, { isSuperAdmin: true })).email);
    const other = await signIn(t.app, (await buildUser(t.db, { isSuperAdmin: true })).email);
    const member = await signIn(t.app, (await buildMember(t.db, ['admin'])).user.email);
    const { body, headers } = multipartUpload(PDF, 'test.pdf');
    expect((await member.request('POST', '/api/files', body, headers)).statusCode).toBe(403);

    const created = await admin.request('POST', '/api/files', body, headers);
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json().data;
    expect(file).toMatchObject({
      content_type: 'application/pdf',
      byte_size: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
    expect((await admin.get(file.url)).rawPayload.equals(PDF)).toBe(true);
    expect((await other.get(file.url)).statusCode).toBe(404);
    expect((await other.delete(`/api/files/${file.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/files/${file.id}`)).statusCode).toBe(204);
    expect((await admin.get(file.url)).statusCode).toBe(404);
    const text = multipartUpload(Buffer.from('plain text'));
    const refused = await admin.request('POST', '/api/files', text.body, text.headers);
    expect(refused.statusCode).toBe(422);
  });
});
