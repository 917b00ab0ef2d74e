/** A row of getreceiving_discrepancies (our server's extension): one receipt whose check found a difference. */
export interface DiscrepancyRow {
  id: number;
  delivery_number: string;
  barcode: string | null;
  collection_hub: number | null;
  collection_hub_name: string | null;
  received_by: string | null;
  /** ISO 8601, UTC */
  time_of_receiving: string;
  expected: string[];
  missing: string[];
  unexpected: string[];
}

/** getreceiving_discrepancies' answer: every row, or one page of them with the paging fields (ext.report-paging). */
export type DiscrepanciesAnswer = DiscrepancyRow[] | { count: number; results: DiscrepancyRow[] };
