/**
 * Client orders (/orders/): the row shape of the orders report, the browser filters (agent and client by
 * prefix), the totals line and the delivery address. Pure functions, no React.
 */
import { filterRows } from './listQuery';
import { formatTotal } from './money';
import type { OrderStatus } from '../../contract/types';

export const ORDER_STATUSES: OrderStatus[] = ['pending', 'assigned', 'success', 'cancelled'];

export interface OrderItem {
  key?: number | string;
  item_name: string;
  quantity: number | string;
  description?: string | null;
  total: number | string;
}

export interface OrderAddress {
  location_lat?: number | string | null;
  location_lng?: number | string | null;
  Address?: string | null;
}

/** A row of /customqueries/getclientorder_deliveriesreport. */
export interface ClientOrder {
  id: number;
  ordernumber: string;
  /** DD/MM/YYYY */
  date: string;
  orig_date: string;
  order_status: OrderStatus | string;
  client: number | null;
  clientname: string;
  assigned_agent: number | null;
  assigned_agentname: string | null;
  order_address: string;
  additional_addressinfo: string | null;
  order_address_dictionary: OrderAddress | null;
  time_of_pickup: string | null;
  time_of_dropoff: string | null;
  order_total: number | string;
  additional_charges: number | string;
  items_total: number | string;
  mode_of_payment: string;
  item_details: OrderItem[] | null;
}

/** The browser filters of the orders table: agent and client names starting with the text (any case). */
export interface OrderNameFilter {
  agent?: string;
  client?: string;
}

/** The listQuery filter keys of the name filters (assigned_agentname_prefix, clientname_prefix). */
export function orderNameFilter(f: OrderNameFilter): Record<string, string> {
  const out: Record<string, string> = {};
  const agent = f.agent?.trim();
  const client = f.client?.trim();
  if (agent) out.assigned_agentname_prefix = agent;
  if (client) out.clientname_prefix = client;
  return out;
}

export function filterOrders<T extends Partial<ClientOrder>>(rows: readonly T[], f: OrderNameFilter): T[] {
  return filterRows([...rows], orderNameFilter(f));
}

/** A money value of the report (number or numeric text) as a number; anything else counts 0. */
export function amount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const n = Number(value.replace(/,/g, '').trim());
    return value.trim() !== '' && Number.isFinite(n) ? n : 0;
  }
  return 0;
}

export interface OrderTotals {
  count: number;
  items: number;
  extra: number;
  overall: number;
}

/** Totals over the given (filtered) orders; overall = items amount + extra amount. */
export function orderTotals(rows: readonly Partial<ClientOrder>[]): OrderTotals {
  let items = 0;
  let extra = 0;
  for (const r of rows) {
    items += amount(r.items_total);
    extra += amount(r.additional_charges);
  }
  // work in cents so that sums of decimals do not drift
  const round = (n: number) => Math.round(n * 100) / 100;
  return { count: rows.length, items: round(items), extra: round(extra), overall: round(items + extra) };
}

/** The totals as shown: thousands separators and 2 decimals. */
export function formatOrderTotals(t: OrderTotals): Record<'count' | 'items' | 'extra' | 'overall', string> {
  return {
    count: t.count.toLocaleString('en-US'),
    items: formatTotal(t.items),
    extra: formatTotal(t.extra),
    overall: formatTotal(t.overall),
  };
}

function coordinate(v: unknown, limit: number): number | null {
  if (v === null || v === undefined || v === '' || typeof v === 'boolean') return null;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** The delivery point of an order, or null when order_address_dictionary has no numeric coordinates. */
export function orderLocation(
  order: Pick<ClientOrder, 'order_address_dictionary'>,
): { lat: number; lng: number; address: string } | null {
  let d: unknown = order.order_address_dictionary;
  if (typeof d === 'string') {
    try {
      d = JSON.parse(d);
    } catch {
      return null;
    }
  }
  if (!d || typeof d !== 'object') return null;
  const dict = d as OrderAddress;
  const lat = coordinate(dict.location_lat, 90);
  const lng = coordinate(dict.location_lng, 180);
  if (lat === null || lng === null) return null;
  return { lat, lng, address: dict.Address ? String(dict.Address) : '' };
}

/** The item lines of an order (item_details may arrive as JSON text). */
export function orderItems(order: Pick<ClientOrder, 'item_details'>): OrderItem[] {
  let items: unknown = order.item_details;
  if (typeof items === 'string') {
    try {
      items = JSON.parse(items);
    } catch {
      return [];
    }
  }
  return Array.isArray(items) ? (items as OrderItem[]) : [];
}

/** The default report range: Monday of last week to today, as ISO dates. */
export { lastWeekRange as defaultOrderRange } from '../../contract/dates';

/** What a status allows (spec section 4). */
export const canAssign = (o: Pick<ClientOrder, 'order_status'>) => o.order_status === 'pending';
export const canCancel = canAssign;
export const canAddExtraCharge = (o: Pick<ClientOrder, 'order_status'>) => o.order_status === 'assigned';

/** An extra charge the server takes: a number greater than zero. */
export function validExtraCharge(value: unknown): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const n = Number(String(value).replace(/,/g, '').trim());
  return Number.isFinite(n) && n > 0 ? n : null;
}
