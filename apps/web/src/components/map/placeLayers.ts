import type { FilterSpecification, LayerSpecification } from 'maplibre-gl';
import type { MapColors } from './mapColors';

/** The app's typeface: MapLibre draws the labels itself with it (no glyph server). */
const FONT = ['Public Sans Regular'];
const BOLD = ['Public Sans Bold'];

/** The smallest town (thousands of inhabitants) labelled at a zoom: only cities far out, small towns close in. */
const townsFrom: unknown = ['step', ['zoom'], 1000, 4, 500, 5, 150, 6, 60, 7, 25, 8, 10];

/**
 * Towns (a dot and the name, larger for larger towns; larger towns win where labels collide) and
 * the directory's airfields (a ringed dot and the ident), above the base map.
 */
export function placeLayers(colors: MapColors): LayerSpecification[] {
  const shownTowns = ['>=', ['get', 'k'], townsFrom] as unknown as FilterSpecification;
  return [
    {
      id: 'town-dots',
      type: 'circle',
      source: 'towns',
      filter: shownTowns,
      paint: { 'circle-radius': ['step', ['get', 'k'], 1.5, 100, 2, 1000, 2.5], 'circle-color': colors.town },
    },
    {
      id: 'town-names',
      type: 'symbol',
      source: 'towns',
      filter: shownTowns,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': FONT,
        'text-size': ['step', ['get', 'k'], 11, 100, 12, 500, 13, 1000, 14],
        'text-variable-anchor': ['left', 'right', 'top', 'bottom'],
        'text-radial-offset': 0.5,
        'text-justify': 'auto',
        'symbol-sort-key': ['-', ['get', 'k']],
        'text-max-width': 8,
      },
      paint: { 'text-color': colors.town, 'text-halo-color': colors.halo, 'text-halo-width': 1.5 },
    },
    {
      id: 'airfield-dots',
      type: 'circle',
      source: 'airfields',
      paint: {
        'circle-radius': ['case', ['get', 'large'], 5, 3.5],
        'circle-color': colors.halo,
        'circle-stroke-color': colors.airfield,
        'circle-stroke-width': 2,
      },
    },
    {
      id: 'airfield-idents',
      type: 'symbol',
      source: 'airfields',
      minzoom: 6,
      layout: {
        'text-field': ['get', 'ident'],
        'text-font': BOLD,
        'text-size': 11,
        'text-anchor': 'top',
        'text-offset': [0, 0.6],
        'symbol-sort-key': ['case', ['get', 'large'], 0, 1],
      },
      paint: { 'text-color': colors.airfield, 'text-halo-color': colors.halo, 'text-halo-width': 1.5 },
    },
  ];
}
