import type { AttemptResult, Subject, SubjectScore } from '@portal/contracts';

/** One drawn question as the scorer needs it. */
export interface SheetQuestion {
  id: number;
  subject: Subject;
  correctAnswerId: number;
  explanation: string;
}

const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.floor((correct * 100) / total));

/**
 * Scores an attempt: a question counts when its given answer is the correct one, an unanswered one is
 * wrong. Percentages are rounded down, so "passed" never rounds up to the pass mark.
 */
export function score(questions: SheetQuestion[], given: ReadonlyMap<number, number>, passMarkPercent: number): AttemptResult {
  const bySubject = new Map<Subject, { correct: number; total: number }>();
  const wrong: AttemptResult['wrong'] = [];
  let correct = 0;
  for (const question of questions) {
    const tally = bySubject.get(question.subject) ?? { correct: 0, total: 0 };
    tally.total += 1;
    const answerId = given.get(question.id) ?? null;
    if (answerId === question.correctAnswerId) {
      tally.correct += 1;
      correct += 1;
    } else {
      wrong.push({
        question_id: question.id,
        answer_id: answerId,
        correct_answer_id: question.correctAnswerId,
        explanation: question.explanation,
      });
    }
    bySubject.set(question.subject, tally);
  }
  const scorePercent = percent(correct, questions.length);
  return {
    score_percent: scorePercent,
    passed: scorePercent >= passMarkPercent,
    by_subject: [...bySubject.entries()]
      .sort(([a], [b]) => a - b)
      .map(([subject, tally]): SubjectScore => ({ subject, score_percent: percent(tally.correct, tally.total), ...tally })),
    wrong,
  };
}
