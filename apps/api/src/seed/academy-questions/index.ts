import type { QuestionInput, Subject } from '@portal/contracts';
import { airLaw } from './air-law';
import { aircraftGeneral } from './aircraft-general';
import { communications } from './communications';
import { flightPerformance } from './flight-performance';
import { humanPerformance } from './human-performance';
import { meteorology } from './meteorology';
import { navigation } from './navigation';
import { operationalProcedures } from './operational-procedures';
import { principlesOfFlight } from './principles-of-flight';
import type { Written } from './written';

/**
 * The demo's question bank: original questions written for this project, at least 24 per EASA subject,
 * in German, one file per subject. No third-party question bank is shipped.
 */
const BANK: Record<Subject, Written[]> = {
  10: airLaw,
  20: aircraftGeneral,
  30: flightPerformance,
  40: humanPerformance,
  50: meteorology,
  60: navigation,
  70: operationalProcedures,
  80: principlesOfFlight,
  90: communications,
};

/** The bank as questions to write: the correct answer moves through the four positions, question by question. */
export function demoQuestions(): QuestionInput[] {
  return Object.entries(BANK).flatMap(([subject, written]) =>
    written.map(([learningObjective, text, [correct, ...wrong], explanation], index): QuestionInput => {
      const answers = wrong.map((answer) => ({ text: answer, correct: false }));
      answers.splice((Number(subject) / 10 + index) % 4, 0, { text: correct, correct: true });
      return { subject: Number(subject) as Subject, learning_objective: learningObjective, text, explanation, answers };
    }),
  );
}
