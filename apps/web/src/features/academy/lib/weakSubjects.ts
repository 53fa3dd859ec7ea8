import type { Questionnaire, Subject, SubjectScore } from '@portal/contracts';

/**
 * The subjects to practise: each subject's score in the user's most recent closed attempt that asked it,
 * lowest first, those below `below` percent only, at most `limit`.
 */
export function weakSubjects(questionnaires: Questionnaire[], below = 75, limit = 3): SubjectScore[] {
  const latest = new Map<Subject, { at: string; score: SubjectScore }>();
  for (const questionnaire of questionnaires) {
    const attempt = questionnaire.my_last_attempt;
    if (!attempt?.submitted_at) continue;
    for (const score of attempt.by_subject) {
      const known = latest.get(score.subject);
      if (!known || known.at < attempt.submitted_at) latest.set(score.subject, { at: attempt.submitted_at, score });
    }
  }
  return [...latest.values()]
    .map(({ score }) => score)
    .filter((score) => score.score_percent < below)
    .sort((a, b) => a.score_percent - b.score_percent || a.subject - b.subject)
    .slice(0, limit);
}

/** Whether at least one closed attempt exists among these questionnaires. */
export const hasResults = (questionnaires: Questionnaire[]) => questionnaires.some((q) => q.my_last_attempt?.submitted_at);

/** mm:ss (or h:mm:ss) of the milliseconds left, never below zero. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Whether an attempt is still open at `now` (the server closes it when its time is up). */
export const isOpen = (attempt: { submitted_at: string | null; expires_at: string } | null | undefined, now = Date.now()) =>
  Boolean(attempt && !attempt.submitted_at && new Date(attempt.expires_at).getTime() > now);
