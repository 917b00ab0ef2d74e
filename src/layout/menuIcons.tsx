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

/** The first path segment of a route: '/samples/' → 'samples', '/' → 'dashboard'. */
export function routeKey(route: string): string {
  const first = route.replace(/^\/+/, '').split('/')[0];
  return first === '' ? 'dashboard' : first;
}

const ICONS: Record<string, ReactElement> = {
  dashboard: <DashboardIcon />,
  quickmenu: <DashboardIcon />,
  hub_dashboard: <DashboardIcon />,
  operations: <LocalShippingIcon />,
  reports: <AssessmentIcon />,
  agents_facilities: <GroupsIcon />,
  master_data: <StorageIcon />,
  lims: <ScienceIcon />,
  system_settings: <SettingsIcon />,
  pending_pickups: <PendingActionsIcon />,
  deliveries: <InventoryIcon />,
  hub_deliveries: <InventoryIcon />,
  patient_management: <PersonSearchIcon />,
  orders: <ShoppingCartIcon />,
  online_agents: <MyLocationIcon />,
  hub_online_agents: <MyLocationIcon />,
  agent_activity_map: <TimelineIcon />,
  hub_agent_activity_map: <TimelineIcon />,
  facility_visits: <PlaceIcon />,
  analytics_graphs: <BarChartIcon />,
  hub_analytics_graphs: <BarChartIcon />,
  deliveryagents: <TwoWheelerIcon />,
  hub_deliveryagents: <TwoWheelerIcon />,
  healthcenters: <LocalHospitalIcon />,
  hub_healthcenters: <LocalHospitalIcon />,
  collectionhubs: <HubIcon />,
  products: <CategoryIcon />,
  product_categories: <CategoryIcon />,
  product_units: <StraightenIcon />,
  suppliers: <StoreIcon />,
  samples: <BiotechIcon />,
  supplies: <MedicalServicesIcon />,
  app_clients: <AppsIcon />,
  bar_codes: <QrCode2Icon />,
  lims_integration: <LinkIcon />,
  receiving_discrepancies: <ReportProblemIcon />,
  companyprofile: <BusinessIcon />,
  useraccounts: <ManageAccountsIcon />,
  deactivation_requests: <PersonOffIcon />,
  audit_logs: <HistoryIcon />,
  regions: <PublicIcon />,
  districts: <MapIcon />,
  data_import_export: <ImportExportIcon />,
};

/** Icon of a menu group or entry, by its key or its route; a dot when unknown. */
export function menuIcon(keyOrRoute: string): ReactElement {
  return (
    ICONS[keyOrRoute] ??
    ICONS[routeKey(keyOrRoute)] ??
    ICONS[
      keyOrRoute
        .toLowerCase()
        .replace(/[^a-z]+/g, '_')
        .replace(/^_|_$/g, '')
    ] ?? <CircleIcon sx={{ fontSize: 10 }} />
  );
}
