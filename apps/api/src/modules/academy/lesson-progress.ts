import { type Grade, type LessonKind, PASSING_GRADES, type PaceStatus } from '@portal/contracts';
import { type FullLesson, lessonsInOrder, type VersionTree } from './programmes';

/** What progress needs of a training record: its lesson, day and grades. */
export interface GradedRecord {
  id: number;
  lessonId: number;
  /** The flight's day (`YYYY-MM-DD`) and its off-block time, to order records. */
  flownOn: string;
  flownAt: Date;
  correctsRecordId: number | null;
  grades: { exerciseId: number; grade: Grade; comment: string }[];
}

export type LessonState = 'done' | 'in_progress' | 'not_started';

/** Records still in force: a corrected record gives way to its correction. */
export function inForce<R extends { id: number; correctsRecordId: number | null }>(records: readonly R[]): R[] {
  const corrected = new Set(records.map((record) => record.correctsRecordId).filter((id) => id !== null));
  return records.filter((record) => !corrected.has(record.id));
}

const byFlight = (a: GradedRecord, b: GradedRecord) => a.flownAt.getTime() - b.flownAt.getTime() || a.id - b.id;

/**
 * Each lesson's state: done when every exercise of the lesson has a passing latest grade (3 or
 * better, satisfactory, proficient) over the lesson's records; a lesson without exercises is done
 * once flown. In progress when flown but not done.
 */
export function lessonStates(tree: VersionTree, records: readonly GradedRecord[]): Map<number, LessonState> {
  const valid = inForce(records).sort(byFlight);
  const states = new Map<number, LessonState>();
  for (const lesson of lessonsInOrder(tree)) {
    const own = valid.filter((record) => record.lessonId === lesson.id);
    if (own.length === 0) {
      states.set(lesson.id, 'not_started');
      continue;
    }
    const latest = new Map<number, Grade>();
    for (const record of own) for (const grade of record.grades) latest.set(grade.exerciseId, grade.grade);
    const done = lesson.exercises.every((exercise) => {
      const grade = latest.get(exercise.id);
      return grade !== undefined && PASSING_GRADES.includes(grade);
    });
    states.set(lesson.id, done ? 'done' : 'in_progress');
  }
  return states;
}

/** The first lesson in programme order not yet done (of the kind, when given); null when all are. */
export function nextLesson(tree: VersionTree, states: Map<number, LessonState>, kind?: LessonKind): FullLesson | null {
  return (
    lessonsInOrder(tree).find((lesson) => states.get(lesson.id) !== 'done' && (kind === undefined || lesson.kind === kind)) ??
    null
  );
}

export function lessonsDone(states: Map<number, LessonState>): number {
  return [...states.values()].filter((state) => state === 'done').length;
}

/** The latest grade of each exercise code over the records in force, in programme order of first appearance. */
export function latestGrades(tree: VersionTree, records: readonly GradedRecord[]) {
  const exercises = new Map(lessonsInOrder(tree).flatMap((lesson) => lesson.exercises.map((e) => [e.id, e] as const)));
  const order = [...new Set([...exercises.values()].map((exercise) => exercise.code))];
  const latest = new Map<
    string,
    { code: string; title: string; grade: Grade; comment: string; graded_on: string; record_id: number }
  >();
  for (const record of inForce(records).sort(byFlight)) {
    for (const grade of record.grades) {
      const exercise = exercises.get(grade.exerciseId);
      if (!exercise) continue;
      latest.set(exercise.code, {
        code: exercise.code,
        title: exercise.title,
        grade: grade.grade,
        comment: grade.comment,
        graded_on: record.flownOn,
        record_id: record.id,
      });
    }
  }
  return order.flatMap((code) => latest.get(code) ?? []);
}

const DAY = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;
const dayOf = (n: number) => new Date(Math.round(n) * DAY).toISOString().slice(0, 10);

/** How far ahead or behind (in percentage points of the whole) still counts as on track. */
export const PACE_TOLERANCE = 10;

/**
 * The pace forecast: the share of lessons done against the share of the planned time gone
 * (start … planned end); the expected end extends the pace so far.
 */
export function forecast(input: { startsOn: string; plannedEndOn: string | null; today: string; done: number; total: number }): {
  status: PaceStatus;
  percent_done: number;
  percent_time_elapsed: number | null;
  planned_end_on: string | null;
  expected_end_on: string | null;
} {
  const { startsOn, plannedEndOn, today, done, total } = input;
  const percentDone = total === 0 ? 0 : Math.round((done / total) * 100);
  const elapsedDays = Math.max(0, dayNumber(today) - dayNumber(startsOn));
  const expected = done > 0 && done < total ? dayOf(dayNumber(startsOn) + (elapsedDays * total) / done) : null;
  const base = { percent_done: percentDone, planned_end_on: plannedEndOn, expected_end_on: expected };
  const plannedDays = plannedEndOn ? dayNumber(plannedEndOn) - dayNumber(startsOn) : null;
  const elapsed =
    plannedDays === null ? null : plannedDays <= 0 ? 100 : Math.min(100, Math.round((elapsedDays / plannedDays) * 100));
  if (total > 0 && done >= total) return { ...base, status: 'complete', percent_time_elapsed: elapsed };
  if (today < startsOn) return { ...base, status: 'not_started', percent_time_elapsed: elapsed };
  if (elapsed === null) return { ...base, status: 'unplanned', percent_time_elapsed: null };
  const lead = percentDone - elapsed;
  const status: PaceStatus = lead > PACE_TOLERANCE ? 'ahead' : lead < -PACE_TOLERANCE ? 'behind' : 'on_track';
  return { ...base, status, percent_time_elapsed: elapsed };
}
