import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  Notification,
  ResourceContextProvider,
  SaveButton,
  SimpleForm,
  testDataProvider,
  Toolbar,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import en from '../../src/i18n/en';
import { canAccess, type Permissions } from '../../src/access';
import { saveSession } from '../../src/providers/session';
import { RIGHT_NAMES, type CompanyProfile, type Rights } from '../../contract/types';
import { wire } from './wire';
import type { ClientOrder } from '../../src/lib/orders';
import type { AgentMarker } from '../../src/pages/online_agents/agentMarkers';

export const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en', {
  allowMissing: true,
});

const rights = (...names: string[]): Rights =>
  Object.fromEntries(RIGHT_NAMES.map((r) => [r, names.length === 0 ? true : names.includes(r)])) as Rights;

/** The four demo accounts' permissions (common brief). */
export const DEMO: Record<'admin' | 'manager' | 'staff' | 'hubcoordinator', Permissions> = {
  admin: { isSuperuser: true, isBranchManager: true, coordinatedHub: null, rights: rights() },
  manager: { isSuperuser: false, isBranchManager: true, coordinatedHub: null, rights: rights() },
  staff: {
    isSuperuser: false,
    isBranchManager: false,
    coordinatedHub: null,
    rights: rights('view_umoja_deliveries', 'view_pending_umoja_pickups'),
  },
  hubcoordinator: {
    isSuperuser: false,
    isBranchManager: false,
    coordinatedHub: 1,
    rights: rights('view_umoja_deliveries', 'view_online_riders', 'view_agent_activities', 'view_statistics'),
  },
};

export function fakeAuthProvider(
  permissions: Permissions = DEMO.manager,
  overrides: Partial<AuthProvider> = {},
) {
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => permissions),
    getIdentity: vi.fn(async () => ({ id: 1, fullName: 'Demo Manager' })),
    canAccess: vi.fn(async ({ resource, action }: { resource: string; action: string }) =>
      canAccess(permissions, { resource, action }),
    ),
    ...overrides,
  } satisfies AuthProvider;
}

export function renderWithAdmin(
  ui: ReactNode,
  {
    dataProvider = testDataProvider(),
    authProvider = fakeAuthProvider(),
  }: { dataProvider?: DataProvider; authProvider?: AuthProvider } = {},
) {
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {ui}
    </AdminContext>,
  );
}

/** `ui` under renderWithAdmin with react-admin's notifications beside it: what a screen says after an action. */
export function renderWithNotifications(ui: ReactNode, options?: Parameters<typeof renderWithAdmin>[1]) {
  return renderWithAdmin(
    <>
      {ui}
      <Notification />
    </>,
    options,
  );
}

/** A fake print window (window.open spied on): the HTML the page writes into it. */
export function fakePrintWindow() {
  const written: string[] = [];
  const view = {
    document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
    focus: vi.fn(),
    print: vi.fn(),
  };
  vi.spyOn(window, 'open').mockReturnValue(view as unknown as Window);
  return written;
}

/** A resource's inputs in a bare form whose Save can always be pressed: the form's checks without its page. */
export function bareForm(
  resource: string,
  inputs: ReactNode,
  onSubmit: (values: Record<string, unknown>) => void,
  record?: Record<string, unknown>,
) {
  return (
    <ResourceContextProvider value={resource}>
      <SimpleForm
        record={record}
        onSubmit={onSubmit}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      >
        {inputs}
      </SimpleForm>
    </ResourceContextProvider>
  );
}

/** Saves the session of a signed-in user (token 'tok', an hour before expiry) whose company profile is `company`. */
export function saveSignedIn(
  company: unknown,
  account: { id: number; username: string } = { id: 2, username: 'manager' },
) {
  saveSession({
    token: 'tok',
    expiresAt: Date.now() + 3600_000,
    logoutAt: Date.now() + 518400_000,
    account: account as never,
    rights: {} as never,
    profile: null,
    company: company as never,
  });
}

