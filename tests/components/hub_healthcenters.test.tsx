import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { AdminContext, HttpError, memoryStore, Notification, testDataProvider } from 'react-admin';
import type { Permissions } from '../../src/access';
import { HubAgentsPage } from '../../src/pages/hub_deliveryagents/HubAgentsPage';
import { HubAgentDetails } from '../../src/pages/hub_deliveryagents/HubAgentDetails';
import { HubHealthCentersPage } from '../../src/pages/hub_healthcenters/HubHealthCentersPage';
import { HubHealthCenterDetails } from '../../src/pages/hub_healthcenters/HubHealthCenterDetails';
import { centreStatus } from '../../src/pages/hub_healthcenters/centres';
import { DEMO, fakeAuthProvider, i18nProvider } from './helpers';

const AGENTS = [
  {
    id: 1,
    FullName: 'Alice Nakato',
    first_name: 'Alice',
    second_name: 'Nakato',
    agent_code: 'AG0001',
    agent_type: 'rider',
    RegisteredPhoneNumber1: '0700000001',
    collection_hub: 1,
    hub_name: 'Kampala Main Hub',
    gender: 'Female',
    Nationality: 'Ugandan',
    IDNumber: 'CM123',
    AreaOfResidence: 'Ntinda',
    District: 'Kampala',
    Photo: null,
    active: true,
    is_online: true,
    login_at: null,
    logout_at: null,
    date_of_registration: '2024-01-10',
  },
  {
    id: 2,
    FullName: 'Brian Okello',
    first_name: 'Brian',
    second_name: 'Okello',
    agent_code: 'AG0002',
    agent_type: 'entrant',
    RegisteredPhoneNumber1: '0700000002',
    collection_hub: 1,
    hub_name: 'Kampala Main Hub',
    Photo: null,
    active: false,
    is_online: false,
  },
];
const RIGHTS = [
  {
    id: 9,
    delivery_agent: 1,
    can_do_supply_pickup: false,
    can_do_sample_pickup: true,
    can_do_other_items_pickup: false,
    can_do_sample_results_pickup: false,
    can_do_package_pickup: false,
  },
];
const CENTRES = [
  {
    id: 5,
    HC_code: 'HC0001',
    name: 'Mulago Health Centre',
    hub_name: 'Kampala Main Hub',
    collection_hub: 1,
    district: 'Kampala',
    contactperson_name: 'Dr Sarah',
    contactperson_phone: '0772000000',
    location_latitude: 0.33,
    location_longitude: 32.57,
    sub_hub: false,
    status: null,
  },
  {
    id: 6,
    HC_code: 'HC0002',
    name: 'Kisenyi Health Centre IV',
    hub_name: 'Kampala Main Hub',
    collection_hub: 1,
    district: 'Kampala',
    contactperson_name: null,
    contactperson_phone: null,
    location_latitude: null,
    location_longitude: null,
    sub_hub: false,
    status: 'maintenance',
  },
];
const PATIENTS = [
  {
    id: 31,
    names: 'Grace Namukasa',
    age: 34,
    age_in_years: 34,
    sex: 'Female',
    date_of_birth: '1990-01-01',
    nationality: 'Ugandan',
    occupation: 'Teacher',
    phone_number: '0700111222',
    pending_sample_pickup_number: 'PUP000001',
    created_at: '2024-05-01T10:00:00.000Z',
    health_center: 5,
  },
];

type Calls = { resource: string; params: Record<string, unknown> }[];

function provider(calls: Calls, overrides: Record<string, unknown> = {}) {
  return testDataProvider({
    getList: (async (resource: string, params: Record<string, unknown>) => {
      calls.push({ resource, params });
      const data =
        resource === 'hub_deliveryagents'
          ? AGENTS
          : resource === 'delivery_agent_rights'
            ? RIGHTS
            : resource === 'hub_healthcenters'
              ? CENTRES
              : resource === 'patient_management'
                ? PATIENTS
                : [];
      return { data, total: data.length };
    }) as never,
    getOne: (async (resource: string, { id }: { id: number }) => {
      const rows: Record<string, unknown>[] =
        resource === 'hub_agent_details' ? AGENTS : resource === 'hub_healthcenter_details' ? CENTRES : [];
      const row = rows.find((r) => r.id === id);
      if (!row) throw new HttpError('Not found.', 404, { detail: 'Not found.' });
      return { data: row };
    }) as never,
    ...overrides,
  });
}

