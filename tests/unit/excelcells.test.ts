/**
 * Excel files are data: the written file, read back with the xlsx library, has numeric cells
 * with number formats for amounts, counts and durations, date cells shown as DD/MM/YYYY (HH:mm), and text
 * exactly as the record has it (no apostrophe). Over the real writers (the main-thread export and the Web
 * Worker) and the real column lists.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from '@e965/xlsx';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import en from '../../src/i18n/en';

// the main-thread export writes to disk in node: keep the workbook instead, to read it back
const written = vi.hoisted(() => ({ books: [] as unknown[] }));
vi.mock('@e965/xlsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@e965/xlsx')>();
  return { ...actual, writeFile: (book: unknown) => written.books.push(book) };
});
vi.mock('../../src/lib/auditClient', () => ({ recordClientAction: async () => {} }));

import { columnsFor, columnTexts, type ListColumn } from '../../src/components/ListColumns';
import {
  exportToExcel,
  sheetColumnWidths,
  sheetHeader,
  sheetRow,
  type ExcelColumn,
} from '../../src/lib/excel';
import type { ExcelWorkerRequest, ExcelWorkerResponse } from '../../src/lib/excelStream';
import { orderColumns } from '../../src/resources/orders/OrderList';
import { deliveryColumns } from '../../src/resources/deliveries/DeliveryList';
import { pickupColumns } from '../../src/resources/pending_pickups/PickupList';
import { AGENT_COLUMNS } from '../../src/resources/deliveryagents/agentColumns';
import { PATIENT_COLUMNS } from '../../src/resources/patient_management/patientColumns';
import { HEALTH_CENTER_COLUMNS } from '../../src/resources/healthcenters/healthCenterColumns';
import { VISIT_COLUMNS } from '../../src/resources/facility_visits/FacilityVisitList';
import { COLUMNS as APP_CLIENT_COLUMNS } from '../../src/resources/app_clients/AppClientList';
import { COLUMNS as HUB_COLUMNS } from '../../src/resources/collectionhubs/HubList';
import type { ClientOrder } from '../../src/lib/orders';
import type { DeliveryRow } from '../../src/lib/deliveries';
import type { HealthCentre } from '../../contract/types';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en', { allowMissing: true });
const translate = (key: string, options?: Record<string, unknown>) => i18n.translate(key, options) as string;

const excelColumns = <R>(columns: readonly ListColumn<R>[], resource: string) =>
  columnTexts(columnsFor(columns, 'excel'), resource, translate);

/** Writes the rows with the main-thread export and reads the file back. */
async function writeMainThread<R>(rows: R[], columns: ExcelColumn<R>[]): Promise<XLSX.WorkSheet> {
  written.books = [];
  await exportToExcel(rows, columns, { fileBase: 'x', audit: false });
  const data = XLSX.write(written.books[0] as XLSX.WorkBook, {
    bookType: 'xlsx',
    type: 'array',
  }) as ArrayBuffer;
  const book = XLSX.read(new Uint8Array(data), { type: 'array', cellNF: true });
  return book.Sheets[book.SheetNames[0]];
}

/** Writes the rows with the Web Worker's module (fed as excelStream feeds it) and reads the file back. */
async function writeInWorker<R>(rows: R[], columns: ExcelColumn<R>[]): Promise<XLSX.WorkSheet> {
  const replies: ExcelWorkerResponse[] = [];
  const scope: {
    onmessage?: (e: { data: ExcelWorkerRequest }) => void;
    postMessage: (m: ExcelWorkerResponse) => void;
  } = { postMessage: (m) => replies.push(m) };
  vi.stubGlobal('self', scope);
  vi.resetModules();
  await import('../../src/lib/excel.worker');
  const send = (data: ExcelWorkerRequest) => scope.onmessage!({ data });
  // as the page posts them: structured-cloned
  send(
    structuredClone({
      type: 'start',
      header: sheetHeader(columns),
      sheetName: 'S',
      widths: sheetColumnWidths(columns),
    }),
  );
  send(structuredClone({ type: 'rows', rows: rows.map((r) => sheetRow(r, columns)) }));
  send({ type: 'finish' });
  const reply = replies[0];
  if (reply.type !== 'done') throw new Error(reply.message);
  const book = XLSX.read(new Uint8Array(reply.data), { type: 'array', cellNF: true });
  return book.Sheets.S;
}

/** The cell under the header `header` in the first data row. */
function cellUnder(sheet: XLSX.WorkSheet, header: string): XLSX.CellObject {
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
  const col = (rows[0] as string[]).indexOf(header);
  if (col < 0) throw new Error(`no column ${header}: ${String(rows[0])}`);
  return sheet[XLSX.utils.encode_cell({ r: 1, c: col })] as XLSX.CellObject;
}

