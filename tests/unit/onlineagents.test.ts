import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import {
  agentMarkers,
  applyLocation,
  fetchOnlineAgents,
  formatCoordinates,
  isAgentLocationMessage,
  popupLines,
  type OnlineAgent,
} from '../../src/pages/online_agents/agentMarkers';

const translate = i18nProvider.translate;

const alice: OnlineAgent = {
  id: 1,
  FullName: 'Alice Nakato',
  agent_code: 'AG0001',
  RegisteredPhoneNumber1: '0700000001',
  location_address: 'Kampala Road',
  location_latitude: 0.3476,
  location_longitude: 32.5825,
};

describe('agent markers', () => {
  it('builds one marker per agent with numeric coordinates, with the popup lines', () => {
    const markers = agentMarkers(
      [
        alice,
        { id: 2, FullName: 'Brian Okello', location_latitude: null, location_longitude: null },
        { id: 3, FullName: 'Carol Atim', location_latitude: 'abc', location_longitude: 32.1 },
        {
          id: 4,
          first_name: 'Denis',
          second_name: 'Opio',
          location_latitude: '2.7724',
          location_longitude: '32.2881',
        },
        { id: 5, FullName: 'Far Away', location_latitude: 95, location_longitude: 32 },
      ],
      translate,
    );
    expect(markers.map((m) => m.id)).toEqual([1, 4]);
    expect(markers[0]).toEqual({
      id: 1,
      name: 'Alice Nakato',
      lat: 0.3476,
      lng: 32.5825,
      popup: [
        'Alice Nakato',
        'Phone: 0700000001',
        'Address: Kampala Road',
        'Coordinates: 0.347600, 32.582500',
        'Online and active',
      ],
    });
    expect(markers[1]).toMatchObject({ name: 'Denis Opio', lat: 2.7724, lng: 32.2881 });
  });

  it('says when the address is unknown', () => {
    expect(popupLines({ id: 9, agent_code: 'AG0009', location_address: ' ' }, 1, 2, translate)).toEqual([
      'AG0009',
      'Phone: ',
      'Address: Unknown',
      'Coordinates: 1.000000, 2.000000',
      'Online and active',
    ]);
  });

  it('formats coordinates with six decimals', () => {
    expect(formatCoordinates(0.35, -32.5)).toBe('0.350000, -32.500000');
  });
});

describe('a live location message', () => {
  const message = {
    type: 'agent_location',
    agent: 1,
    location_latitude: 0.36,
    location_longitude: 32.6,
    location_address: 'Wandegeya',
  };

  it('moves the agent it names and leaves the others as they are', () => {
    const bob: OnlineAgent = { id: 2, FullName: 'Bob', location_latitude: 1, location_longitude: 2 };
    const before = [alice, bob];
    const after = applyLocation(before, message);
    expect(after[0]).toMatchObject({
      id: 1,
      location_latitude: 0.36,
      location_longitude: 32.6,
      location_address: 'Wandegeya',
    });
    expect(after[1]).toBe(bob);
    expect(before[0].location_latitude).toBe(0.3476);
  });

  it('changes nothing for an unknown agent or another kind of message', () => {
    const before = [alice];
    expect(applyLocation(before, { ...message, agent: 99 })).toBe(before);
    expect(applyLocation(before, { type: 'notification', title: 'x' })).toBe(before);
    expect(applyLocation(before, 'ping')).toBe(before);
    expect(isAgentLocationMessage(message)).toBe(true);
    expect(isAgentLocationMessage(null)).toBe(false);
  });
});

describe('fetchOnlineAgents', () => {
  it('asks for online active agents and fetches every page', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => ({ id: i + 1 }));
    const getList = vi.fn(
      async (_resource: string, params: { pagination: { page: number; perPage: number } }) => {
        const { page, perPage } = params.pagination;
        return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
      },
    );
    const agents = await fetchOnlineAgents({ getList } as unknown as DataProvider);
    expect(agents).toHaveLength(2500);
    expect(agents[2499]).toEqual({ id: 2500 });
    expect(getList).toHaveBeenCalledTimes(3);
    expect(getList).toHaveBeenCalledWith(
      'deliveryagents',
      expect.objectContaining({ filter: { is_online: true, active: true } }),
    );
  });

  it('makes one call when everything fits in a page', async () => {
    const getList = vi.fn(async () => ({ data: [alice], total: 1 }));
    expect(await fetchOnlineAgents({ getList } as unknown as DataProvider)).toEqual([alice]);
    expect(getList).toHaveBeenCalledTimes(1);
  });
});
