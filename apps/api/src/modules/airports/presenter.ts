import type { Airport, AirportFrequency, Runway } from '@portal/contracts';
import type { airportFrequencies, runways } from '../../db/schema';
import type { AirportRow } from './search-airports';

export function presentAirport(row: AirportRow): Airport {
  return {
    id: row.id,
    ident: row.ident,
    type: row.type,
    name: row.name,
    latitude_deg: row.latitudeDeg,
    longitude_deg: row.longitudeDeg,
    elevation_ft: row.elevationFt,
    continent: row.continent,
    iso_country: row.isoCountry,
    iso_region: row.isoRegion,
    municipality: row.municipality,
    scheduled_service: row.scheduledService,
    gps_code: row.gpsCode,
    iata_code: row.iataCode,
    local_code: row.localCode,
    home_link: row.homeLink,
    wikipedia_link: row.wikipediaLink,
  };
}

export function presentRunway(row: typeof runways.$inferSelect): Runway {
  return {
    id: row.id,
    length_ft: row.lengthFt,
    width_ft: row.widthFt,
    surface: row.surface,
    lighted: row.lighted,
    closed: row.closed,
    le_ident: row.leIdent,
    le_latitude_deg: row.leLatitudeDeg,
    le_longitude_deg: row.leLongitudeDeg,
    le_elevation_ft: row.leElevationFt,
    le_heading_deg_t: row.leHeadingDegT,
    le_displaced_threshold_ft: row.leDisplacedThresholdFt,
    he_ident: row.heIdent,
    he_latitude_deg: row.heLatitudeDeg,
    he_longitude_deg: row.heLongitudeDeg,
    he_elevation_ft: row.heElevationFt,
    he_heading_deg_t: row.heHeadingDegT,
    he_displaced_threshold_ft: row.heDisplacedThresholdFt,
  };
}

export function presentFrequency(row: typeof airportFrequencies.$inferSelect): AirportFrequency {
  return { id: row.id, type: row.type, description: row.description, frequency_mhz: row.frequencyMhz };
}
