/**
 * Pending pickups: the wire shape of a row (common brief, "Pickups"), the status and location choices of
 * operations.md sections 4 and 5, and what the create and edit forms send.
 */
import { LOCATION_TYPES, PICKUP_STATUSES } from '../../../contract/types';
import type { Id, LocationType, PickupStatus, SamplePriority } from '../../../contract/types';

export const RESOURCE = 'pending_pickups';
export const T = 'resources.pending_pickups';

export interface PickupSample {
  id: Id;
  name: string;
  priority: SamplePriority;
}

/** A row of /api/pending_umoja_pickups/search_by_date_range/. */
export interface PendingPickup {
  id: Id;
  pickup_number: string;
  date: string;
  sample: PickupSample | Id | null;
  sample_name?: string | null;
  quantity: number;
  pickup_status: PickupStatus;
  notes: string | null;
  source: 'dashboard' | 'agent_app';
  created_by: string | null;
  pickup_location_type: LocationType;
  destination_location_type: LocationType;
  pickup_health_center: Id | null;
  pickup_collection_hub: Id | null;
  destination_health_center: Id | null;
  destination_collection_hub: Id | null;
  pickup_notes: string | null;
  destination_notes: string | null;
  assigned_delivery_agent: Id | null;
  assigned_rider: Id | null;
  scheduled_pickup_date: string | null;
  failure_reason: string | null;
  health_center: Id | null;
  collection_hub: Id | null;
  pickup_from: string | null;
  pickup_location_display?: string | null;
  destination_location_display?: string | null;
  assigned_delivery_agent_name?: string | null;
  assigned_rider_name?: string | null;
  time_stamp: string | null;
  assigned_at: string | null;
  picked_up_at: string | null;
  delivered_at: string | null;
}

/** The echoed range of the date-range search. */
export interface EchoedRange {
  default_range?: boolean;
  start_date?: string;
  end_date?: string;
}

export { PICKUP_STATUSES, LOCATION_TYPES };

/** The create form offers only these (pending is the default). */
export const CREATE_STATUSES: readonly PickupStatus[] = ['pending', 'assigned', 'cancelled'];

export const STATUS_COLORS: Record<PickupStatus, string> = {
  pending: '#fa8c16',
  assigned: '#1677ff',
  in_transit_to_pickup: '#13c2c2',
  at_pickup_location: '#2f54eb',
  picked_up: '#722ed1',
  in_transit_to_destination: '#08979c',
  delivered: '#52c41a',
  cancelled: '#8c8c8c',
  failed: '#f5222d',
};

export function statusColor(status: string | null | undefined): string {
  return STATUS_COLORS[status as PickupStatus] ?? '#8c8c8c';
}

/** The sample of a row as an object ({id, name, priority}) when the server sent one. */
export function sampleOf(row: Pick<PendingPickup, 'sample'> | null | undefined): PickupSample | null {
  const s = row?.sample;
  return s && typeof s === 'object' ? s : null;
}

export function sampleId(row: Pick<PendingPickup, 'sample'> | null | undefined): Id | null {
  const s = row?.sample;
  if (s === null || s === undefined) return null;
  return typeof s === 'object' ? s.id : s;
}

export function sampleName(row: PendingPickup): string {
  return sampleOf(row)?.name ?? row.sample_name ?? '';
}

export function priorityOf(row: PendingPickup): string | null {
  return sampleOf(row)?.priority ?? null;
}

/** The values the pickup form edits. */
export interface PickupFormValues {
  date: string | null;
  sample: Id | null;
  quantity: number | null;
  pickup_status: PickupStatus;
  notes?: string | null;
  pickup_location_type: LocationType | null;
  pickup_health_center?: Id | null;
  pickup_collection_hub?: Id | null;
  pickup_notes?: string | null;
  destination_location_type: LocationType | null;
  destination_health_center?: Id | null;
  destination_collection_hub?: Id | null;
  destination_notes?: string | null;
  assigned_delivery_agent?: Id | null;
  failure_reason?: string | null;
}

const orNull = <V>(value: V | '' | undefined): V | null =>
  value === undefined || value === '' ? null : value;

/** The form's starting values: a new pickup, or the fields of an existing one. */
export function formDefaults(record?: PendingPickup | null, today: string = ''): PickupFormValues {
  if (!record)
    return {
      date: today || null,
      sample: null,
      quantity: 1,
      pickup_status: 'pending',
      notes: '',
      pickup_location_type: 'health_center',
      pickup_health_center: null,
      pickup_collection_hub: null,
      pickup_notes: '',
      destination_location_type: 'collection_hub',
      destination_health_center: null,
      destination_collection_hub: null,
      destination_notes: '',
      assigned_delivery_agent: null,
    };
  return {
    date: record.date ? record.date.slice(0, 10) : null,
    sample: sampleId(record),
    quantity: record.quantity,
    pickup_status: record.pickup_status,
    notes: record.notes ?? '',
    pickup_location_type: record.pickup_location_type,
    pickup_health_center: record.pickup_health_center,
    pickup_collection_hub: record.pickup_collection_hub,
    pickup_notes: record.pickup_notes ?? '',
    destination_location_type: record.destination_location_type,
    destination_health_center: record.destination_health_center,
    destination_collection_hub: record.destination_collection_hub,
    destination_notes: record.destination_notes ?? '',
    assigned_delivery_agent: record.assigned_delivery_agent,
    failure_reason: record.failure_reason ?? '',
  };
}

/**
 * The body sent for a create or an update: only the facility field that matches each location type (the
 * other one null), the agent also as the rider, failure_reason only when the record was already failed.
 * (The data provider adds source 'dashboard' and created_by to a create.)
 */
export function pickupBody(values: PickupFormValues, wasFailed = false): Record<string, unknown> {
  const pickupHc = values.pickup_location_type === 'health_center';
  const destinationHc = values.destination_location_type === 'health_center';
  const agent = orNull(values.assigned_delivery_agent);
  const body: Record<string, unknown> = {
    date: values.date,
    sample: values.sample,
    quantity: values.quantity === null ? null : Number(values.quantity),
    pickup_status: values.pickup_status,
    notes: values.notes ?? '',
    pickup_location_type: values.pickup_location_type,
    pickup_health_center: pickupHc ? orNull(values.pickup_health_center) : null,
    pickup_collection_hub: pickupHc ? null : orNull(values.pickup_collection_hub),
    pickup_notes: values.pickup_notes ?? '',
    destination_location_type: values.destination_location_type,
    destination_health_center: destinationHc ? orNull(values.destination_health_center) : null,
    destination_collection_hub: destinationHc ? null : orNull(values.destination_collection_hub),
    destination_notes: values.destination_notes ?? '',
    assigned_delivery_agent: agent,
    assigned_rider: agent,
  };
  if (wasFailed) body.failure_reason = values.failure_reason ?? '';
  return body;
}
