/**
 * The audit trail (administration.md 2.18, 3 'Audit log').
 * One central hook writes an audit_logs row for every write under /api/ and /customqueries/ (classified by
 * method and URL below; report and search POSTs are reads and are not logged), after the answer is sent,
 * so writing it never slows or breaks the request. Sign-in and sign-out are written by server/auth.
 * Contract for every route: set `req.auditInfo` to enrich or override what the central hook writes
 * for this request (resource name, old and new values, a description), or `{ skip: true }` to write nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditLogs } from '../db/schema';
import { parsedBody } from '../routes/http';
import { AUDIT_RESOURCE_TYPES, type AuditAction, type AuditResourceType } from '../../contract/types';

export {
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_TYPES,
  type AuditAction,
  type AuditResourceType,
} from '../../contract/types';

export interface AuditInfo {
  skip?: boolean;
  action?: AuditAction;
  /** one of the audit_resource_type enum values in server/db/schema.ts */
  resource_type?: string;
  resource_name?: string | null;
  description?: string | null;
  old_values?: unknown;
  new_values?: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditInfo?: AuditInfo;
  }
}

// ---------------------------------------------------------------- pure helpers

/** Mobile / Tablet / Desktop from a User-Agent header (Desktop when unknown). */
export function deviceTypeOf(userAgent: string | undefined | null): 'Mobile' | 'Tablet' | 'Desktop' {
  const ua = (userAgent ?? '').toLowerCase();
  if (!ua) return 'Desktop';
  if (/ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/.test(ua)) return 'Tablet';
  if (/mobi|iphone|ipod|android|blackberry|iemobile|opera mini|windows phone|webos/.test(ua)) return 'Mobile';
  return 'Desktop';
}

const SECRET_KEY = /password|token/i;
const MAX_DEPTH = 5;

/** A JSON-safe copy without any key containing 'password' or 'token' (any depth); binary data left out. */
export function stripSecrets(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return '[binary]';
  if (Array.isArray(value))
    return depth >= MAX_DEPTH ? '[...]' : value.map((v) => stripSecrets(v, depth + 1));
  if (typeof value === 'object') {
    if (depth >= MAX_DEPTH) return '[...]';
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (SECRET_KEY.test(k) || v === undefined) continue;
      out[k] = stripSecrets(v, depth + 1);
    }
    return out;
  }
  if (typeof value === 'string') return value.length > 2000 ? `${value.slice(0, 2000)}…` : value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return null;
  return value;
}

/** The field of a record that names it (name, FullName, username, ...), else `#id`. */
export function nameOf(row: Record<string, unknown> | null | undefined, id?: unknown): string | null {
  const keys = [
    'name',
    'FullName',
    'product_name',
    'supplier_name',
    'district_name',
    'unitname',
    'title',
    'bar_code',
    'barcode',
    'names',
    'username',
    'system_name',
    'delivery_number',
    'description',
  ];
  if (row) {
    for (const k of keys) {
      const v = row[k];
      if ((typeof v === 'string' && v.trim() !== '') || typeof v === 'number') return String(v).slice(0, 300);
    }
    const full = [row.first_name, row.second_name ?? row.last_name]
      .filter((v) => typeof v === 'string' && v.trim() !== '')
      .join(' ');
    if (full) return full.slice(0, 300);
  }
  const key = id ?? row?.id;
  return key === undefined || key === null || key === '' ? null : `#${String(key)}`;
}

/** The answer's error as one line: detail / message / error, else the DRF field errors. */
export function errorMessageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    for (const k of ['detail', 'message', 'error'])
      if (typeof b[k] === 'string' && b[k]) return b[k] as string;
    const parts: string[] = [];
    for (const [k, v] of Object.entries(b)) {
      if (k === 'success') continue;
      const msgs = Array.isArray(v) ? v.map(String).join(' ') : typeof v === 'string' ? v : '';
      if (msgs) parts.push(`${k}: ${msgs}`);
    }
    if (parts.length) return parts.join('; ').slice(0, 2000);
  }
  if (typeof body === 'string' && body.trim()) {
    try {
      return errorMessageOf(JSON.parse(body), status);
    } catch {
      return body.slice(0, 500);
    }
  }
  return `HTTP ${status}`;
}

