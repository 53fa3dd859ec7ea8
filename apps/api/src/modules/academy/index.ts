export { answerQuestion, startAttempt, submitAttempt } from './attempts';
export { default as figureRoutes } from './figure-routes';
export { createProgramme, latestPublished, publishDraft, versionTree } from './programmes';
export { createQuestionnaire } from './questionnaires';
export { createQuestions } from './questions';
export { createRecord } from './records';
export { default as academyRoutes } from './routes';
export { default as trainingRoutes } from './training-routes';
