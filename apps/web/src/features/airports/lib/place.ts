import type { Airport } from '@portal/contracts';
import { countryName } from './countries';

/** Town and country as people say it: "Schwäbisch Hall, Deutschland". */
export const placeOf = (airport: Pick<Airport, 'municipality' | 'iso_country'>) =>
  [airport.municipality, countryName(airport.iso_country)].filter(Boolean).join(', ');

/** The codes an airport goes by: ident, and the IATA code where it has one ("EDDS · STR"). */
export const codesOf = (airport: Pick<Airport, 'ident' | 'iata_code'>) =>
  [airport.ident, airport.iata_code].filter(Boolean).join(' · ');

/** The page of an airport, by its ident (the API takes either). */
export const airportPath = (airport: Pick<Airport, 'ident'>) => `/apps/airports/${encodeURIComponent(airport.ident)}`;

/** The page of an airfield the map shows by its ident alone. */
export const airfieldPath = (ident: string) => airportPath({ ident });
