import { SUBJECTS, type SubjectScore } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, memberships } from './companies';
import { storedFiles } from './files';

const SUBJECT_LIST = sql.raw(SUBJECTS.join(', '));

/**
 * The academy's question bank: single-choice questions of one company, each of one EASA subject
 * (10 Air Law … 90 Communications). A question is never changed under an attempt that drew it; its
 * four answers are rows of `academy_answers`, exactly one correct (a partial unique index and a
 * constraint trigger at commit keep it so). A question may carry one figure (an image of the company's
 * file store), served only to the bank's keepers and to members whose attempt drew the question.
 */
export const academyQuestions = pgTable(
  'academy_questions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subject: smallint('subject').notNull(),
    learningObjective: text('learning_objective').notNull().default(''),
    text: text('text').notNull(),
    explanation: text('explanation').notNull().default(''),
    figureFileId: integer('figure_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('academy_questions_company_id_unique').on(t.companyId, t.id),
    uniqueIndex('academy_questions_figure_file_unique').on(t.figureFileId),
    foreignKey({
      name: 'academy_questions_figure_file_fk',
      columns: [t.companyId, t.figureFileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }),
    index('academy_questions_subject_idx').on(t.companyId, t.subject),
    check('academy_questions_subject_check', sql`${t.subject} in (${SUBJECT_LIST})`),
  ],
);

export const academyAnswers = pgTable(
  'academy_answers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    questionId: integer('question_id').notNull(),
    position: smallint('position').notNull(),
    text: text('text').notNull(),
    correct: boolean('correct').notNull().default(false),
  },
  (t) => [
    foreignKey({
      name: 'academy_answers_question_fk',
      columns: [t.companyId, t.questionId],
      foreignColumns: [academyQuestions.companyId, academyQuestions.id],
    }).onDelete('cascade'),
    unique('academy_answers_question_id_unique').on(t.questionId, t.id),
    unique('academy_answers_position_unique').on(t.questionId, t.position),
    uniqueIndex('academy_answers_one_correct').on(t.questionId).where(sql`${t.correct}`),
    check('academy_answers_position_check', sql`${t.position} between 1 and 4`),
  ],
);

/** A questionnaire: a fixed list of questions (`academy_questionnaire_questions`) or draws per subject. */
export const academyQuestionnaires = pgTable(
  'academy_questionnaires',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    timeLimitMinutes: integer('time_limit_minutes').notNull(),
    passMarkPercent: integer('pass_mark_percent').notNull().default(75),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('academy_questionnaires_company_id_unique').on(t.companyId, t.id),
    check('academy_questionnaires_time_check', sql`${t.timeLimitMinutes} between 1 and 600`),
    check('academy_questionnaires_pass_mark_check', sql`${t.passMarkPercent} between 1 and 100`),
  ],
);