const ORDER = {
  id: 3,
  ordernumber: 'ORD000003',
  date: '20/11/2026',
  orig_date: '2026-11-20T08:00:00',
  clientname: '-Mulago Lab',
  assigned_agentname: 'Alice Nakato',
  order_address: 'Plot 5, Kampala Road',
  mode_of_payment: 'cash',
  order_status: 'assigned',
  items_total: '455000',
  additional_charges: 1500.5,
  order_total: '456,500.50',
} as unknown as ClientOrder;

const DELIVERY = {
  id: 7,
  delivery_number: 'DEL000007',
  date: '20/11/2026',
  orig_date: '2026-11-20T08:00:00',
  agent_account_name: 'Alice Nakato',
  pickup_point: 'Kisenyi HC IV',
  destination: 'CPHL',
  item_name: 'Sputum',
  item_type: 'sample',
  barcode: '=UG0000123',
  delivery_status: 'delivered',
  time_of_pickup: '09:05',
  time_of_dropoff: '11:35',
  turn_around_time: '26:30:00',
  turnaround_seconds: 95400,
  items_total: 1234,
  received_by_coordinator: true,
  received_by: 'Grace Namutebi',
  time_of_receiving: '2026-11-20T12:45:00',
  receivers_note: '-2 tubes short',
} as unknown as DeliveryRow;

const CENTRE = {
  id: 1,
  HC_code: 'HC001',
  name: 'Kisenyi HC IV',
  contactperson_phone: '+256772000111',
  location_latitude: '0.3136',
  location_longitude: 32.5811,
} as unknown as HealthCentre;

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => vi.stubGlobal('self', undefined));

describe.each([
  ['the main-thread export', writeMainThread],
  ['the Web Worker export', writeInWorker],
] as const)('%s writes data, not text', (_name, write) => {
  it('orders: the amounts are numbers with two decimals and thousands separators, the date a date', async () => {
    const sheet = await write([ORDER], excelColumns(orderColumns(false), 'orders'));
    for (const [header, value, shown] of [
      ['Items Amount', 455000, '455,000.00'],
      ['Extra Amount', 1500.5, '1,500.50'],
      ['Total', 456500.5, '456,500.50'],
    ] as const)
      expect(cellUnder(sheet, header)).toMatchObject({ t: 'n', v: value, z: '#,##0.00', w: shown });
    expect(cellUnder(sheet, 'Date')).toMatchObject({ t: 'n', z: 'dd/mm/yyyy', w: '20/11/2026' });
    // 20/11/2026 is day 46,346 of a spreadsheet's calendar
    expect(cellUnder(sheet, 'Date').v).toBe(46346);
    expect(cellUnder(sheet, 'Client')).toMatchObject({ t: 's', v: '-Mulago Lab' });
  });

  it('deliveries: dates, times and the turnaround as date/time numbers, counts as numbers, text unchanged', async () => {
    const sheet = await write([DELIVERY], excelColumns(deliveryColumns(false), 'deliveries'));
    expect(cellUnder(sheet, 'Date')).toMatchObject({ t: 'n', v: 46346, z: 'dd/mm/yyyy', w: '20/11/2026' });
    expect(cellUnder(sheet, 'Time of receiving')).toMatchObject({
      t: 'n',
      z: 'dd/mm/yyyy hh:mm',
      w: '20/11/2026 12:45',
    });
    expect(cellUnder(sheet, 'Time of receiving').v).toBeCloseTo(46346 + (12 * 60 + 45) / 1440, 9);
    expect(cellUnder(sheet, 'Pickup time')).toMatchObject({ t: 'n', z: 'hh:mm', w: '09:05' });
    expect(cellUnder(sheet, 'Drop-off time')).toMatchObject({ t: 'n', z: 'hh:mm', w: '11:35' });
    expect(cellUnder(sheet, 'Turnaround')).toMatchObject({ t: 'n', z: '[h]:mm:ss', w: '26:30:00' });
    expect(cellUnder(sheet, 'Turnaround').v).toBeCloseTo(26.5 / 24, 9);
    expect(cellUnder(sheet, 'Items total')).toMatchObject({ t: 'n', v: 1234, z: '#,##0', w: '1,234' });
    expect(cellUnder(sheet, 'Receiver note')).toMatchObject({ t: 's', v: '-2 tubes short' });
    expect(cellUnder(sheet, 'Barcode')).toMatchObject({ t: 's', v: '=UG0000123' });
    expect(cellUnder(sheet, 'Barcode').f).toBeUndefined();
  });

  it('a contact phone starting with + is the phone, coordinates are numbers', async () => {
    const sheet = await write([CENTRE], excelColumns(HEALTH_CENTER_COLUMNS, 'healthcenters'));
    expect(cellUnder(sheet, 'Contact phone')).toMatchObject({
      t: 's',
      v: '+256772000111',
      w: '+256772000111',
    });
    expect(cellUnder(sheet, 'Latitude')).toMatchObject({ t: 'n', v: 0.3136 });
    expect(cellUnder(sheet, 'Longitude')).toMatchObject({ t: 'n', v: 32.5811 });
  });

  it('an empty date or amount is an empty cell, and text that is not a date stays text', async () => {
    const sheet = await write(
      [
        {
          ...DELIVERY,
          time_of_receiving: null,
          date: 'unknown',
          items_total: null,
        } as unknown as DeliveryRow,
      ],
      excelColumns(deliveryColumns(false), 'deliveries'),
    );
    expect(cellUnder(sheet, 'Time of receiving')?.v ?? '').toBe('');
    expect(cellUnder(sheet, 'Items total')?.v ?? '').toBe('');
    expect(cellUnder(sheet, 'Date')).toMatchObject({ t: 's', v: 'unknown' });
  });
});

