/**
 * Who may see and do what: ONE table, pure functions of the cached Permissions (never the network).
 * Sources: operations.md sections 2 and 6, administration.md sections 2.1, 2.2 and 6.
 *
 * - Each entry is an access key (the route's name without slashes, which is also the react-admin
 *   resource name), its routes, the shells it exists in with the rule for opening it there, its admin
 *   menu group, and its action rules.
 * - Reading actions ('list', 'show', 'read', 'export') follow the route rule; any other action needs an
 *   explicit action rule (unlisted writes are refused).
 * - Superuser choice: a superuser is treated as a branch manager holding all nine rights (the server lets a
 *   superuser write master data; the spec gives no menu rule for superusers, so they see everything a
 *   fully-entitled branch manager sees). A superuser with a coordinated hub still gets the hub shell.
 * - A user with a coordinated hub is in the hub shell and may only open hub routes; everyone else signed in
 *   is in the admin shell and may only open admin routes (some hub_* routes exist in both).
 * - Hub shell routes are open to every hub user: administration.md 2.2 lists them without rights.
 */
import {
  HUB_SHELL_RIGHTS,
  RIGHT_NAMES,
  type Rights,
  type RightName,
  type UserAccount,
} from '../../contract/types';

export interface Permissions {
  isSuperuser: boolean;
  isBranchManager: boolean;
  coordinatedHub: number | null;
  rights: Rights;
  /** id of the signed-in account (for "own account" rules); optional */
  accountId?: number | null;
}

export type Shell = 'admin' | 'hub';

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

type Rule = (p: Permissions, record?: unknown) => boolean;

type GroupKey =
  'dashboard' | 'operations' | 'reports' | 'agents_facilities' | 'master_data' | 'lims' | 'system_settings';

export const MENU_GROUPS: GroupKey[] = [
  'dashboard',
  'operations',
  'reports',
  'agents_facilities',
  'master_data',
  'lims',
  'system_settings',
];

interface AccessEntry {
  key: string;
  /** react-router paths; the first is the menu route */
  routes: string[];
  /** rule for opening it in the admin shell (absent: not an admin route) */
  admin?: Rule;
  /** rule for opening it in the hub shell (absent: not a hub route) */
  hub?: Rule;
  /** admin menu group (absent: not in the admin menu) */
  group?: GroupKey;
  /** shown in the hub menu */
  hubMenu?: boolean;
  /** action rules, checked after the route rule */
  actions?: Record<string, Rule>;
  /** the right the screen's calls need in the hub shell: without it the screen names it (missingHubRight) */
  hubNeeds?: RightName;
}

export function noRights(): Rights {
  return Object.fromEntries(RIGHT_NAMES.map((r) => [r, false])) as Rights;
}

function allRights(): Rights {
  return Object.fromEntries(RIGHT_NAMES.map((r) => [r, true])) as Rights;
}

/** Permissions as the rules see them (superuser = branch manager with every right). */
function effective(p: Permissions): Permissions {
  return p.isSuperuser ? { ...p, isBranchManager: true, rights: allRights() } : p;
}

// ---- rules
const anyone: Rule = () => true;
const right =
  (...names: RightName[]): Rule =>
  (p) =>
    names.some((n) => !!p.rights[n]);
/** branch manager with no coordinated hub (a superuser counts as one, see effective()) */
const manager: Rule = (p) => p.isBranchManager && p.coordinatedHub == null;
const branchManager: Rule = (p) => p.isBranchManager;
const hubBound: Rule = (p) => p.coordinatedHub != null;
const both =
  (a: Rule, b: Rule): Rule =>
  (p, r) =>
    a(p, r) && b(p, r);

function field(record: unknown, name: string): unknown {
  return record && typeof record === 'object' ? (record as Record<string, unknown>)[name] : undefined;
}
const notReceived: Rule = (_p, record) => !field(record, 'received_by_coordinator');
/** Receive: branch managers or hub-bound users, for items not yet received (operations.md 6). */
const receive: Rule = (p, r) => (p.isBranchManager || hubBound(p)) && notReceived(p, r);
const writes = (rule: Rule, ...actions: string[]): Record<string, Rule> =>
  Object.fromEntries((actions.length ? actions : ['create', 'edit', 'delete']).map((a) => [a, rule]));
const ownAccount: Rule = (p, record) => {
  const id = field(record, 'id');
  return id !== undefined && id !== null && p.accountId != null && String(id) === String(p.accountId);
};

/** Master data entry: a branch manager with no hub opens it and may create, edit and delete. */
function master(
  key: string,
  group: GroupKey,
  routes: string[],
  extra: Partial<AccessEntry> = {},
): AccessEntry {
  return { key, routes, admin: manager, group, actions: writes(manager), ...extra };
}

