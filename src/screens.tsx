/**
 * The one registry of screens (ARCHITECTURE.md), what a screen is: each entry names its access key, its routes (the
 * first is the menu route), its admin menu group or hub menu place and its menu icon. How each loads (its
 * react-admin resource or lazy custom page) is in ./screenViews.tsx, read only by the shell's routes. Its label is `menu.<key>` in src/i18n/en.ts; who may open it and act in it is the
 * access key's rule in src/access. App.tsx (through AppShell), the menus of both shells, the route guard and the
 * dashboard's links read this list: adding a screen is one entry here plus its folder.
 *
 * Signed-in code only: it loads with the shell (AppShell), never with the login page.
 */
import type { ReactElement } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import AssessmentIcon from '@mui/icons-material/Assessment';
import GroupsIcon from '@mui/icons-material/Groups';
import StorageIcon from '@mui/icons-material/Storage';
import ScienceIcon from '@mui/icons-material/Science';
import SettingsIcon from '@mui/icons-material/Settings';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import InventoryIcon from '@mui/icons-material/Inventory';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import TimelineIcon from '@mui/icons-material/Timeline';
import PlaceIcon from '@mui/icons-material/Place';
import BarChartIcon from '@mui/icons-material/BarChart';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import HubIcon from '@mui/icons-material/Hub';
import CategoryIcon from '@mui/icons-material/Category';
import StraightenIcon from '@mui/icons-material/Straighten';
import StoreIcon from '@mui/icons-material/Store';
import BiotechIcon from '@mui/icons-material/Biotech';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import AppsIcon from '@mui/icons-material/Apps';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import BusinessIcon from '@mui/icons-material/Business';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import HistoryIcon from '@mui/icons-material/History';
import PublicIcon from '@mui/icons-material/Public';
import MapIcon from '@mui/icons-material/Map';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import LinkIcon from '@mui/icons-material/Link';
import CircleIcon from '@mui/icons-material/Circle';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RouteIcon from '@mui/icons-material/Route';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import OutboxIcon from '@mui/icons-material/Outbox';
import { canOpen, MENU_GROUPS, shellFor, type GroupKey, type Permissions, type Shell } from './access';

export interface Screen {
  /** the access key (src/access) and the react-admin resource name; the label is `menu.<key>` */
  key: string;
  /** react-router paths; the first is the menu route */
  routes: string[];
  /** the admin menu's group (absent: not in the admin menu) */
  group?: GroupKey;
  /** place in the hub menu, from 1 (absent: not in the hub menu) */
  hubMenu?: number;
  icon: ReactElement;
  /**
   * works without a connection (its data is kept on the device, src/offline/); every other screen shows 'You are
   * offline' in place of its view while the browser is offline (src/pwa/NeedsConnection.tsx, screenViews)
   */
  offline?: true;
}

