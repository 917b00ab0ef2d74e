/** import_data and extract_pdf_barcodes (stub: I builds them). */
import type { FastifyInstance } from 'fastify';

export function registerImportQueries(app: FastifyInstance): void {
  void app;
}
