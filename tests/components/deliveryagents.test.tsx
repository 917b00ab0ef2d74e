import { beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { toIsoDate } from '../../contract/dates';
import { saveSession } from '../../src/providers/session';
import { AgentCreateForm } from '../../src/resources/deliveryagents/AgentCreateForm';
import { AgentPasswordDialog } from '../../src/resources/deliveryagents/AgentPasswordDialog';
import { AgentRightsDialog } from '../../src/resources/deliveryagents/AgentRightsDialog';
import { ActiveSwitch } from '../../src/resources/deliveryagents/ActiveSwitch';
import { AgentList } from '../../src/resources/deliveryagents/AgentList';
import { AgentEdit, agentEditBody } from '../../src/resources/deliveryagents/AgentEdit';
import type { DeliveryAgent } from '../../contract/types';
import {
  DEMO,
  fakeAuthProvider,
  GRACE_AKELLO,
  GRACE_AKELLO_FORM,
  renderWithAdmin,
  renderWithNotifications,
} from './helpers';
import { wire } from './wire';

const resized = vi.hoisted(() => ({ calls: [] as File[] }));
vi.mock('../../src/lib/image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/image')>()),
  resizePhoto: async (file: File) => {
    resized.calls.push(file);
    return new File(['jpeg-bytes'], 'resized.jpg', { type: 'image/jpeg' });
  },
}));

const HUBS = [
  { id: 1, name: 'Kampala Main Hub' },
  { id: 2, name: 'Gulu North Hub' },
];

const agent: DeliveryAgent = {
  id: 7,
  ...GRACE_AKELLO,
  collection_hub: 1,
  hub_name: 'Kampala Main Hub',
  agent_code: 'AG0007',
  Photo: null,
  active: true,
  is_online: true,
  location_latitude: null,
  location_longitude: null,
  location_address: null,
  login_at: '2024-05-02T08:15:00.000Z',
  logout_at: null,
  date_of_registration: '2024-03-05',
  created_by: 'manager',
};

beforeEach(() => {
  resized.calls = [];
  saveSession({
    token: 't',
    expiresAt: Date.now() + 3600_000,
    logoutAt: Date.now() + 518400_000,
    account: { id: 2, username: 'manager' } as never,
    rights: {} as never,
    profile: null,
    company: null,
  });
});

function hubsProvider(overrides: Record<string, unknown> = {}) {
  return testDataProvider({
    getList: (async () => ({ data: HUBS, total: HUBS.length })) as never,
    getMany: (async () => ({ data: HUBS })) as never,
    ...overrides,
  });
}

async function chooseOption(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

/** The Add New Agent page with its notifications, over the hubs and these provider methods. */
function renderCreateForm(overrides: Record<string, unknown> = {}) {
  renderWithNotifications(<AgentCreateForm />, { dataProvider: hubsProvider(overrides) });
}

async function openCreateForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add New Agent' }));
  return screen.findByRole('button', { name: 'Submit' });
}

async function fillAllButPhone() {
  type(/First name/, 'Grace');
  type(/Second name/, 'Akello');
  await chooseOption(/Gender/, 'Female');
  type(/Nationality/, 'Ugandan');
  type(/ID Number/, 'CM900');
  type(/Area of residence/, 'Ntinda');
  type(/District of residence/, 'Kampala');
  await chooseOption(/Collection hub/, 'Gulu North Hub');
}

