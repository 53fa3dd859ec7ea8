import {
  answerPutSchema,
  attemptQuestionParams,
  attemptResultSchema,
  attemptSchema,
  classResultSchema,
  idParam,
  listOf,
  questionImportResultSchema,
  questionImportSchema,
  questionInputSchema,
  questionListQuerySchema,
  questionnaireCreateSchema,
  questionnaireSchema,
  questionSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { type Actor, actorOf } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { companyAccess, rowAccess } from '../../plugins/tenancy';
import { auditActor, auditRow, writeAudit } from '../audit';
import { currentUser } from '../auth';
import {
  type AttemptRow,
  answerQuestion,
  closeExpiredAttempts,
  currentAttempt,
  findAttempt,
  lastAttempts,
  sheetOf,
  startAttempt,
  submitAttempt,
} from './attempts';
import { classAttempts } from './class-results';
import { importQuestions } from './import-questions';
import { authorize, can } from './policy';
import { presentAttempt, presentClassResult, presentQuestion, presentQuestionnaire } from './presenter';
import { createQuestionnaire, type FullQuestionnaire, findQuestionnaire, listQuestionnaires } from './questionnaires';
import { countQuestions, createQuestions, listQuestions } from './questions';

const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });
const config = { guard: 'user' } as const;
const tags = ['academy'];
const oneAttempt = z.object({ data: attemptSchema });
const oneQuestionnaire = z.object({ data: questionnaireSchema });

/** The time the server goes by; attempts never take the browser's. */
const now = () => new Date();

