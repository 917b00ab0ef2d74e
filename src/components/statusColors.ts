/** Colours of status chips (operations spec section 4). */
export const ORANGE = '#fa8c16';
export const RED = '#f5222d';
export const GREEN = '#52c41a';

/** Order status: pending orange, cancelled red, everything else green. */
export function orderStatusColor(status: string | null | undefined): string {
  if (status === 'pending') return ORANGE;
  if (status === 'cancelled') return RED;
  return GREEN;
}

/** Barcode status: used green, any other orange. */
export function barcodeStatusColor(status: string | null | undefined): string {
  return status === 'used' ? GREEN : ORANGE;
}

/** Priority legend LOW, NORMAL, HIGH, URGENT, EMERGENCY. */
export const PRIORITY_COLORS: Record<string, string> = {
  low: '#8c8c8c',
  normal: '#1677ff',
  high: ORANGE,
  urgent: RED,
  emergency: '#a8071a',
};

export function priorityColor(priority: string | null | undefined): string {
  return PRIORITY_COLORS[String(priority ?? '').toLowerCase()] ?? PRIORITY_COLORS.normal;
}

/*
 * Contrast (WCAG 2.1, 1.4.3: 4.5:1 for text). The spec's colours above stay the chips' backgrounds and the
 * meaning of a status; the text on a chip is white or near-black, whichever reads, and a coloured text on the
 * page is a darker shade of the same hue.
 */
export const MIN_CONTRAST = 4.5;
export const CHIP_LIGHT_TEXT = '#ffffff';
export const CHIP_DARK_TEXT = '#000000';

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (#rgb or #rrggbb), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour of a chip drawn in `background`: white when it reads, else near-black. */
export function chipTextColor(background: string): string {
  return contrastRatio(CHIP_LIGHT_TEXT, background) >= MIN_CONTRAST ? CHIP_LIGHT_TEXT : CHIP_DARK_TEXT;
}

/** The chip colours (sx) of a status colour: the spec's colour behind a text that reads. */
export function chipColors(background: string): { backgroundColor: string; color: string } {
  return { backgroundColor: background, color: chipTextColor(background) };
}

const hex2 = (v: number) =>
  Math.round(Math.max(0, Math.min(255, v)))
    .toString(16)
    .padStart(2, '0');

/**
 * A status colour used as text on a light background (`on`): the colour itself when it reads, else the same hue
 * darkened step by step until it does. The default is the light grey of a hovered table row (#f5f5f5): a shade
 * that reads there reads on white too (axe found the green turnaround text at 4.41:1 on a hovered row).
 */
export function textShade(color: string, on = '#f5f5f5'): string {
  let [r, g, b] = rgb(color);
  let shade = `#${hex2(r)}${hex2(g)}${hex2(b)}`;
  while (contrastRatio(shade, on) < MIN_CONTRAST && r + g + b > 0) {
    [r, g, b] = [r * 0.95, g * 0.95, b * 0.95];
    shade = `#${hex2(r)}${hex2(g)}${hex2(b)}`;
  }
  return shade;
}