describe('Add New Agent form', () => {
  it('shows every required-field message and does not post', async () => {
    const create = vi.fn();
    renderCreateForm({ create });
    fireEvent.click(await openCreateForm());
    for (const message of [
      'Please input first name',
      'Please input second name',
      'Please select',
      'Please input nationality',
      'Please enter ID Number',
      'Please enter residence',
      'Please enter district of residence',
      'Please select hub',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("says 'Phone Number missing' and does not post when the phone is empty", async () => {
    const create = vi.fn();
    renderCreateForm({ create });
    const submit = await openCreateForm();
    await fillAllButPhone();
    fireEvent.click(submit);
    expect(await screen.findByText('Phone Number missing')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('limits the phone to 10 digits, shows UG +256 and caps the input', async () => {
    const create = vi.fn();
    renderWithAdmin(<AgentCreateForm />, { dataProvider: hubsProvider({ create }) });
    const submit = await openCreateForm();
    await fillAllButPhone();
    const phone = screen.getByRole('textbox', { name: /Phone contact/ });
    expect(phone).toHaveAttribute('maxlength', '10');
    expect(screen.getByText('UG +256')).toBeInTheDocument();
    type(/Phone contact/, '07721234567');
    fireEvent.click(submit);
    expect(await screen.findByText('The phone number must have at most 10 characters')).toBeInTheDocument();
    type(/Phone contact/, '0772-12345');
    fireEvent.click(submit);
    expect(await screen.findByText('The phone number may contain digits only')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a photo that is not PNG or JPEG', async () => {
    renderCreateForm();
    await openCreateForm();
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('agent-photo-input'), { target: { files: [gif] } });
    expect((await screen.findAllByText('The photo must be a PNG or JPEG image')).length).toBeGreaterThan(0);
    expect(resized.calls).toHaveLength(0);
  });

  it('posts every field with the resized photo, rider by default, and shows the server message', async () => {
    const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 12, message: 'Agent registered successfully' },
    }));
    renderCreateForm({ create });
    const submit = await openCreateForm();
    await fillAllButPhone();
    type(/Phone contact/, '0772123456');
    const png = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('agent-photo-input'), { target: { files: [png] } });
    expect(await screen.findByText('Selected: resized.jpg')).toBeInTheDocument();
    expect(resized.calls).toEqual([png]);
    fireEvent.click(submit);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe('deliveryagents');
    expect(data).toMatchObject({
      ...GRACE_AKELLO_FORM,
      date_of_registration: toIsoDate(new Date()),
      collection_hub: 2,
      created_by: 'manager',
    });
    expect(data.Photo).toBeInstanceOf(File);
    expect((data.Photo as File).name).toBe('resized.jpg');
    expect(await screen.findByText('Agent registered successfully')).toBeInTheDocument();
    // the form is empty again
    await waitFor(() => expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue(''));
  });

  it("says under each text field that it is longer than the server's column, and does not post", async () => {
    const create = vi.fn();
    renderWithAdmin(<AgentCreateForm />, { dataProvider: hubsProvider({ create }) });
    await openCreateForm();
    await fillAllButPhone();
    type(/Phone contact/, '0772123456');
    type(/First name/, 'F'.repeat(151));
    type(/Second name/, 'S'.repeat(151));
    type(/Nationality/, 'N'.repeat(101));
    type(/ID Number/, 'I'.repeat(61));
    type(/Area of residence/, 'A'.repeat(201));
    type(/District of residence/, 'D'.repeat(121));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('At most 150 characters')).toHaveLength(2);
    for (const message of [
      'At most 100 characters',
      'At most 60 characters',
      'At most 200 characters',
      'At most 120 characters',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal next to the phone", async () => {
    const create = vi.fn(async () => {
      throw new HttpError('An agent with this phone number is already registered', 400, {
        message: 'An agent with this phone number is already registered',
        RegisteredPhoneNumber1: ['An agent with this phone number is already registered'],
      });
    });
    renderCreateForm({ create });
    const submit = await openCreateForm();
    await fillAllButPhone();
    type(/Phone contact/, '0700000001');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(screen.getAllByText('An agent with this phone number is already registered').length).toBe(2),
    );
  });
});

describe('agent password modal', () => {
  it('requires a password of at least 6 characters, then calls updateagentpassword', async () => {
    const customQuery = vi.fn(async () => ({ message: 'Password updated successfully' }));
    const onClose = vi.fn();
    renderWithNotifications(<AgentPasswordDialog agent={agent} open onClose={onClose} />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
    });
    const submit = await screen.findByRole('button', { name: 'Update password' });
    fireEvent.click(submit);
    expect(await screen.findByText('Please enter a new password')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: '12345' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc123' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(customQuery).toHaveBeenCalledWith('updateagentpassword', { password: 'abc123', agent_id: 7 }),
    );
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says no agent is selected, and shows the failure', async () => {
    const customQuery = vi.fn(async () => {
      throw new Error('network down');
    });
    const { unmount } = renderWithNotifications(<AgentPasswordDialog agent={null} open onClose={vi.fn()} />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
    });
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('No agent selected for password update')).toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();
    unmount();

    renderWithNotifications(<AgentPasswordDialog agent={agent} open onClose={vi.fn()} />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
    });
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Failed to update password')).toBeInTheDocument();
  });
});