// ---------------------------------------------------------------- what is a write

export interface AuditTarget {
  action: AuditAction;
  resource_type: AuditResourceType;
  /** the custom query body field that names the record */
  nameField?: string;
  /** the id in the URL (generic resources, /:id routes) */
  id?: string;
}

/** /api/{name} of the generic router (and its aliases) → resource type. */
const API_TYPES: Record<string, AuditResourceType> = {
  accounts: 'User',
  accountrights: 'User',
  account_rights: 'User',
  app_profile: 'Settings',
  collectionhubs: 'Facility',
  collectionhub: 'Facility',
  healthcentres: 'Facility',
  healthcentre: 'Facility',
  delivery_agents: 'Agent',
  deliveryagents: 'Agent',
  delivery_agent_rights: 'Agent',
  deliveryagent_rights: 'Agent',
  admin_notifications: 'Notification',
  adminnotification: 'Notification',
  adminnotifications: 'Notification',
  samples: 'Sample',
  sample: 'Sample',
  supplies: 'Supply',
  supply: 'Supply',
  suppliers: 'Supplier',
  supplier: 'Supplier',
  app_clients: 'Client',
  appclients: 'Client',
  products: 'Product',
  product: 'Product',
  productunits: 'Product',
  product_units: 'Product',
  productcategories: 'Product',
  product_categories: 'Product',
  regions: 'Region',
  region: 'Region',
  districts: 'District',
  ugdistricts: 'District',
  district: 'District',
  agent_facility_visits: 'Visit',
  pending_deliveries: 'Delivery',
  sample_barcodes: 'Barcode',
  pending_umoja_pickups: 'Pickup',
  patients: 'Patient',
  delivery_items: 'Delivery',
};

type Write = Omit<AuditTarget, 'id'>;
const c = (action: AuditAction, resource_type: AuditResourceType, nameField?: string): Write => ({
  action,
  resource_type,
  nameField,
});

/** Custom query writes. Anything listed as null is a read (reports, searches, files) or logs itself. */
const CUSTOM_QUERIES: Record<string, Write | null> = {
  createsystem_user: c('CREATE', 'User', 'username'),
  updatecompanyuserpassword: c('UPDATE', 'User', 'username'),
  updateclientpassword: c('UPDATE', 'Client', 'username'),
  passwordchange: c('UPDATE', 'User'),
  requestaccount_deactivation: c('UPDATE', 'User', 'username'),
  manual_agentregistration: c('CREATE', 'Agent', 'username'),
  updateagentpassword: c('UPDATE', 'Agent', 'username'),
  batchproductentry: c('CREATE', 'Product', 'product_name'),
  generate_barcodes: c('CREATE', 'Barcode', 'bar_code_type'),
  // the body's field (operations.md: barcode, reason_for_repackage), so the entry is named by the code
  repackage_barcode: c('UPDATE', 'Barcode', 'barcode'),
  confirm_receiving_items: c('UPDATE', 'Delivery', 'delivery_number'),
  update_umoja_delivery: c('UPDATE', 'Delivery', 'delivery_number'),
  delete_umoja_delivery: c('DELETE', 'Delivery'),
  update_order: c('UPDATE', 'Order', 'order_number'),
  cancel_order: c('UPDATE', 'Order', 'order_number'),
  createorder_assignment: c('CREATE', 'Order', 'order_number'),
  createorderextracharge: c('CREATE', 'Order', 'order_number'),
  import_data: c('CREATE', 'Facility', 'import_type'),
  // reads and self-logging calls
  log_client_action: null,
  get_audit_logs: null,
  get_audit_statistics: null,
  export_audit_logs: null,
  extract_pdf_barcodes: null,
  search_by_date_range: null,
};

const READ_PREFIX = /^(get|search|list|export|extract|check|view|download|fetch|find)/;