/**
 * The Excel export's calls, recorded by a src/lib/excel mocked with `recordingExcel` (the library would write a
 * file through the browser): each call's arguments.
 */
export const excel = { calls: [] as unknown[][] };

/**
 * A src/lib/excel module whose exportToExcel records its arguments in `excel.calls` and answers `fileName`:
 * `vi.mock('../../src/lib/excel', async (original) => (await import('./helpers')).recordingExcel(original, 'x.xlsx'))`.
 */
export async function recordingExcel(importOriginal: () => Promise<unknown>, fileName: string) {
  const actual = (await importOriginal()) as typeof import('../../src/lib/excel');
  return {
    ...actual,
    exportToExcel: async (...args: unknown[]) => {
      excel.calls.push(args);
      return fileName;
    },
  };
}

/** What a page gave the mocked live feed (`fakeLive`): its kind, poll period and handlers; `status` is the feed's answer. */
export const liveFeed = {
  kind: '' as string,
  pollMs: 0 as number | undefined,
  status: 'open' as 'open' | 'retrying' | 'polling',
  onMessage: (_: unknown) => undefined as void,
  onPoll: undefined as undefined | (() => void),
};

/** A src/live module whose feed records what the page gives it in `liveFeed`: `vi.mock('../../src/live', async () => (await import('./helpers')).fakeLive)`. */
export const fakeLive = {
  useLiveFeed: (kind: string, onMessage: (data: unknown) => void, pollMs?: number, onPoll?: () => void) => {
    liveFeed.kind = kind;
    liveFeed.onMessage = onMessage;
    liveFeed.pollMs = pollMs;
    liveFeed.onPoll = onPoll;
    return { status: liveFeed.status };
  },
};

/** Leaflet needs a real browser: the lazily loaded agents map, replaced by the popups of its markers (and whether each is stale). */
export const fakeAgentsMap = {
  default: ({ markers }: { markers: AgentMarker[] }) => (
    <ul data-testid="fake-map">
      {markers.map((m) => (
        <li key={m.id} data-stale={String(m.stale)}>
          {m.popup.join(' | ')}
        </li>
      ))}
    </ul>
  ),
};

/**
 * A sample delivery of Alice Nakato from Mulago HC to Kampala Hub, delivered on 14/05/2024 and not yet received by
 * the hub: a deliveries report row's fields but its number, item and dates of the day.
 */
export const DELIVERED_SAMPLE = {
  agent_account: 7,
  agent_account_name: 'Alice Nakato',
  collection_hub: 1,
  collection_hub_name: 'Kampala Hub',
  pickup_point: 'Mulago HC',
  destination: 'Kampala Hub',
  delivery_type: 'sample',
  date: '14/05/2024',
  delivery_status: 'delivered',
  delivery_mode: 'motorcycle',
  time_of_pickup: '08:00',
  time_of_dropoff: '09:30',
  turn_around_time: '01:30:00',
  received_by_coordinator: false,
  received_by: null,
  time_of_receiving: null,
  receivers_note: null,
};

/** Grace Akello's fields as the agent form sends them, on create and on edit (not the hub nor the dates). */
export const GRACE_AKELLO_FORM = {
  agent_type: 'rider',
  first_name: 'Grace',
  second_name: 'Akello',
  Nationality: 'Ugandan',
  IDNumber: 'CM900',
  AreaOfResidence: 'Ntinda',
  District: 'Kampala',
  RegisteredPhoneNumber1: '0772123456',
  gender: 'Female',
} as const;

/** Delivery agent Grace Akello, a rider (phone 0772123456): the fields a registration form sends but the hub. */
export const GRACE_AKELLO = {
  username: '0772123456',
  ...GRACE_AKELLO_FORM,
  FullName: 'Grace Akello',
} as const;

