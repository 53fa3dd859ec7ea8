import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildAirplane, buildDocument, buildSquawk } from '../../../test/factories/fleet';
import { storedFiles } from '../../db/schema';
import { MAX_IMAGE_BYTES } from '../files';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
const PDF = Buffer.from('%PDF-1.4\n% a document\n%%EOF\n');
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

/** A browser's file upload: multipart form data with the file in the field `file`. */
function upload(client: TestClient, url: string, content: Buffer, declared = 'image/png', field = 'file') {
  const boundary = 'portal-upload-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="upload"\r\nContent-Type: ${declared}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return client.request('POST', url, body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
}

const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const errors = (response: { json(): unknown }) => (response.json() as { errors: Record<string, string[]> }).errors;

describe('fleet uploads', () => {
  const t = useTestApp();
  let companyId: number;
  let admin: TestClient;
  let member: TestClient;
  let otherMember: TestClient;
  let outsider: TestClient;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
    admin = await signIn(t.app, (await buildMember(t.db, ['admin'], companyId)).user.email);
    member = await signIn(t.app, (await buildMember(t.db, ['member'], companyId)).user.email);
    otherMember = await signIn(t.app, (await buildMember(t.db, ['member'], companyId)).user.email);
    outsider = await signIn(t.app, (await buildMember(t.db, ['admin'])).user.email);
  });

  it('keeps the aircraft photo: admins upload, replace and remove it; members and nobody else see it', async () => {
    const airplane = await buildAirplane(t.db, companyId);
    const url = `/api/airplanes/${airplane.id}/photo`;
    expect((await upload(member, url, PNG)).statusCode).toBe(403);
    expect((await upload(outsider, url, PNG)).statusCode).toBe(404);
    expect((await upload(new TestClient(t.app), url, PNG)).statusCode).toBe(401);

    const uploaded = await upload(admin, url, PNG);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photoUrl = data<{ photo_url: string }>(uploaded).photo_url;
    expect(photoUrl).toMatch(/^\/api\/files\/\d+$/);

    const served = await member.get(photoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': expect.stringMatching(/^private/),
      'x-content-type-options': 'nosniff',
      'content-disposition': expect.stringMatching(/^inline; filename="file-\d+\.png"$/),
    });
    expect((await member.get(photoUrl, { 'if-none-match': String(served.headers.etag) })).statusCode).toBe(304);
    expect((await outsider.get(photoUrl)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(photoUrl)).statusCode).toBe(401);

    const replaced = data<{ photo_url: string }>(await upload(admin, url, PNG));
    expect(replaced.photo_url).not.toBe(photoUrl);
    expect((await member.get(photoUrl)).statusCode).toBe(404);
    expect((await member.delete(url)).statusCode).toBe(403);
    expect((await admin.delete(url)).statusCode).toBe(204);
    expect(data<{ photo_url: null }>(await member.get(`/api/airplanes/${airplane.id}`)).photo_url).toBeNull();
    expect((await member.get(replaced.photo_url)).statusCode).toBe(404);
  });

  it('refuses what is not an image, a forged type, an empty or a too large file, naming the field', async () => {
    const airplane = await buildAirplane(t.db, companyId);
    const url = `/api/airplanes/${airplane.id}/photo`;
    const [before] = await t.db.select({ n: count() }).from(storedFiles);
    for (const [content, declared] of [
      [HTML, 'image/png'],
      [PDF, 'application/pdf'],
      [Buffer.alloc(0), 'image/png'],
      [Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]), 'image/png'],
    ] as const) {
      const response = await upload(admin, url, content, declared);
      expect(response.statusCode, `${declared} ${content.length}`).toBe(422);
      expect(Object.keys(errors(response))).toEqual(['file']);
    }
    const wrongField = await upload(admin, url, PNG, 'image/png', 'photo');
    expect(Object.keys(errors(wrongField))).toEqual(['file']);
    expect(wrongField.json().error_codes).toEqual({ file: [{ code: 'file.file_missing', params: {} }] });
    const json = await admin.post(url, { file: 'x' });
    expect(Object.keys(errors(json))).toEqual(['file']);
    const [after] = await t.db.select({ n: count() }).from(storedFiles);
    expect(after?.n).toBe(before?.n);
  });

  it('lets the reporter (and admins) add a squawk photo that every member sees', async () => {
    const airplane = await buildAirplane(t.db, companyId);
    const reported = await member.post(`/api/airplanes/${airplane.id}/squawks`, { description: 'Cracked fairing' });
    const squawk = data<{ id: number }>(reported);
    const url = `/api/squawks/${squawk.id}/photo`;
    expect((await upload(otherMember, url, PNG)).statusCode).toBe(403);
    expect((await upload(outsider, url, PNG)).statusCode).toBe(404);
    const uploaded = await upload(member, url, PNG, 'image/jpeg');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photoUrl = data<{ photo_url: string }>(uploaded).photo_url;
    expect((await admin.get(photoUrl)).headers['content-type']).toBe('image/png');
    const listed = data<{ photo_url: string }[]>(await admin.get(`/api/airplanes/${airplane.id}/squawks`));
    expect(listed.map((row) => row.photo_url)).toEqual([photoUrl]);

    const byAdmin = await buildSquawk(t.db, airplane);
    expect((await upload(admin, `/api/squawks/${byAdmin.id}/photo`, PNG)).statusCode).toBe(200);
    expect(Object.keys(errors(await upload(member, url, PDF, 'image/png')))).toEqual(['file']);
  });

  it('attaches a PDF or an image to a document, and deletes files with their owner', async () => {
    const airplane = await buildAirplane(t.db, companyId);
    const document = await buildDocument(t.db, airplane);
    const url = `/api/airplaneDocuments/${document.id}/file`;
    expect((await upload(member, url, PDF, 'application/pdf')).statusCode).toBe(403);
    const uploaded = await upload(admin, url, PDF, 'application/pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileUrl = data<{ file_url: string }>(uploaded).file_url;
    const served = await member.get(fileUrl);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="file-\d+\.pdf"$/);
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*object-src 'self'/);
    expect(Object.keys(errors(await upload(admin, url, HTML, 'application/pdf')))).toEqual(['file']);

    const squawk = await buildSquawk(t.db, airplane);
    const photoUrl = data<{ photo_url: string }>(await upload(admin, `/api/squawks/${squawk.id}/photo`, PNG)).photo_url;
    expect((await admin.delete(`/api/airplanes/${airplane.id}`)).statusCode).toBe(204);
    expect((await admin.get(fileUrl)).statusCode).toBe(404);
    expect((await admin.get(photoUrl)).statusCode).toBe(404);
  });
});