describe('the print view keeps the text the screens show', () => {
  it('orders and deliveries print their formatted amounts, dates and times', () => {
    const print = (cols: ExcelColumn<never>[], row: unknown) =>
      Object.fromEntries(cols.map((c) => [c.header, c.value(row as never)]));
    const orders = print(
      columnTexts(columnsFor(orderColumns(false), 'print'), 'orders', translate) as ExcelColumn<never>[],
      ORDER,
    );
    expect(orders).toMatchObject({ Date: '20/11/2026', 'Items Amount': '455,000.00', Total: '456,500.50' });
    const deliveries = print(
      columnTexts(
        columnsFor(deliveryColumns(false), 'print'),
        'deliveries',
        translate,
      ) as ExcelColumn<never>[],
      DELIVERY,
    );
    expect(deliveries).toMatchObject({
      'Time of receiving': '20/11/2026 12:45',
      Turnaround: '26:30:00',
      'Receiver note': '-2 tubes short',
    });
  });
});

/** Headers that name a date, a time, an amount, a count or a measure: such a column must be typed. */
const TYPED_HEADER =
  /\b(date|time|amount|total|turnaround|quantity|age|login|logout|latitude|longitude|percentage|created(?! by))\b/i;

describe('every date, time, amount and count column of a list is typed for Excel', () => {
  const lists: [string, readonly ListColumn<never>[], string][] = [
    ['orders', orderColumns(false) as ListColumn<never>[], 'orders'],
    ['deliveries', deliveryColumns(false) as ListColumn<never>[], 'deliveries'],
    ['pickups', pickupColumns(false, null) as ListColumn<never>[], 'pending_pickups'],
    ['agents', AGENT_COLUMNS as ListColumn<never>[], 'deliveryagents'],
    ['patients', PATIENT_COLUMNS as ListColumn<never>[], 'patient_management'],
    ['health centres', HEALTH_CENTER_COLUMNS as ListColumn<never>[], 'healthcenters'],
    ['hubs', HUB_COLUMNS as ListColumn<never>[], 'collectionhubs'],
    ['facility visits', VISIT_COLUMNS as ListColumn<never>[], 'facility_visits'],
    ['app clients', APP_CLIENT_COLUMNS as ListColumn<never>[], 'app_clients'],
  ];
  it.each(lists)('%s', (_name, columns, resource) => {
    const excel = excelColumns(columns, resource);
    const named = excel.filter((c) => TYPED_HEADER.test(c.header));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((c) => !c.kind).map((c) => c.header)).toEqual([]);
  });

  it('orders, deliveries and pickups type exactly these columns', () => {
    const kinds = (columns: readonly ListColumn<never>[], resource: string) =>
      excelColumns(columns, resource)
        .filter((c) => c.kind)
        .map((c) => `${c.header}: ${c.kind}`);
    expect(kinds(orderColumns(false) as ListColumn<never>[], 'orders')).toEqual([
      'Date: date',
      'Items Amount: money',
      'Extra Amount: money',
      'Total: money',
    ]);
    expect(kinds(deliveryColumns(false) as ListColumn<never>[], 'deliveries')).toEqual([
      'Date: date',
      'Pickup time: time',
      'Drop-off time: time',
      'Turnaround: duration',
      'Items total: count',
      'Time of receiving: datetime',
    ]);
    expect(kinds(pickupColumns(false, null) as ListColumn<never>[], 'pending_pickups')).toEqual([
      'Pickup Date: date',
      'Quantity: count',
    ]);
  });
});
