/**
 * POST /customqueries/generate_barcodes (operations.md 7 Samples, supplies, barcodes).
 * (stub laid down by the lead; owner: barcodes helper)
 */
import type { FastifyInstance } from 'fastify';

export function registerBarcodeQueries(app: FastifyInstance): void {
  void app;
}
