import type { Airplane } from '@portal/contracts';

const STATUS_ORDER = { active: 0, grounded: 1, retired: 2 } as const;

/** Favourites first, retired aircraft last, else by registration. */
export function byFavouriteThenRegistration(a: Airplane, b: Airplane): number {
  return (
    Number(b.is_favourite) - Number(a.is_favourite) ||
    Number(a.status === 'retired') - Number(b.status === 'retired') ||
    a.registration.localeCompare(b.registration)
  );
}

/** Grounded and retired after the flying ones, for lists that are about the state of the fleet. */
export function byStatusThenRegistration(a: Airplane, b: Airplane): number {
  return STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.registration.localeCompare(b.registration);
}

const words = (airplane: Airplane) =>
  [
    airplane.registration,
    airplane.registration.replace('-', ''),
    airplane.manufacturer,
    airplane.model,
    airplane.icao_type,
    airplane.company?.name,
    airplane.homebase?.ident,
    airplane.homebase?.municipality,
  ]
    .filter(Boolean)
    .join(' ')
    .toLocaleLowerCase()
    .split(/[\s/()]+/);

/** Local search: each typed word starts a word of the registration, type, company or home base. */
export function matchesSearch(airplane: Airplane, search: string): boolean {
  const wanted = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (!wanted.length) return true;
  const have = words(airplane);
  return wanted.every((word) => have.some((candidate) => candidate.startsWith(word)));
}
