/** Runway surfaces people read; OurAirports writes them in many spellings (ASP, ASPH-G, Asphalt, TURF, GRS, ...). */
export const SURFACES = ['asphalt', 'concrete', 'grass', 'gravel', 'dirt', 'sand', 'water', 'snow'] as const;
export type Surface = (typeof SURFACES)[number];

const PATTERNS: [RegExp, Surface][] = [
  [/^(asp|bit|tar|pem|paved)/i, 'asphalt'],
  [/^(con|cem)/i, 'concrete'],
  [/^(turf|grs|gras|sod|g$|gr\b)/i, 'grass'],
  [/^(gre|grv|gvl|grav|cor|pi[cç]|mac)/i, 'gravel'],
  [/^(dirt|earth|soil|clay|lat|loam)/i, 'dirt'],
  [/^sand/i, 'sand'],
  [/^wat/i, 'water'],
  [/^(snow|ice)/i, 'snow'],
];

/** The surface a published code stands for, or null when it is unknown (then the code is shown as published). */
export function surfaceOf(code: string | null): Surface | null {
  const text = code?.trim() ?? '';
  return PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
