import { describe, expect, it } from 'vitest';
import { shadeAlong } from './profile';

describe('shadeAlong', () => {
  const stops = ['#000000', '#ff0000', '#ffffff'] as const;

  it('gives the stops at their places and blends between them', () => {
    expect([0, 0.5, 1].map((t) => shadeAlong(stops, t))).toEqual(['#000000', '#ff0000', '#ffffff']);
    expect(shadeAlong(stops, 0.25)).toBe('#800000');
    expect(shadeAlong(stops, 0.75)).toBe('#ff8080');
  });

  it('keeps to the ends outside 0 to 1', () => {
    expect([shadeAlong(stops, -1), shadeAlong(stops, 2)]).toEqual(['#000000', '#ffffff']);
  });
});
