import { dueHobbsReason, noGoReason } from '@portal/contracts/fleet-messages';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { statusReason } from './statusReason';

const t = ((key: string, params: Record<string, string>) => `${key} ${JSON.stringify(params)}`) as unknown as TFunction<'fleet'>;

describe('statusReason', () => {
  it('words the reasons the API writes in the reader’s language, keeping the squawk’s and the item’s own text', () => {
    expect(statusReason(noGoReason('Bremse links schleift'), t)).toBe(
      'status.noGoReason {"description":"Bremse links schleift"}',
    );
    expect(statusReason(dueHobbsReason('50-Stunden-Kontrolle', '50:40'), t)).toBe(
      'status.dueHobbsReason {"what":"50-Stunden-Kontrolle","hours":"50:40"}',
    );
  });

  it('shows a reason an admin wrote as written', () => {
    expect(statusReason('Propeller in der Werkstatt', t)).toBe('Propeller in der Werkstatt');
    expect(statusReason(null, t)).toBe('');
  });
});
