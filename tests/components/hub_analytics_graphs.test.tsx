/**
 * /hub_analytics_graphs/: the hub tracking report titled with the coordinator's hub; in the admin shell the same
 * page shows the full report under the plain title. The report's tabs are tested in analytics_graphs.test.tsx.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import HubAnalyticsPage from '../../src/pages/hub_analytics_graphs/HubAnalyticsPage';
import { DEMO, fakeAuthProvider, renderWithAdmin } from './helpers';

vi.mock('../../src/pages/analytics_graphs/AnalyticsTabs', () => ({
  AnalyticsTabs: () => <div data-testid="analytics-tabs" />,
}));

describe('hub analytics', () => {
  it("a hub coordinator reads their hub's name in the title, above the report", async () => {
    renderWithAdmin(<HubAnalyticsPage />, {
      authProvider: fakeAuthProvider(DEMO.hubcoordinator, {
        getIdentity: async () => ({ id: 4, fullName: 'Esther Akello', hubName: 'Kampala Central Hub' }),
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hub Analytics: Kampala Central Hub' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('analytics-tabs')).toBeInTheDocument();
  });

  it('a manager (no hub) reads the plain title over the full report', async () => {
    renderWithAdmin(<HubAnalyticsPage />, {
      authProvider: fakeAuthProvider(DEMO.manager, {
        getIdentity: async () => ({ id: 2, fullName: 'Grace Namutebi', hubName: null }),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hub Analytics' })).toBeInTheDocument();
    expect(screen.getByTestId('analytics-tabs')).toBeInTheDocument();
  });
});
