/**
 * The sample journey: the answer of GET /customqueries/sample_journey/{barcode} (an extension of our
 * server) and the pure helpers of the page (labels, map points, print and Excel rows).
 */
import { formatDateTime, toDate } from '../../../contract/dates';
import type { RoutePoint } from '../agent_activity_map/route';
import type { Journey, JourneyEvent } from '../../../contract/types';

export type { Journey, JourneyEvent };

/** The custom query name of a barcode's journey. */

export const EVENT_TYPES = [
  'pickup_created',
  'pickup_assigned',
  'awaiting_pickup',
  'picked_up',
  'in_transit',
  'delivered',
  'failed',
  'cancelled',
  'received',
  'missing_at_receiving',
  'unexpected_at_receiving',
  'repackaged',
  'lims_registered',
  'lims_confirmed',
  'lims_rejected',
  'delivery_edited',
] as const;

/** Event rows numbered 1..n in time order (the numbers the map shows). */
export interface NumberedEvent extends JourneyEvent {
  id: number;
  number: number;
}

export function numbered(events: readonly JourneyEvent[]): NumberedEvent[] {
  return events.map((e, i) => ({ ...e, id: i + 1, number: i + 1 }));
}

const isCoordinate = (v: unknown, max: number) =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= max;

/** The positioned events as the route of the map, in time order, numbered like the timeline. */
export function routeOf(events: readonly NumberedEvent[], label: (e: JourneyEvent) => string): RoutePoint[] {
  return events
    .filter((e) => isCoordinate(e.lat, 90) && isCoordinate(e.lng, 180))
    .map((e) => ({
      key: `e${e.number}`,
      number: e.number,
      lat: e.lat as number,
      lng: e.lng as number,
      activity_name: label(e),
      timestamp: e.at,
      time: toDate(e.at),
    }));
}

export const eventTime = (e: JourneyEvent) => formatDateTime(e.at);
