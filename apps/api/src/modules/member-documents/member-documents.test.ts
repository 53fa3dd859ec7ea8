import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { SAMPLE_PDF } from '../../../test/factories/documents';
import { multipartUpload } from '../../../test/factories/tracks';
import { auditLog, memberships, storedFiles } from '../../db/schema';
import { addDays, utcToday } from '../../lib/dates';

const pdf = (name = 'Medical.pdf') => multipartUpload(SAMPLE_PDF, name, 'application/pdf');
const TODAY = utcToday();

describe('member documents', () => {
  const t = useTestApp();

  async function club() {
    const admin = await buildMember(t.db, ['admin']);
    const companyId = admin.company.id;
    const member = await buildMember(t.db, ['member'], companyId);
    const other = await buildMember(t.db, ['member'], companyId);
    const instructor = await buildMember(t.db, ['instructor'], companyId);
    const stranger = await buildMember(t.db, ['admin']);
    return {
      member,
      papers: `/api/memberships/${member.membership.id}/documents`,
      admin: await signIn(t.app, admin.user.email),
      own: await signIn(t.app, member.user.email),
      other: await signIn(t.app, other.user.email),
      instructor: await signIn(t.app, instructor.user.email),
      stranger: await signIn(t.app, stranger.user.email),
    };
  }

  it('an admin uploads a medical copy for a member; only the member and the admins see and download it', async () => {
    const { member, papers, admin, own, other, instructor, stranger } = await club();
    const file = pdf();
    const expiresOn = addDays(TODAY, 20);
    const created = await admin.request('POST', `${papers}?kind=medical&expires_on=${expiresOn}`, file.body, file.headers);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      kind: 'medical',
      file_name: 'Medical.pdf',
      expires_on: expiresOn,
      state: 'expiring',
      content_type: 'application/pdf',
      permissions: { delete: true },
    });
    const url = created.json().data.file_url;

    const listed = await own.get(papers);
    expect(listed.json().data.map((d: { kind: string }) => d.kind)).toEqual(['medical']);
    const served = await own.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLE_PDF)).toBe(true);

    for (const outsider of [other, instructor]) {
      expect((await outsider.get(papers)).statusCode).toBe(403);
      expect((await outsider.get(url)).statusCode).toBe(403);
      expect((await outsider.request('POST', `${papers}?kind=other`, file.body, file.headers)).statusCode).toBe(403);
    }
    expect((await stranger.get(papers)).statusCode).toBe(404);
    expect((await stranger.get(url)).statusCode).toBe(404);
    const [stored] = await t.db.select().from(storedFiles).where(eq(storedFiles.companyId, member.membership.companyId));
    expect(stored?.restricted).toBe(true);
    expect((await own.get(`/api/files/${stored?.id}`)).statusCode).toBe(404);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.companyId, member.membership.companyId));
    expect(audited.map((a) => a.action)).toEqual(['member_document.created']);
  });

  it('the member uploads and deletes their own papers; bad input is a 422 on its field', async () => {
    const { member, papers, own, admin } = await club();
    const file = pdf('ZUEP.pdf');
    const created = await own.request('POST', `${papers}?kind=zuep&expires_on=2030-05-31`, file.body, file.headers);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ kind: 'zuep', state: 'valid' });

    const badKind = await own.request('POST', `${papers}?kind=passport`, file.body, file.headers);
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json().errors).toHaveProperty('kind');
    const badDate = await own.request('POST', `${papers}?kind=other&expires_on=31.05.2030`, file.body, file.headers);
    expect(badDate.json().errors).toHaveProperty('expires_on');
    const text = multipartUpload(Buffer.from('<html>hi</html>'), 'x.html', 'text/html');
    const refused = await own.request('POST', `${papers}?kind=other`, text.body, text.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('file');

    const applicant = await buildMember(t.db, ['member'], member.membership.companyId);
    await t.db.update(memberships).set({ status: 'pending' }).where(eq(memberships.id, applicant.membership.id));
    const asked = await admin.request(
      'POST',
      `/api/memberships/${applicant.membership.id}/documents?kind=other`,
      file.body,
      file.headers,
    );
    expect(asked.statusCode).toBe(403);

    const id = created.json().data.id;
    expect((await own.delete(`/api/memberDocuments/${id}`)).statusCode).toBe(204);
    expect((await admin.get(papers)).json().data).toEqual([]);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.companyId, member.membership.companyId))).toEqual([]);
  });
});
