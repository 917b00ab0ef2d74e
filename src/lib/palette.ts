/**
 * Chart colours (administration.md 2.15, 9): 20 fixed colours, then generated ones. Generated colours walk the
 * hue circle by the golden angle (each new hue lands in the widest gap left), cycling lightness and saturation so
 * that far-apart series stay distinct too. Everything is deterministic: series i always gets the same colour.
 */

/** The 20 fixed colours, in the order series receive them. */
export const FIXED_COLORS: readonly string[] = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#aec7e8',
  '#ffbb78',
  '#98df8a',
  '#ff9896',
  '#c5b0d5',
  '#c49c94',
  '#f7b6d2',
  '#c7c7c7',
  '#dbdb8d',
  '#9edae5',
];

const GOLDEN_ANGLE = 137.50776405003785;
const LIGHTNESS = [45, 60, 35, 70] as const;
const SATURATION = [70, 55, 85] as const;

function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The i-th generated colour (i from 0), as '#rrggbb'. */
export function generatedColor(i: number): string {
  const hue = (i * GOLDEN_ANGLE + 15) % 360;
  return hslToHex(hue, SATURATION[i % SATURATION.length], LIGHTNESS[Math.floor(i / 3) % LIGHTNESS.length]);
}

/** The colour of series `index`: a fixed one for the first 20, generated after that. */
export function seriesColor(index: number): string {
  return index < FIXED_COLORS.length ? FIXED_COLORS[index] : generatedColor(index - FIXED_COLORS.length);
}

/** Colours for n series. */
export function seriesColors(n: number): string[] {
  return Array.from({ length: Math.max(0, Math.floor(n)) }, (_, i) => seriesColor(i));
}