const ACCESS_TABLE: AccessEntry[] = [
  // Dashboard
  { key: 'dashboard', routes: ['/'], admin: anyone, group: 'dashboard' },
  { key: 'quickmenu', routes: ['/quickmenu/'], admin: anyone },

  // Operations (the group shows when any of its entries does: any one of the four rights)
  {
    key: 'pending_pickups',
    routes: ['/pending_pickups/'],
    admin: right('view_pending_umoja_pickups'),
    group: 'operations',
    actions: {
      // everyone who opens the page gets a (dashed) Create button; the right makes it solid
      create: anyone,
      create_primary: right('create_update_pending_umoja_pickups'),
      ...writes(right('create_update_pending_umoja_pickups'), 'edit', 'delete'),
    },
  },
  {
    key: 'deliveries',
    routes: ['/deliveries/'],
    admin: right('view_umoja_deliveries'),
    group: 'operations',
    actions: {
      receive,
      repackage: anyone,
      // main deliveries page: superusers or branch managers
      ...writes(branchManager, 'edit', 'delete'),
    },
  },
  {
    key: 'patient_management',
    routes: ['/patient_management/'],
    admin: right('view_umoja_deliveries'),
    group: 'operations',
    actions: writes(anyone, 'edit', 'delete'),
  },
  // issue 21 (extensions of our server): the sample journey and the receiving discrepancies, in both shells
  // with the deliveries' rule (the server limits a hub coordinator to their hub)
  {
    key: 'receiving_discrepancies',
    routes: ['/receiving_discrepancies/'],
    admin: right('view_umoja_deliveries'),
    hub: anyone,
    hubNeeds: HUB_SHELL_RIGHTS.deliveries,
    group: 'operations',
    hubMenu: true,
  },
  {
    key: 'sample_journey',
    routes: ['/sample_journey/:barcode'],
    admin: right('view_umoja_deliveries'),
    hub: anyone,
    hubNeeds: HUB_SHELL_RIGHTS.deliveries,
  },
  {
    key: 'orders',
    routes: ['/orders/'],
    admin: right('view_product_orders'),
    group: 'operations',
    actions: writes(anyone, 'edit', 'assign', 'cancel', 'extra_charge'),
  },
  {
    key: 'online_agents',
    routes: ['/online_agents/'],
    admin: right('view_online_riders'),
    group: 'operations',
  },

  // Reports & Analytics
  {
    key: 'agent_activity_map',
    routes: ['/agent_activity_map/'],
    admin: right('view_agent_activities'),
    group: 'reports',
  },
  {
    key: 'facility_visits',
    routes: ['/facility_visits/'],
    admin: right('view_agent_activities'),
    group: 'reports',
    actions: writes(anyone, 'delete'),
  },
  {
    key: 'analytics_graphs',
    routes: ['/analytics_graphs/'],
    admin: right('view_statistics'),
    group: 'reports',
  },

  // Agents & Facilities
  master('deliveryagents', 'agents_facilities', ['/deliveryagents/', '/deliveryagents/:agentID']),
  master('healthcenters', 'agents_facilities', ['/healthcenters/', '/healthcenters/:centerID']),
  master('collectionhubs', 'agents_facilities', ['/collectionhubs/', '/collectionhubs/:hubID']),

  // Master Data
  master('products', 'master_data', ['/products/']),
  master('product_categories', 'master_data', ['/product_categories/']),
  master('product_units', 'master_data', ['/product_units/']),
  master('suppliers', 'master_data', ['/suppliers/', '/supplierdetails/:supplierID']),
  master('samples', 'master_data', ['/samples/', '/samples/:sampleID']),
  master('supplies', 'master_data', ['/supplies/', '/supplies/:supplyID']),
  master('app_clients', 'master_data', ['/app_clients/'], {
    actions: writes(manager, 'edit', 'reset_password'),
  }),
  {
    key: 'bar_codes',
    routes: ['/bar_codes/'],
    admin: both(manager, right('view_barcodes', 'create_barcodes')),
    group: 'master_data',
    actions: { create: right('create_barcodes'), print: anyone },
  },

  // LIMS Integration (any branch manager)
  {
    key: 'lims_integration',
    routes: ['/lims_integration/'],
    admin: branchManager,
    group: 'lims',
    actions: writes(branchManager, 'create', 'edit', 'delete', 'confirm', 'reject', 'regenerate'),
  },

  // System Settings
  master('companyprofile', 'system_settings', ['/companyprofile/'], { actions: writes(manager, 'edit') }),
  master('useraccounts', 'system_settings', ['/useraccounts/', '/useraccounts/:accountID'], {
    actions: writes(manager, 'create', 'edit', 'delete', 'reset_password', 'edit_rights'),
  }),
  master('deactivation_requests', 'system_settings', ['/deactivation_requests/'], {
    actions: writes(manager, 'delete'),
  }),
  master('audit_logs', 'system_settings', ['/audit_logs/'], { actions: {} }),
  master('regions', 'system_settings', ['/regions/']),
  master('districts', 'system_settings', ['/districts/']),
  master('data_import_export', 'system_settings', ['/data_import_export/'], {
    actions: writes(manager, 'import'),
  }),

  // Other admin routes
  {
    key: 'accounts',
    routes: ['/accounts/:accountID'],
    admin: anyone,
    actions: { edit: (p, r) => manager(p) || ownAccount(p, r) },
  },

  // Routes of both shells (admin: same rights as their admin counterparts; hub: any hub user)
  {
    key: 'hub_deliveries',
    routes: ['/hub_deliveries/'],
    admin: right('view_umoja_deliveries'),
    hub: anyone,
    hubNeeds: HUB_SHELL_RIGHTS.deliveries,
    hubMenu: true,
    // hub-facing deliveries: Edit and Delete only for users with a coordinated hub
    actions: { receive, repackage: anyone, ...writes(hubBound, 'edit', 'delete') },
  },
  {
    key: 'hub_online_agents',
    routes: ['/hub_online_agents/'],
    admin: right('view_online_riders'),
    hub: anyone,
    hubMenu: true,
  },
  {
    key: 'hub_agent_activity_map',
    routes: ['/hub_agent_activity_map/'],
    admin: right('view_agent_activities'),
    hub: anyone,
    hubNeeds: HUB_SHELL_RIGHTS.activity,
    hubMenu: true,
  },
  {
    key: 'hub_analytics_graphs',
    routes: ['/hub_analytics_graphs/'],
    admin: right('view_statistics'),
    hub: anyone,
    hubNeeds: HUB_SHELL_RIGHTS.statistics,
    hubMenu: true,
  },
  { key: 'hub_deliveryagents', routes: ['/hub_deliveryagents/'], admin: manager, hub: anyone, hubMenu: true },
  { key: 'hub_healthcenters', routes: ['/hub_healthcenters/'], admin: manager, hub: anyone, hubMenu: true },

  // Hub shell only
  { key: 'hub_dashboard', routes: ['/', '/hub_dashboard/'], hub: anyone },
  { key: 'hub_dashboard_old', routes: ['/hub_dashboard_old/'], hub: anyone },
  { key: 'hub_agent_details', routes: ['/hub_agent_details/:id'], hub: anyone },
  { key: 'hub_healthcenter_details', routes: ['/hub_healthcenter_details/:id'], hub: anyone },

  // Resources without a route of their own (reference data, drawers, dialogs)
  { key: 'notifications', routes: [], admin: anyone, hub: anyone, actions: writes(anyone, 'edit') },
  {
    key: 'profile',
    routes: [],
    admin: anyone,
    hub: anyone,
    actions: writes(anyone, 'edit', 'change_password'),
  },
  {
    key: 'patients',
    routes: [],
    admin: right('view_umoja_deliveries', 'view_pending_umoja_pickups'),
    hub: anyone,
    actions: writes(anyone),
  },
  { key: 'delivery_items', routes: [], admin: anyone, hub: anyone },
  { key: 'pending_deliveries', routes: [], admin: anyone, hub: anyone },
  { key: 'ugdistricts', routes: [], admin: anyone, hub: anyone },
  { key: 'accountrights', routes: [], admin: manager, actions: writes(manager, 'edit') },
  { key: 'account_rights', routes: [], admin: manager, actions: writes(manager, 'edit') },
  { key: 'delivery_agent_rights', routes: [], admin: manager, actions: writes(manager, 'create', 'edit') },
  {
    key: 'lims_tokens',
    routes: [],
    admin: branchManager,
    actions: writes(branchManager, 'create', 'edit', 'delete'),
  },
  {
    key: 'lims_confirmations',
    routes: [],
    admin: branchManager,
    actions: writes(branchManager, 'confirm', 'reject'),
  },
  { key: 'lims_logs', routes: [], admin: branchManager },
];

