import { describe, expect, it } from 'vitest';
import {
  deliveryCounts,
  healthCentreGroup,
  healthCentreGroups,
  hubPerformance,
  hubReportArgs,
  isCompleted,
  onlineAgents,
  reportRows,
} from '../../src/lib/hubDashboard';

describe('hub dashboard counts', () => {
  it('asks the report for every status over the last 30 days of the hub', () => {
    expect(hubReportArgs(7, new Date(2025, 2, 15, 14, 30))).toEqual({
      delivery_status: '',
      dateone: '13/02/2025',
      datetwo: '15/03/2025',
      hub: '7',
    });
    // across a year boundary
    expect(hubReportArgs('3', new Date(2025, 0, 10))).toMatchObject({
      dateone: '11/12/2024',
      datetwo: '10/01/2025',
    });
  });

  it('counts a delivery as completed when it has a drop-off time', () => {
    expect(isCompleted({ time_of_dropoff: '14:05' })).toBe(true);
    expect(isCompleted({ time_of_dropoff: '2025-03-01T10:00:00Z' })).toBe(true);
    expect(isCompleted({ time_of_dropoff: null })).toBe(false);
    expect(isCompleted({ time_of_dropoff: '' })).toBe(false);
    expect(isCompleted({ time_of_dropoff: '  ' })).toBe(false);
    expect(isCompleted({})).toBe(false);
  });

  it('counts total, pending, completed and the rounded performance', () => {
    const rows = [
      { time_of_dropoff: '10:00' },
      { time_of_dropoff: null },
      { time_of_dropoff: '11:30' },
      {},
      { time_of_dropoff: '' },
      { time_of_dropoff: '09:15' },
    ];
    expect(deliveryCounts(rows)).toEqual({ total: 6, completed: 3, pending: 3, performance: 50 });
    expect(deliveryCounts(rows.slice(0, 3))).toEqual({ total: 3, completed: 2, pending: 1, performance: 67 });
  });

  it('gives 0 % performance when there are no deliveries, rounds otherwise', () => {
    expect(deliveryCounts([])).toEqual({ total: 0, completed: 0, pending: 0, performance: 0 });
    expect(hubPerformance(0, 0)).toBe(0);
    expect(hubPerformance(1, 3)).toBe(33);
    expect(hubPerformance(2, 3)).toBe(67);
    expect(hubPerformance(1, 8)).toBe(13);
    expect(hubPerformance(5, 5)).toBe(100);
  });

  it('keeps the agents that are online and active', () => {
    const agents = [
      { id: 1, is_online: true, active: true },
      { id: 2, is_online: true, active: false },
      { id: 3, is_online: false, active: true },
      { id: 4, is_online: 'true', active: 'true' },
      { id: 5 },
    ];
    expect(onlineAgents(agents).map((a) => a.id)).toEqual([1, 4]);
  });

  it('groups health centres by status; missing or unknown status counts as Active', () => {
    expect(healthCentreGroup({ status: 'pending' })).toBe('pending');
    expect(healthCentreGroup({ status: 'Maintenance ' })).toBe('maintenance');
    expect(healthCentreGroup({ status: 'closed' })).toBe('active');
    expect(healthCentreGroup({ status: null })).toBe('active');
    expect(healthCentreGroup({})).toBe('active');
    expect(
      healthCentreGroups([
        { status: 'active' },
        { status: 'issues' },
        { status: 'issues' },
        { status: 'maintenance' },
        { status: 'pending' },
        { status: 'weird' },
        {},
      ]),
    ).toEqual({ active: 3, pending: 1, issues: 2, maintenance: 1 });
  });

  it('reads report rows from JSON text or a list, and refuses text that is not JSON', () => {
    expect(reportRows({ report: '[{"id":1},{"id":2}]' })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(reportRows({ report: [{ id: 3 }] })).toEqual([{ id: 3 }]);
    expect(reportRows([{ id: 4 }])).toEqual([{ id: 4 }]);
    expect(reportRows({ report: '{}' })).toEqual([]);
    expect(() => reportRows({ report: 'oops' })).toThrow();
  });
});
