import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { deleteCache, restoreCache, saveCache } from '../../src/offline/cache';

function filled(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(['hub_deliveries', 'getList', { filter: { tracking: 'single' } }], {
    data: [{ id: 1 }],
    total: 1,
  });
  client.setQueryData(['hub', 'dashboard', 'deliveries', { hub: 1 }], { total: 7 });
  client.setQueryData(['pending_deliveries', 'getList', {}], { data: [], total: 0 });
  client.setQueryData(['useraccounts', 'getList', {}], { data: [{ id: 9, username: 'admin' }], total: 1 });
  client.setQueryData(['deliveries', 'getList', {}], { data: [{ id: 2 }], total: 1 });
  return client;
}

const keys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey[0])
    .sort();

describe("the hub screens' data on the device", () => {
  it('keeps only the hub screens’ queries, under the user, and restores them', async () => {
    await saveCache(filled(), 'hubcoordinator');
    const restored = new QueryClient();
    expect(await restoreCache(restored, 'hubcoordinator')).toBe(true);
    expect(keys(restored)).toEqual(['hub', 'hub_deliveries', 'pending_deliveries']);
    expect(restored.getQueryData(['hub', 'dashboard', 'deliveries', { hub: 1 }])).toEqual({ total: 7 });
    const other = new QueryClient();
    expect(await restoreCache(other, 'manager')).toBe(false);
    expect(keys(other)).toEqual([]);
  });

  it('is deleted at sign-out', async () => {
    await saveCache(filled(), 'hubcoordinator');
    await deleteCache('hubcoordinator');
    const restored = new QueryClient();
    expect(await restoreCache(restored, 'hubcoordinator')).toBe(false);
    expect(keys(restored)).toEqual([]);
  });
});
