import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, HUB_ROUTES, accessKeyForPath, adminMenu, hubMenu } from '../../src/screens';
import {
  SIGNED_OUT_ROUTES,
  canAccess,
  canSeeDashboardOverview,
  missingHubRight,
  shellFor,
  toPermissions,
  type Permissions,
} from '../../src/access';
import { en } from '../../src/i18n/en';
import { DEMO, account, rights } from './support';
import { RIGHT_NAMES } from '../../contract/types';

const perms = Object.fromEntries(
  Object.entries(DEMO).map(([name, d]) => [name, toPermissions(d.account, d.rights)]),
) as Record<keyof typeof DEMO, Permissions>;

const ALL_ADMIN_MENU = {
  dashboard: ['dashboard'],
  operations: [
    'pending_pickups',
    'deliveries',
    'patient_management',
    'receiving_discrepancies',
    'orders',
    'online_agents',
  ],
  reports: ['agent_activity_map', 'facility_visits', 'analytics_graphs'],
  agents_facilities: ['deliveryagents', 'healthcenters', 'collectionhubs'],
  master_data: [
    'products',
    'product_categories',
    'product_units',
    'suppliers',
    'samples',
    'supplies',
    'app_clients',
    'bar_codes',
  ],
  lims: ['lims_integration'],
  system_settings: [
    'companyprofile',
    'useraccounts',
    'deactivation_requests',
    'audit_logs',
    'outbox',
    'regions',
    'districts',
    'data_import_export',
  ],
};

function menuShape(p: Permissions): Record<string, string[]> {
  return Object.fromEntries(adminMenu(p).map((g) => [g.key, g.items.map((i) => i.key)]));
}

