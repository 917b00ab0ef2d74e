import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';

import { auditResourceFor, recordClientAction } from '../../src/lib/auditClient';
import { saveSession } from '../../src/providers/session';
import {
  auditCsv,
  exportBody,
  exportFileName,
  formatTimestamp,
  formatValues,
  hasFilters,
  statisticsDays,
} from '../../src/pages/audit_logs/auditLogs';
import { AUDIT_EXPORT_COLUMNS } from '../../contract/audit';
import { fakeFetch, json, session, signedOut } from './support';

describe('recordClientAction', () => {
  signedOut();

  it('posts the action as JSON to log_client_action with the session token', async () => {
    const calls = fakeFetch(() => json({ success: true }));
    saveSession(session({ token: 'abc' }));
    await recordClientAction('EXPORT', 'Sample', 'Samples_20240610_081500.xlsx', 'Exported 3 row(s)');
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].path).toBe('/customqueries/log_client_action');
    expect(calls[0].headers.Authorization).toBe('Token abc');
    expect(calls[0].json).toEqual({
      action: 'EXPORT',
      resource_type: 'Sample',
      resource_name: 'Samples_20240610_081500.xlsx',
      description: 'Exported 3 row(s)',
    });
  });

  it('leaves out empty optional fields', async () => {
    const calls = fakeFetch(() => json({ success: true }));
    saveSession(session());
    await recordClientAction('SCAN', 'Delivery');
    expect(calls[0].json).toEqual({ action: 'SCAN', resource_type: 'Delivery' });
  });

  it('ignores a refused call and a network failure silently (resolves, never rejects)', async () => {
    saveSession(session());
    fakeFetch(() => json({ message: 'Invalid action' }, 400));
    await expect(recordClientAction('PRINT', 'Report', 'x')).resolves.toBeUndefined();
    fakeFetch(() => new Error('offline'));
    await expect(recordClientAction('PRINT', 'Report', 'x')).resolves.toBeUndefined();
  });

  it('sends nothing when nobody is signed in', async () => {
    const calls = fakeFetch(() => json({ success: true }));
    await recordClientAction('EXPORT', 'Sample');
    expect(calls).toHaveLength(0);
  });

  it('derives the audit resource type from the react-admin resource, Report otherwise', () => {
    expect(auditResourceFor('samples')).toBe('Sample');
    expect(auditResourceFor('hub_deliveries')).toBe('Delivery');
    expect(auditResourceFor('healthcenters')).toBe('Facility');
    expect(auditResourceFor('deliveryagents')).toBe('Agent');
    expect(auditResourceFor('pending_pickups')).toBe('Pickup');
    expect(auditResourceFor('facility_visits')).toBe('Visit');
    expect(auditResourceFor('some_chart')).toBe('Report');
    expect(auditResourceFor(undefined)).toBe('Report');
  });
});

describe('audit logs screen helpers', () => {
  const today = new Date(2024, 5, 10, 15, 30);

  it('statistics period: 30 days by default, else from the start date to today plus one', () => {
    expect(statisticsDays(null, today)).toBe(30);
    expect(statisticsDays('', today)).toBe(30);
    expect(statisticsDays('not a date', today)).toBe(30);
    expect(statisticsDays('2024-06-10', today)).toBe(1);
    expect(statisticsDays('2024-06-01', today)).toBe(10);
    expect(statisticsDays('2024-05-11', today)).toBe(31);
    expect(statisticsDays('2024-07-01', today)).toBe(1);
    expect(statisticsDays('1990-01-01', today)).toBe(3650);
  });

  it('builds the export body from the filter values (search from q, bad dates dropped)', () => {
    expect(
      exportBody({
        user: 'manager',
        action: 'CREATE',
        resource_type: 'Region',
        success: 'false',
        date_from: '2024-06-01',
        date_to: '10/06/2024',
        q: '  Gulu ',
      }),
    ).toEqual({
      user: 'manager',
      action: 'CREATE',
      resource_type: 'Region',
      success: 'false',
      date_from: '2024-06-01',
      date_to: '',
      search: 'Gulu',
    });
    expect(exportBody({})).toEqual({
      user: '',
      action: '',
      resource_type: '',
      success: '',
      date_from: '',
      date_to: '',
      search: '',
    });
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ success: 'true' })).toBe(true);
  });

  it('formats timestamps as DD/MM/YYYY HH:mm:ss in local time', () => {
    expect(formatTimestamp(new Date(2024, 0, 5, 7, 8, 9).toISOString())).toBe('05/01/2024 07:08:09');
    expect(formatTimestamp(null)).toBe('');
    expect(formatTimestamp('garbage')).toBe('');
  });

  it('formats old/new values as indented JSON, empty for none', () => {
    expect(formatValues({ name: 'Gulu' })).toBe('{\n  "name": "Gulu"\n}');
    expect(formatValues('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(formatValues(null)).toBe('');
    expect(formatValues({})).toBe('');
  });

  it('names the export audit_logs_DD_MM_YYYY.csv', () => {
    expect(exportFileName(new Date(2024, 5, 9))).toBe('audit_logs_09_06_2024.csv');
  });

  it('writes the export rows under the fourteen headers, formula-like cells neutralised', () => {
    const csv = auditCsv([
      {
        ID: 7,
        Timestamp: '2024-06-10T08:00:00.000Z',
        User: 'manager',
        Email: 'm@example.test',
        Action: 'CREATE',
        'Resource Type': 'Region',
        'Resource Name': '=cmd',
        Description: 'Created region',
        'IP Address': '127.0.0.1',
        'Device Type': 'Desktop',
        Success: true,
        'Error Message': '',
        'Old Values': '',
        'New Values': { region_name: '=cmd' },
      },
    ]);
    const [header, row] = Papa.parse<string[]>(csv).data;
    // the contract's columns, in order (tests/server/audit.test.ts pins them to the spec's names)
    expect(header).toEqual([...AUDIT_EXPORT_COLUMNS]);
    expect(row[0]).toBe('7');
    expect(row[6]).toBe("'=cmd");
    expect(row[10]).toBe('true');
    expect(row[13]).toBe('{"region_name":"=cmd"}');
  });
});