describe('agent rights modal', () => {
  const rightsOf = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

  it('creates the rights record when the agent has none', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 3 },
    }));
    const update = vi.fn();
    const onClose = vi.fn();
    renderWithNotifications(<AgentRightsDialog agent={agent} open onClose={onClose} />, {
      dataProvider: testDataProvider({ getList, create, update } as never),
    });
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'delivery_agent_rights',
        expect.objectContaining({ filter: { delivery_agent: 7 } }),
      ),
    );
    await screen.findByText(/has no rights yet/);
    fireEvent.click(rightsOf('Can do sample pickup'));
    fireEvent.click(rightsOf('Can do package pickup'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith('delivery_agent_rights', {
      data: {
        delivery_agent: 7,
        can_do_supply_pickup: false,
        can_do_sample_pickup: true,
        can_do_other_items_pickup: false,
        can_do_sample_results_pickup: false,
        can_do_package_pickup: true,
      },
    });
    expect(update).not.toHaveBeenCalled();
    expect(await screen.findByText('Agent rights saved')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('updates the existing record, showing its switches', async () => {
    const existing = {
      id: 5,
      delivery_agent: 7,
      can_do_supply_pickup: true,
      can_do_sample_pickup: false,
      can_do_other_items_pickup: false,
      can_do_sample_results_pickup: true,
      can_do_package_pickup: false,
    };
    const getList = vi.fn(async () => ({ data: [existing], total: 1 }));
    const create = vi.fn();
    const update = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 5 },
    }));
    renderWithNotifications(<AgentRightsDialog agent={agent} open onClose={vi.fn()} />, {
      dataProvider: testDataProvider({ getList, create, update } as never),
    });
    await waitFor(() => expect(rightsOf('Can do supply pickup').checked).toBe(true));
    expect(rightsOf('Can do sample results pickup').checked).toBe(true);
    expect(rightsOf('Can do sample pickup').checked).toBe(false);
    fireEvent.click(rightsOf('Can do supply pickup'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0]).toBe('delivery_agent_rights');
    expect(update.mock.calls[0][1]).toMatchObject({
      id: 5,
      data: { delivery_agent: 7, can_do_supply_pickup: false, can_do_sample_results_pickup: true },
    });
    expect(create).not.toHaveBeenCalled();
    expect(await screen.findByText('Agent rights saved')).toBeInTheDocument();
  });

  it('says when the rights cannot be loaded or saved', async () => {
    const getList = vi.fn(async () => {
      throw new Error('boom');
    });
    const { unmount } = renderWithNotifications(<AgentRightsDialog agent={agent} open onClose={vi.fn()} />, {
      dataProvider: testDataProvider({ getList } as never),
    });
    expect((await screen.findAllByText('Failed to load agent rights')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    unmount();

    const create = vi.fn(async () => {
      throw new Error('boom');
    });
    renderWithNotifications(<AgentRightsDialog agent={agent} open onClose={vi.fn()} />, {
      dataProvider: testDataProvider({ getList: async () => ({ data: [], total: 0 }), create } as never),
    });
    await screen.findByText(/has no rights yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save agent rights')).toBeInTheDocument();
  });
});

describe('Active? switch', () => {
  it('PUTs is_online and active only, and says so', async () => {
    const update = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...agent, ...data },
    }));
    renderWithNotifications(
      <RecordContextProvider value={agent}>
        <ActiveSwitch />
      </RecordContextProvider>,
      { dataProvider: testDataProvider({ update } as never) },
    );
    const toggle = await screen.findByRole('switch', { name: 'Active status of Grace Akello' });
    expect(toggle).toBeChecked();
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0]).toBe('deliveryagents');
    expect(update.mock.calls[0][1]).toMatchObject({ id: 7, data: { is_online: false, active: false } });
    expect(Object.keys(update.mock.calls[0][1].data).sort()).toEqual(['active', 'is_online']);
    expect(await screen.findByText('Agent status updated successfully')).toBeInTheDocument();
  });

  it("says 'Failed to update agent status' when the server refuses", async () => {
    const update = vi.fn(async (_r: string, _p: { data: Record<string, unknown> }) => {
      throw new HttpError('nope', 500, null);
    });
    renderWithNotifications(
      <RecordContextProvider value={{ ...agent, active: false, is_online: false }}>
        <ActiveSwitch />
      </RecordContextProvider>,
      { dataProvider: testDataProvider({ update } as never) },
    );
    const toggle = await screen.findByRole('switch', { name: 'Active status of Grace Akello' });
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1]).toMatchObject({ data: { is_online: false, active: true } });
    expect(await screen.findByText('Failed to update agent status')).toBeInTheDocument();
  });

  it('is disabled for staff', async () => {
    renderWithAdmin(
      <RecordContextProvider value={agent}>
        <ActiveSwitch />
      </RecordContextProvider>,
      { authProvider: fakeAuthProvider(DEMO.staff) },
    );
    const toggle = await screen.findByRole('switch', { name: 'Active status of Grace Akello' });
    await waitFor(() => expect(toggle).toBeDisabled());
  });
});