function guessType(name: string): AuditResourceType {
  const rules: [RegExp, AuditResourceType][] = [
    [/barcode/, 'Barcode'],
    [/agent/, 'Agent'],
    [/order/, 'Order'],
    [/pickup/, 'Pickup'],
    [/patient/, 'Patient'],
    [/deliver/, 'Delivery'],
    [/sample/, 'Sample'],
    [/visit/, 'Visit'],
    [/product/, 'Product'],
    [/supplier/, 'Supplier'],
    [/client/, 'Client'],
    [/hub|health|facilit/, 'Facility'],
    [/user|account|password/, 'User'],
    [/region/, 'Region'],
    [/district/, 'District'],
    [/lims/, 'LIMS'],
    [/notif/, 'Notification'],
  ];
  return rules.find(([re]) => re.test(name))?.[1] ?? 'Settings';
}

function actionOf(method: string): AuditAction {
  if (method === 'POST') return 'CREATE';
  if (method === 'DELETE') return 'DELETE';
  return 'UPDATE';
}

/** What a request writes, or null when it is not audited (reads, reports, LIMS-facing calls, other paths). */
export function classifyRequest(method: string, url: string): AuditTarget | null {
  const m = method.toUpperCase();
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(m)) return null;
  const path = url.split('?')[0].replace(/\/+$/, '');
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'api') {
    if (parts[1] === 'lims') {
      if (parts[2] === 'v1') return null;
      const id = parts[3];
      const verb = parts[4];
      if (verb) return { action: 'UPDATE', resource_type: 'LIMS', id };
      return { action: actionOf(m), resource_type: 'LIMS', id };
    }
    const type = parts[1] ? API_TYPES[parts[1]] : undefined;
    if (!type || parts.length > 3) return null;
    return { action: actionOf(m), resource_type: type, id: parts[2] };
  }
  if (parts[0] === 'customqueries' && parts[1]) {
    const name = parts[1];
    if (name in CUSTOM_QUERIES) {
      const w = CUSTOM_QUERIES[name];
      return w ? { ...w, id: parts[2] } : null;
    }
    if (READ_PREFIX.test(name) || name.includes('report') || name.includes('statistic')) return null;
    const action: AuditAction = /^(create|add|register|new|batch|import|generate)/.test(name)
      ? 'CREATE'
      : /^(delete|remove)/.test(name) || m === 'DELETE'
        ? 'DELETE'
        : 'UPDATE';
    return { action, resource_type: guessType(name), id: parts[2] };
  }
  return null;
}

// ---------------------------------------------------------------- writing

export interface AuditEntry {
  action: AuditAction;
  resource_type: AuditResourceType;
  user?: number | null;
  user_username?: string | null;
  user_email?: string | null;
  resource_name?: string | null;
  description?: string | null;
  ip_address?: string | null;
  device_type?: 'Mobile' | 'Tablet' | 'Desktop' | null;
  success?: boolean;
  error_message?: string | null;
  old_values?: unknown;
  new_values?: unknown;
}

const pending = new WeakMap<FastifyInstance, Set<Promise<void>>>();

function pendingOf(app: FastifyInstance): Set<Promise<void>> {
  let set = pending.get(app);
  if (!set) {
    set = new Set();
    pending.set(app, set);
  }
  return set;
}

/** Resolves once every audit row queued so far is written (the audit queries wait for it). */
export async function auditSettled(app: FastifyInstance): Promise<void> {
  const set = pending.get(app);
  if (set && set.size) await Promise.allSettled([...set]);
}

const clip = (v: string | null | undefined, n: number) =>
  v === null || v === undefined ? null : v.slice(0, n);

/** Who, from where and with what: the request part of an entry. */
export function requestParty(
  req: FastifyRequest,
): Pick<AuditEntry, 'user' | 'user_username' | 'user_email' | 'ip_address' | 'device_type'> {
  const account = req.auth?.account;
  return {
    user: account?.id ?? null,
    user_username: account?.username ?? null,
    user_email: account?.email ?? null,
    ip_address: req.ip || null,
    device_type: deviceTypeOf(req.headers['user-agent']),
  };
}

function track(app: FastifyInstance, work: Promise<void>): Promise<void> {
  const set = pendingOf(app);
  const p: Promise<void> = work.finally(() => set.delete(p));
  set.add(p);
  return p;
}

