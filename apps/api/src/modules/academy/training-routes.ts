import {
  attendanceInputSchema,
  bookingLessonResultSchema,
  bookingLessonSchema,
  courseCreateSchema,
  courseDetailSchema,
  courseListQuerySchema,
  courseSchema,
  courseUpdateSchema,
  enrolmentCreateSchema,
  enrolmentListQuerySchema,
  enrolmentSchema,
  enrolmentUpdateSchema,
  idParam,
  listOf,
  listQuerySchema,
  programmeCreateSchema,
  programmeDetailSchema,
  programmeDraftSchema,
  programmeSchema,
  progressSchema,
  recordCreateSchema,
  recordListQuerySchema,
  theorySessionCreateSchema,
  theorySessionListQuerySchema,
  theorySessionSchema,
  trainingFlightSchema,
  trainingRecordSchema,
  trainingTodayQuerySchema,
  trainingTodaySchema,
  userEnrolmentQuerySchema,
} from '@portal/contracts';
import { academyMessages } from '@portal/contracts/academy-messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { academyEnrolments, memberships } from '../../db/schema';
import { type Actor, actorOf } from '../../lib/actor';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { companyAccess, rowAccess } from '../../plugins/tenancy';
import { auditRow } from '../audit';
import { currentUser } from '../auth';
import {
  activeEnrolmentIdsOf,
  bookingLessonOf,
  clearBookingLesson,
  findBooking,
  setBookingLesson,
  trainingBookingsOn,
} from './booking-lessons';
import { countCourses, createCourse, deleteCourse, findCourse, type ListedCourse, listCourses, updateCourse } from './courses';
import {
  countEnrolments,
  createEnrolment,
  enrolmentsOfMemberships,
  findEnrolment,
  type ListedEnrolment,
  listEnrolments,
  updateEnrolment,
} from './enrolments';
import {
  countProgrammes,
  createProgramme,
  findProgramme,
  listProgrammes,
  type ProgrammeRow,
  publishDraft,
  saveDraft,
  versionTree,
  versionTrees,
  withVersions,
} from './programmes';
import { enrolmentSummaries, gradingScaleOf, progressOf, summaryOf } from './progress';
import {
  countRecords,
  countStudentFlights,
  createRecord,
  findRecord,
  listRecords,
  listStudentFlights,
  signRecord,
} from './records';
import { countSessions, createSession, findSession, listSessions, recordAttendance } from './theory';
import { authorizeTraining, canTrain } from './training-policy';
import {
  type CoursePermissions,
  lessonRef,
  presentCourse,
  presentCourseDetail,
  presentEnrolment,
  presentLesson,
  presentProgramme,
  presentProgrammeDetail,
  presentRecord,
  presentSession,
  presentTrainingFlight,
} from './training-presenter';

const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });
const config = { guard: 'user' } as const;
const tags = ['academy'];
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** The time the server goes by. */
const now = () => new Date();

const coursePermissions = (actor: Actor): CoursePermissions => ({
  view: true,
  update: canTrain(actor, 'manage'),
  delete: canTrain(actor, 'manage'),
  enrol: canTrain(actor, 'manage'),
  teach: canTrain(actor, 'teach'),
});

