/**
 * The answers of the import calls (administration 7): import_data's outcome of every row and
 * extract_pdf_barcodes' codes, as the server sends them and the data import screen reads them.
 */

/** What became of one data row. */
export type DetailStatus = 'created' | 'duplicate' | 'error' | 'skipped';
export interface ImportDetail {
  row: number;
  value: string;
  status: DetailStatus;
  message: string;
}

/** import_data's answer: reads success, message, details. */
export interface ImportAnswer {
  success: boolean;
  message: string;
  details: ImportDetail[];
}

/** extract_pdf_barcodes' answer: reads success, message, barcodes (list). */
export interface PdfBarcodesAnswer {
  success: boolean;
  message: string;
  barcodes: string[];
}
