import { describe, expect, it } from 'vitest';
import { draftOf, exercisesOf } from './programmeDraft';

describe('the programme editor’s draft', () => {
  it('reads exercises one per line as code and title', () => {
    expect(exercisesOf(' 10b Stalling \n\n11 Spin avoidance\n14')).toEqual([
      { code: '10b', title: 'Stalling' },
      { code: '11', title: 'Spin avoidance' },
      { code: '14', title: '14' },
    ]);
  });

  it('turns typed minutes into whole numbers and keeps the theory subjects', () => {
    const draft = draftOf(
      {
        name: 'PPL(A)',
        description: '',
        phases: [
          {
            key: 'a',
            name: 'Phase 1',
            lessons: [
              {
                key: 'b',
                code: 'L1',
                title: 'Einweisung',
                kind: 'dual',
                briefing_minutes: '45',
                flight_minutes: 'x',
                exercises: '1 Familiarisation',
              },
            ],
          },
        ],
      },
      [{ subject: 10, hours: 10 }],
    );
    expect(draft.phases[0]?.lessons[0]).toMatchObject({ briefing_minutes: 45, flight_minutes: 0, exercises: [{ code: '1' }] });
    expect(draft.theory_subjects).toEqual([{ subject: 10, hours: 10 }]);
  });
});