const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorFor = async (request: FastifyRequest, companyId: number) =>
    actorOf(await rowAccess(request, companyId), currentUser(request));

  async function isEnrolled(db: Executor, courseId: number, membershipId: number | undefined) {
    if (membershipId === undefined) return false;
    const [row] = await db
      .select({ id: academyEnrolments.id })
      .from(academyEnrolments)
      .where(and(eq(academyEnrolments.courseId, courseId), eq(academyEnrolments.membershipId, membershipId)));
    return row !== undefined;
  }

  /** A course the caller may see: staff see every course, a student those they are enrolled in. */
  async function courseFor(request: FastifyRequest, id: number) {
    const course = await findCourse(app.db, id);
    if (!course) throw notFound();
    const actor = await actorFor(request, course.companyId);
    if (!canTrain(actor, 'teach') && !(await isEnrolled(app.db, course.id, actor.access.membership?.id)))
      throw forbidden(academyMessages.notYourTraining);
    return { course, actor };
  }

  async function enrolmentFor(request: FastifyRequest, id: number, action: 'view' | 'record') {
    const enrolment = await findEnrolment(app.db, id);
    if (!enrolment) throw notFound();
    const actor = await actorFor(request, enrolment.companyId);
    authorizeTraining(actor, action, enrolment);
    return { enrolment, actor };
  }

  async function programmeFor(request: FastifyRequest, id: number, action: 'teach' | 'manage') {
    const programme = await findProgramme(app.db, id);
    if (!programme) throw notFound();
    const actor = await actorFor(request, programme.companyId);
    authorizeTraining(actor, action);
    return { programme, actor };
  }

  async function programmeDetail(db: Executor, programme: ProgrammeRow) {
    const [listed] = await withVersions(db, [programme]);
    if (!listed) throw notFound();
    const published = listed.versions.find((version) => version.status === 'published');
    const draft = listed.versions.find((version) => version.status === 'draft');
    const trees = await versionTrees(
      db,
      [published?.id, draft?.id].filter((versionId) => versionId !== undefined),
    );
    return presentProgrammeDetail(listed, published && trees.get(published.id), draft && trees.get(draft.id));
  }

  async function presentEnrolments(
    enrolments: ListedEnrolment[],
    roleOf?: (enrolment: ListedEnrolment) => 'student' | 'instructor',
  ) {
    const summaries = await enrolmentSummaries(app.db, enrolments);
    return enrolments.map((enrolment) => {
      const own = summaries.get(enrolment.id);
      if (!own) throw new Error('enrolment summary missing');
      return presentEnrolment(enrolment, summaryOf(own.tree, own.records), roleOf?.(enrolment) ?? null);
    });
  }

  async function presentOneEnrolment(enrolment: ListedEnrolment) {
    const [presented] = await presentEnrolments([enrolment]);
    if (!presented) throw new Error('enrolment not presented');
    return presented;
  }

  async function courseDetail(course: ListedCourse, actor: Actor) {
    return presentCourseDetail(course, await versionTree(app.db, course.programmeVersionId), coursePermissions(actor));
  }

  /** The caller's approved memberships, one per company. */
  async function ownMemberships(userId: number) {
    return app.db
      .select({ id: memberships.id, companyId: memberships.companyId, roles: memberships.roles })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.status, 'approved')));
  }

  // Programmes ------------------------------------------------------------------------------

  app.get(
    '/api/companies/:company_id/programmes',
    { config, schema: { tags, params: companyParams, querystring: listQuerySchema, response: { 200: listOf(programmeSchema) } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorizeTraining(actorOf(access, currentUser(request)), 'teach');
      const { search } = request.query;
      const page = await pageOf(
        request.query,
        () => countProgrammes(app.db, access.company.id, search),
        (limit, offset) => listProgrammes(app.db, access.company.id, search, limit, offset),
      );
      return { data: page.rows.map(presentProgramme), meta: page.meta };
    },
  );

  app.post(
    '/api/companies/:company_id/programmes',
    {
      config,
      schema: { tags, params: companyParams, body: programmeCreateSchema, response: { 201: data(programmeDetailSchema) } },
    },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      authorizeTraining(actorOf(access, currentUser(request)), 'manage');
      const detail = await app.db.transaction(async (tx) => {
        const programme = await createProgramme(tx, access.company.id, request.body);
        await auditRow(tx, request, 'academy_programme', 'created', programme, { after: { name: request.body.name } });
        return programmeDetail(tx, programme);
      });
      return reply.code(201).send({ data: detail });
    },
  );

  app.get(
    '/api/programmes/:id',
    { config, schema: { tags, params, response: { 200: data(programmeDetailSchema) } } },
    async (request) => {
      const { programme } = await programmeFor(request, request.params.id, 'teach');
      return { data: await programmeDetail(app.db, programme) };
    },
  );

  app.put(
    '/api/programmes/:id/draft',
    { config, schema: { tags, params, body: programmeDraftSchema, response: { 200: data(programmeDetailSchema) } } },
    async (request) => {
      const { programme } = await programmeFor(request, request.params.id, 'manage');
      const detail = await app.db.transaction(async (tx) => {
        await saveDraft(tx, programme, request.body);
        await auditRow(tx, request, 'academy_programme', 'updated', programme, { after: { draft: request.body.name } });
        return programmeDetail(tx, programme);
      });
      return { data: detail };
    },
  );

  app.post(
    '/api/programmes/:id/publish',
    { config, schema: { tags, params, response: { 200: data(programmeDetailSchema) } } },
    async (request) => {
      const { programme } = await programmeFor(request, request.params.id, 'manage');
      const detail = await app.db.transaction(async (tx) => {
        await publishDraft(tx, programme, now());
        await auditRow(tx, request, 'academy_programme', 'updated', programme, { after: { published: true } });
        return programmeDetail(tx, programme);
      });
      return { data: detail };
    },
  );

  // Courses ---------------------------------------------------------------------------------

  app.get(
    '/api/companies/:company_id/courses',
    {
      config,
      schema: { tags, params: companyParams, querystring: courseListQuerySchema, response: { 200: listOf(courseSchema) } },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      const filter = {
        search: request.query.search,
        // Students (and members without a teaching role) see only the courses they are enrolled in.
        enrolledMembershipId: canTrain(actor, 'teach') ? undefined : (access.membership?.id ?? -1),
      };
      const page = await pageOf(
        request.query,
        () => countCourses(app.db, access.company.id, filter),
        (limit, offset) => listCourses(app.db, access.company.id, filter, limit, offset),
      );
      const permissions = request.query['permissions[course]'] !== undefined ? coursePermissions(actor) : undefined;
      return { data: page.rows.map((course) => presentCourse(course, permissions)), meta: page.meta };
    },
  );

  app.post(
    '/api/companies/:company_id/courses',
    { config, schema: { tags, params: companyParams, body: courseCreateSchema, response: { 201: data(courseDetailSchema) } } },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      authorizeTraining(actor, 'manage');
      const course = await app.db.transaction(async (tx) => {
        const created = await createCourse(tx, access.company.id, request.body);
        await auditRow(tx, request, 'academy_course', 'created', created, { after: request.body });
        return created;
      });
      const listed = await findCourse(app.db, course.id);
      if (!listed) throw notFound();
      return reply.code(201).send({ data: await courseDetail(listed, actor) });
    },
  );

  app.get(
    '/api/courses/:id',
    { config, schema: { tags, params, response: { 200: data(courseDetailSchema) } } },
    async (request) => {
      const { course, actor } = await courseFor(request, request.params.id);
      return { data: await courseDetail(course, actor) };
    },
  );

  app.patch(
    '/api/courses/:id',
    { config, schema: { tags, params, body: courseUpdateSchema, response: { 200: data(courseDetailSchema) } } },
    async (request) => {
      const { course, actor } = await courseFor(request, request.params.id);
      authorizeTraining(actor, 'manage');
      await app.db.transaction(async (tx) => {
        await updateCourse(tx, course, request.body);
        await auditRow(tx, request, 'academy_course', 'updated', course, { after: request.body });
      });
      const changed = await findCourse(app.db, course.id);
      if (!changed) throw notFound();
      return { data: await courseDetail(changed, actor) };
    },
  );

  app.delete('/api/courses/:id', { config, schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
    const { course, actor } = await courseFor(request, request.params.id);
    authorizeTraining(actor, 'manage');
    await app.db.transaction(async (tx) => {
      await deleteCourse(tx, course);
      await auditRow(tx, request, 'academy_course', 'deleted', course, { before: { name: course.name } });
    });
    return reply.code(204).send(null);
  });

  // Enrolments ------------------------------------------------------------------------------

  app.get(
    '/api/courses/:id/enrolments',
    {
      config,
      schema: { tags, params, querystring: enrolmentListQuerySchema, response: { 200: listOf(enrolmentSchema) } },
    },
    async (request) => {
      const { course, actor } = await courseFor(request, request.params.id);
      const filter = {
        status: request.query.status,
        search: request.query.search,
        membershipId: canTrain(actor, 'teach') ? undefined : actor.access.membership?.id,
      };
      const page = await pageOf(
        request.query,
        () => countEnrolments(app.db, course.id, filter),
        (limit, offset) => listEnrolments(app.db, course.id, filter, limit, offset),
      );
      return { data: await presentEnrolments(page.rows), meta: page.meta };
    },
  );

  app.post(
    '/api/courses/:id/enrolments',
    { config, schema: { tags, params, body: enrolmentCreateSchema, response: { 201: data(enrolmentSchema) } } },
    async (request, reply) => {
      const { course, actor } = await courseFor(request, request.params.id);
      authorizeTraining(actor, 'manage');
      const created = await app.db.transaction(async (tx) => {
        const enrolment = await createEnrolment(tx, course, request.body);
        await auditRow(tx, request, 'academy_enrolment', 'created', enrolment, { after: request.body });
        return enrolment;
      });
      const listed = await findEnrolment(app.db, created.id);
      if (!listed) throw notFound();
      return reply.code(201).send({ data: await presentOneEnrolment(listed) });
    },
  );

  app.get(
    '/api/enrolments/:id',
    { config, schema: { tags, params, response: { 200: data(enrolmentSchema) } } },
    async (request) => {
      const { enrolment } = await enrolmentFor(request, request.params.id, 'view');
      return { data: await presentOneEnrolment(enrolment) };
    },
  );

  app.patch(
    '/api/enrolments/:id',
    { config, schema: { tags, params, body: enrolmentUpdateSchema, response: { 200: data(enrolmentSchema) } } },
    async (request) => {
      const { enrolment, actor } = await enrolmentFor(request, request.params.id, 'view');
      authorizeTraining(actor, 'manage');
      await app.db.transaction(async (tx) => {
        await updateEnrolment(tx, enrolment, request.body);
        await auditRow(tx, request, 'academy_enrolment', 'updated', enrolment, { after: request.body });
      });
      const changed = await findEnrolment(app.db, enrolment.id);
      if (!changed) throw notFound();
      return { data: await presentOneEnrolment(changed) };
    },
  );

  app.get(
    '/api/user/enrolments',
    { config, schema: { tags, querystring: userEnrolmentQuerySchema, response: { 200: listOf(enrolmentSchema) } } },
    async (request) => {
      const own = await ownMemberships(currentUser(request).id);
      const ids = new Set(own.map((membership) => membership.id));
      const enrolments = await enrolmentsOfMemberships(app.db, [...ids], request.query.role);
      return {
        data: await presentEnrolments(enrolments, (enrolment) => (ids.has(enrolment.membershipId) ? 'student' : 'instructor')),
      };
    },
  );

  app.get(
    '/api/user/training-today',
    { config, schema: { tags, querystring: trainingTodayQuerySchema, response: { 200: listOf(trainingTodaySchema) } } },
    async (request) => {
      const own = (await ownMemberships(currentUser(request).id)).filter(
        (membership) => membership.roles.includes('instructor') || membership.roles.includes('admin'),
      );
      const bookings = await trainingBookingsOn(
        app.db,
        own.map((membership) => membership.id),
        request.query.date,
        now(),
      );
      const students = [...new Set(bookings.map((booking) => booking.membershipId).filter((id) => id !== null))];
      const enrolmentIds = await activeEnrolmentIdsOf(app.db, students);
      const enrolments = (await Promise.all(enrolmentIds.map((row) => findEnrolment(app.db, row.id)))).filter(
        (enrolment): enrolment is ListedEnrolment => enrolment !== undefined,
      );
      const summaries = await enrolmentSummaries(app.db, enrolments);
      const callers = new Set(own.map((membership) => membership.id));
      const items = [];
      for (const enrolment of enrolments) {
        const summary = summaries.get(enrolment.id);
        if (!summary) continue;
        const [last] = await listRecords(app.db, enrolment.id, 1, 0);
        const caller = own.find((membership) => membership.companyId === enrolment.companyId)?.id;
        const { next, ...counts } = summaryOf(summary.tree, summary.records);
        items.push({
          enrolment: presentEnrolment(
            enrolment,
            { ...counts, next },
            callers.has(enrolment.instructorMembershipId ?? -1) ? 'instructor' : null,
          ),
          bookings: bookings
            .filter(
              (booking) =>
                booking.membershipId === enrolment.membershipId && (booking.enrolmentId ?? enrolment.id) === enrolment.id,
            )
            .map((booking) => ({
              id: booking.id,
              starts_at: booking.startsAt.toISOString(),
              ends_at: booking.endsAt.toISOString(),
              airplane_registration: booking.registration,
              lesson: booking.lesson ? lessonRef(booking.lesson) : null,
            })),
          last_record: last
            ? presentRecord(last, { membershipId: enrolment.membershipId, name: enrolment.studentName }, caller)
            : null,
          next_lesson: next ? presentLesson(next) : null,
        });
      }
      return { data: items };
    },
  );

  // Progress and records --------------------------------------------------------------------

  app.get(
    '/api/enrolments/:id/progress',
    { config, schema: { tags, params, response: { 200: data(progressSchema) } } },
    async (request) => {
      const { enrolment, actor } = await enrolmentFor(request, request.params.id, 'view');
      return { data: await progressOf(app.db, enrolment, actor.access.company, now()) };
    },
  );

  app.get(
    '/api/enrolments/:id/records',
    {
      config,
      schema: { tags, params, querystring: recordListQuerySchema, response: { 200: listOf(trainingRecordSchema) } },
    },
    async (request) => {
      const { enrolment, actor } = await enrolmentFor(request, request.params.id, 'view');
      const page = await pageOf(
        request.query,
        () => countRecords(app.db, enrolment.id),
        (limit, offset) => listRecords(app.db, enrolment.id, limit, offset),
      );
      const student = { membershipId: enrolment.membershipId, name: enrolment.studentName };
      return {
        data: page.rows.map((record) => presentRecord(record, student, actor.access.membership?.id)),
        meta: page.meta,
      };
    },
  );

  app.get(
    '/api/enrolments/:id/flights',
    {
      config,
      schema: { tags, params, querystring: recordListQuerySchema, response: { 200: listOf(trainingFlightSchema) } },
    },
    async (request) => {
      const { enrolment } = await enrolmentFor(request, request.params.id, 'view');
      const page = await pageOf(
        request.query,
        () => countStudentFlights(app.db, enrolment),
        (limit, offset) => listStudentFlights(app.db, enrolment, limit, offset),
      );
      return { data: page.rows.map(presentTrainingFlight), meta: page.meta };
    },
  );

  app.post(
    '/api/enrolments/:id/records',
    { config, schema: { tags, params, body: recordCreateSchema, response: { 201: data(trainingRecordSchema) } } },
    async (request, reply) => {
      const { enrolment, actor } = await enrolmentFor(request, request.params.id, 'record');
      const me = actor.access.membership?.id;
      if (me === undefined) throw forbidden(academyMessages.notTheInstructor);
      const id = await app.db.transaction(async (tx) => {
        const recordId = await createRecord(tx, enrolment, me, request.body, gradingScaleOf(actor.access.company), now());
        await auditRow(
          tx,
          request,
          'academy_record',
          'created',
          { id: recordId, companyId: enrolment.companyId },
          { after: request.body },
        );
        return recordId;
      });
      const record = await findRecord(app.db, id);
      if (!record) throw notFound();
      const student = { membershipId: enrolment.membershipId, name: enrolment.studentName };
      return reply.code(201).send({ data: presentRecord(record, student, me) });
    },
  );

  app.post(
    '/api/records/:id/sign',
    { config, schema: { tags, params, response: { 200: data(trainingRecordSchema) } } },
    async (request) => {
      const record = await findRecord(app.db, request.params.id);
      if (!record) throw notFound();
      const { enrolment, actor } = await enrolmentFor(request, record.enrolmentId, 'view');
      authorizeTraining(actor, 'sign', {
        instructorMembershipId: record.instructorMembershipId,
        studentMembershipId: enrolment.membershipId,
      });
      const side = actor.access.membership?.id === record.instructorMembershipId ? 'instructor' : 'student';
      await app.db.transaction(async (tx) => {
        await signRecord(tx, record, side, now());
        await auditRow(tx, request, 'academy_record', 'updated', record, { after: { signed_by: side } });
      });
      const signed = await findRecord(app.db, record.id);
      if (!signed) throw notFound();
      const student = { membershipId: enrolment.membershipId, name: enrolment.studentName };
      return { data: presentRecord(signed, student, actor.access.membership?.id) };
    },
  );

  // The booking's lesson -----------------------------------------------------------------------

  async function bookingFor(request: FastifyRequest, id: number) {
    const booking = await findBooking(app.db, id);
    if (!booking) throw notFound();
    const actor = await actorFor(request, booking.companyId);
    const me = actor.access.membership?.id;
    if (!canTrain(actor, 'teach') && (me === undefined || booking.membershipId !== me))
      throw forbidden(academyMessages.notYourTraining);
    return { booking, actor };
  }

  app.get(
    '/api/bookings/:id/lesson',
    { config, schema: { tags, params, response: { 200: data(bookingLessonResultSchema.nullable()) } } },
    async (request) => {
      const { booking } = await bookingFor(request, request.params.id);
      const named = await bookingLessonOf(app.db, booking.id);
      return {
        data: named ? { booking_id: booking.id, enrolment_id: named.enrolmentId, lesson: lessonRef(named.lesson) } : null,
      };
    },
  );

  app.put(
    '/api/bookings/:id/lesson',
    { config, schema: { tags, params, body: bookingLessonSchema, response: { 200: data(bookingLessonResultSchema) } } },
    async (request) => {
      const { booking } = await bookingFor(request, request.params.id);
      const enrolment = await findEnrolment(app.db, request.body.enrolment_id);
      if (!enrolment || enrolment.companyId !== booking.companyId)
        throw invalid('enrolment_id', academyMessages.notTrainingBooking);
      const lesson = await app.db.transaction((tx) => setBookingLesson(tx, booking, enrolment, request.body));
      return { data: { booking_id: booking.id, enrolment_id: enrolment.id, lesson: lessonRef(lesson) } };
    },
  );

  app.delete(
    '/api/bookings/:id/lesson',
    { config, schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      const { booking } = await bookingFor(request, request.params.id);
      await clearBookingLesson(app.db, booking.id);
      return reply.code(204).send(null);
    },
  );

  // Theory sessions ---------------------------------------------------------------------------

  app.get(
    '/api/courses/:id/sessions',
    {
      config,
      schema: { tags, params, querystring: theorySessionListQuerySchema, response: { 200: listOf(theorySessionSchema) } },
    },
    async (request) => {
      const { course, actor } = await courseFor(request, request.params.id);
      const teaches = canTrain(actor, 'teach');
      const only = teaches ? undefined : (actor.access.membership?.id ?? -1);
      const page = await pageOf(
        request.query,
        () => countSessions(app.db, course.id, request.query.subject),
        (limit, offset) => listSessions(app.db, course.id, request.query.subject, only, limit, offset),
      );
      return { data: page.rows.map((session) => presentSession(session, teaches)), meta: page.meta };
    },
  );

  app.post(
    '/api/courses/:id/sessions',
    { config, schema: { tags, params, body: theorySessionCreateSchema, response: { 201: data(theorySessionSchema) } } },
    async (request, reply) => {
      const { course, actor } = await courseFor(request, request.params.id);
      authorizeTraining(actor, 'teach');
      const id = await app.db.transaction(async (tx) => {
        const sessionId = await createSession(tx, course, request.body);
        await auditRow(
          tx,
          request,
          'academy_theory_session',
          'created',
          { id: sessionId, companyId: course.companyId },
          { after: request.body },
        );
        return sessionId;
      });
      const session = await findSession(app.db, id);
      if (!session) throw notFound();
      return reply.code(201).send({ data: presentSession(session, true) });
    },
  );

  app.put(
    '/api/sessions/:id/attendance',
    { config, schema: { tags, params, body: attendanceInputSchema, response: { 200: data(theorySessionSchema) } } },
    async (request) => {
      const session = await findSession(app.db, request.params.id);
      if (!session) throw notFound();
      const actor = await actorFor(request, session.companyId);
      authorizeTraining(actor, 'teach');
      await app.db.transaction(async (tx) => {
        await recordAttendance(tx, session, request.body);
        await auditRow(tx, request, 'academy_theory_session', 'updated', session, { after: request.body });
      });
      const changed = await findSession(app.db, session.id);
      if (!changed) throw notFound();
      return { data: presentSession(changed, true) };
    },
  );
};

export default trainingRoutes;
