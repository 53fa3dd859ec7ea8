import { z } from 'zod';
import { academyMessages } from './academy-messages';
import { idParam, listQuerySchema } from './common';
import { messageParamsSchema } from './message';
import { validationMessages } from './request-messages';

/** The nine EASA theory subjects of PPL(A) and LAPL, by their code (10 Air Law … 90 Communications). */
export const SUBJECTS = [10, 20, 30, 40, 50, 60, 70, 80, 90] as const;
export type Subject = (typeof SUBJECTS)[number];
export const subjectSchema = z.literal(SUBJECTS);

const text = (max: number) => z.string().trim().max(max, validationMessages.maxLength(max).message);
const required = (max: number) => text(max).min(1, 'This field is required');

/** A question as it is written into the bank: four answers, exactly one correct. */
export const questionInputSchema = z.object({
  subject: subjectSchema,
  learning_objective: text(40).default(''),
  text: required(2000),
  explanation: text(4000).default(''),
  answers: z
    .array(z.object({ text: required(500), correct: z.boolean() }))
    .length(4, academyMessages.oneCorrect.message)
    .refine((answers) => answers.filter((answer) => answer.correct).length === 1, academyMessages.oneCorrect.message),
});
export type QuestionInput = z.infer<typeof questionInputSchema>;

/**
 * Where a question's figure is served (`GET /api/questions/{id}/figure`, changing with each new figure),
 * or null when it has none.
 */
const figureUrl = z.string().nullable();

/** A bank question as its keepers (instructors, admins) read it, with the correct answer. */
export const questionSchema = z.object({
  id: z.number().int(),
  subject: subjectSchema,
  learning_objective: z.string(),
  text: z.string(),
  explanation: z.string(),
  figure_url: figureUrl,
  answers: z.array(z.object({ id: z.number().int(), text: z.string(), correct: z.boolean() })),
});
export type Question = z.infer<typeof questionSchema>;

export const questionListQuerySchema = listQuerySchema.extend({ subject: z.coerce.number().pipe(subjectSchema).optional() });

/** An import: the file's text as CSV or JSON (format in docs/ACADEMY.md); `dry_run` checks without saving. */
export const questionImportSchema = z.object({
  format: z.enum(['csv', 'json']),
  content: z.string().min(1, 'This field is required').max(2_000_000),
  dry_run: z.boolean().default(false),
});
export type QuestionImport = z.infer<typeof questionImportSchema>;

export const questionImportResultSchema = z.object({
  dry_run: z.boolean(),
  /** Rows that are good (saved unless `dry_run`). */
  valid: z.number().int(),
  saved: z.number().int(),
  /** Each bad row's problems: row number (1 = first data row), field, message and its code and params to translate by. */
  errors: z.array(
    z.object({ row: z.number().int(), field: z.string(), message: z.string(), code: z.string(), params: messageParamsSchema }),
  ),
});
export type QuestionImportResult = z.infer<typeof questionImportResultSchema>;

/** Draw `count` questions of `subject` at random; `subject: null` draws from every subject. */
export const subjectDrawSchema = z.object({ subject: subjectSchema.nullable(), count: z.number().int().min(1).max(200) });
export type SubjectDraw = z.infer<typeof subjectDrawSchema>;

export const questionnaireCreateSchema = z
  .object({
    title: required(120),
    time_limit_minutes: z.number().int().min(1).max(600),
    pass_mark_percent: z.number().int().min(1).max(100).default(75),
    question_ids: z.array(z.number().int().positive()).min(1).max(500).optional(),
    subject_draws: z.array(subjectDrawSchema).min(1).max(10).optional(),
  })
  .refine((value) => (value.question_ids === undefined) !== (value.subject_draws === undefined), {
    path: ['question_ids'],
    message: academyMessages.questionSource.message,
  });
export type QuestionnaireCreate = z.infer<typeof questionnaireCreateSchema>;

export const subjectScoreSchema = z.object({
  subject: subjectSchema,
  score_percent: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
});
export type SubjectScore = z.infer<typeof subjectScoreSchema>;

/** The caller's latest attempt at a questionnaire, as the dashboard shows it. */
export const attemptSummarySchema = z.object({
  id: z.number().int(),
  started_at: z.string(),
  expires_at: z.string(),
  submitted_at: z.string().nullable(),
  score_percent: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  by_subject: z.array(subjectScoreSchema),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const questionnaireSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  title: z.string(),
  time_limit_minutes: z.number().int(),
  pass_mark_percent: z.number().int(),
  question_count: z.number().int(),
  question_ids: z.array(z.number().int()),
  subject_draws: z.array(subjectDrawSchema),
  my_last_attempt: attemptSummarySchema.nullable(),
  permissions: z.object({ results: z.boolean() }),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/** After submission: the score, per subject, and what was answered wrong (or not at all) with the explanation. */
export const attemptResultSchema = z.object({
  score_percent: z.number().int(),
  passed: z.boolean(),
  by_subject: z.array(subjectScoreSchema),
  wrong: z.array(
    z.object({
      question_id: z.number().int(),
      answer_id: z.number().int().nullable(),
      correct_answer_id: z.number().int(),
      explanation: z.string(),
    }),
  ),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** An attempt as its taker sees it: the questions drawn at its start and the answers given; never which is correct before it closes. */
export const attemptSchema = z.object({
  id: z.number().int(),
  questionnaire_id: z.number().int(),
  title: z.string(),
  pass_mark_percent: z.number().int(),
  started_at: z.string(),
  expires_at: z.string(),
  submitted_at: z.string().nullable(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      subject: subjectSchema,
      text: z.string(),
      figure_url: figureUrl,
      answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
    }),
  ),
  answers: z.record(z.string(), z.number().int()),
  result: attemptResultSchema.nullable(),
  /** The server's clock when it answered, so the countdown runs by the server's time, not the device's. */
  server_time: z.string(),
});
export type Attempt = z.infer<typeof attemptSchema>;

/** `v`: the figure's file id, so a replaced figure is a new address the browser may keep. */
export const figureQuerySchema = z.object({ v: z.coerce.number().int().positive().optional() });

export const answerPutSchema = z.object({ answer_id: z.number().int().positive() });
export const attemptQuestionParams = z.object({ id: idParam, question_id: idParam });

/** One attempt in a questionnaire's class results (instructors). */
export const classResultSchema = z.object({
  attempt_id: z.number().int(),
  membership_id: z.number().int(),
  member_name: z.string(),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  score_percent: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  by_subject: z.array(subjectScoreSchema),
});
export type ClassResult = z.infer<typeof classResultSchema>;
