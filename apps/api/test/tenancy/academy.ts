import { eq } from 'drizzle-orm';
import { academyAnswers } from '../../src/db/schema';
import { buildAttempt, buildFigure, buildQuestionnaire, buildQuestions, questionInput } from '../factories/academy';
import { PNG, upload } from './uploads';
import type { TenancyCase, TenancyWorld } from './world';

const home = (setup: (world: TenancyWorld) => Promise<{ url: string; body?: unknown }>): TenancyCase => ({
  scope: 'company',
  setup,
});

/** An open attempt of the home admin (the home admin answers and submits their own). */
async function homeAttempt(w: TenancyWorld) {
  const questionnaire = await buildQuestionnaire(w.db, w.homeCompanyId);
  const attempt = await buildAttempt(w.db, questionnaire, w.homeMembership.id);
  return { questionnaire, attempt, questionId: questionnaire.questionIds[0] as number };
}

/** A question of the home bank with a figure. */
async function figuredQuestion(w: TenancyWorld) {
  const [question] = await buildQuestions(w.db, w.homeCompanyId, [questionInput()]);
  if (!question) throw new Error('question not created');
  await buildFigure(w.db, question);
  return question;
}

/** The academy: question bank, questionnaires and attempts. */
export const academyCases: Record<string, TenancyCase> = {
  'GET /api/companies/:company_id/questions': home(async (w) => ({ url: `/api/companies/${w.homeCompanyId}/questions` })),
  'POST /api/companies/:company_id/questions': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/questions`,
    body: questionInput(50),
  })),
  'POST /api/companies/:company_id/questions/import': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/questions/import`,
    body: { format: 'json', content: JSON.stringify([questionInput(60)]), dry_run: true },
  })),
  'POST /api/questions/:id/figure': home(async (w) =>
    upload(`/api/questions/${(await figuredQuestion(w)).id}/figure`, PNG, 'image/png'),
  ),
  'DELETE /api/questions/:id/figure': home(async (w) => ({ url: `/api/questions/${(await figuredQuestion(w)).id}/figure` })),
  'GET /api/questions/:id/figure': home(async (w) => ({ url: `/api/questions/${(await figuredQuestion(w)).id}/figure` })),
  'GET /api/companies/:company_id/questionnaires': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/questionnaires`,
  })),
  'POST /api/companies/:company_id/questionnaires': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/questionnaires`,
    body: { title: 'Prüfungssimulation', time_limit_minutes: 60, subject_draws: [{ subject: 10, count: 4 }] },
  })),
  'GET /api/questionnaires/:id': home(async (w) => ({
    url: `/api/questionnaires/${(await buildQuestionnaire(w.db, w.homeCompanyId)).id}`,
  })),
  'GET /api/questionnaires/:id/results': home(async (w) => ({
    url: `/api/questionnaires/${(await homeAttempt(w)).questionnaire.id}/results`,
  })),
  'POST /api/questionnaires/:id/attempts': home(async (w) => ({
    url: `/api/questionnaires/${(await buildQuestionnaire(w.db, w.homeCompanyId)).id}/attempts`,
  })),
  'GET /api/attempts/:id': home(async (w) => ({ url: `/api/attempts/${(await homeAttempt(w)).attempt.id}` })),
  'PUT /api/attempts/:id/answers/:question_id': home(async (w) => {
    const { attempt, questionId } = await homeAttempt(w);
    const [answer] = await w.db.select().from(academyAnswers).where(eq(academyAnswers.questionId, questionId));
    return { url: `/api/attempts/${attempt.id}/answers/${questionId}`, body: { answer_id: answer?.id } };
  }),
  'POST /api/attempts/:id/submit': home(async (w) => ({ url: `/api/attempts/${(await homeAttempt(w)).attempt.id}/submit` })),
};
