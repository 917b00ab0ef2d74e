/** Task: one per sample's transport leg (its row in ./samples.ts, same id as its Specimen); read and search. */
import { sql } from 'drizzle-orm';
import type { Task } from 'fhir/r4';
import { mayUsePatients } from '../api/patients';
import type { FhirContext } from './auth';
import { referenceParam, tokenParam, type SearchParam } from './bundle';
import { lastUpdatedParam } from './specimen';
import { itemsOnly, type SampleRow, type TaskStatus, versionOf } from './samples';

const STATUSES: readonly TaskStatus[] = [
  'requested',
  'accepted',
  'in-progress',
  'completed',
  'rejected',
  'cancelled',
  'failed',
];

export const TASK_PARAMS: Record<string, SearchParam> = {
  // status, owner and location read columns computed from the custody facts (SearchParam.computed)
  status: {
    ...tokenParam(
      'status',
      'The transport status: requested, accepted, in-progress, completed, rejected, cancelled, failed',
      (code) => ((STATUSES as readonly string[]).includes(code) ? sql`s.task_status = ${code}` : undefined),
      STATUSES.join(', '),
    ),
    computed: true,
  },
  _lastUpdated: lastUpdatedParam('transport'),
  focus: referenceParam('focus', 'The sample carried (Specimen/id)', ['Specimen'], (_t, id) =>
    /^\d{1,9}$/.test(id) ? sql`s.id = ${Number(id)}` : sql`false`,
  ),
  owner: {
    ...referenceParam(
      'owner',
      'Who holds the sample now: the agent (Practitioner/id) or the hub (Organization/hub-id)',
      ['Practitioner', 'Organization'],
      (type, id) => sql`s.owner_ref = ${`${type}/${id}`}`,
    ),
    computed: true,
  },
  location: {
    ...referenceParam(
      'location',
      'Where the sample is (Location/id)',
      ['Location'],
      (_t, id) => sql`s.location_ref = ${`Location/${id}`}`,
    ),
    computed: true,
  },
};

export const TASK_SCOPE = [itemsOnly];
export const TASK_INCLUDES = ['Task:focus'] as const;

/** The words of a transport's state, e.g. 'in transit to Gulu Hub'. */
export const TASK_TEXTS: Record<TaskStatus, (row: SampleRow) => string> = {
  requested: (r) => `waiting for an agent at ${r.pickup_point}`,
  accepted: (r) => `waiting for pickup at ${r.pickup_point}`,
  'in-progress': (r) => `in transit to ${r.destination}`,
  completed: (r) =>
    r.lims_status === 'CONFIRMED'
      ? 'received at laboratory'
      : r.received
        ? `received at ${r.destination}`
        : `delivered to ${r.destination}`,
  rejected: (r) => `rejected by the laboratory${r.lims_reason ? `: ${r.lims_reason}` : ''}`,
  cancelled: () => 'cancelled',
  failed: (r) => `delivery to ${r.destination} failed`,
};

export function taskOf(row: SampleRow, ctx: FhirContext): Task {
  const end = ['completed', 'rejected', 'cancelled', 'failed'].includes(row.task_status)
    ? (row.received ?? row.dropped_off ?? undefined)
    : undefined;
  const start = row.picked_up ?? undefined;
  return {
    resourceType: 'Task',
    id: String(row.id),
    meta: { versionId: versionOf(row), lastUpdated: row.last_updated },
    identifier: [{ system: 'urn:courier:delivery', value: row.delivery_number }],
    status: row.task_status,
    ...(row.lims_reason ? { statusReason: { text: row.lims_reason } } : {}),
    businessStatus: { text: TASK_TEXTS[row.task_status](row) },
    intent: 'order',
    focus: { reference: `Specimen/${row.id}` },
    ...(row.patient !== null && mayUsePatients(ctx.auth)
      ? { for: { reference: `Patient/${row.patient}` } }
      : {}),
    ...(start || end ? { executionPeriod: { ...(start ? { start } : {}), ...(end ? { end } : {}) } } : {}),
    authoredOn: row.created,
    lastModified: row.last_updated,
    ...(row.owner_ref ? { owner: { reference: row.owner_ref } } : {}),
    ...(row.location_ref ? { location: { reference: row.location_ref } } : {}),
  };
}
