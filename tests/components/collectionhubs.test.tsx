import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { HubList } from '../../src/resources/collectionhubs/HubList';
import { HubEdit } from '../../src/resources/collectionhubs/HubEdit';
import { GULU_NORTH_HUB, renderWithAdmin } from './helpers';

// Bad input: the hub forms say what the server's columns refuse (name and supervisor 200
// characters, supervisor phone 40) under the field, and send nothing.

const HUB = { ...GULU_NORTH_HUB, supervisor_name: 'Okot' };
const ROWS: Record<string, Record<string, unknown>[]> = {
  collectionhubs: [HUB],
  regions: [{ id: 2, name: 'Northern' }],
  districts: [{ id: 11, district_name: 'Gulu', region: 2, region_name: 'Northern' }],
};

function provider(overrides: Record<string, unknown>) {
  return testDataProvider({
    getList: (async (resource: string) => {
      const rows = ROWS[resource] ?? [];
      return { data: rows, total: rows.length };
    }) as never,
    getOne: (async () => ({ data: { ...HUB } })) as never,
    ...overrides,
  });
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

function typeTooLong() {
  type(/Hub Name/, 'H'.repeat(201));
  type(/Supervisor name/, 'S'.repeat(201));
  type(/Supervisor phone/, '0'.repeat(41));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('hub forms: lengths at the field', () => {
  it("'Create new hub here' refuses a name, supervisor or phone longer than the server's columns", async () => {
    const create = vi.fn();
    renderWithAdmin(<HubList />, { dataProvider: provider({ create }) });
    fireEvent.click(await screen.findByText('Create new hub here'));
    await screen.findByRole('textbox', { name: /Hub Name/ });
    typeTooLong();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('At most 200 characters')).toHaveLength(2);
    expect(screen.getByText('At most 40 characters')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('the hub edit form refuses them too, without saving', async () => {
    const update = vi.fn();
    renderWithAdmin(
      <ResourceContextProvider value="collectionhubs">
        <HubEdit id={2} />
      </ResourceContextProvider>,
      { dataProvider: provider({ update }) },
    );
    expect(await screen.findByDisplayValue('Gulu North Hub')).toBeInTheDocument();
    typeTooLong();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('At most 200 characters')).toHaveLength(2);
    expect(screen.getByText('At most 40 characters')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});
