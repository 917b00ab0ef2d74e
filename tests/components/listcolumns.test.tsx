/**
 * One column list per table: the hub's twins take their columns from the admin lists, and a table
 * column showing several fields gives the print view and the Excel export one column a field.
 */
import { describe, expect, it } from 'vitest';
import { columnsFor, columnTexts } from '../../src/components/ListColumns';
import { HUB_AGENT_COLUMNS } from '../../src/pages/hub_deliveryagents/HubAgentsPage';
import { HUB_CENTRE_COLUMNS } from '../../src/pages/hub_healthcenters/HubHealthCentersPage';
import { AGENT_COLUMNS } from '../../src/resources/deliveryagents/agentColumns';
import { PATIENT_COLUMNS } from '../../src/resources/patient_management/patientColumns';
import { deliveryColumns } from '../../src/resources/deliveries/DeliveryList';
import { orderColumns } from '../../src/resources/orders/OrderList';
import { pickupColumns } from '../../src/resources/pending_pickups/PickupList';
import type { PendingPickup } from '../../src/resources/pending_pickups/pickups';
import type { ClientOrder } from '../../src/lib/orders';
import type { DeliveryRow } from '../../src/lib/deliveries';
import type { DeliveryAgent, HealthCentre, Patient } from '../../contract/types';
import { i18nProvider } from './helpers';

const translate = (key: string, options?: Record<string, unknown>) =>
  i18nProvider.translate(key, options) as string;

const AGENT = {
  id: 1,
  FullName: 'Alice Nakato',
  first_name: 'Alice',
  agent_code: 'AG0001',
  agent_type: 'rider',
  RegisteredPhoneNumber1: '0700000001',
  hub_name: 'Kampala Main Hub',
  gender: 'Female',
  Nationality: 'Ugandan',
  IDNumber: 'CM123',
  District: 'Kampala',
  login_at: null,
  logout_at: null,
  active: true,
  is_online: false,
} as unknown as DeliveryAgent;

const sheet = <R,>(columns: ReturnType<typeof columnTexts<R>>, row: R) =>
  columns.map((c) => [c.header, c.value(row)]);

describe('agents', () => {
  it("the admin list prints and exports every file column; the hub's twin exports its own pick of them", () => {
    expect(
      columnTexts(columnsFor(AGENT_COLUMNS, 'print'), 'deliveryagents', translate).map((c) => c.header),
    ).toEqual([
      'Agent Type',
      'Names',
      'Hub',
      'Agent code',
      'Phone contact',
      'ID',
      'Gender',
      'Nationality',
      'District of residence',
      'Last login',
      'Last logout',
      'Active?',
      'Online?',
    ]);
    expect(columnsFor(AGENT_COLUMNS, 'table').map((c) => c.source)).toEqual([
      'Photo',
      'agent_type',
      'first_name',
      'hub_name',
      'agent_code',
      'RegisteredPhoneNumber1',
      'IDNumber',
      'login_at',
      'logout_at',
      'active',
      'is_online',
    ]);
    expect(
      sheet(columnTexts(columnsFor(HUB_AGENT_COLUMNS, 'excel'), 'deliveryagents', translate), AGENT),
    ).toEqual([
      ['Names', 'Alice Nakato'],
      ['Agent code', 'AG0001'],
      ['Agent Type', 'Rider'],
      ['Phone contact', '0700000001'],
      ['Hub', 'Kampala Main Hub'],
      ['Gender', 'Female'],
      ['District of residence', 'Kampala'],
      ['Last login', ''],
      ['Last logout', ''],
      ['Active?', 'Yes'],
      ['Online?', 'Offline'],
    ]);
    expect(columnsFor(HUB_AGENT_COLUMNS, 'table').map((c) => c.source)).toEqual([
      'Photo',
      'first_name',
      'agent_code',
      'agent_type',
      'RegisteredPhoneNumber1',
      'login_at',
      'active',
      'is_online',
    ]);
  });
});