const academyRoutes: FastifyPluginAsyncZod = async (app) => {
  async function questionnaireById(id: number): Promise<FullQuestionnaire> {
    const found = await findQuestionnaire(app.db, id);
    if (!found) throw notFound();
    return found;
  }

  /** The attempt, its questionnaire and the caller, once tenancy and the policy allow `action`. */
  async function attemptFor(request: Parameters<typeof currentUser>[0], id: number, action: 'view' | 'answer') {
    const attempt = await findAttempt(app.db, id);
    if (!attempt) throw notFound();
    const actor = actorOf(await rowAccess(request, attempt.companyId), currentUser(request));
    authorize(actor, action, attempt);
    return { attempt, actor, questionnaire: await questionnaireById(attempt.questionnaireId) };
  }

  async function presentOne(db: Executor, attempt: AttemptRow, questionnaire: FullQuestionnaire, at: Date) {
    return { data: presentAttempt(attempt, questionnaire, await sheetOf(db, attempt.id), at) };
  }

  const permissionsOf = (actor: Actor) => ({ results: can(actor, 'keep_bank') });

  app.get(
    '/api/companies/:company_id/questions',
    {
      config,
      schema: { tags, params: companyParams, querystring: questionListQuerySchema, response: { 200: listOf(questionSchema) } },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(actorOf(access, currentUser(request)), 'keep_bank');
      const filter = { subject: request.query.subject, search: request.query.search };
      const page = await pageOf(
        request.query,
        () => countQuestions(app.db, access.company.id, filter),
        (limit, offset) => listQuestions(app.db, access.company.id, filter, limit, offset),
      );
      return { data: page.rows.map(presentQuestion), meta: page.meta };
    },
  );

  app.post(
    '/api/companies/:company_id/questions',
    {
      config,
      schema: { tags, params: companyParams, body: questionInputSchema, response: { 201: z.object({ data: questionSchema }) } },
    },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(actorOf(access, currentUser(request)), 'keep_bank');
      const [question] = await app.db.transaction(async (tx) => {
        const created = await createQuestions(tx, access.company.id, [request.body]);
        const [row] = created;
        if (row) await auditRow(tx, request, 'academy_question', 'created', row, { after: request.body });
        return created;
      });
      if (!question) throw new Error('question not created');
      return reply.code(201).send({ data: presentQuestion(question) });
    },
  );

  app.post(
    '/api/companies/:company_id/questions/import',
    {
      config,
      schema: {
        tags,
        params: companyParams,
        body: questionImportSchema,
        response: { 200: z.object({ data: questionImportResultSchema }) },
      },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(actorOf(access, currentUser(request)), 'keep_bank');
      const result = await app.db.transaction(async (tx) => {
        const imported = await importQuestions(tx, access.company.id, request.body);
        if (imported.saved > 0) {
          await writeAudit(tx, {
            ...auditActor(request),
            companyId: access.company.id,
            action: 'academy_question.imported',
            subjectType: 'academy_question',
            after: { format: request.body.format, saved: imported.saved },
          });
        }
        return imported;
      });
      return { data: result };
    },
  );

  app.get(
    '/api/companies/:company_id/questionnaires',
    { config, schema: { tags, params: companyParams, response: { 200: listOf(questionnaireSchema) } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      const questionnaires = await listQuestionnaires(app.db, access.company.id);
      const membershipId = access.membership?.id;
      let latest = new Map<number, AttemptRow>();
      if (membershipId !== undefined) {
        const passMarks = new Map(questionnaires.map((q) => [q.id, q.passMarkPercent]));
        latest = await app.db.transaction(async (tx) => {
          await closeExpiredAttempts(tx, access.company.id, { membershipId }, passMarks, now());
          return lastAttempts(
            tx,
            membershipId,
            questionnaires.map((q) => q.id),
          );
        });
      }
      return { data: questionnaires.map((q) => presentQuestionnaire(q, latest.get(q.id), permissionsOf(actor))) };
    },
  );

  app.post(
    '/api/companies/:company_id/questionnaires',
    { config, schema: { tags, params: companyParams, body: questionnaireCreateSchema, response: { 201: oneQuestionnaire } } },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      authorize(actor, 'keep_bank');
      const created = await app.db.transaction(async (tx) => {
        const questionnaire = await createQuestionnaire(tx, access.company.id, request.body);
        await auditRow(tx, request, 'academy_questionnaire', 'created', questionnaire, { after: request.body });
        return questionnaire;
      });
      return reply.code(201).send({ data: presentQuestionnaire(created, undefined, permissionsOf(actor)) });
    },
  );

  app.get(
    '/api/questionnaires/:id',
    { config, schema: { tags, params, response: { 200: oneQuestionnaire } } },
    async (request) => {
      const questionnaire = await questionnaireById(request.params.id);
      const access = await rowAccess(request, questionnaire.companyId);
      const actor = actorOf(access, currentUser(request));
      const membershipId = access.membership?.id;
      let last: AttemptRow | undefined;
      if (membershipId !== undefined) {
        last = await app.db.transaction(async (tx) => {
          const passMarks = new Map([[questionnaire.id, questionnaire.passMarkPercent]]);
          await closeExpiredAttempts(tx, questionnaire.companyId, { membershipId }, passMarks, now());
          return (await lastAttempts(tx, membershipId, [questionnaire.id])).get(questionnaire.id);
        });
      }
      return { data: presentQuestionnaire(questionnaire, last, permissionsOf(actor)) };
    },
  );

  app.get(
    '/api/questionnaires/:id/results',
    { config, schema: { tags, params, response: { 200: listOf(classResultSchema) } } },
    async (request) => {
      const questionnaire = await questionnaireById(request.params.id);
      const actor = actorOf(await rowAccess(request, questionnaire.companyId), currentUser(request));
      authorize(actor, 'keep_bank');
      const attempts = await app.db.transaction(async (tx) => {
        const passMarks = new Map([[questionnaire.id, questionnaire.passMarkPercent]]);
        await closeExpiredAttempts(tx, questionnaire.companyId, { questionnaireId: questionnaire.id }, passMarks, now());
        return classAttempts(tx, questionnaire.companyId, questionnaire.id);
      });
      return { data: attempts.map(presentClassResult) };
    },
  );

  app.post(
    '/api/questionnaires/:id/attempts',
    { config, schema: { tags, params, response: { 200: oneAttempt, 201: oneAttempt } } },
    async (request, reply) => {
      const questionnaire = await questionnaireById(request.params.id);
      const access = await rowAccess(request, questionnaire.companyId);
      authorize(actorOf(access, currentUser(request)), 'take');
      const membershipId = access.membership?.id as number;
      const at = now();
      const body = await app.db.transaction(async (tx) => {
        const attempt = await startAttempt(tx, questionnaire, membershipId, at);
        return { fresh: attempt.startedAt.getTime() === at.getTime(), one: await presentOne(tx, attempt, questionnaire, at) };
      });
      return reply.code(body.fresh ? 201 : 200).send(body.one);
    },
  );

  app.get('/api/attempts/:id', { config, schema: { tags, params, response: { 200: oneAttempt } } }, async (request) => {
    const { attempt, questionnaire } = await attemptFor(request, request.params.id, 'view');
    const at = now();
    return app.db.transaction(async (tx) => {
      const current = await currentAttempt(tx, attempt.id, questionnaire.passMarkPercent, at);
      return presentOne(tx, current, questionnaire, at);
    });
  });

  app.put(
    '/api/attempts/:id/answers/:question_id',
    { config, schema: { tags, params: attemptQuestionParams, body: answerPutSchema } },
    async (request, reply) => {
      const { attempt, questionnaire } = await attemptFor(request, request.params.id, 'answer');
      await app.db.transaction((tx) =>
        answerQuestion(tx, attempt.id, questionnaire.passMarkPercent, request.params.question_id, request.body.answer_id, now()),
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/attempts/:id/submit',
    { config, schema: { tags, params, response: { 200: z.object({ data: attemptResultSchema }) } } },
    async (request) => {
      const { attempt, questionnaire } = await attemptFor(request, request.params.id, 'answer');
      return app.db.transaction(async (tx) => {
        const at = now();
        const closed = await submitAttempt(tx, attempt.id, questionnaire.passMarkPercent, at);
        const { result } = presentAttempt(closed, questionnaire, await sheetOf(tx, closed.id), at);
        if (!result) throw new Error('a submitted attempt has a result');
        return { data: result };
      });
    },
  );
};

export default academyRoutes;
