import type { Attempt, AttemptResult, Question } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { buildQuestionnaire, buildQuestions, questionInput } from '../../../test/factories/academy';
import { multipartUpload } from '../../../test/factories/tracks';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a figure')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 another figure')]);

describe('question figures', () => {
  const t = useTestApp();
  let companyId: number;
  let instructor: TestClient;
  let student: TestClient;
  let otherStudent: TestClient;

  beforeAll(async () => {
    const teacher = await buildMember(t.db, ['instructor']);
    companyId = teacher.company.id;
    instructor = await signIn(t.app, teacher.user.email);
    student = await signIn(t.app, (await buildMember(t.db, ['student'], companyId)).user.email);
    otherStudent = await signIn(t.app, (await buildMember(t.db, ['student'], companyId)).user.email);
  });

  function putFigure(client: TestClient, questionId: number, content: Buffer) {
    const { body, headers } = multipartUpload(content, 'figure.png', 'image/png');
    return client.request('POST', `/api/questions/${questionId}/figure`, body, headers);
  }

  it('lets the keepers upload, replace and remove a figure; only images, only keepers', async () => {
    const [question] = await buildQuestions(t.db, companyId, [questionInput(30)]);
    const id = question?.id as number;
    expect((await putFigure(student, id, PNG)).statusCode).toBe(403);
    const pdf = await putFigure(instructor, id, Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect([pdf.statusCode, pdf.json().errors?.file]).toEqual([422, expect.anything()]);

    const first = await putFigure(instructor, id, PNG);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = json<{ data: Question }>(first).data.figure_url as string;
    expect(firstUrl).toMatch(new RegExp(`^/api/questions/${id}/figure\\?v=\\d+$`));
    const served = await instructor.get(firstUrl);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const second = await putFigure(instructor, id, WEBP);
    const secondUrl = json<{ data: Question }>(second).data.figure_url as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await instructor.get(secondUrl)).headers['content-type']).toBe('image/webp');
    const listed = json<{ data: Question[] }>(await instructor.get(`/api/companies/${companyId}/questions?subject=30`)).data;
    expect(listed.find((q) => q.id === id)?.figure_url).toBe(secondUrl);

    expect((await student.delete(`/api/questions/${id}/figure`)).statusCode).toBe(403);
    expect((await instructor.delete(`/api/questions/${id}/figure`)).statusCode).toBe(204);
    expect((await instructor.get(secondUrl)).statusCode).toBe(404);
    expect((await instructor.delete(`/api/questions/${id}/figure`)).statusCode).toBe(204);
  });

  it('shows the figure to a student only in their own attempt, and never through the file store', async () => {
    const [question] = await buildQuestions(t.db, companyId, [questionInput(50)]);
    const id = question?.id as number;
    const url = json<{ data: Question }>(await putFigure(instructor, id, PNG)).data.figure_url as string;
    const fileId = url.split('v=')[1];
    expect((await student.get(url)).statusCode).toBe(403);
    expect((await instructor.get(`/api/files/${fileId}`)).statusCode).toBe(404);

    const questionnaire = await buildQuestionnaire(t.db, companyId, { question_ids: [id] });
    const started = await student.post(`/api/questionnaires/${questionnaire.id}/attempts`);
    const attempt = json<{ data: Attempt }>(started).data;
    expect(attempt.questions[0]?.figure_url).toBe(url);
    expect((await student.get(url)).statusCode).toBe(200);
    expect((await student.get(`/api/files/${fileId}`)).statusCode).toBe(404);
    expect((await otherStudent.get(url)).statusCode).toBe(403);

    const result = json<{ data: AttemptResult }>(await student.post(`/api/attempts/${attempt.id}/submit`)).data;
    expect(result.wrong.map((wrong) => wrong.question_id)).toEqual([id]);
    expect((await student.get(url)).statusCode).toBe(200);
  });
});
