import type { ProgrammeDraft, ProgrammeVersion } from '@portal/contracts';

/** A lesson as the editor holds it: minutes as typed, exercises one per line as "code title". */
export interface LessonForm {
  key: string;
  code: string;
  title: string;
  kind: 'dual' | 'solo';
  briefing_minutes: string;
  flight_minutes: string;
  exercises: string;
}
export interface PhaseForm {
  key: string;
  name: string;
  lessons: LessonForm[];
}
export interface ProgrammeForm {
  name: string;
  description: string;
  phases: PhaseForm[];
}

let next = 0;
export const newKey = () => `k${++next}`;

export const emptyLesson = (): LessonForm => ({
  key: newKey(),
  code: '',
  title: '',
  kind: 'dual',
  briefing_minutes: '30',
  flight_minutes: '60',
  exercises: '',
});
export const emptyPhase = (): PhaseForm => ({ key: newKey(), name: '', lessons: [emptyLesson()] });

/** The version's content to edit (a new draft starts from the latest version). */
export function formOf(version: ProgrammeVersion | null): ProgrammeForm {
  if (!version) return { name: '', description: '', phases: [emptyPhase()] };
  return {
    name: version.name,
    description: version.description,
    phases: version.phases.map((phase) => ({
      key: newKey(),
      name: phase.name,
      lessons: phase.lessons.map((lesson) => ({
        key: newKey(),
        code: lesson.code,
        title: lesson.title,
        kind: lesson.kind,
        briefing_minutes: String(lesson.briefing_minutes),
        flight_minutes: String(lesson.flight_minutes),
        exercises: lesson.exercises.map((exercise) => `${exercise.code} ${exercise.title}`).join('\n'),
      })),
    })),
  };
}

/** "10b Stalling" → code 10b, title Stalling; a line without a space is its own code and title. */
export function exercisesOf(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const space = line.indexOf(' ');
      return space < 0 ? { code: line, title: line } : { code: line.slice(0, space), title: line.slice(space + 1).trim() };
    });
}

const minutes = (text: string) => Math.max(0, Math.round(Number(text.replace(',', '.')) || 0));

/** The draft as the API takes it; the theory subjects stay as the version had them. */
export function draftOf(form: ProgrammeForm, theory: ProgrammeDraft['theory_subjects']): ProgrammeDraft {
  return {
    name: form.name,
    description: form.description,
    theory_subjects: theory,
    phases: form.phases.map((phase) => ({
      name: phase.name,
      lessons: phase.lessons.map((lesson) => ({
        code: lesson.code,
        title: lesson.title,
        kind: lesson.kind,
        description: '',
        briefing_minutes: minutes(lesson.briefing_minutes),
        flight_minutes: minutes(lesson.flight_minutes),
        exercises: exercisesOf(lesson.exercises),
      })),
    })),
  };
}
