/**
 * How each screen of the registry (./screens.tsx) loads: its react-admin resource (the views of its folder's
 * index: the list at /<key>/, the record at /<key>/:id), or its lazy custom page. Signed-in code only, read by the
 * shell's routes (AppShell) and the start-up preload; the menus and dashboards read ./screens.tsx and never load
 * a view from here.
 */
import { createElement, isValidElement, type ComponentType, type ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { NeedsConnection } from './pwa/NeedsConnection';
import { lazyView } from './lib/lazyView';
import { SCREENS, screenForPath, type Screen } from './screens';
import type { Shell } from './access';
import samples from './resources/samples';
import supplies from './resources/supplies';
import deliveryagents from './resources/deliveryagents';
import useraccounts from './resources/useraccounts';
import deactivation_requests from './resources/deactivation_requests';
import app_clients from './resources/app_clients';
import collectionhubs from './resources/collectionhubs';
import healthcenters from './resources/healthcenters';
import regions from './resources/regions';
import districts from './resources/districts';
import products from './resources/products';
import product_units from './resources/product_units';
import product_categories from './resources/product_categories';
import suppliers from './resources/suppliers';
import facility_visits from './resources/facility_visits';
import deliveries from './resources/deliveries';
import orders from './resources/orders';
import bar_codes from './resources/bar_codes';
import pending_pickups from './resources/pending_pickups';
import patient_management from './resources/patient_management';
import outbox from './resources/outbox';

type LazyPage = ReturnType<typeof lazyView>;
type View = { preload(): Promise<unknown> };

/** A react-admin resource's views (its folder's index): the list at /<key>/, the record at /<key>/:id. */
export type ResourceViews = Omit<ResourceProps, 'name'>;

export interface ScreenViews {
  /** a react-admin resource (admin shell): it serves /<key>/ and /<key>/:id itself */
  resource?: ResourceViews;
  /** the custom page of every route of the screen ('/' excepted: that is the shell's dashboard) */
  page?: LazyPage;
  /** custom pages by route, for a screen whose routes open different views */
  pages?: Record<string, LazyPage>;
  /**
   * addresses under one of the screen's pages that open it in another state (a tab), served behind the same
   * access key; not routes of the spec (not in the registry's routes, the menu or the route walks)
   */
  subPages?: Record<string, LazyPage>;
}

const page = (load: Parameters<typeof lazyView>[0]) => lazyView(load);
/** one view for the LIMS screen's address and its tabs' (one load) */
const limsPage = page(() => import('./pages/lims_integration/LimsPage'));

/** Each screen's views by its key (a screen without one, the admin dashboard, is the shell's own). */
export const VIEWS: Record<string, ScreenViews> = {
  quickmenu: { page: page(() => import('./pages/dashboard/AdminDashboard')) },
  pending_pickups: { resource: pending_pickups },
  deliveries: { resource: deliveries },
  patient_management: { resource: patient_management },
  receiving_discrepancies: { page: page(() => import('./pages/receiving_discrepancies/DiscrepanciesPage')) },
  sample_journey: { page: page(() => import('./pages/sample_journey/SampleJourneyPage')) },
  orders: { resource: orders },
  online_agents: { page: page(() => import('./pages/online_agents/OnlineAgentsPage')) },
  agent_activity_map: { page: page(() => import('./pages/agent_activity_map/ActivityTrackerPage')) },
  facility_visits: { resource: facility_visits },
  analytics_graphs: { page: page(() => import('./pages/analytics_graphs/AnalyticsPage')) },
  deliveryagents: { resource: deliveryagents },
  healthcenters: { resource: healthcenters },
  collectionhubs: { resource: collectionhubs },
  products: { resource: products },
  product_categories: { resource: product_categories },
  product_units: { resource: product_units },
  suppliers: {
    resource: suppliers,
    pages: { '/supplierdetails/:supplierID': page(() => import('./resources/suppliers/SupplierDetails')) },
  },
  samples: { resource: samples },
  supplies: { resource: supplies },
  app_clients: { resource: app_clients },
  bar_codes: { resource: bar_codes },
  lims_integration: {
    page: limsPage, // the open tab's address (/lims_integration/logs); the screen's own address opens the dashboard tab
    subPages: { '/lims_integration/:tab': limsPage },
  },
  companyprofile: { page: page(() => import('./pages/companyprofile/CompanyProfilePage')) },
  useraccounts: { resource: useraccounts },
  deactivation_requests: { resource: deactivation_requests },
  audit_logs: { page: page(() => import('./pages/audit_logs/AuditLogsPage')) },
  outbox: { resource: outbox },
  regions: { resource: regions },
  districts: { resource: districts },
  data_import_export: { page: page(() => import('./pages/data_import_export/DataImportPage')) },
  accounts: { page: page(() => import('./pages/account/AccountPage')) },
  hub_deliveries: { page: page(() => import('./pages/hub_deliveries/HubDeliveriesPage')) },
  hub_online_agents: { page: page(() => import('./pages/hub_online_agents/HubOnlineAgentsPage')) },
  hub_agent_activity_map: { page: page(() => import('./pages/hub_agent_activity_map/HubActivityPage')) },
  hub_analytics_graphs: { page: page(() => import('./pages/hub_analytics_graphs/HubAnalyticsPage')) },
  hub_deliveryagents: { page: page(() => import('./pages/hub_deliveryagents/HubAgentsPage')) },
  hub_healthcenters: { page: page(() => import('./pages/hub_healthcenters/HubHealthCentersPage')) },
  hub_dashboard: { page: page(() => import('./pages/dashboard/HubDashboard')) },
  hub_dashboard_old: { page: page(() => import('./pages/dashboard/HubDashboardOld')) },
  hub_agent_details: { page: page(() => import('./pages/hub_deliveryagents/HubAgentDetails')) },
  hub_healthcenter_details: { page: page(() => import('./pages/hub_healthcenters/HubHealthCenterDetails')) },
};

/** The custom pages of a screen, by route: its page at each of its routes, its pages and sub-pages. */
export function pageRoutes(screen: Screen): [string, LazyPage][] {
  const views = VIEWS[screen.key] ?? {};
  const own = views.page
    ? screen.routes.filter((r) => r !== '/').map((r): [string, LazyPage] => [r, views.page!])
    : [];
  return [...own, ...Object.entries({ ...views.pages, ...views.subPages })];
}

/**
 * A screen's view as the shell renders it: as it is for a screen that works offline (`offline: true` in the
 * registry), else behind NeedsConnection ('You are offline' while the browser is offline). Every view of the
 * registry passes here (screenPages, resourceScreens), so no screen can skip it.
 */
export function withConnectionGate(screen: Screen, view: ReactElement): ReactElement {
  return screen.offline ? view : <NeedsConnection>{view}</NeedsConnection>;
}

/** The custom pages of a screen as the shell renders them, by route (behind the connection gate). */
export function screenPages(screen: Screen): [string, ReactElement][] {
  return pageRoutes(screen).map(([route, Page]) => [route, withConnectionGate(screen, <Page />)]);
}

const RESOURCE_VIEWS = ['list', 'create', 'edit', 'show'] as const;
type ResourceView = NonNullable<ResourceViews['list']>;

/** A resource's view (a component or an element) behind the connection gate. */
function gateView(screen: Screen, view: ResourceView): ResourceView {
  if (isValidElement(view)) return withConnectionGate(screen, view);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Gated = () => withConnectionGate(screen, createElement(view as ComponentType<any>));
  return Gated;
}

/** The screens that are react-admin resources, with their views (each behind the connection gate). */
export function resourceScreens(): { key: string; views: ResourceViews }[] {
  return SCREENS.flatMap((s) => {
    const views = VIEWS[s.key]?.resource;
    if (!views) return [];
    const gated: ResourceViews = { ...views };
    for (const name of RESOURCE_VIEWS) {
      const view = views[name];
      if (view) gated[name] = gateView(s, view);
    }
    return [{ key: s.key, views: gated }];
  });
}

/**
 * Starts loading the code of the view at this address (a custom page, or a resource's list or record view)
 * while the shell renders, so that a reload of /deliveries/ asks for its rows sooner.
 */
export function preloadScreen(path: string, shell: Shell) {
  const found = screenForPath(path, shell);
  if (!found) return;
  const { screen, route } = found;
  const recordRoute = route.split('/').filter(Boolean).length > 1;
  const views = VIEWS[screen.key] ?? {};
  const resource = views.resource as { list?: Partial<View>; edit?: Partial<View> } | undefined;
  const view: Partial<View> | undefined =
    pageRoutes(screen).find(([r]) => r === route)?.[1] ?? (recordRoute ? resource?.edit : resource?.list);
  // a failed load shows when the view itself renders
  view?.preload?.().catch(() => undefined);
}
