import type { Questionnaire } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { formatRemaining, weakSubjects } from './weakSubjects';

const questionnaire = (submittedAt: string | null, scores: Array<[number, number]>): Questionnaire =>
  ({
    my_last_attempt: {
      submitted_at: submittedAt,
      by_subject: scores.map(([subject, score_percent]) => ({ subject, score_percent, correct: 0, total: 4 })),
    },
  }) as Questionnaire;

describe('weakSubjects', () => {
  it('takes each subject’s latest closed result and lists those below the pass mark, lowest first', () => {
    const older = questionnaire('2026-11-01T10:00:00Z', [
      [60, 0],
      [50, 50],
    ]);
    const newer = questionnaire('2026-11-10T10:00:00Z', [
      [60, 100],
      [10, 25],
    ]);
    const open = questionnaire(null, [[90, 0]]);
    expect(weakSubjects([older, newer, open]).map((s) => s.subject)).toEqual([10, 50]);
  });
});

describe('formatRemaining', () => {
  it('shows minutes and seconds, hours when needed, and never a negative time', () => {
    expect(formatRemaining(14 * 60_000 + 5_500)).toBe('14:06');
    expect(formatRemaining(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatRemaining(-5)).toBe('0:00');
  });
});