describe('hub health centres', () => {
  it("take the admin list's columns in the hub's order, and the status (missing counts as Active)", () => {
    const centre = {
      id: 3,
      name: 'Ntinda HC',
      HC_code: 'HC0003',
      district: null,
      contactperson_name: 'Joy',
      contactperson_phone: '0700',
      status: null,
    } as unknown as HealthCentre;
    const files = sheet(
      columnTexts(columnsFor(HUB_CENTRE_COLUMNS, 'print'), 'healthcenters', translate),
      centre,
    );
    expect(files.map(([, value]) => value)).toEqual(['Ntinda HC', 'HC0003', '', 'Joy', '0700', 'Active']);
    expect(columnTexts(columnsFor(HUB_CENTRE_COLUMNS, 'excel'), 'healthcenters', translate)).toHaveLength(6);
    expect(columnsFor(HUB_CENTRE_COLUMNS, 'table').map((c) => c.source)).toEqual([
      'name',
      'HC_code',
      'district',
      'contactperson_name',
      'contactperson_phone',
      'status',
    ]);
  });
});

describe('patients', () => {
  it('the table groups fields in one column; print and Excel show each field in its own column', () => {
    const patient = {
      id: 1,
      names: 'Grace Atim',
      sex: 'Female',
      date_of_birth: null,
      phone_number: '0772',
      email_address: null,
      nationality: 'Ugandan',
      village_of_residence: 'Gulu',
      pending_sample_pickup_number: 'PSP-1',
      created_at: null,
    } as unknown as Patient;
    expect(columnsFor(PATIENT_COLUMNS, 'table')).toHaveLength(6);
    const files = sheet(
      columnTexts(columnsFor(PATIENT_COLUMNS, 'excel'), 'patient_management', translate),
      patient,
    );
    expect(files.map(([header]) => header)).toEqual(
      [
        'names',
        'age',
        'sex',
        'phone_number',
        'email_address',
        'nationality',
        'village',
        'pending_sample_pickup_number',
        'created_at',
      ].map((f) => translate(`resources.patient_management.fields.${f}`)),
    );
    expect(files.map(([, value]) => value)).toEqual([
      'Grace Atim',
      '',
      'Female',
      '0772',
      '',
      'Ugandan',
      'Gulu',
      'PSP-1',
      '',
    ]);
    expect(
      sheet(columnTexts(columnsFor(PATIENT_COLUMNS, 'print'), 'patient_management', translate), patient),
    ).toEqual(files);
  });
});

describe('deliveries', () => {
  const DELIVERY: DeliveryRow = {
    id: 7,
    delivery_number: 'DEL000007',
    date: '2026-11-20',
    date_ts: 1795132800000,
    agent_account_name: 'Alice Nakato',
    pickup_point: 'Kisenyi HC IV',
    destination: 'Central Public Health Laboratories (CPHL)',
    item_name: 'Sputum',
    item_type: 'sample',
    barcode: 'UG0000123',
    barcode_type: 'child',
    parent_code: 'UG0000100',
    delivery_status: 'delivered',
    delivery_mode: 'motorcycle',
    time_of_pickup: '2026-11-20 09:00',
    time_of_dropoff: '2026-11-20 11:30',
    turn_around_time: '2:30:00',
    turnaround_seconds: 9000,
    items_total: 3,
    received_by_coordinator: true,
    received_by: 'Grace Namutebi',
    time_of_receiving: null,
    receivers_note: 'All intact',
  };

  it('the print view and the Excel file have a column per field of the table columns, in the table order', () => {
    const expected = [
      ['Delivery No.', 'DEL000007'],
      ['Date', '2026-11-20'],
      ['Agent', 'Alice Nakato'],
      ['Pickup point', 'Kisenyi HC IV'],
      ['Destination', 'Central Public Health Laboratories (CPHL)'],
      ['Item', 'Sputum'],
      ['Item type', 'sample'],
      ['Barcode', 'UG0000123'],
      ['Barcode type', 'child'],
      ['Parent barcode', 'UG0000100'],
      ['Status', 'delivered'],
      ['Delivery mode', 'motorcycle'],
      ['Pickup time', '2026-11-20 09:00'],
      ['Drop-off time', '2026-11-20 11:30'],
      ['Turnaround', '2:30:00'],
      ['Items total', 3],
      ['Received', 'Received'],
      ['Received by', 'Grace Namutebi'],
      ['Time of receiving', ''],
      ['Receiver note', 'All intact'],
    ];
    for (const medium of ['print', 'excel'] as const)
      expect(
        sheet(columnTexts(columnsFor(deliveryColumns(false), medium), 'deliveries', translate), DELIVERY),
      ).toEqual(expected);
    expect(columnsFor(deliveryColumns(false), 'table').map((c) => c.source)).toEqual([
      'delivery_number',
      'date_ts',
      'agent_account_name',
      'pickup_point',
      'destination',
      'item_name',
      'item_type',
      'barcode',
      'delivery_status',
      'time_of_pickup',
      'time_of_dropoff',
      'turnaround_seconds',
      'items_total',
      'overdue',
      'received_by_coordinator',
      'actions',
    ]);
  });
});

