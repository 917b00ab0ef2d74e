/**
 * Screens that need a connection say so while offline (issue 35): every screen of the registry (src/screens.tsx)
 * without `offline: true` shows 'You are offline' in place of each of its views (its custom pages and its resource's
 * list, create, edit and show views, as the shell renders them: screenViews' screenPages and resourceScreens), and
 * its view again when the connection returns. The screens that work offline render their own view.
 */
import { Suspense, createElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { SCREENS } from '../../src/screens';
import { resourceScreens, screenPages } from '../../src/screenViews';
import { NeedsConnection } from '../../src/pwa/NeedsConnection';
import { en } from '../../src/i18n/en';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { ShellDashboard } from '../../src/pages/dashboard/ShellDashboard';
import { DEMO, fakeAuthProvider, renderWithAdmin } from './helpers';

/** The admin dashboard ('/') is react-admin's dashboard, given by App.tsx, not a view of the registry (tested apart). */
const NOT_A_REGISTRY_VIEW = ['dashboard'];

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => setOnline(true));

/** Every view of a screen as the shell renders it, named for the failure message. */
function viewsOf(key: string): [string, ReactNode][] {
  const s = SCREENS.find((x) => x.key === key)!;
  const pages = screenPages(s).map(([route, el]): [string, ReactNode] => [route, el]);
  const resource = resourceScreens().find((r) => r.key === key)?.views ?? {};
  const views = (['list', 'create', 'edit', 'show'] as const).flatMap((name): [string, ReactNode][] => {
    const view = resource[name];
    if (!view) return [];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return [[`${key} ${name}`, isValidElement(view) ? view : createElement(view as ComponentType<any>)]];
  });
  return [...pages, ...views];
}

const needsConnection = SCREENS.filter((s) => !s.offline && !NOT_A_REGISTRY_VIEW.includes(s.key));

describe('a screen that needs a connection, offline', () => {
  it('the registry marks the hub dashboard and hub deliveries as working offline, and no other screen', () => {
    expect(
      SCREENS.filter((s) => s.offline)
        .map((s) => s.key)
        .sort(),
    ).toEqual(['hub_dashboard', 'hub_deliveries']);
  });

  it.each(needsConnection.map((s) => [s.key]))('%s says the screen needs a connection', (key) => {
    setOnline(false);
    const views = viewsOf(key);
    expect(views.length, `${key} has a view`).toBeGreaterThan(0);
    for (const [name, view] of views) {
      const { unmount } = renderWithAdmin(<Suspense fallback={<p>loading</p>}>{view}</Suspense>);
      expect(screen.getByRole('heading', { name: en.pwa.offline.title }), name).toBeInTheDocument();
      expect(screen.getByText(en.pwa.offline.body), name).toBeInTheDocument();
      expect(screen.queryByText('loading'), name).not.toBeInTheDocument();
      unmount();
    }
  });

  it('the view comes back when the connection returns', async () => {
    setOnline(false);
    const [[, list]] = viewsOf('products').filter(([name]) => name === 'products list');
    const dataProvider = testDataProvider({
      getList: (async () => ({ data: [{ id: 1, product_name: 'Row one' }], total: 1 })) as never,
    });
    renderWithAdmin(
      <ResourceContextProvider value="products">
        <Suspense fallback={<p>loading</p>}>{list}</Suspense>
      </ResourceContextProvider>,
      { dataProvider },
    );
    expect(screen.getByText(en.pwa.offline.title)).toBeInTheDocument();
    act(() => setOnline(true));
    // while the view's code arrives React keeps the message hidden in place; then the real list replaces it
    expect(await screen.findByText('Row one')).toBeInTheDocument();
    expect(screen.queryByText(en.pwa.offline.title)).not.toBeInTheDocument();
  });

  it('the screens that work offline render their own view, without the message', () => {
    for (const s of SCREENS.filter((x) => x.offline))
      for (const [route, el] of screenPages(s)) {
        expect(isValidElement(el) && el.type !== NeedsConnection, route).toBe(true);
      }
  });

  it("the admin dashboard ('/') says it needs a connection; the hub dashboard does not", async () => {
    setOnline(false);
    const admin = renderWithAdmin(<ShellDashboard />, { authProvider: fakeAuthProvider(DEMO.admin) });
    expect(await screen.findByRole('heading', { name: en.pwa.offline.title })).toBeInTheDocument();
    admin.unmount();
    renderWithAdmin(<ShellDashboard />, { authProvider: fakeAuthProvider(DEMO.hubcoordinator) });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('heading', { name: en.pwa.offline.title })).not.toBeInTheDocument();
  });

  it('a gated view offline renders nothing of the view itself', () => {
    setOnline(false);
    renderWithAdmin(
      <NeedsConnection>
        <p>the view</p>
      </NeedsConnection>,
    );
    expect(screen.queryByText('the view')).not.toBeInTheDocument();
    act(() => setOnline(true));
    expect(screen.getByText('the view')).toBeInTheDocument();
  });
});
