import type { TrackFigures } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/testing';
import { flightTrackSuggestion } from './trackSuggestion';

const figures: TrackFigures = {
  distance_m: 24_300,
  max_altitude_m: 1_200,
  started_at: '2026-06-14T22:52:00Z',
  ended_at: '2026-06-14T23:41:30Z',
  duration_minutes: 50,
  takeoff_at: '2026-06-14T22:58:10Z',
  landing_at: '2026-06-14T23:36:40Z',
  departure: { ident: 'EDTY', name: 'Schwäbisch Hall', distance_m: 120 },
  arrival: { ident: 'EDTH', name: 'Heubach', distance_m: 80 },
  point_count: 1_600,
};

beforeEach(() => switchLanguage('de'));

describe('flightTrackSuggestion', () => {
  it('suggests the airfields and the four block times on the company’s clock, the day being the recording’s start', () => {
    expect(flightTrackSuggestion(figures, 'Europe/Berlin')).toEqual({
      departure_airport: 'EDTY',
      arrival_airport: 'EDTH',
      date: '15.06.2026',
      off_block_at: '00:52',
      takeoff_at: '00:58',
      landing_at: '01:36',
      on_block_at: '01:41',
    });
  });

  it('suggests nothing a file without times or airfields nearby cannot say', () => {
    const bare = { ...figures, started_at: null, ended_at: null, takeoff_at: null, landing_at: null, departure: null };
    expect(flightTrackSuggestion({ ...bare, arrival: null }, 'Europe/Berlin')).toEqual({});
  });
});
