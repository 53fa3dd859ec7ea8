/**
 * A question as written in the subject files: its learning-objective tag, the text, the correct answer
 * first and then three wrong ones (their order is mixed when seeded), and a short explanation.
 */
export type Written = [learningObjective: string, text: string, answers: [string, string, string, string], explanation: string];
