/** A supplier's product_list: JSON text of [{key, product_name}], or null (spec 3). */
export interface SupplierProduct {
  key: number | string;
  product_name: string;
}

/** The entries of a stored product_list; [] for null, '' or text that is not such a list. */
export function parseProductList(value: unknown): SupplierProduct[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (!value.trim()) return [];
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (e): e is Record<string, unknown> =>
        !!e && typeof e === 'object' && typeof (e as Record<string, unknown>).product_name === 'string',
    )
    .map((e, i) => ({
      key: typeof e.key === 'number' || typeof e.key === 'string' ? e.key : i + 1,
      product_name: e.product_name as string,
    }));
}

/** The value sent: JSON text, or null for an empty list. */
export function serializeProductList(list: SupplierProduct[]): string | null {
  return list.length ? JSON.stringify(list) : null;
}

/** A key not used yet in the list (max numeric key + 1). */
export function nextKey(list: SupplierProduct[]): number {
  return list.reduce((max, e) => Math.max(max, Number(e.key) || 0), 0) + 1;
}

export const hasProduct = (list: SupplierProduct[], name: string) =>
  list.some((e) => e.product_name.trim().toLowerCase() === name.trim().toLowerCase());
