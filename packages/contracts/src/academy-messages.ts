import { type Message, message } from './message';

/**
 * Every message the academy API sends (questionnaires, courses, training records), word for word in English; the web translates
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
  courseForbidden: message('academy.course_forbidden', {}, 'You may not manage the courses and programmes of this company.'),
  notYourTraining: message('academy.not_your_training', {}, 'This training file belongs to another student.'),
  endBeforeStart: message('academy.end_before_start', {}, 'The end must not be before the start.'),
  noPublishedVersion: message('academy.no_published_version', {}, 'This programme has no published version yet.'),
  noDraft: message('academy.no_draft', {}, 'This programme has no draft to publish.'),
  emptyProgramme: message('academy.empty_programme', {}, 'A programme needs at least one lesson before it is published.'),
  courseInUse: message('academy.course_in_use', {}, 'This course has training records or theory sessions and cannot be deleted.'),
  notStudent: message('academy.not_student', {}, 'This member does not have the student role.'),
  notInstructor: message('academy.not_instructor', {}, 'This member does not have the instructor role.'),
  alreadyEnrolled: message('academy.already_enrolled', {}, 'This student is already enrolled in the course.'),
  notTheInstructor: message('academy.not_the_instructor', {}, 'Only the student’s instructor can record and sign this training.'),
  flightMismatch: message(
    'academy.flight_mismatch',
    {},
    'This flight is not a flight of this student with this instructor (dual) or alone (solo).',
  ),
  lessonNotInCourse: message('academy.lesson_not_in_course', {}, 'This lesson is not part of the course’s programme.'),
  exerciseNotInLesson: message('academy.exercise_not_in_lesson', {}, 'This exercise is not part of the lesson.'),
  gradeScale: message('academy.grade_scale', {}, 'This grade is not on the company’s grading scale.'),
  recordLocked: message(
    'academy.record_locked',
    {},
    'This training record is signed by both and locked; record a correction instead.',
  ),
  alreadySigned: message('academy.already_signed', {}, 'You have already signed this training record.'),
  correctionTarget: message(
    'academy.correction_target',
    {},
    'Only a locked record of the same enrolment that is not yet corrected can be corrected.',
  ),
  notTrainingBooking: message('academy.not_training_booking', {}, 'Only a training booking of this student can name a lesson.'),
  notEnrolled: message('academy.not_enrolled', {}, 'This student is not enrolled in the course.'),
  enrolmentClosed: message('academy.enrolment_closed', {}, 'This training is completed or withdrawn: no new records.'),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
