// Runs in the browser (bundled by bench/local-search.ts): the user database as the app opens it, filled with
// memberships, and the navbar's local search over it.
import type { Membership } from '@portal/contracts';
import { userDatabase } from '../../apps/web/src/lib/offline/db';
import { SEARCH_FIELDS, searchLocal, withSearchWords } from '../../apps/web/src/lib/offline/search';

const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hannes',
  'Ida',
  'Jonas',
  'Käthe',
  'Lukas',
  'Marie',
  'Noah',
  'Ole',
  'Paula',
  'Quirin',
  'Rosa',
  'Sören',
  'Tilda',
  'Ulf',
  'Vera',
  'Willi',
  'Xaver',
  'Yvonne',
  'Zoe',
];
const LAST = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Krause',
];

const db = userDatabase(1);

async function fill(count: number) {
  await db.memberships.clear();
  const rows = Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length] ?? '';
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? '';
    return {
      id: i + 1,
      user_id: i + 1,
      company_id: 1 + (i % 3),
      name: `${first} ${last}`,
      email: `${first}.${last}${i}@example.org`.toLowerCase(),
      status: 'approved',
    } as unknown as Membership;
  });
  // As the background sync stores them (lib/offline/sync.ts).
  await db.memberships.bulkPut(rows.map((row) => withSearchWords(row, SEARCH_FIELDS.memberships)));
}

/** Each search `rounds` times: the wall time of each in ms and how many rows it gave. */
async function run(text: string, rounds: number) {
  const times: number[] = [];
  let rows = 0;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    rows = (await searchLocal(db.memberships, text)).length;
    times.push(performance.now() - started);
  }
  return { times, rows };
}

Object.assign(globalThis, { bench: { fill, run } });
