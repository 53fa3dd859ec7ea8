import {
  type BookingLessonInput,
  bookingLessonResultSchema,
  type Enrolment,
  enrolmentSchema,
  listOf,
  oneOf,
  progressSchema,
  type RecordCreate,
  trainingFlightSchema,
  trainingRecordSchema,
  trainingTodaySchema,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { trainingKeys } from '../../../lib/queryKeys';

/** The signed-in user's enrolments, as student or as instructor. */
export const myEnrolmentsQuery = () =>
  queryOptions({
    queryKey: trainingKeys.mine(),
    queryFn: async ({ signal }) => (await api.get('/api/user/enrolments', listOf(enrolmentSchema), undefined, signal)).data,
  });

/** The user's enrolments in one company in one role. */
export const enrolmentsIn = (enrolments: Enrolment[] | undefined, companyId: number, role: 'student' | 'instructor') =>
  (enrolments ?? []).filter((enrolment) => enrolment.company_id === companyId && enrolment.my_role === role);

/** The lesson a training booking names (null: none); its pilot and the instructors may read it. */
export const bookingLessonQuery = (bookingId: number) =>
  queryOptions({
    queryKey: trainingKeys.bookingLesson(bookingId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/bookings/${bookingId}/lesson`, oneOf(bookingLessonResultSchema.nullable()), undefined, signal)).data,
    meta: { silent: true },
  });

export const progressQuery = (enrolmentId: number) =>
  queryOptions({
    queryKey: trainingKeys.progress(enrolmentId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/enrolments/${enrolmentId}/progress`, oneOf(progressSchema), undefined, signal)).data,
  });

/** An enrolment's training records, newest first. */
export const recordsQuery = (enrolmentId: number) =>
  queryOptions({
    queryKey: trainingKeys.records(enrolmentId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/enrolments/${enrolmentId}/records`, listOf(trainingRecordSchema), { paginate: 'false' }, signal)).data,
  });

/** The instructor's students booked today, with their last record and next lesson. */
export const trainingTodayQuery = () =>
  queryOptions({
    queryKey: trainingKeys.today(),
    queryFn: async ({ signal }) =>
      (await api.get('/api/user/training-today', listOf(trainingTodaySchema), undefined, signal)).data,
  });

/** The student's flights since the enrolment started (dual and solo), to pick the one a lesson was flown on. */
export const enrolmentFlightsQuery = (enrolmentId: number) =>
  queryOptions({
    queryKey: trainingKeys.flights(enrolmentId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/enrolments/${enrolmentId}/flights`, listOf(trainingFlightSchema), { per_page: 30 }, signal)).data,
  });

/** The instructor's record of a lesson; it is theirs to sign next. */
export async function createRecord(enrolmentId: number, body: RecordCreate) {
  const { data } = await api.post(`/api/enrolments/${enrolmentId}/records`, body, oneOf(trainingRecordSchema));
  await invalidate(trainingKeys.all);
  return data;
}

/** Signs a record as its instructor or its student; once both have, it is locked. */
export async function signRecord(recordId: number) {
  const { data } = await api.post(`/api/records/${recordId}/sign`, {}, oneOf(trainingRecordSchema));
  await invalidate(trainingKeys.all);
  return data;
}

/** Names the lesson a training booking is for (`PUT /api/bookings/{id}/lesson`). */
export async function saveBookingLesson(bookingId: number, body: BookingLessonInput) {
  const { data } = await api.put(`/api/bookings/${bookingId}/lesson`, body, oneOf(bookingLessonResultSchema));
  await invalidate(trainingKeys.all);
  return data;
}