const BY_KEY = new Map(ACCESS_TABLE.map((e) => [e.key, e]));
const READ_ACTIONS = new Set(['list', 'show', 'read', 'export']);

/** Every admin-shell route of the spec (react-router syntax). */
export const ADMIN_ROUTES: string[] = ACCESS_TABLE.filter((e) => e.admin).flatMap((e) => e.routes);
/** Every hub-shell route of the spec. */
export const HUB_ROUTES: string[] = ACCESS_TABLE.filter((e) => e.hub).flatMap((e) => e.routes);
/** Routes a signed-out visitor reaches: login, the two privacy policies, the deactivation request. */
export const SIGNED_OUT_ROUTES: string[] = [
  '/',
  '/login',
  '/privacypolicy/',
  '/privacypolicy_umotrack/',
  '/request_accountdeaction/',
];

export function toPermissions(
  account: Pick<UserAccount, 'id' | 'is_superuser' | 'branch_manager' | 'coodinated_hub'> | null | undefined,
  rights: Partial<Rights> | null | undefined,
): Permissions {
  const r = noRights();
  for (const name of RIGHT_NAMES) r[name] = !!rights?.[name];
  return {
    isSuperuser: !!account?.is_superuser,
    isBranchManager: !!account?.branch_manager,
    coordinatedHub: account?.coodinated_hub ?? null,
    rights: r,
    accountId: account?.id ?? null,
  };
}

