import {
  oneOf,
  type QuestionImport,
  type QuestionnaireCreate,
  questionImportResultSchema,
  questionnaireSchema,
  questionSchema,
  type Subject,
} from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { getPage } from '../../../lib/api/paged';
import { invalidate } from '../../../lib/queryClient';
import { academyKeys } from '../../../lib/queryKeys';

export interface QuestionFilter {
  subject: Subject | null;
  search: string;
}

/** One page of the company's question bank, filtered by subject and words. */
export const questionsPageQuery = (companyId: number, filter: QuestionFilter, page: number) =>
  queryOptions({
    queryKey: academyKeys.questions(companyId, filter.subject, filter.search, page),
    queryFn: ({ signal }) =>
      getPage(
        `/api/companies/${companyId}/questions`,
        questionSchema,
        page,
        { subject: filter.subject ?? undefined, search: filter.search || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** Checks (`dry_run`) or saves a file of questions; after saving the bank is read again. */
export async function importQuestions(companyId: number, body: QuestionImport) {
  const { data } = await api.post(`/api/companies/${companyId}/questions/import`, body, oneOf(questionImportResultSchema));
  if (data.saved > 0) await invalidate(academyKeys.bank(companyId));
  return data;
}

/** Uploads or replaces a question's figure (multipart field `file`); the bank is read again. */
export async function uploadFigure(companyId: number, questionId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  await api.post(`/api/questions/${questionId}/figure`, body, oneOf(questionSchema));
  await invalidate(academyKeys.bank(companyId));
}

export async function removeFigure(companyId: number, questionId: number) {
  await api.delete(`/api/questions/${questionId}/figure`);
  await invalidate(academyKeys.bank(companyId));
}

export async function createQuestionnaire(companyId: number, body: QuestionnaireCreate) {
  const { data } = await api.post(`/api/companies/${companyId}/questionnaires`, body, oneOf(questionnaireSchema));
  await invalidate(academyKeys.questionnaires(companyId));
  return data;
}
