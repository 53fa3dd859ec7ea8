import type { ProgrammeDraft } from '@portal/contracts';
import { academyMessages } from '@portal/contracts/academy-messages';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import {
  academyCourses,
  academyExercises,
  academyLessons,
  academyPhases,
  academyProgrammes,
  academyProgrammeVersions,
} from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import { likeContains } from '../../lib/pagination';

export type ProgrammeRow = typeof academyProgrammes.$inferSelect;
export type VersionRow = typeof academyProgrammeVersions.$inferSelect;
export type LessonRow = typeof academyLessons.$inferSelect;
export type ExerciseRow = typeof academyExercises.$inferSelect;
export type PhaseRow = typeof academyPhases.$inferSelect;

/** A lesson with its exercises in order. */
export type FullLesson = LessonRow & { exercises: ExerciseRow[] };
/** A version with its content in order. */
export type VersionTree = VersionRow & { phases: (PhaseRow & { lessons: FullLesson[] })[] };
export type VersionSummary = Pick<VersionRow, 'id' | 'number' | 'status' | 'publishedAt'> & { courseCount: number };
export type ProgrammeListed = ProgrammeRow & { versions: VersionSummary[]; name: string; description: string };

/** Writes a draft's content (phases, lessons, exercises in array order) under the version. */
async function writeContent(db: Executor, companyId: number, versionId: number, draft: ProgrammeDraft) {
  for (const [phaseIndex, phase] of draft.phases.entries()) {
    const [phaseRow] = await db
      .insert(academyPhases)
      .values({ companyId, versionId, position: phaseIndex + 1, name: phase.name })
      .returning({ id: academyPhases.id });
    if (!phaseRow) throw new Error('phase not created');
    if (phase.lessons.length === 0) continue;
    const lessons = await db
      .insert(academyLessons)
      .values(
        phase.lessons.map((lesson, index) => ({
          companyId,
          versionId,
          phaseId: phaseRow.id,
          position: index + 1,
          code: lesson.code,
          title: lesson.title,
          kind: lesson.kind,
          description: lesson.description,
          briefingMinutes: lesson.briefing_minutes,
          flightMinutes: lesson.flight_minutes,
        })),
      )
      .returning({ id: academyLessons.id, position: academyLessons.position });
    const exercises = lessons.flatMap((row) =>
      (phase.lessons[row.position - 1]?.exercises ?? []).map((exercise, index) => ({
        companyId,
        versionId,
        lessonId: row.id,
        position: index + 1,
        code: exercise.code,
        title: exercise.title,
      })),
    );
    if (exercises.length) await db.insert(academyExercises).values(exercises);
  }
}

const versionFields = (draft: ProgrammeDraft) => ({
  name: draft.name,
  description: draft.description,
  theorySubjects: draft.theory_subjects,
});

/** A new programme with its content as draft version 1. */
export async function createProgramme(db: Executor, companyId: number, draft: ProgrammeDraft): Promise<ProgrammeRow> {
  const [programme] = await db.insert(academyProgrammes).values({ companyId }).returning();
  if (!programme) throw new Error('programme not created');
  const [version] = await db
    .insert(academyProgrammeVersions)
    .values({ companyId, programmeId: programme.id, number: 1, ...versionFields(draft) })
    .returning({ id: academyProgrammeVersions.id });
  if (!version) throw new Error('version not created');
  await writeContent(db, companyId, version.id, draft);
  return programme;
}

/** Replaces the programme's draft (its content goes, cascading), or starts one as the next version. */
export async function saveDraft(db: Executor, programme: ProgrammeRow, draft: ProgrammeDraft): Promise<void> {
  const versions = await db
    .select({ id: academyProgrammeVersions.id, number: academyProgrammeVersions.number, status: academyProgrammeVersions.status })
    .from(academyProgrammeVersions)
    .where(eq(academyProgrammeVersions.programmeId, programme.id))
    .orderBy(desc(academyProgrammeVersions.number))
    .for('update');
  const current = versions.find((version) => version.status === 'draft');
  if (current) await db.delete(academyPhases).where(eq(academyPhases.versionId, current.id));
  const versionId = current
    ? (
        await db
          .update(academyProgrammeVersions)
          .set(versionFields(draft))
          .where(eq(academyProgrammeVersions.id, current.id))
          .returning({ id: academyProgrammeVersions.id })
      )[0]?.id
    : (
        await db
          .insert(academyProgrammeVersions)
          .values({
            companyId: programme.companyId,
            programmeId: programme.id,
            number: (versions[0]?.number ?? 0) + 1,
            ...versionFields(draft),
          })
          .returning({ id: academyProgrammeVersions.id })
      )[0]?.id;
  if (versionId === undefined) throw new Error('draft not saved');
  await writeContent(db, programme.companyId, versionId, draft);
}

/** Publishes the draft as it stands: from now on it never changes. */
export async function publishDraft(db: Executor, programme: ProgrammeRow, at: Date): Promise<void> {
  const [draft] = await db
    .select({ id: academyProgrammeVersions.id })
    .from(academyProgrammeVersions)
    .where(and(eq(academyProgrammeVersions.programmeId, programme.id), eq(academyProgrammeVersions.status, 'draft')))
    .for('update');
  if (!draft) throw conflict(academyMessages.noDraft);
  const [lessons] = await db.select({ n: count() }).from(academyLessons).where(eq(academyLessons.versionId, draft.id));
  if (!lessons?.n) throw invalid('phases', academyMessages.emptyProgramme);
  await db
    .update(academyProgrammeVersions)
    .set({ status: 'published', publishedAt: at })
    .where(eq(academyProgrammeVersions.id, draft.id));
}

