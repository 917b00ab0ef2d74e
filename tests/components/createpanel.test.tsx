/** CreatePanel (react-admin's create controller and SaveButton): one Save, one call, also on a double-click. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { SupplyList } from '../../src/resources/supplies/SupplyList';
import { renderWithNotifications } from './helpers';

describe('CreatePanel', () => {
  it('creates once on a double-click on Save (two clicks in one frame)', async () => {
    let finish: () => void = () => undefined;
    const create = vi.fn(
      (_r: string, { data }: { data: Record<string, unknown> }) =>
        new Promise<{ data: Record<string, unknown> }>((resolve) => {
          finish = () => resolve({ data: { ...data, id: 3 } });
        }),
    );
    const dataProvider = testDataProvider({
      getList: (async () => ({ data: [], total: 0 })) as never,
      create: create as never,
    });
    renderWithNotifications(<SupplyList />, { dataProvider });
    fireEvent.click(await screen.findByText('Add a supply'));
    const save = await screen.findByRole('button', { name: 'Save' });
    const form = save.closest('form') as HTMLElement;
    await userEvent.type(within(form).getByLabelText(/Name/), 'Labels');
    await userEvent.type(within(form).getByLabelText(/Description/), 'Barcode labels');

    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    // both clicks' validations have settled meanwhile: still one call
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByText('Successfully created supply')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  });
});
