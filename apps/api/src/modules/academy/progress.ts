import { type GradingScale, gradingScaleSchema, type Progress } from '@portal/contracts';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { todayIn } from '../../lib/dates';
import type { ListedEnrolment } from './enrolments';
import { forecast, type GradedRecord, inForce, latestGrades, lessonStates, lessonsDone, nextLesson } from './lesson-progress';
import { computeMinima, loadMinimaInput } from './minima';
import { lessonsInOrder, type VersionTree, versionTrees } from './programmes';
import { gradedRecords } from './records';
import { type EnrolmentSummary, lessonRef, presentEnrolment, presentLesson } from './training-presenter';

/** The company's grading scale (`settings.academy.grading_scale`), numeric unless set. */
export function gradingScaleOf(company: { settings: Record<string, unknown> }): GradingScale {
  const academy = company.settings.academy;
  const scale = academy && typeof academy === 'object' ? (academy as Record<string, unknown>).grading_scale : undefined;
  return gradingScaleSchema.catch('numeric').parse(scale);
}

export function summaryOf(tree: VersionTree, records: readonly GradedRecord[]): EnrolmentSummary {
  const states = lessonStates(tree, records);
  return {
    done: lessonsDone(states),
    total: lessonsInOrder(tree).length,
    next: nextLesson(tree, states),
    nextByKind: { dual: nextLesson(tree, states, 'dual'), solo: nextLesson(tree, states, 'solo') },
  };
}

/** Each enrolment's lessons done and next lesson, read in a few queries for a whole list. */
export async function enrolmentSummaries(db: Executor, enrolments: readonly ListedEnrolment[]) {
  const [trees, records] = await readAll(db, [
    () => versionTrees(db, [...new Set(enrolments.map((enrolment) => enrolment.programmeVersionId))]),
    () =>
      gradedRecords(
        db,
        enrolments.map((enrolment) => enrolment.id),
      ),
  ]);
  return new Map(
    enrolments.map((enrolment) => {
      const tree = trees.get(enrolment.programmeVersionId);
      if (!tree) throw new Error(`programme version ${enrolment.programmeVersionId} missing`);
      return [enrolment.id, { tree, records: records.get(enrolment.id) ?? [] }] as const;
    }),
  );
}

/** The student's whole progress: lessons, next lesson, latest grades, minima from their logbook, forecast. */
export async function progressOf(
  db: Executor,
  enrolment: ListedEnrolment,
  company: { timezone: string; settings: Record<string, unknown> },
  at: Date,
): Promise<Progress> {
  const summaries = await enrolmentSummaries(db, [enrolment]);
  const own = summaries.get(enrolment.id);
  if (!own) throw new Error('enrolment summary missing');
  const { tree, records } = own;
  const states = lessonStates(tree, records);
  const summary = summaryOf(tree, records);
  const valid = inForce(records);
  const { legs, positions } = await loadMinimaInput(db, enrolment.studentUserId);
  const next = nextLesson(tree, states);
  return {
    enrolment: presentEnrolment(enrolment, summary),
    grading_scale: gradingScaleOf(company),
    phases: tree.phases.map((phase) => ({
      id: phase.id,
      name: phase.name,
      lessons: phase.lessons.map((lesson) => {
        const own = valid.filter((record) => record.lessonId === lesson.id);
        return {
          ...lessonRef(lesson),
          status: states.get(lesson.id) ?? 'not_started',
          record_count: own.length,
          last_flown_on:
            own
              .map((record) => record.flownOn)
              .sort()
              .at(-1) ?? null,
        };
      }),
    })),
    next_lesson: next ? presentLesson(next) : null,
    exercises: latestGrades(tree, records),
    minima: computeMinima(legs, positions),
    forecast: forecast({
      startsOn: enrolment.startsOn,
      plannedEndOn: enrolment.plannedEndOn,
      today: todayIn(company.timezone, at),
      done: summary.done,
      total: summary.total,
    }),
  };
}
