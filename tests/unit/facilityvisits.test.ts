import { describe, expect, it } from 'vitest';
import {
  foldFacilityType,
  matchesVisitFilter,
  visitCounters,
  visitFacilityId,
  visitFacilityName,
  visitKind,
  weekBounds,
  type SearchableVisit,
} from '../../contract/facilityVisits';

describe('foldFacilityType', () => {
  it.each(['Healthcenter', 'health_center', 'Health center', ' HEALTH CENTER ', 'healthcentre'])(
    '%j is a health centre',
    (value) => expect(foldFacilityType(value)).toBe('health_center'),
  );

  it.each(['Hub', 'collection_hub', 'Collection Hub', '  hub', 'COLLECTION_HUB'])('%j is a hub', (value) =>
    expect(foldFacilityType(value)).toBe('hub'),
  );

  it.each([null, undefined, '', 'Clinic', 'hubs', 42])('%j is no known kind', (value) =>
    expect(foldFacilityType(value)).toBeNull(),
  );
});

describe('visitKind, facility id and name', () => {
  it('uses the folded type, then the facility the visit points at', () => {
    expect(visitKind({ facility_type: 'Collection Hub', collection_hub: 3 })).toBe('hub');
    expect(visitKind({ facility_type: 'unknown', health_center: 7 })).toBe('health_center');
    expect(visitKind({ facility_type: 'unknown', collection_hub: 2 })).toBe('hub');
    expect(visitKind({ facility_type: 'unknown' })).toBeNull();
  });

  it('reads the health centre or the hub according to the kind', () => {
    const hcVisit = {
      facility_type: 'Healthcenter',
      health_center: 7,
      health_center_name: 'Mulago',
      collection_hub: 1,
      collection_hub_name: 'Main Hub',
    };
    expect(visitFacilityId(hcVisit)).toBe(7);
    expect(visitFacilityName(hcVisit)).toBe('Mulago');
    const hubVisit = { ...hcVisit, facility_type: 'Hub' };
    expect(visitFacilityId(hubVisit)).toBe(1);
    expect(visitFacilityName(hubVisit)).toBe('Main Hub');
    expect(visitFacilityId({ facility_type: 'Hub', collection_hub: null })).toBeNull();
  });
});

describe('weekBounds (weeks start on Monday)', () => {
  it('a Sunday belongs to the week that began the Monday before', () => {
    expect(weekBounds(new Date(2024, 4, 19, 22, 0))).toEqual({ monday: '2024-05-13', sunday: '2024-05-19' });
  });

  it('a Monday starts a new week', () => {
    expect(weekBounds(new Date(2024, 4, 20, 0, 5))).toEqual({ monday: '2024-05-20', sunday: '2024-05-26' });
  });

  it('crosses a month end', () => {
    expect(weekBounds(new Date(2024, 5, 1))).toEqual({ monday: '2024-05-27', sunday: '2024-06-02' });
  });
});

describe('visitCounters', () => {
  const visits = [
    { agent: 1, facility_type: 'Healthcenter', health_center: 5, visit_date: '2024-05-12' }, // Sunday before
    { agent: 1, facility_type: 'health_center', health_center: 5, visit_date: '2024-05-13' }, // Monday
    { agent: 2, facility_type: 'Health center', health_center: 6, visit_date: '2024-05-19' }, // Sunday
    { agent: 2, facility_type: 'Hub', collection_hub: 1, visit_date: '2024-05-20' }, // next Monday
    { agent: 3, facility_type: 'collection_hub', collection_hub: 1, visit_date: '2024-05-15' },
    { agent: 3, facility_type: 'Collection Hub', collection_hub: 2, visit_date: '2024-05-15' },
  ];

  it('on a Sunday: this week is Monday 13 to Sunday 19', () => {
    expect(visitCounters(visits, new Date(2024, 4, 19, 18, 30))).toEqual({
      total: 6,
      uniqueAgents: 3,
      healthCenterVisits: 3,
      hubVisits: 3,
      today: 1,
      thisWeek: 4,
    });
  });

  it('on the next Monday: this week starts again with that Monday', () => {
    const counters = visitCounters(visits, new Date(2024, 4, 20, 8, 0));
    expect(counters.today).toBe(1);
    expect(counters.thisWeek).toBe(1);
  });

  it('on a Wednesday: today counts both visits of the day', () => {
    const counters = visitCounters(visits, new Date(2024, 4, 15, 12, 0));
    expect(counters).toMatchObject({ today: 2, thisWeek: 4 });
  });

  it('is all zero for no visits', () => {
    expect(visitCounters([], new Date(2024, 4, 15))).toEqual({
      total: 0,
      uniqueAgents: 0,
      healthCenterVisits: 0,
      hubVisits: 0,
      today: 0,
      thisWeek: 0,
    });
  });
});

describe('matchesVisitFilter', () => {
  const visit: SearchableVisit = {
    agent: 4,
    agent_name: 'Denis Opio',
    agent_code: 'AG0004',
    facility_type: 'collection_hub',
    collection_hub: 2,
    collection_hub_name: 'Gulu North Hub',
    health_center: null,
    addres: 'Gulu town',
    visit_date: '2024-05-14',
    visit_notes: 'Collected samples',
  };

  it('matches on agent, folded kind and the facility id of that kind', () => {
    expect(matchesVisitFilter(visit, { agent: '4', kind: 'hub', facility: 2 })).toBe(true);
    expect(matchesVisitFilter(visit, { agent: 5 })).toBe(false);
    expect(matchesVisitFilter(visit, { kind: 'health_center' })).toBe(false);
    expect(matchesVisitFilter(visit, { kind: 'hub', facility: '3' })).toBe(false);
  });

  it('keeps the dates of an inclusive range', () => {
    expect(matchesVisitFilter(visit, { from: '2024-05-14', to: '2024-05-14' })).toBe(true);
    expect(matchesVisitFilter(visit, { from: '2024-05-15' })).toBe(false);
    expect(matchesVisitFilter(visit, { to: '2024-05-13' })).toBe(false);
  });

  it('searches agent, facility and notes, case-insensitively', () => {
    expect(matchesVisitFilter(visit, { q: 'opio' })).toBe(true);
    expect(matchesVisitFilter(visit, { q: 'ag0004' })).toBe(true);
    expect(matchesVisitFilter(visit, { q: 'north' })).toBe(true);
    expect(matchesVisitFilter(visit, { q: 'COLLECTED' })).toBe(true);
    expect(matchesVisitFilter(visit, { q: 'mulago' })).toBe(false);
  });
});
