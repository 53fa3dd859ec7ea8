import { describe, expect, it } from 'vitest';
import { RECENCY_NEEDED, recencyClassOf, recencyOf } from './recency';

const day = (date: string, landings: number, category: string | null = 'sep', type: string | null = 'C172') => ({
  date,
  category,
  type,
  landings,
});

describe('FCL.060 recency', () => {
  it('is current for 90 days after the day the third landing was reached, counting newest first', () => {
    const result = recencyOf([day('2026-10-01', 1), day('2026-11-20', 1), day('2026-11-01', 1), day('2026-09-01', 5)], 3);
    expect(result).toMatchObject({ current: true, needed: 3, valid_until: '2026-12-30' });
    expect(result.classes).toEqual([{ class: 'SEP', landings: 8, current: true, valid_until: '2026-12-30' }]);
  });

  it('counts landings in the class (SEP across types) and a type-rated aircraft by its type', () => {
    const result = recencyOf(
      [day('2026-11-10', 2, 'sep', 'C172'), day('2026-11-12', 1, 'sep', 'PA28'), day('2026-11-15', 2, 'helicopter', 'R44')],
      3,
    );
    expect(result.classes).toEqual([
      { class: 'SEP', landings: 3, current: true, valid_until: '2027-02-08' },
      { class: 'R44', landings: 2, current: false, valid_until: null },
    ]);
    expect(result.current).toBe(true);
  });

  it('does not add landings of different classes: two in SEP and two in TMG are not current', () => {
    const result = recencyOf([day('2026-11-10', 2, 'sep'), day('2026-11-11', 2, 'tmg', 'SF25')], 3);
    expect(result.current).toBe(false);
    expect(result.landings).toBe(2);
    expect(result.valid_until).toBeNull();
  });

  it('is not current without landings, and one night landing suffices at night', () => {
    expect(recencyOf([], 3)).toEqual({ current: false, landings: 0, needed: 3, valid_until: null, classes: [] });
    expect(recencyOf([day('2026-11-01', 1)], RECENCY_NEEDED.night).valid_until).toBe('2027-01-30');
  });

  it('names an aircraft without category by its type', () => {
    expect(recencyClassOf(null, ' dr40 ')).toBe('DR40');
    expect(recencyClassOf('mep', 'PA34')).toBe('MEP');
    expect(recencyClassOf(null, null)).toBe('?');
  });
});