export const academyQuestionnaireQuestions = pgTable(
  'academy_questionnaire_questions',
  {
    companyId: integer('company_id').notNull(),
    questionnaireId: integer('questionnaire_id').notNull(),
    questionId: integer('question_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.questionnaireId, t.questionId] }),
    unique('academy_questionnaire_questions_position_unique').on(t.questionnaireId, t.position),
    foreignKey({
      name: 'academy_questionnaire_questions_questionnaire_fk',
      columns: [t.companyId, t.questionnaireId],
      foreignColumns: [academyQuestionnaires.companyId, academyQuestionnaires.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'academy_questionnaire_questions_question_fk',
      columns: [t.companyId, t.questionId],
      foreignColumns: [academyQuestions.companyId, academyQuestions.id],
    }),
  ],
);

/** Draw `count` questions of `subject` (null: any subject) when an attempt starts. */
export const academyQuestionnaireDraws = pgTable(
  'academy_questionnaire_draws',
  {
    companyId: integer('company_id').notNull(),
    questionnaireId: integer('questionnaire_id').notNull(),
    subject: smallint('subject'),
    count: integer('count').notNull(),
  },
  (t) => [
    unique('academy_questionnaire_draws_subject_unique').on(t.questionnaireId, t.subject).nullsNotDistinct(),
    foreignKey({
      name: 'academy_questionnaire_draws_questionnaire_fk',
      columns: [t.companyId, t.questionnaireId],
      foreignColumns: [academyQuestionnaires.companyId, academyQuestionnaires.id],
    }).onDelete('cascade'),
    check('academy_questionnaire_draws_subject_check', sql`${t.subject} is null or ${t.subject} in (${SUBJECT_LIST})`),
    check('academy_questionnaire_draws_count_check', sql`${t.count} between 1 and 200`),
  ],
);

/**
 * One sitting of a questionnaire by a member. The time runs on the server: `expires_at` is fixed at
 * the start; once past it, or once submitted, the attempt is closed and scored (`submitted_at`,
 * `score_percent`, `passed`, `by_subject` together). A member has at most one open attempt per questionnaire.
 */
export const academyAttempts = pgTable(
  'academy_attempts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    questionnaireId: integer('questionnaire_id').notNull(),
    membershipId: integer('membership_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    scorePercent: integer('score_percent'),
    passed: boolean('passed'),
    bySubject: jsonb('by_subject').$type<SubjectScore[]>(),
  },
  (t) => [
    unique('academy_attempts_company_id_unique').on(t.companyId, t.id),
    foreignKey({
      name: 'academy_attempts_questionnaire_fk',
      columns: [t.companyId, t.questionnaireId],
      foreignColumns: [academyQuestionnaires.companyId, academyQuestionnaires.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'academy_attempts_membership_fk',
      columns: [t.companyId, t.membershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }).onDelete('cascade'),
    uniqueIndex('academy_attempts_one_open').on(t.questionnaireId, t.membershipId).where(sql`${t.submittedAt} is null`),
    index('academy_attempts_member_idx').on(t.companyId, t.membershipId, t.questionnaireId, t.startedAt.desc()),
    index('academy_attempts_questionnaire_idx').on(t.companyId, t.questionnaireId, t.startedAt.desc()),
    check('academy_attempts_expiry_check', sql`${t.expiresAt} > ${t.startedAt}`),
    check(
      'academy_attempts_scored_check',
      sql`(${t.submittedAt} is null) = (${t.scorePercent} is null) and (${t.submittedAt} is null) = (${t.passed} is null)
        and (${t.submittedAt} is null) = (${t.bySubject} is null) and ${t.scorePercent} between 0 and 100`,
    ),
  ],
);

/** The questions an attempt drew at its start, in the order shown; frozen for the attempt's life. */
export const academyAttemptQuestions = pgTable(
  'academy_attempt_questions',
  {
    companyId: integer('company_id').notNull(),
    attemptId: integer('attempt_id').notNull(),
    questionId: integer('question_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    unique('academy_attempt_questions_position_unique').on(t.attemptId, t.position),
    foreignKey({
      name: 'academy_attempt_questions_attempt_fk',
      columns: [t.companyId, t.attemptId],
      foreignColumns: [academyAttempts.companyId, academyAttempts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'academy_attempt_questions_question_fk',
      columns: [t.companyId, t.questionId],
      foreignColumns: [academyQuestions.companyId, academyQuestions.id],
    }),
  ],
);

/** The answer given to one drawn question (the latest choice); the answer must be one of that question's. */
export const academyAttemptAnswers = pgTable(
  'academy_attempt_answers',
  {
    attemptId: integer('attempt_id').notNull(),
    questionId: integer('question_id').notNull(),
    answerId: integer('answer_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    foreignKey({
      name: 'academy_attempt_answers_question_fk',
      columns: [t.attemptId, t.questionId],
      foreignColumns: [academyAttemptQuestions.attemptId, academyAttemptQuestions.questionId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'academy_attempt_answers_answer_fk',
      columns: [t.questionId, t.answerId],
      foreignColumns: [academyAnswers.questionId, academyAnswers.id],
    }),
  ],
);
