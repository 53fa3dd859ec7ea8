import type { Attempt, AttemptSummary, ClassResult, Question, Questionnaire, Subject } from '@portal/contracts';
import type { AttemptRow, Sheet } from './attempts';
import { resultOf } from './attempts';
import type { ClassAttempt } from './class-results';
import { figureUrl } from './figures';
import { type FullQuestionnaire, questionCount } from './questionnaires';
import type { BankQuestion } from './questions';

/** A bank question with its correct answer: only for the bank's keepers. */
export function presentQuestion(question: BankQuestion): Question {
  return {
    id: question.id,
    subject: question.subject as Subject,
    learning_objective: question.learningObjective,
    text: question.text,
    explanation: question.explanation,
    figure_url: figureUrl(question),
    answers: question.answers.map((answer) => ({ id: answer.id, text: answer.text, correct: answer.correct })),
  };
}

export function presentSummary(attempt: AttemptRow): AttemptSummary {
  return {
    id: attempt.id,
    started_at: attempt.startedAt.toISOString(),
    expires_at: attempt.expiresAt.toISOString(),
    submitted_at: attempt.submittedAt?.toISOString() ?? null,
    score_percent: attempt.scorePercent,
    passed: attempt.passed,
    by_subject: attempt.bySubject ?? [],
  };
}

export function presentQuestionnaire(
  questionnaire: FullQuestionnaire,
  lastAttempt: AttemptRow | undefined,
  permissions: Questionnaire['permissions'],
): Questionnaire {
  return {
    id: questionnaire.id,
    company_id: questionnaire.companyId,
    title: questionnaire.title,
    time_limit_minutes: questionnaire.timeLimitMinutes,
    pass_mark_percent: questionnaire.passMarkPercent,
    question_count: questionCount(questionnaire),
    question_ids: questionnaire.questionIds,
    subject_draws: questionnaire.draws,
    my_last_attempt: lastAttempt ? presentSummary(lastAttempt) : null,
    permissions,
  };
}

/**
 * An attempt for its taker: the questions and their answers without any mark of the correct one;
 * the result (with the correct answers of the questions answered wrong) only once it is closed.
 */
export function presentAttempt(attempt: AttemptRow, questionnaire: FullQuestionnaire, sheet: Sheet, now: Date): Attempt {
  return {
    id: attempt.id,
    questionnaire_id: attempt.questionnaireId,
    title: questionnaire.title,
    pass_mark_percent: questionnaire.passMarkPercent,
    started_at: attempt.startedAt.toISOString(),
    expires_at: attempt.expiresAt.toISOString(),
    submitted_at: attempt.submittedAt?.toISOString() ?? null,
    questions: sheet.questions.map((question) => ({
      id: question.id,
      subject: question.subject,
      text: question.text,
      figure_url: figureUrl(question),
      answers: question.answers.map((answer) => ({ id: answer.id, text: answer.text })),
    })),
    answers: Object.fromEntries([...sheet.given].map(([questionId, answerId]) => [String(questionId), answerId])),
    result: resultOf(attempt, sheet, questionnaire.passMarkPercent),
    server_time: now.toISOString(),
  };
}

export function presentClassResult(attempt: ClassAttempt): ClassResult {
  return {
    attempt_id: attempt.id,
    membership_id: attempt.membershipId,
    member_name: attempt.memberName,
    started_at: attempt.startedAt.toISOString(),
    submitted_at: attempt.submittedAt?.toISOString() ?? null,
    score_percent: attempt.scorePercent,
    passed: attempt.passed,
    by_subject: attempt.bySubject ?? [],
  };
}
