/**
 * The health centres' column list: the admin list's table, print view and Excel export; the hub's twin
 * (/hub_healthcenters/) picks its columns from it.
 */
import { BooleanField } from 'react-admin';
import type { HealthCentre } from '../../../contract/types';
import { yesNo, type ListColumn } from '../../components/ListColumns';

/** The table's, the print view's and the Excel file's columns (the coordinates only in Excel). */
export const HEALTH_CENTER_COLUMNS: ListColumn<HealthCentre>[] = [
  { source: 'HC_code' },
  { source: 'name' },
  { source: 'hub_name' },
  { source: 'district' },
  { source: 'contactperson_name', sortable: false },
  { source: 'contactperson_phone', sortable: false },
  { source: 'sub_hub', field: <BooleanField source="sub_hub" />, text: yesNo((r) => r.sub_hub) },
  { source: 'location_latitude', exportOnly: true, kind: 'number' },
  { source: 'location_longitude', exportOnly: true, kind: 'number' },
];
