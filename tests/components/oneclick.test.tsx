/**
 * One click, one submission: every react-admin form's Save, the data import's write and the
 * LIMS token actions send ONE call when clicked twice while that call is in flight. The two clicks land in one
 * frame (before React re-renders the button busy or disabled); the data provider's write stays pending until the
 * test releases it. Every guarded screen is a row of CASES, so none can be left out.
 */
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  memoryStore,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { fakeAuthProvider, GRACE_AKELLO, i18nProvider } from './helpers';
import { wire } from './wire';
import { SupplyCreate } from '../../src/resources/supplies/SupplyCreate';
import { SupplyEdit } from '../../src/resources/supplies/SupplyEdit';
import { SampleCreate } from '../../src/resources/samples/SampleCreate';
import { RegionCreateForm } from '../../src/resources/regions/RegionCreateForm';
import { NameDescriptionList } from '../../src/resources/product_units/NameDescriptionList';
import { HubEdit } from '../../src/resources/collectionhubs/HubEdit';
import { HealthCenterEdit } from '../../src/resources/healthcenters/HealthCenterEdit';
import { AgentEdit } from '../../src/resources/deliveryagents/AgentEdit';
import { UserAccountEdit } from '../../src/resources/useraccounts/UserAccountEdit';
import { CreateAccountForm } from '../../src/resources/useraccounts/CreateAccountPanel';
import { SupplierDetails } from '../../src/resources/suppliers/SupplierDetails';
import { OrderExpand } from '../../src/resources/orders/OrderExpand';
import { OrderPage } from '../../src/resources/orders/orderContext';
import DataImportPage from '../../src/pages/data_import_export/DataImportPage';
import { parseSpreadsheet } from '../../src/pages/data_import_export/spreadsheet';
import { TokensTab } from '../../src/pages/lims_integration/TokensTab';
import type { ClientOrder } from '../../src/lib/orders';

vi.mock('../../src/pages/data_import_export/spreadsheet', () => ({ parseSpreadsheet: vi.fn() }));

type Row = Record<string, unknown>;

/** A data provider whose writes (create, update, delete, named calls) stay pending until `release()`. */
function pendingProvider(records: Record<string, Row>, lists: Record<string, Row[]>) {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  const pending = <T,>(call: string, value: T) => {
    calls.push(call);
    return new Promise<T>((resolve) => waiting.push(() => resolve(value)));
  };
  const dataProvider = {
    ...testDataProvider(),
    getList: async (resource: string) => ({
      data: lists[resource] ?? [],
      total: (lists[resource] ?? []).length,
    }),
    getMany: async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: (lists[resource] ?? []).filter((r) => ids.map(String).includes(String(r.id))),
    }),
    getManyReference: async () => ({ data: [], total: 0 }),
    getOne: async (resource: string, { id }: { id: unknown }) => ({ data: { ...records[resource], id } }),
    create: (resource: string, { data }: { data: Row }) =>
      pending(`create ${resource}`, { data: { ...data, id: 99 } }),
    update: (resource: string, { id, data }: { id: unknown; data: Row }) =>
      pending(`update ${resource}`, { data: { ...records[resource], ...data, id } }),
    delete: (resource: string, { id }: { id: unknown }) => pending(`delete ${resource}`, { data: { id } }),
    ...wire({
      customQuery: (name: string) =>
        pending(`customQuery ${name}`, { success: true, message: 'Imported 1 row', details: [] }),
      limsRequest: (path: string) =>
        pending(`lims ${path}`, { new_token: 'NEW-TOKEN', token_display: 'NEW...', message: 'Regenerated' }),
    }),
  } as unknown as DataProvider;
  return {
    dataProvider,
    count: (call: string) => calls.filter((c) => c === call).length,
    release: () => waiting.splice(0).forEach((go) => go()),
  };
}

