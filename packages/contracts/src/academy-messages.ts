import { type Message, message } from './message';

/**
 * Every message the academy's questionnaire API sends, word for word in English; the web translates
 * them by code (apps/web/src/locales/<lang>/errors.json).
 */
export const academyMessages = {
  forbidden: message('academy.forbidden', {}, 'You may not manage the question bank or see these results.'),
  notYours: message('academy.not_yours', {}, 'This attempt belongs to someone else.'),
  oneCorrect: message('academy.one_correct', {}, 'A question needs four answers, exactly one of them correct.'),
  questionSource: message('academy.question_source', {}, 'Give either a list of questions or draws per subject, not both.'),
  questionUnknown: message('academy.question_unknown', {}, 'This question does not belong to the company’s bank.'),
  bankTooSmall: message('academy.bank_too_small', {}, 'The question bank has no questions for this questionnaire.'),
  notInAttempt: message('academy.not_in_attempt', {}, 'This question or answer is not part of the attempt.'),
  attemptClosed: message('academy.attempt_closed', {}, 'This attempt is closed: its time is up or it was submitted.'),
  noMembership: message('academy.no_membership', {}, 'Only a member of the company can take its questionnaires.'),
  importFormat: message('academy.import_format', {}, 'The file could not be read in the chosen format.'),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