describe('orders', () => {
  it('the print view and the Excel file follow the table: amounts as totals, the status in words', () => {
    const order = {
      id: 3,
      ordernumber: 'ORD000003',
      date: '2026-11-20',
      orig_date: '2026-11-20T08:00:00Z',
      clientname: 'Mulago Lab',
      assigned_agentname: 'Alice Nakato',
      order_address: 'Plot 5, Kampala Road',
      mode_of_payment: 'cash',
      order_status: 'assigned',
      items_total: '1234567.5',
      additional_charges: 0,
      order_total: '1234567.5',
    } as unknown as ClientOrder;
    const expected = [
      ['Order No.', 'ORD000003'],
      ['Date', '2026-11-20'],
      ['Client', 'Mulago Lab'],
      ['Agent', 'Alice Nakato'],
      ['Address', 'Plot 5, Kampala Road'],
      ['Items Amount', '1,234,567.50'],
      ['Extra Amount', '0.00'],
      ['Total', '1,234,567.50'],
      ['Payment', 'cash'],
      ['Status', translate('components.status.order.assigned')],
    ];
    for (const medium of ['print', 'excel'] as const)
      expect(sheet(columnTexts(columnsFor(orderColumns(false), medium), 'orders', translate), order)).toEqual(
        expected,
      );
    expect(columnsFor(orderColumns(false), 'table').map((c) => c.source)).toEqual([
      'ordernumber',
      'orig_date',
      'clientname',
      'assigned_agentname',
      'order_address',
      'items_total',
      'additional_charges',
      'order_total',
      'mode_of_payment',
      'order_status',
      'actions',
    ]);
  });
});

describe('pending pickups', () => {
  it('the print view and the Excel file follow the table and add the rider and the notes', () => {
    const pickup = {
      id: 4,
      pickup_number: 'PUP000004',
      date: '2026-11-20',
      sample: { id: 2, name: 'Sputum', priority: 'high' },
      quantity: 3,
      pickup_location_display: 'Kisenyi HC IV',
      destination_location_display: 'CPHL',
      assigned_delivery_agent_name: 'Alice Nakato',
      assigned_rider_name: 'Bob Okello',
      pickup_status: 'assigned',
      source: 'agent_app',
      created_by: 'manager',
      notes: 'Cold box',
    } as unknown as PendingPickup;
    const expected = [
      ['Pickup No.', 'PUP000004'],
      ['Pickup Date', '20/11/2026'],
      ['Sample', 'Sputum'],
      ['Priority', 'HIGH'],
      ['Quantity', 3],
      ['Pickup Location', 'Kisenyi HC IV'],
      ['Destination', 'CPHL'],
      ['Agent', 'Alice Nakato'],
      ['Rider', 'Bob Okello'],
      ['Status', 'Assigned to Agent'],
      ['Source', 'Agent App'],
      ['Created By', 'manager'],
      ['Notes', 'Cold box'],
    ];
    for (const medium of ['print', 'excel'] as const)
      expect(
        sheet(
          columnTexts(columnsFor(pickupColumns(false, null), medium), 'pending_pickups', translate),
          pickup,
        ),
      ).toEqual(expected);
    const row = { onView: () => {}, onEdit: () => {} };
    expect(columnsFor(pickupColumns(false, row), 'table').map((c) => c.source)).toEqual([
      'pickup_number',
      'date',
      'sample_name',
      'sample.priority',
      'quantity',
      'pickup_location_display',
      'destination_location_display',
      'assigned_delivery_agent_name',
      'pickup_status',
      'source',
      'created_by',
      'overdue',
      'actions',
    ]);
  });
});
