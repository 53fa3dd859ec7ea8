import { describe, expect, it } from 'vitest';
import { proposedLesson } from './bookingLesson';

const lessons = [
  { id: 1, kind: 'dual' as const },
  { id: 2, kind: 'dual' as const },
  { id: 3, kind: 'solo' as const },
  { id: 4, kind: 'dual' as const },
];

describe('proposedLesson', () => {
  it('proposes the next lesson when it is of the booking’s kind', () => {
    expect(proposedLesson(lessons, 2, 'dual')?.id).toBe(2);
  });

  it('skips ahead to the next lesson of the booking’s kind', () => {
    expect(proposedLesson(lessons, 2, 'solo')?.id).toBe(3);
    expect(proposedLesson(lessons, 3, 'dual')?.id).toBe(4);
  });

  it('keeps the next lesson when none of the booking’s kind follows, the first when none is next', () => {
    expect(proposedLesson(lessons, 4, 'solo')?.id).toBe(4);
    expect(proposedLesson(lessons, undefined, 'solo')?.id).toBe(1);
  });
});
