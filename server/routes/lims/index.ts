/**
 * The LIMS integration under /api/lims/ (administration.md 2.19, 3 'LIMS', 7 'LIMS').
 *
 * Admin side (user token; any branch manager or superuser, else 403 {detail}):
 *   GET    /api/lims/logs/statistics/            counters + the last 10 logs
 *   GET    /api/lims/tokens/                     plain array, newest first (never the token or its hash)
 *   POST   /api/lims/tokens/                     {user, description, is_active} → 201 row + `token` (shown once)
 *   GET    /api/lims/tokens/{id}/                one row
 *   PUT|PATCH /api/lims/tokens/{id}/             fields not sent are kept
 *   DELETE /api/lims/tokens/{id}/                204
 *   POST   /api/lims/tokens/{id}/regenerate/     {new_token, token_display, message}; the old token stops working
 *   GET    /api/lims/confirmations/[?status=]    plain array, newest first; GET confirmations/{id}/
 *   POST   /api/lims/confirmations/{id}/confirm/ PENDING → CONFIRMED (confirmed_at now, lims_user = caller)
 *   POST   /api/lims/confirmations/{id}/reject/  PENDING → REJECTED, error_message (default 'Rejected by admin')
 *   GET    /api/lims/logs/                       filters integration_type, status, search, user, timestamp_after,
 *                                                timestamp_before, ordering; page/page_size → {count,next,previous,results}
 *   GET    /api/lims/logs/{id}/                  one row
 *   GET    /api/lims/logs/export/                the same filters → text/csv attachment lims_integration_logs.csv
 *
 * LIMS-facing side (outside the user-token guard, see needsToken in server/auth): header
 * `Authorization: Token <lims token>` (or Bearer) or `X-API-Key: <lims token>`.
 *   GET  /api/lims/v1/samples/[?since=YYYY-MM-DD&barcode=]  delivered samples {count, results}
 *   POST /api/lims/v1/confirmations/                        {barcode, lims_sample_id?, notes?, confirmation_data?}
 *   GET  /api/lims/v1/samples/{barcode}/journey/            the sample's journey (customqueries/journey.ts)
 * A delivered sample is a umoja_deliveries row with delivery_status 'delivered', a non-empty barcode, and that is an
 * item row, not a batch/package parent: barcode_type 'child', or barcode_type null with item_type 'single_entry'
 * (the same rule as the delivered-volume reports). `since` compares the day it was delivered (time_of_dropoff, else
 * the delivery date) in server local time. Results are newest first; `count` is the number of matches, `results` holds
 * at most 1,000 of them (narrow with since/barcode).
 * Every v1 call writes one lims_integration_logs row (API_CALL for reads, SAMPLE_REGISTRATION for the confirmation
 * post; SUCCESS below 400 else FAILED; processing_time in seconds) and stamps the token's last_used_at. A missing,
 * unknown, inactive or deleted token (or one whose account is inactive) → 401 {detail: 'Invalid or inactive API
 * token.'} and a FAILED log without user.
 *
 * Tokens: 32 random bytes as hex, stored only as a sha256 hex hash; token_display = first 8 + '...' + last 4.
 * The same tokens open the HL7 FHIR R4 interface under /fhir/r4 (server/routes/fhir), logged with type FHIR.
 */
import type { FastifyInstance } from 'fastify';
import { registerLimsConfirmations } from './confirmations';
import { registerLimsLogs } from './logs';
import { registerLimsTokens } from './tokens';
import { registerLimsV1 } from './v1';

export { LIMS_MESSAGES, hashLimsToken, newLimsToken } from './common';

export function registerLims(app: FastifyInstance): void {
  registerLimsLogs(app);
  registerLimsTokens(app);
  registerLimsConfirmations(app);
  registerLimsV1(app);
}
