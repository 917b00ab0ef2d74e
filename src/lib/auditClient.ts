/**
 * Client actions the server cannot see: an Excel/CSV export, a print and a barcode scan
 * are reported to POST /customqueries/log_client_action, which writes the audit entry.
 * Fire and forget: the call never blocks the action and a failure is ignored silently (never shown).
 */
import { callById } from '../../contract/calls';
import { request } from '../providers/http';
import { getSession } from '../providers/session';
import type { AuditResourceType } from '../../contract/types';

export {
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_TYPES,
  type AuditAction,
  type AuditResourceType,
} from '../../contract/types';

export type ClientAction = 'EXPORT' | 'PRINT' | 'SCAN';

/** react-admin resource name → audit resource type of what its screen shows. */
const RESOURCE_TYPES: Record<string, AuditResourceType> = {
  samples: 'Sample',
  supplies: 'Supply',
  products: 'Product',
  product_units: 'Product',
  product_categories: 'Product',
  suppliers: 'Supplier',
  app_clients: 'Client',
  companyprofile: 'Settings',
  collectionhubs: 'Facility',
  healthcenters: 'Facility',
  hub_healthcenters: 'Facility',
  regions: 'Region',
  districts: 'District',
  deliveryagents: 'Agent',
  hub_deliveryagents: 'Agent',
  delivery_agent_rights: 'Agent',
  useraccounts: 'User',
  accounts: 'User',
  accountrights: 'User',
  notifications: 'Notification',
  bar_codes: 'Barcode',
  pending_pickups: 'Pickup',
  patients: 'Patient',
  patient_management: 'Patient',
  delivery_items: 'Delivery',
  pending_deliveries: 'Delivery',
  deliveries: 'Delivery',
  hub_deliveries: 'Delivery',
  orders: 'Order',
  facility_visits: 'Visit',
  lims_tokens: 'LIMS',
  lims_confirmations: 'LIMS',
  lims_logs: 'LIMS',
  audit_logs: 'Report',
};

/** The audit resource type of a react-admin resource; 'Report' for anything else (reports, charts). */
export function auditResourceFor(resource: string | null | undefined): AuditResourceType {
  return (resource && RESOURCE_TYPES[resource]) || 'Report';
}

/** What an export or print tells the audit trail; `false` records nothing (e.g. an empty template). */
export type AuditNote = { resource_type: AuditResourceType | string; description?: string } | false;

/**
 * Reports an export, print or scan to the server's audit trail. Resolves once the call is over (successful
 * or not) and never rejects; nothing is sent when nobody is signed in.
 */
export function recordClientAction(
  action: ClientAction,
  resource_type: AuditResourceType | string,
  resource_name?: string,
  description?: string,
): Promise<void> {
  if (!getSession()) return Promise.resolve();
  const body: Record<string, unknown> = { action, resource_type };
  if (resource_name) body.resource_name = resource_name.slice(0, 300);
  if (description) body.description = description;
  try {
    return request(callById('ext.log_client_action').path, { method: 'POST', body, json: true }).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}