/** Every screen of both shells, in the admin menu's order within each group. */
export const SCREENS: Screen[] = [
  // Dashboard: '/' is react-admin's dashboard (App.tsx: ShellDashboard picks the shell's own)
  { key: 'dashboard', routes: ['/'], group: 'dashboard', icon: <DashboardIcon /> },
  {
    key: 'quickmenu',
    routes: ['/quickmenu/'],
    icon: <DashboardIcon />,
  },

  // Operations
  {
    key: 'pending_pickups',
    routes: ['/pending_pickups/'],
    group: 'operations',
    icon: <PendingActionsIcon />,
  },
  {
    key: 'deliveries',
    routes: ['/deliveries/'],
    group: 'operations',
    icon: <InventoryIcon />,
  },
  {
    key: 'patient_management',
    routes: ['/patient_management/'],
    group: 'operations',
    icon: <PersonSearchIcon />,
  },
  {
    key: 'receiving_discrepancies',
    routes: ['/receiving_discrepancies/'],
    group: 'operations',
    hubMenu: 8,
    icon: <ReportProblemIcon />,
  },
  {
    key: 'sample_journey',
    routes: ['/sample_journey/:barcode'],
    icon: <RouteIcon />,
  },
  { key: 'orders', routes: ['/orders/'], group: 'operations', icon: <ShoppingCartIcon /> },
  {
    key: 'online_agents',
    routes: ['/online_agents/'],
    group: 'operations',
    icon: <MyLocationIcon />,
  },

  // Reports & Analytics
  {
    key: 'agent_activity_map',
    routes: ['/agent_activity_map/'],
    group: 'reports',
    icon: <TimelineIcon />,
  },
  {
    key: 'facility_visits',
    routes: ['/facility_visits/'],
    group: 'reports',
    icon: <PlaceIcon />,
  },
  {
    key: 'analytics_graphs',
    routes: ['/analytics_graphs/'],
    group: 'reports',
    icon: <BarChartIcon />,
  },

  // Agents & Facilities
  {
    key: 'deliveryagents',
    routes: ['/deliveryagents/', '/deliveryagents/:agentID'],
    group: 'agents_facilities',
    icon: <TwoWheelerIcon />,
  },
  {
    key: 'healthcenters',
    routes: ['/healthcenters/', '/healthcenters/:centerID'],
    group: 'agents_facilities',
    icon: <LocalHospitalIcon />,
  },
  {
    key: 'collectionhubs',
    routes: ['/collectionhubs/', '/collectionhubs/:hubID'],
    group: 'agents_facilities',
    icon: <HubIcon />,
  },

  // Master Data
  {
    key: 'products',
    routes: ['/products/'],
    group: 'master_data',
    icon: <CategoryIcon />,
  },
  {
    key: 'product_categories',
    routes: ['/product_categories/'],
    group: 'master_data',
    icon: <CategoryIcon />,
  },
  {
    key: 'product_units',
    routes: ['/product_units/'],
    group: 'master_data',
    icon: <StraightenIcon />,
  },
  {
    key: 'suppliers',
    routes: ['/suppliers/', '/supplierdetails/:supplierID'],
    group: 'master_data',
    icon: <StoreIcon />,
  },
  {
    key: 'samples',
    routes: ['/samples/', '/samples/:sampleID'],
    group: 'master_data',
    icon: <BiotechIcon />,
  },
  {
    key: 'supplies',
    routes: ['/supplies/', '/supplies/:supplyID'],
    group: 'master_data',
    icon: <MedicalServicesIcon />,
  },
  {
    key: 'app_clients',
    routes: ['/app_clients/'],
    group: 'master_data',
    icon: <AppsIcon />,
  },
  {
    key: 'bar_codes',
    routes: ['/bar_codes/'],
    group: 'master_data',
    icon: <QrCode2Icon />,
  },

  // LIMS Integration
  {
    key: 'lims_integration',
    routes: ['/lims_integration/'],
    group: 'lims',
    icon: <LinkIcon />,
  },

  // System Settings
  {
    key: 'companyprofile',
    routes: ['/companyprofile/'],
    group: 'system_settings',
    icon: <BusinessIcon />,
  },
  {
    key: 'useraccounts',
    routes: ['/useraccounts/', '/useraccounts/:accountID'],
    group: 'system_settings',
    icon: <ManageAccountsIcon />,
  },
  {
    key: 'deactivation_requests',
    routes: ['/deactivation_requests/'],
    group: 'system_settings',
    icon: <PersonOffIcon />,
  },
  {
    key: 'audit_logs',
    routes: ['/audit_logs/'],
    group: 'system_settings',
    icon: <HistoryIcon />,
  },
  {
    key: 'outbox',
    routes: ['/outbox/'],
    group: 'system_settings',
    icon: <OutboxIcon />,
  },
  {
    key: 'regions',
    routes: ['/regions/'],
    group: 'system_settings',
    icon: <PublicIcon />,
  },
  {
    key: 'districts',
    routes: ['/districts/'],
    group: 'system_settings',
    icon: <MapIcon />,
  },
  {
    key: 'data_import_export',
    routes: ['/data_import_export/'],
    group: 'system_settings',
    icon: <ImportExportIcon />,
  },

  // Other admin routes
  {
    key: 'accounts',
    routes: ['/accounts/:accountID'],
    icon: <AccountCircleIcon />,
  },

  // Screens of both shells (administration.md 2.1 and 2.2)
  {
    key: 'hub_deliveries',
    routes: ['/hub_deliveries/'],
    hubMenu: 2,
    offline: true,
    icon: <InventoryIcon />,
  },
  {
    key: 'hub_online_agents',
    routes: ['/hub_online_agents/'],
    hubMenu: 3,
    icon: <MyLocationIcon />,
  },
  {
    key: 'hub_agent_activity_map',
    routes: ['/hub_agent_activity_map/'],
    hubMenu: 4,
    icon: <TimelineIcon />,
  },
  {
    key: 'hub_analytics_graphs',
    routes: ['/hub_analytics_graphs/'],
    hubMenu: 5,
    icon: <BarChartIcon />,
  },
  {
    key: 'hub_deliveryagents',
    routes: ['/hub_deliveryagents/'],
    hubMenu: 6,
    icon: <TwoWheelerIcon />,
  },
  {
    key: 'hub_healthcenters',
    routes: ['/hub_healthcenters/'],
    hubMenu: 7,
    icon: <LocalHospitalIcon />,
  },

  // Hub shell only
  {
    key: 'hub_dashboard',
    routes: ['/', '/hub_dashboard/'],
    hubMenu: 1,
    offline: true,
    icon: <DashboardIcon />,
  },
  {
    key: 'hub_dashboard_old',
    routes: ['/hub_dashboard_old/'],
    icon: <DashboardIcon />,
  },
  {
    key: 'hub_agent_details',
    routes: ['/hub_agent_details/:id'],
    icon: <TwoWheelerIcon />,
  },
  {
    key: 'hub_healthcenter_details',
    routes: ['/hub_healthcenter_details/:id'],
    icon: <LocalHospitalIcon />,
  },
];

