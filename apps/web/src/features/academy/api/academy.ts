import {
  type Attempt,
  attemptResultSchema,
  attemptSchema,
  classResultSchema,
  listOf,
  oneOf,
  questionnaireSchema,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { oneAtATime } from '../../../lib/oneAtATime';
import { invalidate, queryClient } from '../../../lib/queryClient';
import { academyKeys } from '../../../lib/queryKeys';

/** The company's questionnaires, each with the user's last attempt. */
export const questionnairesQuery = (companyId: number) =>
  queryOptions({
    queryKey: academyKeys.questionnaires(companyId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/companies/${companyId}/questionnaires`, listOf(questionnaireSchema), undefined, signal)).data,
  });

export const questionnaireQuery = (id: number) =>
  queryOptions({
    queryKey: academyKeys.questionnaire(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/questionnaires/${id}`, oneOf(questionnaireSchema), undefined, signal)).data,
  });

/** An attempt as the server keeps it: the questions, the answers given, the time left, the result once closed. */
export const attemptQuery = (id: number) =>
  queryOptions({
    queryKey: academyKeys.attempt(id),
    queryFn: async ({ signal }) => (await api.get(`/api/attempts/${id}`, oneOf(attemptSchema), undefined, signal)).data,
  });

export const classResultsQuery = (questionnaireId: number) =>
  queryOptions({
    queryKey: academyKeys.results(questionnaireId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/questionnaires/${questionnaireId}/results`, listOf(classResultSchema), undefined, signal)).data,
  });

/** Starts an attempt, or continues the open one. */
export async function startAttempt(questionnaireId: number): Promise<Attempt> {
  const { data } = await api.post(`/api/questionnaires/${questionnaireId}/attempts`, {}, oneOf(attemptSchema));
  queryClient.setQueryData(attemptQuery(data.id).queryKey, data);
  await invalidate(academyKeys.questionnaire(questionnaireId));
  return data;
}

/**
 * The answers on their way to the server, and the hand-in after them: one after another, so the answer
 * given last is the one kept however the requests travel, and the answers stay open to a change meanwhile.
 */
const inLine = oneAtATime();

/** Shows the answer at once and keeps it on the server; on a refusal the caller reads the attempt again. */
export function saveAnswer(attemptId: number, questionId: number, answerId: number): Promise<void> {
  const { queryKey } = attemptQuery(attemptId);
  // Keeps the time the attempt was read: the countdown measures the server's clock against it.
  const updatedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt;
  queryClient.setQueryData(
    queryKey,
    (attempt) => (attempt ? { ...attempt, answers: { ...attempt.answers, [String(questionId)]: answerId } } : attempt),
    { updatedAt },
  );
  return inLine(async () => {
    await api.put(`/api/attempts/${attemptId}/answers/${questionId}`, { answer_id: answerId });
  });
}

/** Hands the attempt in once the answers given are kept; the server scores it. */
export async function submitAttempt(attemptId: number) {
  await inLine(() => api.post(`/api/attempts/${attemptId}/submit`, {}, oneOf(attemptResultSchema)));
  await invalidate(academyKeys.all);
}

/** After a refusal (time up, already closed): read the attempt as the server now has it. */
export const refreshAttempt = (attemptId: number) => invalidate(academyKeys.attempt(attemptId));