export async function findProgramme(db: Executor, id: number): Promise<ProgrammeRow | undefined> {
  const [row] = await db.select().from(academyProgrammes).where(eq(academyProgrammes.id, id));
  return row;
}

/** The programmes' versions, newest first, with how many courses follow each. */
async function versionsOf(db: Executor, programmeIds: number[]) {
  if (programmeIds.length === 0) return [];
  return db
    .select({
      id: academyProgrammeVersions.id,
      programmeId: academyProgrammeVersions.programmeId,
      number: academyProgrammeVersions.number,
      status: academyProgrammeVersions.status,
      publishedAt: academyProgrammeVersions.publishedAt,
      name: academyProgrammeVersions.name,
      description: academyProgrammeVersions.description,
      courseCount: count(academyCourses.id),
    })
    .from(academyProgrammeVersions)
    .leftJoin(academyCourses, eq(academyCourses.programmeVersionId, academyProgrammeVersions.id))
    .where(inArray(academyProgrammeVersions.programmeId, programmeIds))
    .groupBy(academyProgrammeVersions.id)
    .orderBy(desc(academyProgrammeVersions.number));
}

export async function withVersions(db: Executor, rows: ProgrammeRow[]): Promise<ProgrammeListed[]> {
  const versions = await versionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = versions.filter((version) => version.programmeId === row.id);
    const latest = own[0];
    return {
      ...row,
      name: latest?.name ?? '',
      description: latest?.description ?? '',
      versions: own.map(({ id, number, status, publishedAt, courseCount }) => ({ id, number, status, publishedAt, courseCount })),
    };
  });
}

const programmesWhere = (companyId: number, search?: string) =>
  and(eq(academyProgrammes.companyId, companyId), search ? inArray(academyProgrammes.id, namedLike(search)) : undefined);

/** Programmes one of whose versions is named like the search. */
function namedLike(search: string) {
  return sql`(select ${academyProgrammeVersions.programmeId} from ${academyProgrammeVersions} where ${ilike(academyProgrammeVersions.name, likeContains(search))})`;
}

export async function countProgrammes(db: Executor, companyId: number, search?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(academyProgrammes).where(programmesWhere(companyId, search));
  return row?.n ?? 0;
}

export async function listProgrammes(
  db: Executor,
  companyId: number,
  search: string | undefined,
  limit?: number,
  offset?: number,
): Promise<ProgrammeListed[]> {
  let query = db
    .select()
    .from(academyProgrammes)
    .where(programmesWhere(companyId, search))
    .orderBy(asc(academyProgrammes.id))
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit).offset(offset ?? 0);
  return withVersions(db, await query);
}

/** Rows by a key, in their order (Map.groupBy is ES2024). */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Versions with their whole content, in order. */
export async function versionTrees(db: Executor, versionIds: number[]): Promise<Map<number, VersionTree>> {
  const trees = new Map<number, VersionTree>();
  if (versionIds.length === 0) return trees;
  const [versions, phases, lessons, exercises] = await readAll(db, [
    () => db.select().from(academyProgrammeVersions).where(inArray(academyProgrammeVersions.id, versionIds)),
    () =>
      db.select().from(academyPhases).where(inArray(academyPhases.versionId, versionIds)).orderBy(asc(academyPhases.position)),
    () =>
      db.select().from(academyLessons).where(inArray(academyLessons.versionId, versionIds)).orderBy(asc(academyLessons.position)),
    () =>
      db
        .select()
        .from(academyExercises)
        .where(inArray(academyExercises.versionId, versionIds))
        .orderBy(asc(academyExercises.position)),
  ]);
  const exercisesOf = groupBy(exercises, (exercise) => exercise.lessonId);
  const lessonsOf = groupBy(lessons, (lesson) => lesson.phaseId);
  const phasesOf = groupBy(phases, (phase) => phase.versionId);
  for (const version of versions) {
    trees.set(version.id, {
      ...version,
      phases: (phasesOf.get(version.id) ?? []).map((phase) => ({
        ...phase,
        lessons: (lessonsOf.get(phase.id) ?? []).map((lesson) => ({ ...lesson, exercises: exercisesOf.get(lesson.id) ?? [] })),
      })),
    });
  }
  return trees;
}

export async function versionTree(db: Executor, versionId: number): Promise<VersionTree> {
  const tree = (await versionTrees(db, [versionId])).get(versionId);
  if (!tree) throw new Error(`programme version ${versionId} missing`);
  return tree;
}

/** The lessons of a version in programme order (phase, then lesson). */
export const lessonsInOrder = (tree: VersionTree): FullLesson[] => tree.phases.flatMap((phase) => phase.lessons);

/** The programme's latest published version, if any. */
export async function latestPublished(db: Executor, programmeId: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(academyProgrammeVersions)
    .where(and(eq(academyProgrammeVersions.programmeId, programmeId), eq(academyProgrammeVersions.status, 'published')))
    .orderBy(desc(academyProgrammeVersions.number))
    .limit(1);
  return row;
}
