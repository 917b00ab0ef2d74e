import { describe, expect, it } from 'vitest';
import { FIXED_COLORS, generatedColor, seriesColor, seriesColors } from '../../src/lib/palette';

const HEX = /^#[0-9a-f]{6}$/;

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

describe('chart palette', () => {
  it('has 20 distinct fixed colours, handed out first and in order', () => {
    expect(FIXED_COLORS).toHaveLength(20);
    expect(new Set(FIXED_COLORS).size).toBe(20);
    expect(seriesColors(20)).toEqual(FIXED_COLORS);
    expect(seriesColors(3)).toEqual(['#1f77b4', '#ff7f0e', '#2ca02c']);
    expect(seriesColors(0)).toEqual([]);
  });

  it('generates further colours after the 20th, all valid and distinct from each other and the fixed ones', () => {
    const colors = seriesColors(220);
    expect(colors).toHaveLength(220);
    expect(colors.slice(0, 20)).toEqual(FIXED_COLORS);
    expect(colors[20]).toBe(generatedColor(0));
    expect(colors[21]).toBe(generatedColor(1));
    for (const c of colors) expect(c).toMatch(HEX);
    expect(new Set(colors).size).toBe(220);
  });

  it('makes neighbouring generated colours clearly different', () => {
    for (let i = 0; i < 60; i++) {
      const [r1, g1, b1] = rgb(generatedColor(i));
      const [r2, g2, b2] = rgb(generatedColor(i + 1));
      const distance = Math.hypot(r1 - r2, g1 - g2, b1 - b2);
      expect(distance).toBeGreaterThan(60);
    }
  });

  it('is deterministic: a series always gets the same colour', () => {
    expect(seriesColors(40)).toEqual(seriesColors(40));
    expect(seriesColor(25)).toBe(seriesColors(30)[25]);
    expect(generatedColor(7)).toBe(generatedColor(7));
  });
});