describe('agents list', () => {
  it("shows 'Riders (n)' and 'Entrants (n)' from the server and the rider rows", async () => {
    const entrant = { ...agent, id: 8, agent_type: 'entrant' as const, FullName: 'Brian Okello' };
    const getList = vi.fn(async (resource: string, params: { filter: Record<string, unknown> }) => {
      if (resource === 'collectionhubs') return { data: HUBS, total: 2 };
      const rows = params.filter.agent_type === 'entrant' ? [entrant] : [agent];
      const total = params.filter.agent_type === 'entrant' ? 1 : 3;
      return { data: rows, total };
    });
    renderWithAdmin(<AgentList />, { dataProvider: testDataProvider({ getList } as never) });
    expect(await screen.findByRole('tab', { name: 'Riders (3)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Entrants (1)' })).toBeInTheDocument();
    const row = (await screen.findByText('Grace Akello')).closest('tr')!;
    expect(within(row).getByText('AG0007')).toBeInTheDocument();
    expect(within(row).getByText('Kampala Main Hub')).toBeInTheDocument();
    expect(within(row).getByText('Online')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Edit/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/deliveryagents\/7$/),
    );
    expect(within(row).getByRole('button', { name: /Change password/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Rights/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Entrants (1)' }));
    expect(await screen.findByText('Brian Okello')).toBeInTheDocument();
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'deliveryagents',
        expect.objectContaining({ filter: expect.objectContaining({ agent_type: 'entrant' }) }),
      ),
    );
  });

  it('searches one column from Add filter: <field>_contains', async () => {
    const getList = vi.fn(async (resource: string, _params: { filter: Record<string, unknown> }) =>
      resource === 'collectionhubs' ? { data: HUBS, total: 2 } : { data: [agent], total: 1 },
    );
    renderWithAdmin(<AgentList />, { dataProvider: testDataProvider({ getList } as never) });
    await screen.findByText('Grace Akello');
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Agent code' }));
    const box = await screen.findByRole('textbox', { name: 'Agent code' });
    await userEvent.type(box, 'ag00');
    await waitFor(
      () =>
        expect(getList).toHaveBeenCalledWith(
          'deliveryagents',
          expect.objectContaining({
            filter: expect.objectContaining({ agent_code_contains: 'ag00', agent_type: 'rider' }),
          }),
        ),
      { timeout: 5000 },
    );
  });

  it('tells what to do when there are no agents', async () => {
    // no search left in the location by an earlier test: the "no agents yet" text, not the "no match" one
    window.history.replaceState(null, '', '/');
    renderWithAdmin(<AgentList />, {
      dataProvider: testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never }),
    });
    expect(await screen.findByText(/Register one with the "Add New Agent" form above/)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Riders (0)' })).toBeInTheDocument();
  });
});

