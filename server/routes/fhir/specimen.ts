/** Specimen: one per sample barcode (./samples.ts); read by id, search by identifier and _lastUpdated. */
import { sql } from 'drizzle-orm';
import type { Annotation, Specimen } from 'fhir/r4';
import { mayUsePatients } from '../api/patients';
import type { FhirContext } from './auth';
import { dateParam, type SearchParam } from './bundle';
import { FHIR_MESSAGES, badParam } from './outcome';
import { itemsOnly, type SampleRow, versionOf } from './samples';

export const lastUpdatedParam = (what: string) =>
  dateParam('_lastUpdated', sql`s.updated_at`, `When the ${what}'s latest custody fact was recorded`);

export const SPECIMEN_PARAMS: Record<string, SearchParam> = {
  identifier: {
    type: 'token',
    documentation: 'The sample barcode: system|value or the bare value (any of several, comma-separated)',
    where: (value, ctx) => {
      const conds = value.split(',').map((one) => {
        const bar = one.indexOf('|');
        const system = bar < 0 ? null : one.slice(0, bar).trim();
        const code = (bar < 0 ? one : one.slice(bar + 1)).trim();
        if (!code) throw badParam('identifier', value, FHIR_MESSAGES.identifier);
        return system !== null && system !== ctx.barcodeSystem ? sql`false` : sql`s.barcode = ${code}`;
      });
      return sql`(${sql.join(conds, sql` or `)})`;
    },
  },
  _lastUpdated: lastUpdatedParam('sample'),
};

/** The conditions of a Specimen search beyond its parameters: samples only (not the batches they travel in). */
export const SPECIMEN_SCOPE = [itemsOnly];

export function specimenOf(row: SampleRow, ctx: FhirContext): Specimen {
  const status: Specimen['status'] =
    row.lims_reason !== null
      ? 'unsatisfactory'
      : row.delivery_status === 'delivered' || row.received !== null
        ? 'unavailable'
        : 'available';
  const note: Annotation[] = [];
  if (row.reason_for_repackage) note.push({ text: `Repackaged: ${row.reason_for_repackage}` });
  if (row.receivers_note) note.push({ text: `Receipt: ${row.receivers_note}` });
  if (row.lims_reason) note.push({ text: `Rejected by the laboratory: ${row.lims_reason}` });
  return {
    resourceType: 'Specimen',
    id: String(row.id),
    meta: { versionId: versionOf(row), lastUpdated: row.last_updated },
    identifier: [{ system: ctx.barcodeSystem, value: row.barcode }],
    status,
    ...(row.item_name ? { type: { text: row.item_name } } : {}),
    ...(row.patient !== null && mayUsePatients(ctx.auth)
      ? { subject: { reference: `Patient/${row.patient}` } }
      : {}),
    ...(row.received ? { receivedTime: row.received } : {}),
    ...(row.parent !== null ? { parent: [{ reference: `Specimen/${row.parent}` }] } : {}),
    ...(row.picked_up ? { collection: { collectedDateTime: row.picked_up } } : {}),
    ...(note.length ? { note } : {}),
  };
}
