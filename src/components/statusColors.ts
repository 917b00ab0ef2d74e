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