describe('edit body', () => {
  it('sends the edit fields only, and the photo only when a new one was chosen', () => {
    expect(agentEditBody({ ...agent } as unknown as Record<string, unknown>)).toEqual({
      ...GRACE_AKELLO_FORM,
      collection_hub: 1,
      date_of_registration: '2024-03-05',
      active: true,
    });
    const photo = new File(['x'], 'p.jpg', { type: 'image/jpeg' });
    expect(agentEditBody({ ...agent, Photo: photo } as unknown as Record<string, unknown>).Photo).toBe(photo);
  });
});

describe('agent edit page', () => {
  function renderEdit(overrides: Record<string, unknown>) {
    return renderWithNotifications(
      <ResourceContextProvider value="deliveryagents">
        <AgentEdit id={7} />
      </ResourceContextProvider>,
      {
        dataProvider: hubsProvider({
          getOne: (async () => ({ data: agent })) as never,
          ...overrides,
        }),
      },
    );
  }

  it('shows the full agent fields and saves the changed ones', async () => {
    const update = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...agent, ...data },
    }));
    renderEdit({ update });
    const first = await screen.findByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(first).toHaveValue('Grace'));
    expect(screen.getByRole('textbox', { name: /Nationality/ })).toHaveValue('Ugandan');
    expect(screen.getByRole('textbox', { name: /Phone contact/ })).toHaveValue('0772123456');
    expect(await screen.findByRole('switch', { name: /Active\?/ })).toBeChecked();
    fireEvent.change(first, { target: { value: 'Gracie' } });
    type(/Phone contact/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone Number missing')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    type(/Phone contact/, '0772999888');
    // the form re-validates on change: wait until the message is gone before saving again
    await waitFor(() => expect(screen.queryByText('Phone Number missing')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const { data } = update.mock.calls[0][1] as { data: Record<string, unknown> };
    expect(data).toMatchObject({ first_name: 'Gracie', RegisteredPhoneNumber1: '0772999888', active: true });
    expect(data).not.toHaveProperty('Photo');
    expect(data).not.toHaveProperty('username');
    expect(await screen.findByText('Agent updated successfully')).toBeInTheDocument();
  });

  it('refuses a first name longer than 150 characters under the field, without saving', async () => {
    const update = vi.fn();
    renderEdit({ update });
    const first = await screen.findByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(first).toHaveValue('Grace'));
    fireEvent.change(first, { target: { value: 'G'.repeat(151) } });
    type(/Area of residence/, 'A'.repeat(201));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 150 characters')).toBeInTheDocument();
    expect(screen.getByText('At most 200 characters')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('deletes after confirmation, or says it failed', async () => {
    const del = vi.fn(async () => {
      throw new HttpError('refused', 400, null);
    });
    renderEdit({ delete: del });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Grace'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete agent Grace Akello')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(del).toHaveBeenCalledWith('deliveryagents', expect.objectContaining({ id: 7 })),
    );
    expect(await screen.findByText('Failed to delete agent')).toBeInTheDocument();
  });
});
