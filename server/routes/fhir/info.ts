/**
 * GET /api/lims/fhir/ (admin side of the LIMS link, a user token of a branch manager or superuser): where a
 * laboratory's FHIR client connects, so the LIMS screen can show it: the base URL as this server is reached, the
 * system URI of barcodes, the FHIR version.
 */
import type { FastifyInstance } from 'fastify';
import type { FhirInterface } from '../../../contract/lims';
import { requireLimsAdmin } from '../lims/common';
import { baseUrl } from './auth';
import { FHIR_VERSION } from './index';

export function registerFhirInfo(app: FastifyInstance, settings: { barcodeSystem: string }): void {
  app.get('/api/lims/fhir/', async (req): Promise<FhirInterface> => {
    requireLimsAdmin(req);
    return { base_url: baseUrl(req), barcode_system: settings.barcodeSystem, fhir_version: FHIR_VERSION };
  });
}
