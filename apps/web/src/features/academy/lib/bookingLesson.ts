import type { LessonKind } from '@portal/contracts';

/**
 * The lesson a training booking proposes: from the student's next lesson on, the first one of the
 * booking's kind (dual with an instructor, solo without); the next lesson itself when none follows of
 * that kind, the first lesson when the student has none left.
 */
export function proposedLesson<L extends { id: number; kind: LessonKind }>(
  lessons: readonly L[],
  nextLessonId: number | undefined,
  kind: LessonKind,
): L | undefined {
  const from = lessons.findIndex((lesson) => lesson.id === nextLessonId);
  if (from === -1) return lessons[0];
  return lessons.slice(from).find((lesson) => lesson.kind === kind) ?? lessons[from];
}