function translate(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe('access: the four demo accounts', () => {
  it.each([
    ['admin', 'admin'],
    ['manager', 'admin'],
    ['staff', 'admin'],
    ['hubcoordinator', 'hub'],
  ] as const)('%s gets the %s shell', (name, shell) => {
    expect(shellFor(perms[name])).toBe(shell);
  });

  it.each(['admin', 'manager'] as const)(
    '%s sees every group and entry of the admin menu, in the spec order',
    (name) => {
      expect(menuShape(perms[name])).toEqual(ALL_ADMIN_MENU);
      expect(Object.keys(menuShape(perms[name]))).toEqual(Object.keys(ALL_ADMIN_MENU));
    },
  );

  it('staff sees Dashboard and Operations with pickups, deliveries and patients only', () => {
    expect(menuShape(perms.staff)).toEqual({
      dashboard: ['dashboard'],
      operations: ['pending_pickups', 'deliveries', 'patient_management', 'receiving_discrepancies'],
    });
  });

  it('hubcoordinator has no admin menu and the full hub menu', () => {
    expect(adminMenu(perms.hubcoordinator)).toEqual([]);
    expect(hubMenu(perms.hubcoordinator).map((i) => [i.key, i.route])).toEqual([
      ['hub_dashboard', '/'],
      ['hub_deliveries', '/hub_deliveries/'],
      ['hub_online_agents', '/hub_online_agents/'],
      ['hub_agent_activity_map', '/hub_agent_activity_map/'],
      ['hub_analytics_graphs', '/hub_analytics_graphs/'],
      ['hub_deliveryagents', '/hub_deliveryagents/'],
      ['hub_healthcenters', '/hub_healthcenters/'],
      ['receiving_discrepancies', '/receiving_discrepancies/'],
    ]);
    expect(hubMenu(perms.manager)).toEqual([]);
  });

  it('every menu label and group label has its text in en.ts', () => {
    for (const g of adminMenu(perms.admin)) {
      expect(typeof translate(g.labelKey)).toBe('string');
      for (const item of g.items) expect(typeof translate(item.labelKey)).toBe('string');
    }
    for (const item of hubMenu(perms.hubcoordinator)) expect(typeof translate(item.labelKey)).toBe('string');
    expect(translate('menu.groups.reports')).toBe('Reports & Analytics');
    expect(translate('menu.groups.agents_facilities')).toBe('Agents & Facilities');
  });

  it('menu routes point at the spec routes', () => {
    const routes = adminMenu(perms.admin).flatMap((g) => g.items.map((i) => i.route));
    expect(routes).toContain('/');
    expect(routes).toContain('/bar_codes/');
    expect(routes).toContain('/data_import_export/');
    expect(routes.every((r) => ADMIN_ROUTES.includes(r))).toBe(true);
  });

  const actionTable: [string, string, string, Partial<Record<keyof typeof DEMO, boolean>>][] = [
    [
      'samples',
      'list',
      'master data list',
      { admin: true, manager: true, staff: false, hubcoordinator: false },
    ],
    [
      'samples',
      'create',
      'master data create',
      { admin: true, manager: true, staff: false, hubcoordinator: false },
    ],
    [
      'healthcenters',
      'edit',
      'master data edit',
      { admin: true, manager: true, staff: false, hubcoordinator: false },
    ],
    ['useraccounts', 'delete', 'accounts delete', { admin: true, manager: true, staff: false }],
    [
      'deactivation_requests',
      'delete',
      'deactivation requests delete',
      { admin: true, manager: true, staff: false },
    ],
    [
      'pending_pickups',
      'list',
      'pickups list',
      { admin: true, manager: true, staff: true, hubcoordinator: false },
    ],
    ['pending_pickups', 'create', 'pickups dashed create', { manager: true, staff: true }],
    ['pending_pickups', 'edit', 'pickups edit', { admin: true, manager: true, staff: false }],
    ['pending_pickups', 'delete', 'pickups delete', { manager: true, staff: false }],
    ['deliveries', 'list', 'deliveries list', { manager: true, staff: true, hubcoordinator: false }],
    ['deliveries', 'receive', 'receive', { admin: true, manager: true, staff: false }],
    ['deliveries', 'edit', 'deliveries edit', { admin: true, manager: true, staff: false }],
    ['deliveries', 'delete', 'deliveries delete', { admin: true, manager: true, staff: false }],
    ['bar_codes', 'list', 'barcodes', { admin: true, manager: true, staff: false }],
    ['bar_codes', 'create', 'generate barcodes', { admin: true, manager: true, staff: false }],
    ['hub_deliveries', 'list', 'hub deliveries', { hubcoordinator: true, manager: true }],
    ['hub_deliveries', 'receive', 'hub receive', { hubcoordinator: true }],
    [
      'hub_deliveries',
      'edit',
      'hub edit: coordinated hub only',
      { hubcoordinator: true, manager: false, admin: false },
    ],
    ['hub_dashboard', 'list', 'hub dashboard', { hubcoordinator: true, manager: false }],
    [
      'dashboard',
      'list',
      'admin dashboard',
      { admin: true, manager: true, staff: true, hubcoordinator: false },
    ],
    ['lims_integration', 'list', 'LIMS', { admin: true, manager: true, staff: false, hubcoordinator: false }],
    ['notifications', 'edit', 'mark notifications read', { admin: true, staff: true, hubcoordinator: true }],
    ['unknown_thing', 'list', 'unknown key', { admin: false, staff: false }],
  ];
  it.each(actionTable)('%s/%s (%s)', (resource, action, _label, expected) => {
    for (const [name, allowed] of Object.entries(expected))
      expect([name, canAccess(perms[name as keyof typeof DEMO], { resource, action })]).toEqual([
        name,
        allowed,
      ]);
  });

  it('Receive disappears once the delivery was received', () => {
    expect(
      canAccess(perms.manager, {
        resource: 'deliveries',
        action: 'receive',
        record: { received_by_coordinator: true },
      }),
    ).toBe(false);
    expect(
      canAccess(perms.hubcoordinator, {
        resource: 'hub_deliveries',
        action: 'receive',
        record: { received_by_coordinator: false },
      }),
    ).toBe(true);
  });

  it('the dashboard overview needs view_statistics and the branch manager flag', () => {
    expect(canSeeDashboardOverview(perms.admin)).toBe(true);
    expect(canSeeDashboardOverview(perms.manager)).toBe(true);
    expect(canSeeDashboardOverview(perms.staff)).toBe(false);
    expect(canSeeDashboardOverview(perms.hubcoordinator)).toBe(false);
    expect(canSeeDashboardOverview(null)).toBe(false);
  });
});

describe('access: rules one by one', () => {
  const base = (over: Partial<Permissions> = {}): Permissions => ({
    isSuperuser: false,
    isBranchManager: false,
    coordinatedHub: null,
    rights: rights(),
    ...over,
  });

  it('nobody signed in may open anything', () => {
    expect(canAccess(null, { resource: 'dashboard' })).toBe(false);
    expect(adminMenu(undefined)).toEqual([]);
    expect(hubMenu(null)).toEqual([]);
  });

  it('each Operations right shows its own entries, and the group only when one is held', () => {
    expect(menuShape(base())).toEqual({ dashboard: ['dashboard'] });
    expect(menuShape(base({ rights: rights('view_product_orders') })).operations).toEqual(['orders']);
    expect(menuShape(base({ rights: rights('view_online_riders') })).operations).toEqual(['online_agents']);
    expect(menuShape(base({ rights: rights('view_pending_umoja_pickups') })).operations).toEqual([
      'pending_pickups',
    ]);
    expect(menuShape(base({ rights: rights('view_umoja_deliveries') })).operations).toEqual([
      'deliveries',
      'patient_management',
      'receiving_discrepancies',
    ]);
  });

  it('Reports & Analytics follow view_agent_activities and view_statistics', () => {
    expect(menuShape(base({ rights: rights('view_agent_activities') })).reports).toEqual([
      'agent_activity_map',
      'facility_visits',
    ]);
    expect(menuShape(base({ rights: rights('view_statistics') })).reports).toEqual(['analytics_graphs']);
  });

  it('a branch manager without rights sees master data without barcodes; barcodes need view or create', () => {
    const bm = base({ isBranchManager: true });
    expect(menuShape(bm).master_data).not.toContain('bar_codes');
    expect(menuShape(bm).lims).toEqual(['lims_integration']);
    expect(menuShape({ ...bm, rights: rights('view_barcodes') }).master_data).toContain('bar_codes');
    expect(menuShape({ ...bm, rights: rights('create_barcodes') }).master_data).toContain('bar_codes');
    expect(
      canAccess({ ...bm, rights: rights('view_barcodes') }, { resource: 'bar_codes', action: 'create' }),
    ).toBe(false);
    expect(
      canAccess({ ...bm, rights: rights('create_barcodes') }, { resource: 'bar_codes', action: 'create' }),
    ).toBe(true);
    // a non-manager holding the barcode rights still does not see Master Data
    expect(
      menuShape(base({ rights: rights('view_barcodes', 'create_barcodes') })).master_data,
    ).toBeUndefined();
  });

  it('a superuser who is not flagged branch manager is treated as one with every right', () => {
    const su = base({ isSuperuser: true });
    expect(menuShape(su)).toEqual(ALL_ADMIN_MENU);
    expect(canAccess(su, { resource: 'deliveries', action: 'delete' })).toBe(true);
  });

  it('a branch manager with a coordinated hub is in the hub shell: LIMS and master data are admin routes', () => {
    const hubBm = base({ isBranchManager: true, coordinatedHub: 3, rights: rights('view_statistics') });
    expect(shellFor(hubBm)).toBe('hub');
    expect(canAccess(hubBm, { resource: 'lims_integration' })).toBe(false);
    expect(canAccess(hubBm, { resource: 'samples' })).toBe(false);
    expect(canAccess(hubBm, { resource: 'hub_deliveries', action: 'receive' })).toBe(true);
  });

  it('the Outbox (System Settings) follows the Audit Logs rule: admins and branch managers with no hub; they retry', () => {
    const bm = base({ isBranchManager: true, rights: rights() });
    const su = base({ isSuperuser: true });
    for (const p of [bm, su, perms.admin, perms.manager]) {
      expect(menuShape(p).system_settings).toContain('outbox');
      expect(canAccess(p, { resource: 'outbox' })).toBe(true);
      expect(canAccess(p, { resource: 'outbox', action: 'export' })).toBe(true);
      expect(canAccess(p, { resource: 'outbox', action: 'retry' })).toBe(true);
      expect(canAccess(p, { resource: 'outbox', action: 'delete' })).toBe(false);
    }
    // staff with every right but no branch manager flag, a hub coordinator, a branch manager with a hub: not shown
    const hubBm = base({ isBranchManager: true, coordinatedHub: 3 });
    for (const p of [base({ rights: rights(...RIGHT_NAMES) }), perms.staff, perms.hubcoordinator, hubBm]) {
      expect(canAccess(p, { resource: 'outbox' })).toBe(false);
      expect(canAccess(p, { resource: 'outbox', action: 'retry' })).toBe(false);
      expect(menuShape(p).system_settings ?? []).not.toContain('outbox');
    }
    expect(accessKeyForPath('/outbox/', 'admin')).toBe('outbox');
    expect(accessKeyForPath('/outbox/', 'hub')).toBeNull();
    for (const p of [bm, perms.staff, perms.hubcoordinator, hubBm])
      expect(canAccess(p, { resource: 'outbox' }), 'the same rule as Audit Logs').toBe(
        canAccess(p, { resource: 'audit_logs' }),
      );
  });

  it('pickups edit/delete follow create_update_pending_umoja_pickups', () => {
    const viewer = base({ rights: rights('view_pending_umoja_pickups') });
    const editor = base({
      rights: rights('view_pending_umoja_pickups', 'create_update_pending_umoja_pickups'),
    });
    expect(canAccess(viewer, { resource: 'pending_pickups', action: 'show' })).toBe(true);
    expect(canAccess(viewer, { resource: 'pending_pickups', action: 'create_primary' })).toBe(false);
    expect(canAccess(editor, { resource: 'pending_pickups', action: 'create_primary' })).toBe(true);
    expect(canAccess(editor, { resource: 'pending_pickups', action: 'delete' })).toBe(true);
  });

  it('anyone may open their own account; only a manager edits another one', () => {
    const me = toPermissions(account({ id: 7, branch_manager: false }), rights());
    expect(canAccess(me, { resource: 'accounts', action: 'show', record: { id: 9 } })).toBe(true);
    expect(canAccess(me, { resource: 'accounts', action: 'edit', record: { id: 7 } })).toBe(true);
    expect(canAccess(me, { resource: 'accounts', action: 'edit', record: { id: 9 } })).toBe(false);
    expect(canAccess(perms.manager, { resource: 'accounts', action: 'edit', record: { id: 9 } })).toBe(true);
  });
});

describe('access: routes', () => {
  it('lists every admin route of administration.md 2.1 and operations.md 2', () => {
    const expected = [
      '/',
      '/quickmenu/',
      '/deliveryagents/',
      '/hub_deliveryagents/',
      '/deliveryagents/:agentID',
      '/districts/',
      '/useraccounts/',
      '/useraccounts/:accountID',
      '/accounts/:accountID',
      '/supplies/',
      '/supplies/:supplyID',
      '/samples/',
      '/samples/:sampleID',
      '/collectionhubs/',
      '/collectionhubs/:hubID',
      '/healthcenters/',
      '/hub_healthcenters/',
      '/healthcenters/:centerID',
      '/products/',
      '/product_units/',
      '/product_categories/',
      '/suppliers/',
      '/supplierdetails/:supplierID',
      '/orders/',
      '/companyprofile/',
      '/app_clients/',
      '/bar_codes/',
      '/regions/',
      '/data_import_export/',
      '/facility_visits/',
      '/deliveries/',
      '/hub_deliveries/',
      '/pending_pickups/',
      '/patient_management/',
      '/online_agents/',
      '/hub_online_agents/',
      '/agent_activity_map/',
      '/hub_agent_activity_map/',
      '/analytics_graphs/',
      '/hub_analytics_graphs/',
      '/lims_integration/',
      '/audit_logs/',
      '/outbox/',
      '/receiving_discrepancies/',
      '/sample_journey/:barcode',
      '/deactivation_requests/',
    ];
    expect([...ADMIN_ROUTES].sort()).toEqual([...expected].sort());
  });

  it('lists every hub route of administration.md 2.2', () => {
    expect([...HUB_ROUTES].sort()).toEqual(
      [
        '/',
        '/hub_dashboard/',
        '/hub_dashboard_old/',
        '/hub_deliveries/',
        '/hub_online_agents/',
        '/hub_agent_activity_map/',
        '/hub_analytics_graphs/',
        '/hub_deliveryagents/',
        '/hub_healthcenters/',
        '/hub_agent_details/:id',
        '/hub_healthcenter_details/:id',
        '/receiving_discrepancies/',
        '/sample_journey/:barcode',
      ].sort(),
    );
  });

  it('lists the signed-out routes', () => {
    expect(SIGNED_OUT_ROUTES).toEqual(
      expect.arrayContaining([
        '/',
        '/privacypolicy/',
        '/privacypolicy_umotrack/',
        '/request_accountdeaction/',
      ]),
    );
  });

  it('finds the access key of a path in each shell, with or without the trailing slash', () => {
    expect(accessKeyForPath('/samples/12', 'admin')).toBe('samples');
    expect(accessKeyForPath('/samples', 'admin')).toBe('samples');
    expect(accessKeyForPath('/supplierdetails/3/', 'admin')).toBe('suppliers');
    expect(accessKeyForPath('/', 'admin')).toBe('dashboard');
    expect(accessKeyForPath('/', 'hub')).toBe('hub_dashboard');
    expect(accessKeyForPath('/samples/', 'hub')).toBeNull();
    expect(accessKeyForPath('/hub_agent_details/5', 'admin')).toBeNull();
  });
});

describe('access: rights the hub shell needs', () => {
  it("names the right a hub manager's screen needs and the account lacks, and nothing elsewhere", () => {
    const without = {
      ...perms.hubcoordinator,
      rights: { ...perms.hubcoordinator.rights, view_statistics: false, view_umoja_deliveries: true },
    };
    expect(missingHubRight(without, 'hub_analytics_graphs')).toBe('view_statistics');
    expect(missingHubRight(without, 'hub_deliveries')).toBeNull();
    expect(
      missingHubRight(
        { ...without, rights: { ...without.rights, view_statistics: true } },
        'hub_analytics_graphs',
      ),
    ).toBeNull();
    // screens that need no right, and the admin shell (its own rules hide what a right does not open)
    expect(missingHubRight(without, 'hub_healthcenters')).toBeNull();
    expect(
      missingHubRight(
        { ...perms.staff, rights: { ...perms.staff.rights, view_statistics: false } },
        'hub_analytics_graphs',
      ),
    ).toBeNull();
  });
});