function renderAt(
  path: string,
  routes: [string, React.ReactNode][],
  { permissions = DEMO.hubcoordinator, dataProvider = provider([]) } = {} as {
    permissions?: Permissions;
    dataProvider?: ReturnType<typeof provider>;
  },
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider(permissions)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          {routes.map(([p, el]) => (
            <Route key={p} path={p} element={el} />
          ))}
          <Route path="*" element={<div>elsewhere</div>} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('/hub_deliveryagents/', () => {
  it("lists the hub's agents (asking for the coordinated hub) with an edit link and read-only rights", async () => {
    const calls: Calls = [];
    renderAt('/hub_deliveryagents/', [['/hub_deliveryagents/', <HubAgentsPage />]], {
      dataProvider: provider(calls),
    });
    expect(await screen.findByText('Alice Nakato')).toBeInTheDocument();
    expect(screen.getByText('Brian Okello')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hub Agents' })).toBeInTheDocument();
    expect(screen.getByText('AG0002')).toBeInTheDocument();
    const list = calls.find((c) => c.resource === 'hub_deliveryagents')!;
    expect(list.params.filter).toMatchObject({ collection_hub: 1 });
    expect(screen.getByRole('link', { name: 'Edit Alice Nakato' })).toHaveAttribute(
      'href',
      '/hub_agent_details/1',
    );
    expect(screen.getByPlaceholderText('Search by name or agent code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excel' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rights Alice Nakato' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Agent rights: Alice Nakato')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('Can do sample pickup')).toBeInTheDocument());
    const sample = within(dialog).getByText('Can do sample pickup').closest('li')!;
    expect(within(sample).getByText('Yes')).toBeInTheDocument();
    const supply = within(dialog).getByText('Can do supply pickup').closest('li')!;
    expect(within(supply).getByText('No')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(calls.find((c) => c.resource === 'delivery_agent_rights')!.params.filter).toEqual({
      delivery_agent: 1,
    });
  });

  it('shows only a note to a manager without a hub, and loads nothing', async () => {
    const calls: Calls = [];
    renderAt('/hub_deliveryagents/', [['/hub_deliveryagents/', <HubAgentsPage />]], {
      permissions: DEMO.manager,
      dataProvider: provider(calls),
    });
    expect(await screen.findByText(/These lists are for hub coordinators/)).toBeInTheDocument();
    expect(screen.queryByText('Alice Nakato')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('/hub_agent_details/:id', () => {
  const routes: [string, React.ReactNode][] = [['/hub_agent_details/:id', <HubAgentDetails />]];

  it("shows the hub agent's details read only", async () => {
    renderAt('/hub_agent_details/1', routes);
    expect((await screen.findAllByText('Alice Nakato')).length).toBeGreaterThan(0);
    expect(screen.getByText('CM123')).toBeInTheDocument();
    expect(screen.getByText('Ntinda')).toBeInTheDocument();
    expect(screen.getByText('Agent details are changed by a branch manager.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("says not found for an agent the server does not give (another hub's agent)", async () => {
    renderAt('/hub_agent_details/4', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Agent not found/);
    expect(screen.queryByText('Denis Opio')).toBeNull();
  });
});

describe('/hub_healthcenters/', () => {
  it("lists the hub's health centres with status (missing counts as Active) and links to the details", async () => {
    const calls: Calls = [];
    renderAt('/hub_healthcenters/', [['/hub_healthcenters/', <HubHealthCentersPage />]], {
      dataProvider: provider(calls),
    });
    expect(await screen.findByText('Mulago Health Centre')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ALL HEALTH CENTERS' })).toBeInTheDocument();
    expect(calls.find((c) => c.resource === 'hub_healthcenters')!.params.filter).toMatchObject({
      collection_hub: 1,
    });
    const mulago = screen.getByText('Mulago Health Centre').closest('tr')!;
    expect(within(mulago).getByText('Active')).toBeInTheDocument();
    expect(within(mulago).getByText('Dr Sarah')).toBeInTheDocument();
    const kisenyi = screen.getByText('Kisenyi Health Centre IV').closest('tr')!;
    expect(within(kisenyi).getByText('Maintenance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details Mulago Health Centre' })).toHaveAttribute(
      'href',
      '/hub_healthcenter_details/5',
    );
    expect(screen.getByRole('button', { name: /Print/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excel' })).toBeInTheDocument();
  });

  it('Details adds one history entry: Back returns to the list', async () => {
    const user = userEvent.setup();
    function BackProbe() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          probe back
        </button>
      );
    }
    renderAt('/hub_healthcenters/', [
      ['/hub_healthcenters/', <HubHealthCentersPage />],
      ['/hub_healthcenter_details/:id', <BackProbe />],
    ]);
    await user.click(await screen.findByRole('link', { name: 'Details Mulago Health Centre' }));
    await user.click(await screen.findByRole('button', { name: 'probe back' }));
    expect(await screen.findByText('Mulago Health Centre')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'probe back' })).not.toBeInTheDocument();
  });

  it('groups unknown statuses as Active', () => {
    expect(centreStatus(null)).toBe('active');
    expect(centreStatus('broken')).toBe('active');
    expect(centreStatus('Issues')).toBe('issues');
  });
});

describe('/hub_healthcenter_details/:id and the hub patient screen', () => {
  const routes: [string, React.ReactNode][] = [['/hub_healthcenter_details/:id', <HubHealthCenterDetails />]];

  it('shows the centre and the patients of its pickups, asking the server by health_center', async () => {
    const calls: Calls = [];
    renderAt('/hub_healthcenter_details/5', routes, { dataProvider: provider(calls) });
    expect(await screen.findByText('Grace Namukasa')).toBeInTheDocument();
    expect(screen.getAllByText('Mulago Health Centre').length).toBeGreaterThan(0);
    expect(calls.find((c) => c.resource === 'patient_management')!.params.filter).toEqual({
      health_center: 5,
    });
  });

  it("says not found for another hub's centre", async () => {
    renderAt('/hub_healthcenter_details/77', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Health centre not found/);
  });

  it("shows 'Failed to load patient data' when the patients cannot be loaded", async () => {
    const dp = provider([], {
      getList: (async (resource: string) => {
        if (resource === 'patient_management') throw new HttpError('boom', 500, {});
        return { data: [], total: 0 };
      }) as never,
    });
    renderAt('/hub_healthcenter_details/5', routes, { dataProvider: dp });
    expect((await screen.findAllByText('Failed to load patient data')).length).toBeGreaterThan(0);
  });

  it("edits a patient without enforcing the marked fields and says 'Patient updated successfully'", async () => {
    const update = vi.fn(async (_r: string, { id, data }: { id: number; data: Record<string, unknown> }) => ({
      data: { ...PATIENTS[0], ...data, id },
    }));
    renderAt('/hub_healthcenter_details/5', routes, { dataProvider: provider([], { update }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Grace Namukasa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Full Name \*/)).toHaveValue('Grace Namukasa');
    await userEvent.clear(within(dialog).getByLabelText(/Full Name \*/));
    await userEvent.clear(within(dialog).getByLabelText('Age'));
    await userEvent.type(within(dialog).getByLabelText('Age'), '41');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [resource, params] = update.mock.calls[0];
    expect(resource).toBe('patient_management');
    expect(params.id).toBe(31);
    expect(params.data).toMatchObject({ names: null, age: 41, sex: 'Female' });
    expect(await screen.findByText('Patient updated successfully')).toBeInTheDocument();
  });

  it("says 'Failed to update patient' when the server refuses", async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Please enter patient names', 400, {});
    });
    renderAt('/hub_healthcenter_details/5', routes, { dataProvider: provider([], { update }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Grace Namukasa' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/^Failed to update patient/)).toBeInTheDocument();
  });

  it("deletes a patient after confirmation: 'Patient deleted successfully'", async () => {
    const del = vi.fn(async (_r: string, { id }: { id: number }) => ({ data: { id } }));
    renderAt('/hub_healthcenter_details/5', routes, { dataProvider: provider([], { delete: del }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Grace Namukasa' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(del).toHaveBeenCalled());
    expect(del.mock.calls[0][0]).toBe('patient_management');
    expect(await screen.findByText('Patient deleted successfully')).toBeInTheDocument();
  });

  it("shows the patient's history and 'Failed to load patient history' when it cannot load", async () => {
    const dp = provider([], {
      getList: (async (resource: string) => {
        if (resource === 'patient_management') return { data: PATIENTS, total: 1 };
        throw new HttpError('boom', 500, {});
      }) as never,
    });
    renderAt('/hub_healthcenter_details/5', routes, { dataProvider: dp });
    await userEvent.click(await screen.findByRole('button', { name: 'History Grace Namukasa' }));
    expect((await screen.findAllByText('Failed to load patient history')).length).toBeGreaterThan(0);
  });
});
