import { describe, expect, it } from 'vitest';
import { applyListParams } from '../../src/lib/listQuery';
import {
  amount,
  canAddExtraCharge,
  canAssign,
  canCancel,
  defaultOrderRange,
  filterOrders,
  formatOrderTotals,
  orderItems,
  orderLocation,
  orderNameFilter,
  orderTotals,
  validExtraCharge,
  type ClientOrder,
} from '../../src/lib/orders';

const order = (o: Partial<ClientOrder>): Partial<ClientOrder> => ({
  items_total: 0,
  additional_charges: 0,
  order_total: 0,
  ...o,
});

describe('order totals', () => {
  it('counts the orders and sums items, extras and overall with 2 decimals', () => {
    const rows = [
      order({ items_total: 1234567.5, additional_charges: 2000 }),
      order({ items_total: '0.1', additional_charges: '0.2' }),
      order({ items_total: '15000.00', additional_charges: '0.00' }),
    ];
    const totals = orderTotals(rows);
    expect(totals).toEqual({ count: 3, items: 1249567.6, extra: 2000.2, overall: 1251567.8 });
    expect(formatOrderTotals(totals)).toEqual({
      count: '3',
      items: '1,249,567.60',
      extra: '2,000.20',
      overall: '1,251,567.80',
    });
  });

  it('shows zeros for no orders and ignores values that are not numbers', () => {
    expect(formatOrderTotals(orderTotals([]))).toEqual({
      count: '0',
      items: '0.00',
      extra: '0.00',
      overall: '0.00',
    });
    const t = orderTotals([order({ items_total: 'n/a', additional_charges: null as unknown as number })]);
    expect(t).toEqual({ count: 1, items: 0, extra: 0, overall: 0 });
  });

  it('separates thousands of the count', () => {
    const rows = Array.from({ length: 1500 }, () => order({ items_total: 1 }));
    expect(formatOrderTotals(orderTotals(rows)).count).toBe('1,500');
  });

  it('reads amounts with separators', () => {
    expect(amount('1,250.75')).toBe(1250.75);
    expect(amount('')).toBe(0);
    expect(amount(undefined)).toBe(0);
  });
});

describe('agent and client filters', () => {
  const rows = [
    { id: 1, clientname: 'Mulago Hospital', assigned_agentname: 'Alice Nakato' },
    { id: 2, clientname: 'Nsambya Clinic', assigned_agentname: 'Denis Opio' },
    { id: 3, clientname: 'Mengo Lab', assigned_agentname: null },
    { id: 4, clientname: 'City Mulago Pharmacy', assigned_agentname: 'alex Kato' },
  ];

  it('match names that start with the text, in any case', () => {
    expect(filterOrders(rows, { client: 'mulago' }).map((r) => r.id)).toEqual([1]);
    expect(filterOrders(rows, { client: 'M' }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterOrders(rows, { agent: 'AL' }).map((r) => r.id)).toEqual([1, 4]);
    expect(filterOrders(rows, { agent: 'al', client: 'city' }).map((r) => r.id)).toEqual([4]);
  });

  it('ignore empty filters and trim the text', () => {
    expect(filterOrders(rows, { agent: '', client: '  ' })).toHaveLength(4);
    expect(orderNameFilter({ agent: ' Den ' })).toEqual({ assigned_agentname_prefix: 'Den' });
  });

  it('are the _prefix filters of the browser list query (the data provider could apply them too)', () => {
    const { data, total } = applyListParams(rows, {
      filter: orderNameFilter({ client: 'n' }),
      pagination: { page: 1, perPage: 10 },
    });
    expect(total).toBe(1);
    expect(data[0].id).toBe(2);
  });
});

describe('order details', () => {
  it('takes the delivery point from order_address_dictionary', () => {
    expect(
      orderLocation({
        order_address_dictionary: { location_lat: '0.3476', location_lng: 32.58, Address: 'Kampala Road' },
      }),
    ).toEqual({ lat: 0.3476, lng: 32.58, address: 'Kampala Road' });
  });

  it('has no delivery point without numeric coordinates', () => {
    expect(orderLocation({ order_address_dictionary: null })).toBeNull();
    expect(
      orderLocation({ order_address_dictionary: { location_lat: 'x', location_lng: 32, Address: 'A' } }),
    ).toBeNull();
    expect(orderLocation({ order_address_dictionary: { location_lat: '', location_lng: '' } })).toBeNull();
    expect(orderLocation({ order_address_dictionary: { location_lat: 95, location_lng: 32 } })).toBeNull();
  });

  it('reads item lines given as a list or as JSON text', () => {
    const line = { key: 1, item_name: 'Gloves', quantity: 2, description: '2 x Gloves', total: 5000 };
    expect(orderItems({ item_details: [line] })).toEqual([line]);
    expect(orderItems({ item_details: JSON.stringify([line]) as unknown as [] })).toEqual([line]);
    expect(orderItems({ item_details: null })).toEqual([]);
  });

  it('defaults the report range to Monday of last week up to today', () => {
    // Wednesday 15 May 2024 → Monday 6 May 2024
    expect(defaultOrderRange(new Date(2024, 4, 15, 10))).toEqual({ from: '2024-05-06', to: '2024-05-15' });
    // a Monday → the Monday one week before
    expect(defaultOrderRange(new Date(2024, 4, 13))).toEqual({ from: '2024-05-06', to: '2024-05-13' });
  });
});

describe('what a status allows', () => {
  it('assigns and cancels only pending orders, charges extra only assigned ones', () => {
    const of = (order_status: string) => ({ order_status });
    expect(['pending', 'assigned', 'success', 'cancelled'].filter((s) => canAssign(of(s)))).toEqual([
      'pending',
    ]);
    expect(['pending', 'assigned', 'success', 'cancelled'].filter((s) => canCancel(of(s)))).toEqual([
      'pending',
    ]);
    expect(['pending', 'assigned', 'success', 'cancelled'].filter((s) => canAddExtraCharge(of(s)))).toEqual([
      'assigned',
    ]);
  });

  it('takes an extra charge only above zero', () => {
    expect(validExtraCharge('0')).toBeNull();
    expect(validExtraCharge(0)).toBeNull();
    expect(validExtraCharge('-5')).toBeNull();
    expect(validExtraCharge('')).toBeNull();
    expect(validExtraCharge('abc')).toBeNull();
    expect(validExtraCharge('2500')).toBe(2500);
    expect(validExtraCharge('0.5')).toBe(0.5);
  });
});