const HUB = {
  name: 'Gulu North Hub',
  supervisor_name: 'Okot',
  district: 'Gulu',
  region: 'Northern',
  main_hub: false,
};
const CENTRE = {
  HC_code: 'HC0005',
  name: 'Lacor Health Centre',
  collection_hub: 2,
  district: 'Gulu',
  contactperson_name: 'Ann',
  contactperson_phone: '0700000005',
  sub_hub: false,
};
const AGENT = {
  ...GRACE_AKELLO,
  collection_hub: 2,
  date_of_registration: '2024-03-05',
  active: true,
};
const ACCOUNT = { username: 'jane', email: 'jane@example.org', is_active: true, coodinated_hub: 2 };
const SUPPLIER = {
  supplier_name: 'Medi Supplies',
  email: 'sales@medi.example',
  address: 'Plot 1',
  products: [],
};
const ORDER = { id: 1, ordernumber: 'ORD000001', date: '2024-05-14', items: [] } as unknown as ClientOrder;
const TOKEN = {
  id: 5,
  user: 2,
  description: 'Mengo LIMS',
  token_display: 'abcd1234...wxyz',
  is_active: true,
};

const textbox = (name: RegExp) => screen.findByRole('textbox', { name });
const type = async (name: RegExp, value: string) =>
  fireEvent.change(await textbox(name), { target: { value } });
const button = (name: string) => screen.findByRole('button', { name });

interface Case {
  /** the screen and its action */
  name: string;
  /** the write that must be sent once */
  call: string;
  ui: ReactNode;
  /** the route the screen reads its id from */
  route?: { path: string; url: string };
  records?: Record<string, Row>;
  lists?: Record<string, Row[]>;
  /** fills the form; resolves the button to double-click */
  prepare: () => Promise<HTMLElement>;
  /** a confirmation or a file pick, not a form holding typed values */
  notAForm?: true;
}

const inResource = (resource: string, ui: ReactNode) => (
  <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
);

