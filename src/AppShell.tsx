/**
 * The signed-in part of the app: resources, screens and routes of both shells. Loaded lazily by App once
 * react-admin knows the user's permissions, so the login page loads none of it.
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { CustomRoutes, Loading, Resource, usePermissions } from 'react-admin';
import { accessKeyForPath, ADMIN_ROUTES, HUB_ROUTES, shellFor, type Permissions } from './access';
import { RouteGuard } from './pages/common/RouteGuard';
import { resources } from './resources';

const AdminDashboard = lazy(() => import('./pages/dashboard/AdminDashboard'));
const HubDashboard = lazy(() => import('./pages/dashboard/HubDashboard'));
const AccountPage = lazy(() => import('./pages/account/AccountPage'));
const PlannedScreen = lazy(() => import('./pages/common/PlannedScreen'));
const NotFound = lazy(() => import('./pages/common/NotFound'));
const CompanyProfilePage = lazy(() => import('./pages/companyprofile/CompanyProfilePage'));
const SupplierDetails = lazy(() => import('./resources/suppliers/SupplierDetails'));
const OnlineAgentsPage = lazy(() => import('./pages/online_agents/OnlineAgentsPage'));
const ActivityTrackerPage = lazy(() => import('./pages/agent_activity_map/ActivityTrackerPage'));
const AnalyticsPage = lazy(() => import('./pages/analytics_graphs/AnalyticsPage'));
const AuditLogsPage = lazy(() => import('./pages/audit_logs/AuditLogsPage'));
const LimsPage = lazy(() => import('./pages/lims_integration/LimsPage'));
const DataImportPage = lazy(() => import('./pages/data_import_export/DataImportPage'));
const HubDashboardOld = lazy(() => import('./pages/dashboard/HubDashboardOld'));
const HubDeliveriesPage = lazy(() => import('./pages/hub_deliveries/HubDeliveriesPage'));
const HubOnlineAgentsPage = lazy(() => import('./pages/hub_online_agents/HubOnlineAgentsPage'));
const HubActivityPage = lazy(() => import('./pages/hub_agent_activity_map/HubActivityPage'));
const HubAnalyticsPage = lazy(() => import('./pages/hub_analytics_graphs/HubAnalyticsPage'));
const HubAgentsPage = lazy(() => import('./pages/hub_deliveryagents/HubAgentsPage'));
const HubAgentDetails = lazy(() => import('./pages/hub_deliveryagents/HubAgentDetails'));
const HubHealthCentersPage = lazy(() => import('./pages/hub_healthcenters/HubHealthCentersPage'));
const HubHealthCenterDetails = lazy(() => import('./pages/hub_healthcenters/HubHealthCenterDetails'));
const SampleJourneyRoute = lazy(() => import('./pages/sample_journey/SampleJourneyPage'));
const DiscrepanciesRoute = lazy(() => import('./pages/receiving_discrepancies/DiscrepanciesPage'));

/** Screens of the hub shell that the admin shell has too (administration.md 2.1 and 2.2). */
const HUB_SCREENS: [string, ComponentType][] = [
  ['/sample_journey/:barcode', SampleJourneyRoute],
  ['/receiving_discrepancies/', DiscrepanciesRoute],
  ['/hub_deliveries/', HubDeliveriesPage],
  ['/hub_online_agents/', HubOnlineAgentsPage],
  ['/hub_agent_activity_map/', HubActivityPage],
  ['/hub_analytics_graphs/', HubAnalyticsPage],
  ['/hub_deliveryagents/', HubAgentsPage],
  ['/hub_healthcenters/', HubHealthCentersPage],
];

/** Routes this version builds itself; every other route of the spec shows the PlannedScreen. */
const BUILT_ADMIN = new Set([
  '/',
  '/quickmenu/',
  '/samples/',
  '/samples/:sampleID',
  '/supplies/',
  '/supplies/:supplyID',
  '/accounts/:accountID',
  '/deliveryagents/',
  '/deliveryagents/:agentID',
  '/useraccounts/',
  '/useraccounts/:accountID',
  '/deactivation_requests/',
  '/app_clients/',
  '/collectionhubs/',
  '/collectionhubs/:hubID',
  '/healthcenters/',
  '/healthcenters/:centerID',
  '/regions/',
  '/districts/',
  '/products/',
  '/product_units/',
  '/product_categories/',
  '/suppliers/',
  '/supplierdetails/:supplierID',
  '/companyprofile/',
  '/online_agents/',
  '/agent_activity_map/',
  '/facility_visits/',
  '/deliveries/',
  '/orders/',
  '/bar_codes/',
  '/pending_pickups/',
  '/patient_management/',
  '/analytics_graphs/',
  '/audit_logs/',
  '/lims_integration/',
  '/data_import_export/',
  ...HUB_SCREENS.map(([route]) => route),
]);
const BUILT_HUB = new Set([
  '/',
  '/hub_dashboard/',
  '/hub_dashboard_old/',
  '/hub_agent_details/:id',
  '/hub_healthcenter_details/:id',
  ...HUB_SCREENS.map(([route]) => route),
]);

