import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { SAMPLE_PDF } from '../../../test/factories/documents';
import { multipartUpload } from '../../../test/factories/tracks';

const upload = (content: Buffer, name: string) => multipartUpload(content, name, 'application/pdf');
const PDF_V2 = Buffer.from('%PDF-1.4\n% Betriebshandbuch, Ausgabe 2\n%%EOF\n');

describe('the document manager', () => {
  const t = useTestApp();

  async function club() {
    const admin = await buildMember(t.db, ['admin']);
    const companyId = admin.company.id;
    const member = await buildMember(t.db, ['member'], companyId);
    const instructor = await buildMember(t.db, ['instructor'], companyId);
    return {
      companyId,
      admin: await signIn(t.app, admin.user.email),
      member: await signIn(t.app, member.user.email),
      memberName: member.user.name,
      instructor: await signIn(t.app, instructor.user.email),
    };
  }

  it('keeps folders for their roles: a member never reads a folder meant for others, nor its files', async () => {
    const { companyId, admin, member, instructor } = await club();
    const folders = `/api/companies/${companyId}/documentFolders`;
    const everyone = (await admin.post(folders, { name: 'Betriebshandbuch' })).json().data;
    const training = await admin.post(folders, { name: 'Ausbildung', visible_to_roles: ['instructor'] });
    expect(training.statusCode, training.body).toBe(201);
    const inner = await admin.post(folders, { name: 'Prüfungen', parent_id: training.json().data.id });
    expect(inner.statusCode).toBe(201);
    expect((await admin.post(folders, { name: 'Tief', parent_id: inner.json().data.id })).json()).toMatchObject({
      errors: { parent_id: [expect.anything()] },
    });
    expect((await admin.post(folders, { name: 'Betriebshandbuch' })).statusCode).toBe(422);
    expect((await admin.post(folders, { name: ' ' })).json().errors).toHaveProperty('name');
    expect((await member.post(folders, { name: 'Meins' })).statusCode).toBe(403);

    const exam = upload(SAMPLE_PDF, 'Prüfung.pdf');
    const secret = await admin.request('POST', `/api/documentFolders/${inner.json().data.id}/documents`, exam.body, exam.headers);
    expect(secret.statusCode, secret.body).toBe(201);
    const file = secret.json().data.current.url;

    expect((await member.get(folders)).json().data.map((f: { name: string }) => f.name)).toEqual(['Betriebshandbuch']);
    expect((await instructor.get(folders)).json().data).toHaveLength(3);
    expect((await member.get(`/api/documentFolders/${training.json().data.id}/documents`)).statusCode).toBe(404);
    expect((await member.get(`/api/documents/${secret.json().data.id}`)).statusCode).toBe(404);
    expect((await member.get(file)).statusCode).toBe(404);
    expect((await member.get(`/api/companies/${companyId}/documents?q=Prüf`)).json().data).toEqual([]);
    expect((await instructor.get(`/api/companies/${companyId}/documents?q=prüf`)).json().data).toHaveLength(1);
    const fileId = (await t.db.query.documentVersions.findFirst())?.fileId;
    expect((await instructor.get(`/api/files/${fileId}`)).statusCode).toBe(404);

    const served = await instructor.get(file);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(served.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-disposition']).toContain("filename*=UTF-8''Pr%C3%BCfung.pdf");
    expect(everyone.permissions).toEqual({ update: true, delete: true, upload: true });
  });

  it('asks members to confirm a must-read document, shows admins who has not, and asks again for a new version', async () => {
    const { companyId, admin, member, memberName } = await club();
    const folder = (await admin.post(`/api/companies/${companyId}/documentFolders`, { name: 'Gebührenordnung' })).json().data;
    const { body, headers } = upload(SAMPLE_PDF, 'Gebuehren.pdf');
    const created = await admin.request(
      'POST',
      `/api/documentFolders/${folder.id}/documents?name=Gebührenordnung%202026&must_read=true`,
      body,
      headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json().data;
    expect(document).toMatchObject({
      name: 'Gebührenordnung 2026',
      must_read: true,
      current: { version: 1, file_name: 'Gebuehren.pdf' },
    });
    const denied = await member.request('POST', `/api/documentFolders/${folder.id}/documents`, body, headers);
    expect(denied.statusCode).toBe(403);

    const open = `/api/companies/${companyId}/documents?unread=true`;
    expect((await member.get(open)).json().data.map((d: { id: number }) => d.id)).toEqual([document.id]);
    const readers = `/api/documents/${document.id}/readers`;
    expect((await member.get(readers)).statusCode).toBe(403);
    expect((await admin.get(readers)).json().data).toContainEqual(expect.objectContaining({ name: memberName, read_at: null }));

    const confirmed = await member.post(`/api/documents/${document.id}/acknowledge`);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().data.version).toBe(1);
    expect((await member.post(`/api/documents/${document.id}/acknowledge`)).statusCode).toBe(201);
    expect((await member.get(open)).json().data).toEqual([]);
    expect((await admin.get(readers)).json().data).toContainEqual(
      expect.objectContaining({ name: memberName, read_at: expect.any(String) }),
    );

    const next = upload(PDF_V2, 'Gebuehren-2.pdf');
    const replaced = await admin.request('POST', `/api/documents/${document.id}/versions`, next.body, next.headers);
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json().data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await member.get(open)).json().data.map((d: { read: boolean }) => d.read)).toEqual([false]);
    expect((await member.get(`/api/documents/${document.id}/versions/1/file`)).rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect((await member.get(`/api/documents/${document.id}/versions/3/file`)).statusCode).toBe(404);

    const text = multipartUpload(Buffer.from('<html><script>alert(1)</script></html>'), 'evil.html', 'text/html');
    const refused = await admin.request('POST', `/api/documents/${document.id}/versions`, text.body, text.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('file');
  });

  it('renames, moves, deletes a document, and asks before deleting a folder that holds any', async () => {
    const { companyId, admin, member } = await club();
    const folders = `/api/companies/${companyId}/documentFolders`;
    const from = (await admin.post(folders, { name: 'Protokolle' })).json().data;
    const to = (await admin.post(folders, { name: 'Archiv' })).json().data;
    const { body, headers } = upload(SAMPLE_PDF, 'Protokoll.pdf');
    const document = (await admin.request('POST', `/api/documentFolders/${from.id}/documents`, body, headers)).json().data;
    expect(document.name).toBe('Protokoll');

    const moved = await admin.patch(`/api/documents/${document.id}`, { folder_id: to.id, name: 'Protokoll JHV' });
    expect(moved.json().data).toMatchObject({ folder_id: to.id, folder_name: 'Archiv', name: 'Protokoll JHV' });
    expect((await member.patch(`/api/documents/${document.id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await admin.patch(`/api/documents/${document.id}`, { name: '' })).json().errors).toHaveProperty('name');

    const asked = await admin.delete(`/api/documentFolders/${to.id}`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('document.folder_not_empty');
    expect((await admin.delete(`/api/documentFolders/${to.id}?with_contents=true`)).statusCode).toBe(204);
    expect((await admin.get(`/api/documents/${document.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/documentFolders/${from.id}`)).statusCode).toBe(204);
  });
});