/** The hub shell for a user with a coordinated hub, the admin shell for everyone else. */
export function shellFor(p: Permissions | null | undefined): Shell {
  return p && p.coordinatedHub != null ? 'hub' : 'admin';
}

export function canAccess(
  p: Permissions | null | undefined,
  q: { resource: string; action?: string; record?: unknown },
): boolean {
  if (!p) return false;
  const entry = BY_KEY.get(q.resource);
  if (!entry) return false;
  const e = effective(p);
  const routeRule = shellFor(p) === 'hub' ? entry.hub : entry.admin;
  if (!routeRule || !routeRule(e, q.record)) return false;
  const action = q.action ?? 'list';
  const actionRule = entry.actions?.[action];
  if (actionRule) return actionRule(e, q.record);
  return READ_ACTIONS.has(action);
}

/**
 * The right a hub-shell screen needs that this account lacks (null when it has it, or outside the hub shell):
 * the screen then says which right to ask for instead of failing on the server's 403.
 */
export function missingHubRight(p: Permissions | null | undefined, key: string): RightName | null {
  if (!p || shellFor(p) !== 'hub') return null;
  const needs = BY_KEY.get(key)?.hubNeeds;
  return needs && !effective(p).rights[needs] ? needs : null;
}

/** The admin menu: only the groups and entries this user may see, in the spec's order. */
export function adminMenu(p: Permissions | null | undefined): MenuGroup[] {
  if (!p || shellFor(p) !== 'admin') return [];
  const e = effective(p);
  return MENU_GROUPS.map((group) => ({
    key: group,
    labelKey: `menu.groups.${group}`,
    items: ACCESS_TABLE.filter((entry) => entry.group === group && entry.admin?.(e)).map((entry) => ({
      key: entry.key,
      route: entry.routes[0],
      labelKey: `menu.${entry.key}`,
    })),
  })).filter((g) => g.items.length > 0);
}

const HUB_MENU_ORDER = [
  'hub_dashboard',
  'hub_deliveries',
  'hub_online_agents',
  'hub_agent_activity_map',
  'hub_analytics_graphs',
  'hub_deliveryagents',
  'hub_healthcenters',
  'receiving_discrepancies',
];

/** The hub menu (hub shell only). */
export function hubMenu(p: Permissions | null | undefined): MenuItem[] {
  if (!p || shellFor(p) !== 'hub') return [];
  const e = effective(p);
  return HUB_MENU_ORDER.map((key) => BY_KEY.get(key)!)
    .filter((entry) => entry.hub?.(e))
    .map((entry) => ({ key: entry.key, route: entry.routes[0], labelKey: `menu.${entry.key}` }));
}

/** 'Dashboard Overview' and 'Tracking Overview': view_statistics plus the branch_manager flag. */
export function canSeeDashboardOverview(p: Permissions | null | undefined): boolean {
  if (!p) return false;
  const e = effective(p);
  return e.isBranchManager && !!e.rights.view_statistics;
}

function matches(pattern: string, path: string): boolean {
  const clean = (s: string) => s.replace(/\/+$/, '').split('/').filter(Boolean);
  const a = clean(pattern);
  const b = clean(path.split(/[?#]/)[0]);
  if (a.length !== b.length) return false;
  return a.every((seg, i) => (seg.startsWith(':') ? b[i].length > 0 : seg === b[i]));
}

/** The access key of a path in a shell ('/samples/12' → 'samples'), or null when the shell has no such route. */
export function accessKeyForPath(path: string, shell: Shell): string | null {
  for (const entry of ACCESS_TABLE) {
    if (shell === 'admin' ? !entry.admin : !entry.hub) continue;
    if (entry.routes.some((r) => matches(r, path))) return entry.key;
  }
  return null;
}
