import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { SupplyList } from '../../src/resources/supplies/SupplyList';
import { renderWithAdmin } from './helpers';

const rows = [
  { id: 1, name: 'Cool box', description: 'Insulated box' },
  { id: 2, name: 'Gloves', description: 'Nitrile, size M' },
];

describe('supplies list', () => {
  it('lists the supplies, and the collapsible create form shows the spec messages', async () => {
    const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 3 },
    }));
    const dataProvider = testDataProvider({
      getList: (async () => ({ data: rows, total: rows.length })) as never,
      create: create as never,
    });
    renderWithAdmin(<SupplyList />, { dataProvider });
    expect(await screen.findByText('Cool box')).toBeInTheDocument();
    expect(screen.getByText('Nitrile, size M')).toBeInTheDocument();

    // the create form is collapsed until opened
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Add a supply'));
    const save = await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(await screen.findByText('Please input name')).toBeInTheDocument();
    expect(screen.getByText('Please input desc')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    const form = save.closest('form') as HTMLElement;
    await userEvent.type(within(form).getByLabelText(/Name/), 'Labels');
    await userEvent.type(within(form).getByLabelText(/Description/), 'Barcode labels');
    fireEvent.click(save);
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({ name: 'Labels', description: 'Barcode labels' });
  });
});
