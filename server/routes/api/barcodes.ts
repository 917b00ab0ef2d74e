/**
 * /api/sample_barcodes (operations.md 3 Sample barcode; 7 Samples, supplies, barcodes).
 * (stub laid down by the lead; owner: barcodes helper)
 */
import { sampleBarcodes } from '../../db/schema';
import type { Resource } from './router';

export const sampleBarcodesResource: Resource = {
  names: ['sample_barcodes'],
  label: 'barcode',
  table: sampleBarcodes,
};