/** The company profile of Umoja Courier (logo stored, manual dates on, 8/9/10-digit barcodes, no alerts), with `over`. */
export function companyProfile<T extends Partial<CompanyProfile>>(over: T = {} as T): CompanyProfile & T {
  return {
    id: 1,
    system_name: 'Umoja Courier',
    company_logo: '/customqueries/getfile/1/company_logo',
    company_email: 'info@example.org',
    RegisteredPhoneNumber1: '0700000000',
    box_number: 'P.O. Box 1',
    smsCost: '35.00',
    smsbalance: '1000.00',
    maximum_distanceinmeters_fordeliveryverification: 200,
    ismobilemoneypayment_enabled: false,
    manual_date_enabled: true,
    no_ofdigits_forsinglepickup_barcode: 8,
    no_ofdigits_forbatchpickup_barcode: 9,
    no_ofdigits_forpackage_barcode: 10,
    send_smsalerttoagents_on_clientorders: false,
    send_sms_alerttoadmin_on_clientorders: false,
    send_email_alerttoadmin_on_clientorders: false,
    send_sms_alerttoadmin_on_deliveries: false,
    send_email_alerttoadmin_on_deliveries: false,
    send_sms_alerttoadmin_on_pickups: false,
    send_email_alerttoadmin_on_pickups: false,
    ...over,
  };
}

/**
 * A row of the receiving discrepancies report: batch B-1 of DLV1, received at Kampala Hub by hubcoordinator on
 * 22/05/2024, with the codes expected, missing and unexpected (and `over`).
 */
export function discrepancy(
  codes: { expected: string[]; missing: string[]; unexpected: string[] },
  over: Record<string, unknown> = {},
) {
  return {
    id: 4,
    delivery_number: 'DLV1',
    barcode: 'B-1',
    collection_hub: 1,
    collection_hub_name: 'Kampala Hub',
    received_by: 'hubcoordinator',
    time_of_receiving: '2024-05-22T08:00:00.000Z',
    ...codes,
    ...over,
  };
}

/** The Discrepancies page's data: Kampala Hub (id 1) to choose, and the report the named call's `customQuery` answers. */
export function discrepanciesProvider(customQuery: unknown): DataProvider {
  const getList = vi.fn(async () => ({ data: [{ id: 1, name: 'Kampala Hub' }], total: 1 }));
  return { ...testDataProvider({ getList } as never), ...wire({ customQuery }) } as DataProvider;
}

/** Order ORD00000{id} of Mulago Hospital, 14/05/2024, successful, by agent Denis Opio: 2 x Gloves for 1000 (and `o`). */
export function clientOrder(id: number, o: Partial<ClientOrder> = {}): ClientOrder {
  return {
    id,
    ordernumber: `ORD${String(id).padStart(6, '0')}`,
    date: '14/05/2024',
    orig_date: `2024-05-14T10:${String(60 - id).padStart(2, '0')}:00.000Z`,
    order_status: 'success',
    client: 1,
    clientname: 'Mulago Hospital',
    assigned_agent: 3,
    assigned_agentname: 'Denis Opio',
    order_address: 'Plot 5 Kampala Road',
    additional_addressinfo: null,
    order_address_dictionary: { location_lat: 0.31, location_lng: 32.58, Address: 'Kampala Road' },
    time_of_pickup: null,
    time_of_dropoff: null,
    items_total: 1000,
    additional_charges: 0,
    order_total: 1000,
    mode_of_payment: 'cash',
    item_details: [{ key: 1, item_name: 'Gloves', quantity: 2, description: '2 x Gloves', total: 1000 }],
    ...o,
  };
}

/** Collection hub HB0002, Gulu North Hub (Gulu, Northern): not the main hub, no supervisor phone nor position. */
export const GULU_NORTH_HUB = {
  id: 2,
  HB_code: 'HB0002',
  name: 'Gulu North Hub',
  supervisor_name: null as string | null,
  supervisor_phone: null,
  district: 'Gulu',
  region: 'Northern',
  location_latitude: null,
  location_longitude: null,
  main_hub: false,
};
