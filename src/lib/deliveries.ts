/**
 * Pure functions over delivery report rows (operations.md 2 Deliveries, 3 Umoja delivery).
 * (stub laid down by the lead; owner: the deliveries SPA helper)
 */

/** Runs once on the fetched report rows: derived fields the list filters on. */
export function shapeDeliveryRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows;
}