/** '/deliveryagents/:agentID' → 'deliveryagents/:agentID' (react-router matches with or without the trailing slash). */
export const toPath = (route: string) => route.replace(/^\/+|\/+$/g, '');
const screenName = (route: string) => toPath(route).split('/')[0];

function guarded(route: string, shell: 'admin' | 'hub', element: ReactNode) {
  const key = accessKeyForPath(route, shell) ?? screenName(route);
  return <Route key={route} path={toPath(route)} element={<RouteGuard access={key}>{element}</RouteGuard>} />;
}

function plannedRoutes(routes: string[], built: Set<string>, shell: 'admin' | 'hub') {
  return routes
    .filter((r) => !built.has(r))
    .map((r) => guarded(r, shell, <PlannedScreen screen={screenName(r)} />));
}

function adminShell() {
  return (
    <>
      <Resource name="samples" {...resources.samples} />
      <Resource name="supplies" {...resources.supplies} />
      <Resource name="deliveryagents" {...resources.deliveryagents} />
      <Resource name="useraccounts" {...resources.useraccounts} />
      <Resource name="deactivation_requests" {...resources.deactivation_requests} />
      <Resource name="app_clients" {...resources.app_clients} />
      <Resource name="collectionhubs" {...resources.collectionhubs} />
      <Resource name="healthcenters" {...resources.healthcenters} />
      <Resource name="regions" {...resources.regions} />
      <Resource name="districts" {...resources.districts} />
      <Resource name="products" {...resources.products} />
      <Resource name="product_units" {...resources.product_units} />
      <Resource name="product_categories" {...resources.product_categories} />
      <Resource name="suppliers" {...resources.suppliers} />
      <Resource name="facility_visits" {...resources.facility_visits} />
      <Resource name="deliveries" {...resources.deliveries} />
      <Resource name="orders" {...resources.orders} />
      <Resource name="bar_codes" {...resources.bar_codes} />
      <Resource name="pending_pickups" {...resources.pending_pickups} />
      <Resource name="patient_management" {...resources.patient_management} />
      <CustomRoutes>
        {guarded('/quickmenu/', 'admin', <AdminDashboard />)}
        {guarded('/accounts/:accountID', 'admin', <AccountPage />)}
        {guarded('/supplierdetails/:supplierID', 'admin', <SupplierDetails />)}
        {guarded('/companyprofile/', 'admin', <CompanyProfilePage />)}
        {guarded('/online_agents/', 'admin', <OnlineAgentsPage />)}
        {guarded('/agent_activity_map/', 'admin', <ActivityTrackerPage />)}
        {guarded('/analytics_graphs/', 'admin', <AnalyticsPage />)}
        {guarded('/audit_logs/', 'admin', <AuditLogsPage />)}
        {guarded('/lims_integration/', 'admin', <LimsPage />)}
        {guarded('/data_import_export/', 'admin', <DataImportPage />)}
        {HUB_SCREENS.map(([route, Page]) => guarded(route, 'admin', <Page />))}
        {plannedRoutes(ADMIN_ROUTES, BUILT_ADMIN, 'admin')}
      </CustomRoutes>
    </>
  );
}

function hubShell() {
  return (
    <CustomRoutes>
      {guarded('/hub_dashboard/', 'hub', <HubDashboard />)}
      {guarded('/hub_dashboard_old/', 'hub', <HubDashboardOld />)}
      {guarded('/hub_agent_details/:id', 'hub', <HubAgentDetails />)}
      {guarded('/hub_healthcenter_details/:id', 'hub', <HubHealthCenterDetails />)}
      {HUB_SCREENS.map(([route, Page]) => guarded(route, 'hub', <Page />))}
      {plannedRoutes(HUB_ROUTES, BUILT_HUB, 'hub')}
    </CustomRoutes>
  );
}

/** Unknown paths: the hub shell falls back to the hub dashboard, the admin shell says the page does not exist. */
export function CatchAll() {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return <Loading />;
  if (shellFor(permissions) === 'hub') return <Navigate to="/" replace />;
  return <NotFound />;
}

/**
 * Starts loading the code of the resource view at this address (its list, or the record's edit view) while the
 * shell renders, so that a reload of /deliveries/ asks for its rows sooner.
 */
export function preloadResourceView(pathname: string) {
  const [name, id] = toPath(pathname).split('/');
  if (!Object.hasOwn(resources, name)) return;
  type View = { preload(): Promise<unknown> };
  const views: { list?: View; edit?: View } = resources[name as keyof typeof resources];
  // a failed load shows when the view itself renders
  (id ? views.edit : views.list)?.preload().catch(() => undefined);
}

/** The resources and routes of the user's shell. */
export function shellRoutes(permissions: Permissions) {
  if (shellFor(permissions) === 'hub') return hubShell();
  preloadResourceView(window.location.pathname);
  return adminShell();
}

export default CatchAll;