const BY_KEY = new Map(SCREENS.map((s) => [s.key, s]));

const GROUP_ICONS: Record<GroupKey, ReactElement> = {
  dashboard: <DashboardIcon />,
  operations: <LocalShippingIcon />,
  reports: <AssessmentIcon />,
  agents_facilities: <GroupsIcon />,
  master_data: <StorageIcon />,
  lims: <ScienceIcon />,
  system_settings: <SettingsIcon />,
};

/** The menu icon of a screen or a menu group, by its key; a dot when unknown. */
export function screenIcon(key: string): ReactElement {
  return BY_KEY.get(key)?.icon ?? GROUP_ICONS[key as GroupKey] ?? <CircleIcon sx={{ fontSize: 10 }} />;
}

/** Whether a screen exists in a shell: its access key has a rule for that shell. */
const inShell = (s: Screen, shell: Shell) => canOpen(null, s.key, shell);

/** Every admin-shell route of the spec (react-router syntax). */
export const ADMIN_ROUTES: string[] = SCREENS.filter((s) => inShell(s, 'admin')).flatMap((s) => s.routes);
/** Every hub-shell route of the spec. */
export const HUB_ROUTES: string[] = SCREENS.filter((s) => inShell(s, 'hub')).flatMap((s) => s.routes);

function matches(pattern: string, path: string): boolean {
  const clean = (s: string) => s.replace(/\/+$/, '').split('/').filter(Boolean);
  const a = clean(pattern);
  const b = clean(path.split(/[?#]/)[0]);
  if (a.length !== b.length) return false;
  return a.every((seg, i) => (seg.startsWith(':') ? b[i].length > 0 : seg === b[i]));
}

/** The screen and route a path opens in a shell ('/samples/12' → samples, '/samples/:sampleID'), or null. */
export function screenForPath(path: string, shell: Shell): { screen: Screen; route: string } | null {
  for (const screen of SCREENS) {
    if (!inShell(screen, shell)) continue;
    const route = screen.routes.find((r) => matches(r, path));
    if (route) return { screen, route };
  }
  return null;
}

/** The access key of a path in a shell ('/samples/12' → 'samples'), or null when the shell has no such route. */
export function accessKeyForPath(path: string, shell: Shell): string | null {
  return screenForPath(path, shell)?.screen.key ?? null;
}

export interface MenuItem {
  key: string;
  route: string;
  labelKey: string;
}

export interface MenuGroup {
  key: string;
  labelKey: string;
  items: MenuItem[];
}

const menuItem = (s: Screen): MenuItem => ({ key: s.key, route: s.routes[0], labelKey: `menu.${s.key}` });

/** The admin menu: only the groups and entries this user may see, in the spec's order. */
export function adminMenu(p: Permissions | null | undefined): MenuGroup[] {
  if (!p || shellFor(p) !== 'admin') return [];
  return MENU_GROUPS.map((group) => ({
    key: group,
    labelKey: `menu.groups.${group}`,
    items: SCREENS.filter((s) => s.group === group && canOpen(p, s.key, 'admin')).map(menuItem),
  })).filter((g) => g.items.length > 0);
}

/** The hub menu (hub shell only). */
export function hubMenu(p: Permissions | null | undefined): MenuItem[] {
  if (!p || shellFor(p) !== 'hub') return [];
  return SCREENS.filter((s) => s.hubMenu !== undefined && canOpen(p, s.key, 'hub'))
    .sort((a, b) => a.hubMenu! - b.hubMenu!)
    .map(menuItem);
}
