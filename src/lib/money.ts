/** Money: thousands separators; totals to 2 decimals. The currency is not shown (spec). */

function group(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function split(text: string): string {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const [intPart, decPart] = body.split('.');
  const grouped = group(intPart || '0');
  return `${negative ? '-' : ''}${grouped}${decPart !== undefined && decPart !== '' ? `.${decPart}` : ''}`;
}

function numericText(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  const text = value.trim().replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(text) ? text : null;
}

/** 1234567 → '1,234,567'; '1234.5' → '1,234.5' (decimals kept as given); '' for empty, the text itself if not a number. */
export function formatMoney(value: number | string | null | undefined): string {
  const text = numericText(value);
  if (text === null) return typeof value === 'string' ? value : '';
  return split(text);
}

/** A total: 1234.5 → '1,234.50'. */
export function formatTotal(value: number | string | null | undefined): string {
  const text = numericText(value);
  const n = text === null ? 0 : Number(text);
  return split(n.toFixed(2));
}
