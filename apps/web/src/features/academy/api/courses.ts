import {
  type CourseCreate,
  courseDetailSchema,
  courseSchema,
  type EnrolmentCreate,
  enrolmentSchema,
  listOf,
  oneOf,
  type ProgrammeCreate,
  type ProgrammeDraft,
  programmeDetailSchema,
  programmeSchema,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { trainingKeys } from '../../../lib/queryKeys';

/** The company's courses with what the caller may do with each (a student gets the ones they are in). */
export const coursesQuery = (companyId: number) =>
  queryOptions({
    queryKey: trainingKeys.courses(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/companies/${companyId}/courses`,
          listOf(courseSchema),
          { paginate: 'false', 'permissions[course]': '*' },
          signal,
        )
      ).data,
  });

/** A course with the whole programme version it follows (phases, lessons, exercises). */
export const courseQuery = (courseId: number) =>
  queryOptions({
    queryKey: trainingKeys.course(courseId),
    queryFn: async ({ signal }) => (await api.get(`/api/courses/${courseId}`, oneOf(courseDetailSchema), undefined, signal)).data,
  });

export const courseEnrolmentsQuery = (courseId: number) =>
  queryOptions({
    queryKey: trainingKeys.enrolments(courseId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/courses/${courseId}/enrolments`, listOf(enrolmentSchema), { paginate: 'false' }, signal)).data,
  });

export const programmesQuery = (companyId: number) =>
  queryOptions({
    queryKey: trainingKeys.programmes(companyId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/companies/${companyId}/programmes`, listOf(programmeSchema), { paginate: 'false' }, signal)).data,
  });

export const programmeQuery = (programmeId: number) =>
  queryOptions({
    queryKey: trainingKeys.programme(programmeId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/programmes/${programmeId}`, oneOf(programmeDetailSchema), undefined, signal)).data,
  });

export async function createCourse(companyId: number, body: CourseCreate) {
  const { data } = await api.post(`/api/companies/${companyId}/courses`, body, oneOf(courseDetailSchema));
  await invalidate(trainingKeys.all);
  return data;
}

export async function enrol(courseId: number, body: EnrolmentCreate) {
  const { data } = await api.post(`/api/courses/${courseId}/enrolments`, body, oneOf(enrolmentSchema));
  await invalidate(trainingKeys.all);
  return data;
}

export async function createProgramme(companyId: number, body: ProgrammeCreate) {
  const { data } = await api.post(`/api/companies/${companyId}/programmes`, body, oneOf(programmeDetailSchema));
  await invalidate(trainingKeys.programmes(companyId));
  return data;
}

/** Replaces the programme's draft; the published versions courses follow stay as they are. */
export async function saveDraft(programmeId: number, body: ProgrammeDraft) {
  const { data } = await api.put(`/api/programmes/${programmeId}/draft`, body, oneOf(programmeDetailSchema));
  await invalidate(trainingKeys.all);
  return data;
}

export async function publishDraft(programmeId: number) {
  const { data } = await api.post(`/api/programmes/${programmeId}/publish`, {}, oneOf(programmeDetailSchema));
  await invalidate(trainingKeys.all);
  return data;
}
