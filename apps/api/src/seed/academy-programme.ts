import type { ProgrammeDraft } from '@portal/contracts';

type LessonSpec = [code: string, title: string, kind: 'dual' | 'solo', briefing: number, flight: number, exercises: string[]];

/** The EASA PPL(A) flight exercises (AMC1 FCL.210.A), by the numbers instructors use. */
export const EXERCISES: Record<string, string> = {
  '1': 'Einweisung in das Flugzeug',
  '2': 'Vorbereitung und Nachbereitung des Flugs',
  '3': 'Flugerfahrung',
  '4': 'Wirkung der Steuerorgane',
  '5': 'Rollen',
  '6': 'Geradeausflug',
  '7': 'Steigflug',
  '8': 'Sinkflug',
  '9': 'Kurvenflug',
  '10a': 'Langsamflug',
  '10b': 'Überziehen',
  '11': 'Vermeiden von Trudeln',
  '12': 'Start und Steigflug in den Gegenanflug',
  '13': 'Platzrunde, Anflug und Landung',
  '14': 'Erster Alleinflug',
  '15': 'Steilkurven',
  '16': 'Notlandung ohne Motorleistung',
  '17': 'Sicherheitslandung',
  '18': 'Navigation',
  '19': 'Radionavigation',
};

const PHASES: [string, LessonSpec[]][] = [
  [
    'Grundlagen',
    [
      ['L01', 'Einweisung und Flugerfahrung', 'dual', 45, 45, ['1', '2', '3']],
      ['L02', 'Wirkung der Steuerorgane', 'dual', 30, 60, ['4']],
      ['L03', 'Rollen und Geradeausflug', 'dual', 30, 60, ['5', '6']],
      ['L04', 'Steig- und Sinkflug', 'dual', 30, 60, ['7', '8']],
      ['L05', 'Kurvenflug', 'dual', 30, 60, ['9']],
      ['L06', 'Langsamflug', 'dual', 30, 60, ['10a']],
      ['L07', 'Überziehen', 'dual', 45, 60, ['10b']],
      ['L08', 'Vermeiden von Trudeln', 'dual', 45, 60, ['11']],
    ],
  ],
  [
    'Platzrunden und erster Alleinflug',
    [
      ['L09', 'Start und Platzrunde', 'dual', 30, 60, ['12', '13']],
      ['L10', 'Platzrunden bei Seitenwind', 'dual', 30, 60, ['12', '13']],
      ['L11', 'Notverfahren in der Platzrunde', 'dual', 30, 60, ['12', '13']],
      ['L12', 'Überprüfungsflug vor dem ersten Alleinflug', 'dual', 30, 45, ['12', '13']],
      ['L13', 'Erster Alleinflug', 'solo', 30, 30, ['14']],
    ],
  ],
  [
    'Festigung',
    [
      ['L14', 'Alleinflug Platzrunden', 'solo', 15, 45, ['12', '13']],
      ['L15', 'Steilkurven', 'dual', 30, 60, ['15']],
      ['L16', 'Notlandung ohne Motorleistung', 'dual', 45, 60, ['16']],
      ['L17', 'Sicherheitslandung', 'dual', 30, 60, ['17']],
      ['L18', 'Alleinflug im Übungsraum', 'solo', 15, 60, ['15']],
    ],
  ],
  [
    'Navigation',
    [
      ['L19', 'Navigationsflug', 'dual', 60, 120, ['18']],
      ['L20', 'Navigation in geringer Höhe und bei schlechter Sicht', 'dual', 45, 90, ['18']],
      ['L21', 'Radionavigation', 'dual', 45, 90, ['19']],
      ['L22', 'Alleinflug Überland', 'solo', 45, 120, ['18']],
      ['L23', 'Langer Überlandflug (150 NM, zwei Landungen auswärts)', 'solo', 60, 180, ['18']],
      ['L24', 'Prüfungsvorbereitung', 'dual', 45, 90, ['15', '16', '17', '18']],
    ],
  ],
];

/** Planned theory hours of the nine subjects (100 hours in all). */
const THEORY_HOURS: [number, number][] = [
  [10, 12],
  [20, 10],
  [30, 10],
  [40, 8],
  [50, 12],
  [60, 14],
  [70, 8],
  [80, 14],
  [90, 12],
];

/** The demo PPL(A) programme: four phases, 24 lessons, the EASA exercises 1–19 and the nine theory subjects. */
export function pplProgramme(): ProgrammeDraft {
  return {
    name: 'PPL(A) nach EASA Part-FCL',
    description: 'Ausbildung zur Privatpilotenlizenz PPL(A): mindestens 45 Flugstunden, davon 25 mit Fluglehrer und 10 allein.',
    phases: PHASES.map(([name, lessons]) => ({
      name,
      lessons: lessons.map(([code, title, kind, briefing, flight, exercises]) => ({
        code,
        title,
        kind,
        description: '',
        briefing_minutes: briefing,
        flight_minutes: flight,
        exercises: exercises.map((exercise) => ({ code: exercise, title: EXERCISES[exercise] as string })),
      })),
    })),
    theory_subjects: THEORY_HOURS.map(([subject, hours]) => ({ subject: subject as 10, hours })),
  };
}