const CASES: Case[] = [
  {
    name: 'SupplyCreate',
    call: 'create supplies',
    ui: inResource('supplies', <SupplyCreate />),
    prepare: async () => {
      await type(/Name/, 'Labels');
      await type(/Description/, 'Barcode labels');
      return button('Save');
    },
  },
  {
    name: 'SampleCreate',
    call: 'create samples',
    ui: inResource('samples', <SampleCreate />),
    prepare: async () => {
      await type(/Name/, 'Blood');
      await type(/Description/, 'EDTA tube');
      return button('Save');
    },
  },
  {
    name: 'RegionCreateForm',
    call: 'create regions',
    ui: <RegionCreateForm defaultOpen />,
    prepare: async () => {
      await type(/Region Name/, 'Western');
      return button('Submit');
    },
  },
  {
    name: 'NameDescriptionList: Add',
    call: 'create product_units',
    ui: <NameDescriptionList resource="product_units" nameSource="unitname" />,
    prepare: async () => {
      fireEvent.click(await button('Add Unit'));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getAllByRole('textbox')[0], { target: { value: 'Box' } });
      fireEvent.change(within(dialog).getAllByRole('textbox')[1], { target: { value: 'A box' } });
      return within(dialog).getByRole('button', { name: 'Save' });
    },
  },
  {
    name: 'NameDescriptionList: Edit',
    call: 'update product_units',
    ui: <NameDescriptionList resource="product_units" nameSource="unitname" />,
    lists: { product_units: [{ id: 3, unitname: 'Box', description: 'A box' }] },
    records: { product_units: { unitname: 'Box', description: 'A box' } },
    prepare: async () => {
      fireEvent.click(await button('Edit'));
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(within(dialog).getAllByRole('textbox')[0]).toHaveValue('Box'));
      fireEvent.change(within(dialog).getAllByRole('textbox')[1], { target: { value: 'A big box' } });
      return within(dialog).getByRole('button', { name: 'Save' });
    },
  },
  {
    name: 'DetailEdit (SupplyEdit)',
    call: 'update supplies',
    ui: inResource('supplies', <SupplyEdit />),
    route: { path: '/supplies/:id', url: '/supplies/3' },
    records: { supplies: { name: 'Labels', description: 'Barcode labels' } },
    prepare: async () => {
      await waitFor(async () => expect(await textbox(/Description/)).toHaveValue('Barcode labels'));
      await type(/Description/, 'Thermal labels');
      return button('Save');
    },
  },
  {
    name: 'HubEdit',
    call: 'update collectionhubs',
    ui: inResource('collectionhubs', <HubEdit id={2} />),
    records: { collectionhubs: HUB },
    prepare: async () => {
      await waitFor(async () => expect(await textbox(/Supervisor name/)).toHaveValue('Okot'));
      await type(/Supervisor name/, 'Akello');
      return button('Save');
    },
  },
  {
    name: 'HealthCenterEdit',
    call: 'update healthcenters',
    ui: inResource('healthcenters', <HealthCenterEdit id={5} />),
    records: { healthcenters: CENTRE },
    lists: { collectionhubs: [{ id: 2, name: 'Gulu North Hub' }] },
    prepare: async () => {
      await screen.findByDisplayValue('Lacor Health Centre');
      fireEvent.click(screen.getByLabelText('Sub hub'));
      return button('Save');
    },
  },
  {
    name: 'AgentEdit',
    call: 'update deliveryagents',
    ui: inResource('deliveryagents', <AgentEdit id={7} />),
    records: { deliveryagents: AGENT },
    lists: { collectionhubs: [{ id: 2, name: 'Gulu North Hub' }] },
    prepare: async () => {
      await waitFor(async () => expect(await textbox(/First name/)).toHaveValue('Grace'));
      await type(/First name/, 'Gracie');
      return button('Save');
    },
  },
  {
    name: 'UserAccountEdit',
    call: 'update useraccounts',
    ui: <UserAccountEdit id={5} />,
    records: { useraccounts: ACCOUNT },
    lists: { collectionhubs: [{ id: 2, name: 'Gulu North Hub' }] },
    prepare: async () => {
      await waitFor(async () => expect(await textbox(/E-mail/)).toHaveValue('jane@example.org'));
      await type(/E-mail/, 'jane@example.com');
      return button('Save');
    },
  },
  {
    name: 'CreateAccountForm',
    call: 'customQuery createsystem_user',
    ui: <CreateAccountForm />,
    lists: { collectionhubs: [{ id: 2, name: 'Gulu North Hub' }] },
    prepare: async () => {
      await type(/Username/, 'opio');
      await type(/E-mail/, 'opio@example.org');
      fireEvent.change(screen.getAllByLabelText(/Password/)[0], { target: { value: 'Kampala#2026x' } });
      fireEvent.change(screen.getAllByLabelText(/Password/)[1], { target: { value: 'Kampala#2026x' } });
      return button('Create Account');
    },
  },
  {
    name: 'SupplierDetails',
    call: 'update suppliers',
    ui: <SupplierDetails />,
    route: { path: '/supplierdetails/:supplierID', url: '/supplierdetails/4' },
    records: { suppliers: SUPPLIER },
    prepare: async () => {
      await waitFor(() => expect(screen.getByLabelText(/Supplier name/)).toHaveValue('Medi Supplies'));
      fireEvent.change(screen.getByLabelText(/Address/), { target: { value: 'Plot 9, Jinja Road' } });
      return button('Save');
    },
  },
  {
    name: 'OrderExpand: Order Update',
    call: 'update orders',
    ui: (
      <OrderPage.Provider
        value={{
          canEdit: true,
          canAssign: false,
          canCancel: false,
          canExtraCharge: false,
          reload: () => undefined,
        }}
      >
        <RecordContextProvider value={ORDER}>
          <OrderExpand />
        </RecordContextProvider>
      </OrderPage.Provider>
    ),
    prepare: async () => {
      fireEvent.click(await screen.findByRole('tab', { name: 'Order Update' }));
      fireEvent.change(await screen.findByDisplayValue('14/05/2024'), { target: { value: '20/05/2024' } });
      return button('Update Order');
    },
  },
  {
    name: 'Data import: Import',
    notAForm: true,
    call: 'customQuery import_data',
    ui: <DataImportPage />,
    prepare: async () => {
      vi.mocked(parseSpreadsheet).mockResolvedValue([
        ['no', 'hub', 'district', 'region'],
        [1, 'Hub 1', 'Kampala', 'Central'],
      ]);
      await screen.findByRole('heading', { name: 'Data Import' });
      fireEvent.change(screen.getByTestId('import-file'), {
        target: { files: [new File(['x'], 'hubs.xlsx')] },
      });
      await screen.findByRole('table', { name: 'Preview' });
      return button('Import');
    },
  },
  {
    name: 'LIMS tokens: Regenerate',
    notAForm: true,
    call: 'lims tokens/5/regenerate/',
    ui: <TokensTab />,
    lists: { lims_tokens: [TOKEN] },
    prepare: async () => {
      fireEvent.click(await button('Regenerate'));
      return within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' });
    },
  },
  {
    name: 'LIMS tokens: Delete',
    notAForm: true,
    call: 'delete lims_tokens',
    ui: <TokensTab />,
    lists: { lims_tokens: [TOKEN] },
    prepare: async () => {
      fireEvent.click(await button('Delete'));
      return within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' });
    },
  },
];

