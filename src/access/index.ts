/**
 * Who may see and do what: ONE table, pure functions of the cached Permissions (never the network).
 * Sources: operations.md sections 2 and 6, administration.md sections 2.1, 2.2 and 6.
 *
 * - Each entry is an access key (a screen's key in src/screens.tsx, which is also the react-admin resource
 *   name, or a resource without a screen), the shells it exists in with the rule for opening it there, and its
 *   action rules. The screens' routes, menus and views are in the registry, src/screens.tsx.
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

type Rule = (p: Permissions, record?: unknown) => boolean;

export type GroupKey =
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
  /** rule for opening it in the admin shell (absent: not an admin screen) */
  admin?: Rule;
  /** rule for opening it in the hub shell (absent: not a hub screen) */
  hub?: Rule;
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
function master(key: string, extra: Partial<AccessEntry> = {}): AccessEntry {
  return { key, admin: manager, actions: writes(manager), ...extra };
}

const ACCESS_TABLE: AccessEntry[] = [
  // Dashboard
  { key: 'dashboard', admin: anyone },
  { key: 'quickmenu', admin: anyone },

  // Operations (the group shows when any of its entries does: any one of the four rights)
  {
    key: 'pending_pickups',
    admin: right('view_pending_umoja_pickups'),
    actions: {
      // everyone who opens the page gets a (dashed) Create button; the right makes it solid
      create: anyone,
      create_primary: right('create_update_pending_umoja_pickups'),
      ...writes(right('create_update_pending_umoja_pickups'), 'edit', 'delete'),
    },
  },
  {
    key: 'deliveries',
    admin: right('view_umoja_deliveries'),
    actions: {
      receive,
      repackage: anyone,
      // main deliveries page: superusers or branch managers
      ...writes(branchManager, 'edit', 'delete'),
    },
  },
  {
    key: 'patient_management',
    admin: right('view_umoja_deliveries'),
    actions: writes(anyone, 'edit', 'delete'),
  },
  // extensions of our server: the sample journey and the receiving discrepancies, in both shells
  // with the deliveries' rule (the server limits a hub coordinator to their hub)
  {
    key: 'receiving_discrepancies',
    admin: right('view_umoja_deliveries'),
    hub: anyone,
    hubNeeds: HUB_SHELL_RIGHTS.deliveries,
  },
  {
    key: 'sample_journey',
    admin: right('view_umoja_deliveries'),
    hub: anyone,
    hubNeeds: HUB_SHELL_RIGHTS.deliveries,
  },
  {
    key: 'orders',
    admin: right('view_product_orders'),
    actions: writes(anyone, 'edit', 'assign', 'cancel', 'extra_charge'),
  },
  {
    key: 'online_agents',
    admin: right('view_online_riders'),
  },

  // Reports & Analytics
  {
    key: 'agent_activity_map',
    admin: right('view_agent_activities'),
  },
  {
    key: 'facility_visits',
    admin: right('view_agent_activities'),
    actions: writes(anyone, 'delete'),
  },
  {
    key: 'analytics_graphs',
    admin: right('view_statistics'),
  },

  // Agents & Facilities
  master('deliveryagents'),
  master('healthcenters'),
  master('collectionhubs'),

  // Master Data
  master('products'),
  master('product_categories'),
  master('product_units'),
  master('suppliers'),
  master('samples'),
  master('supplies'),
  master('app_clients', {
    actions: writes(manager, 'edit', 'reset_password'),
  }),
  {
    key: 'bar_codes',
    admin: both(manager, right('view_barcodes', 'create_barcodes')),
    actions: { create: right('create_barcodes'), print: anyone },
  },

  // LIMS Integration (any branch manager)
  {
    key: 'lims_integration',
    admin: branchManager,
    actions: writes(branchManager, 'create', 'edit', 'delete', 'confirm', 'reject', 'regenerate'),
  },

  // System Settings
  master('companyprofile', { actions: writes(manager, 'edit') }),
  master('useraccounts', {
    actions: writes(manager, 'create', 'edit', 'delete', 'reset_password', 'edit_rights'),
  }),
  master('deactivation_requests', {
    actions: writes(manager, 'delete'),
  }),
  master('audit_logs', { actions: {} }),
  // the outbox of SMS and e-mail alerts (our server's extension): Audit Logs' rule; retry a failed message
  master('outbox', { actions: writes(manager, 'retry') }),
  master('regions'),
  master('districts'),
  master('data_import_export', {
    actions: writes(manager, 'import'),
  }),

  // Other admin routes
  {
    key: 'accounts',
    admin: anyone,
    actions: { edit: (p, r) => manager(p) || ownAccount(p, r) },
  },

  // Routes of both shells (admin: same rights as their admin counterparts; hub: any hub user)
  {
    key: 'hub_deliveries',
    admin: right('view_umoja_deliveries'),
    hub: anyone,
    hubNeeds: HUB_SHELL_RIGHTS.deliveries,
    // hub-facing deliveries: Edit and Delete only for users with a coordinated hub
    actions: { receive, repackage: anyone, ...writes(hubBound, 'edit', 'delete') },
  },
  {
    key: 'hub_online_agents',
    admin: right('view_online_riders'),
    hub: anyone,
  },
  {
    key: 'hub_agent_activity_map',
    admin: right('view_agent_activities'),
    hub: anyone,
    hubNeeds: HUB_SHELL_RIGHTS.activity,
  },
  {
    key: 'hub_analytics_graphs',
    admin: right('view_statistics'),
    hub: anyone,
    hubNeeds: HUB_SHELL_RIGHTS.statistics,
  },
  { key: 'hub_deliveryagents', admin: manager, hub: anyone },
  { key: 'hub_healthcenters', admin: manager, hub: anyone },

  // Hub shell only
  { key: 'hub_dashboard', hub: anyone },
  { key: 'hub_dashboard_old', hub: anyone },
  { key: 'hub_agent_details', hub: anyone },
  { key: 'hub_healthcenter_details', hub: anyone },

  // Resources without a route of their own (reference data, drawers, dialogs)
  { key: 'notifications', admin: anyone, hub: anyone, actions: writes(anyone, 'edit') },
  {
    key: 'profile',
    admin: anyone,
    hub: anyone,
    actions: writes(anyone, 'edit', 'change_password'),
  },
  {
    key: 'patients',
    admin: right('view_umoja_deliveries', 'view_pending_umoja_pickups'),
    hub: anyone,
    actions: writes(anyone),
  },
  { key: 'delivery_items', admin: anyone, hub: anyone },
  { key: 'pending_deliveries', admin: anyone, hub: anyone },
  { key: 'ugdistricts', admin: anyone, hub: anyone },
  { key: 'accountrights', admin: manager, actions: writes(manager, 'edit') },
  { key: 'account_rights', admin: manager, actions: writes(manager, 'edit') },
  { key: 'delivery_agent_rights', admin: manager, actions: writes(manager, 'create', 'edit') },
  {
    key: 'lims_tokens',
    admin: branchManager,
    actions: writes(branchManager, 'create', 'edit', 'delete'),
  },
  {
    key: 'lims_confirmations',
    admin: branchManager,
    actions: writes(branchManager, 'confirm', 'reject'),
  },
  { key: 'lims_logs', admin: branchManager },
];

const BY_KEY = new Map(ACCESS_TABLE.map((e) => [e.key, e]));
const READ_ACTIONS = new Set(['list', 'show', 'read', 'export']);

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

/**
 * Whether this user may open the screen of an access key in a shell (the route rule only); with no user, whether
 * the screen exists in that shell at all (src/screens.tsx builds each shell's routes and menus with it).
 */
export function canOpen(p: Permissions | null | undefined, key: string, shell: Shell): boolean {
  const rule = BY_KEY.get(key)?.[shell];
  if (!rule) return false;
  return p ? rule(effective(p)) : true;
}

/** 'Dashboard Overview' and 'Tracking Overview': view_statistics plus the branch_manager flag. */
export function canSeeDashboardOverview(p: Permissions | null | undefined): boolean {
  if (!p) return false;
  const e = effective(p);
  return e.isBranchManager && !!e.rights.view_statistics;
}