/** Queues one audit row; never throws (a failure is logged and forgotten). */
export function recordAudit(app: FastifyInstance, entry: AuditEntry): Promise<void> {
  const old = entry.old_values === undefined ? null : stripSecrets(entry.old_values);
  const neu = entry.new_values === undefined ? null : stripSecrets(entry.new_values);
  const work = app.db
    .insert(auditLogs)
    .values({
      action: entry.action,
      resource_type: entry.resource_type,
      user: entry.user ?? null,
      user_username: clip(entry.user_username, 150),
      user_email: clip(entry.user_email, 254),
      resource_name: clip(entry.resource_name, 300),
      description: entry.description ?? null,
      ip_address: clip(entry.ip_address, 64),
      device_type: entry.device_type ?? null,
      success: entry.success ?? true,
      error_message: entry.error_message ?? null,
      old_values: old,
      new_values: neu,
    })
    .then(
      () => undefined,
      (err: unknown) => {
        app.log.error({ err }, 'audit log write failed');
      },
    );
  return track(app, work);
}

const errorBodies = new WeakMap<FastifyRequest, unknown>();

async function requestValues(req: FastifyRequest, succeeded: boolean): Promise<unknown> {
  if (req.isMultipart()) {
    // only the multipart body the route read itself (a successful write did): never a second parse
    const read = succeeded ? parsedBody(req) : undefined;
    const body = read ? await read.catch(() => null) : null;
    return body ? body.fields : null;
  }
  const body = req.body;
  return body && typeof body === 'object' && !Buffer.isBuffer(body) ? body : null;
}

export function auditDescription(
  action: AuditAction,
  type: string,
  name: string | null,
  success: boolean,
): string {
  const verb: Record<AuditAction, string> = {
    CREATE: 'Created',
    READ: 'Viewed',
    UPDATE: 'Updated',
    DELETE: 'Deleted',
    LOGIN: 'Signed in',
    LOGOUT: 'Signed out',
    EXPORT: 'Exported',
    PRINT: 'Printed',
    SCAN: 'Scanned',
  };
  const what = `${type}${name ? ` ${name}` : ''}`;
  return success ? `${verb[action]} ${what}` : `Failed: ${verb[action].toLowerCase()} ${what}`;
}

export function registerAudit(app: FastifyInstance): void {
  app.decorateRequest('auditInfo', undefined);

  // keep the answer of a failed request (before compression) for its error message
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (reply.statusCode >= 400) errorBodies.set(req, payload);
    return payload;
  });

  app.addHook('onResponse', async (req, reply) => {
    // tracked from the first moment, so the audit queries (auditSettled) see it
    track(app, writeFor(req, reply.statusCode));
  });

  async function writeFor(req: FastifyRequest, status: number): Promise<void> {
    try {
      const info = req.auditInfo;
      if (info?.skip) return;
      const target = classifyRequest(req.method, req.url);
      if (!target) return;
      // an anonymous call refused by the token guard is not anyone's action
      if (!req.auth && status === 401) return;
      const success = status < 400;
      const values = info?.new_values !== undefined ? null : await requestValues(req, success);
      const resourceType = (
        info?.resource_type && (AUDIT_RESOURCE_TYPES as readonly string[]).includes(info.resource_type)
          ? info.resource_type
          : target.resource_type === 'Facility' &&
              values &&
              (values as Record<string, unknown>).import_type === 'barcodes'
            ? 'Barcode'
            : target.resource_type
      ) as AuditResourceType;
      const action = info?.action ?? target.action;
      let name = info?.resource_name;
      if (name === undefined) {
        const field = target.nameField;
        const raw = field && values ? (values as Record<string, unknown>)[field] : undefined;
        name = raw !== undefined && raw !== null && String(raw).trim() !== '' ? String(raw) : null;
        if (name === null && !field && values && typeof values === 'object' && !Array.isArray(values))
          name = nameOf(values as Record<string, unknown>, target.id);
        if (name === null && target.id) name = `#${target.id}`;
      }
      await recordAudit(app, {
        ...requestParty(req),
        action,
        resource_type: resourceType,
        resource_name: name,
        description: info?.description ?? auditDescription(action, resourceType, name, success),
        success,
        error_message: success ? null : errorMessageOf(errorBodies.get(req), status),
        old_values: info?.old_values ?? null,
        new_values: info?.new_values !== undefined ? info.new_values : values,
      });
    } catch (err) {
      req.log.error({ err }, 'audit hook failed');
    }
  }

  app.addHook('onClose', async () => {
    await auditSettled(app);
  });
}