function renderCase(c: Case, dataProvider: DataProvider) {
  const route = c.route ?? { path: '*', url: '/' };
  return render(
    <MemoryRouter initialEntries={[route.url]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider()}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          <Route path={route.path} element={c.ui} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('one click, one submission', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s: a double-click sends one call', async (_name, c) => {
    const fake = pendingProvider(c.records ?? {}, c.lists ?? {});
    renderCase(c, fake.dataProvider);
    const target = await c.prepare();
    await waitFor(() => expect(target).toBeEnabled());
    // two clicks in one frame: React renders nothing in between (no busy or disabled button yet)
    act(() => {
      target.click();
      target.click();
    });
    await waitFor(() => expect(fake.count(c.call)).toBe(1));
    // both clicks' validations have settled meanwhile: still one call
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fake.count(c.call)).toBe(1);
    await act(async () => fake.release());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fake.count(c.call)).toBe(1);
  });
});

describe('the guard lets the next action through', () => {
  it('saves again once the first save is over', async () => {
    const hub = CASES.find((c) => c.name === 'HubEdit') as Case;
    const fake = pendingProvider(hub.records ?? {}, hub.lists ?? {});
    renderCase(hub, fake.dataProvider);
    fireEvent.click(await hub.prepare());
    await waitFor(() => expect(fake.count(hub.call)).toBe(1));
    await act(async () => fake.release());
    expect(await screen.findByText('Successfully updated hub')).toBeInTheDocument();
    await type(/Supervisor name/, 'Opio');
    const save = await button('Save');
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(fake.count(hub.call)).toBe(2));
  });

  it('saves once the form is valid after a refused try', async () => {
    const supply = CASES.find((c) => c.name === 'SupplyCreate') as Case;
    const fake = pendingProvider({}, {});
    renderCase(supply, fake.dataProvider);
    fireEvent.click(await button('Save'));
    expect(await screen.findByText('Please input name')).toBeInTheDocument();
    fireEvent.click(await supply.prepare());
    await waitFor(() => expect(fake.count(supply.call)).toBe(1));
  });
});

/** Dispatches what a reload or a closed tab dispatches; true when the page asks the user first. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('a reload asks first while a form holds unsaved changes', () => {
  const forms = CASES.filter((c) => !c.notAForm);
  it.each(forms.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const fake = pendingProvider(c.records ?? {}, c.lists ?? {});
    renderCase(c, fake.dataProvider);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(leavingAsks()).toBe(false);
    await c.prepare();
    await waitFor(() => expect(leavingAsks()).toBe(true));
  });

  it('stops asking once the changes are saved', async () => {
    const hub = CASES.find((c) => c.name === 'HubEdit') as Case;
    const fake = pendingProvider(hub.records ?? {}, hub.lists ?? {});
    renderCase(hub, fake.dataProvider);
    fireEvent.click(await hub.prepare());
    await waitFor(() => expect(fake.count(hub.call)).toBe(1));
    // saving, not saved yet
    expect(leavingAsks()).toBe(true);
    await act(async () => fake.release());
    expect(await screen.findByText('Successfully updated hub')).toBeInTheDocument();
    await waitFor(() => expect(leavingAsks()).toBe(false));
  });
});
