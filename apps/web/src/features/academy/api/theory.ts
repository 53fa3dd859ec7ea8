import { type AttendanceInput, listOf, oneOf, type TheorySessionCreate, theorySessionSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { trainingKeys } from '../../../lib/queryKeys';

/** A course's theory sessions with attendance (a student gets only their own row of each). */
export const sessionsQuery = (courseId: number) =>
  queryOptions({
    queryKey: trainingKeys.sessions(courseId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/courses/${courseId}/sessions`, listOf(theorySessionSchema), { paginate: 'false' }, signal)).data,
  });

export async function createSession(courseId: number, body: TheorySessionCreate) {
  const { data } = await api.post(`/api/courses/${courseId}/sessions`, body, oneOf(theorySessionSchema));
  await invalidate(trainingKeys.sessions(courseId));
  return data;
}

/** Ticks attendance; the rows given replace those students' rows, the others stay. */
export async function saveAttendance(session: { id: number; course_id: number }, body: AttendanceInput) {
  const { data } = await api.put(`/api/sessions/${session.id}/attendance`, body, oneOf(theorySessionSchema));
  await invalidate(trainingKeys.sessions(session.course_id));
  return data;
}
