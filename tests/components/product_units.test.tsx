import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { ProductUnitList } from '../../src/resources/product_units/ProductUnitList';
import { ProductCategoryList } from '../../src/resources/product_categories/ProductCategoryList';
import { DEMO, fakeAuthProvider, renderWithAdmin, renderWithNotifications } from './helpers';

type Row = { id: number; [k: string]: unknown };

function setup(rows: Row[]) {
  const store = [...rows];
  const calls = {
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => {
      const row = { ...data, id: 100 + store.length };
      store.push(row);
      return { data: row };
    }),
    update: vi.fn(async (_r: string, { id, data }: { id: number; data: Record<string, unknown> }) => {
      const i = store.findIndex((r) => r.id === id);
      store[i] = { ...store[i], ...data, id };
      return { data: store[i] };
    }),
    delete: vi.fn(async (_r: string, { id }: { id: number }) => {
      const i = store.findIndex((r) => r.id === id);
      const [gone] = store.splice(i, 1);
      return { data: gone };
    }),
  };
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: [...store], total: store.length })) as never,
    getOne: (async (_r: string, { id }: { id: number }) => ({
      data: store.find((r) => String(r.id) === String(id)),
    })) as never,
    create: calls.create as never,
    update: calls.update as never,
    delete: calls.delete as never,
  });
  return { dataProvider, calls };
}

const UNITS: Row[] = [{ id: 1, unitname: 'Box', description: 'Box of 100' }];
const CATEGORIES: Row[] = [{ id: 3, name: 'Reagents', description: 'Lab reagents' }];

/** The list page over these rows, with its notifications (and the title slot when the test reads the title). */
function renderPage(page: ReactNode, rows: Row[], { title = false } = {}) {
  const { dataProvider, calls } = setup(rows);
  renderWithNotifications(
    <>
      {title && <div id="react-admin-title" />}
      {page}
    </>,
    { dataProvider },
  );
  return calls;
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

describe('PRODUCT UNITS', () => {
  it('Add Unit: name and description are required', async () => {
    const calls = renderPage(<ProductUnitList />, UNITS, { title: true });
    expect(await screen.findByText('PRODUCT UNITS')).toBeInTheDocument();
    expect(await screen.findByText('Box of 100')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add Unit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please input name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please input description')).toBeInTheDocument();
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('Add Unit creates the unit and says "Success fully created unit"', async () => {
    const calls = renderPage(<ProductUnitList />, UNITS);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Unit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(field(dialog, /Unit name/), { target: { value: 'Carton' } });
    fireEvent.change(field(dialog, /Description/), { target: { value: 'Carton of 12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success fully created unit')).toBeInTheDocument();
    expect(calls.create).toHaveBeenCalledTimes(1);
    expect(calls.create.mock.calls[0][0]).toBe('product_units');
    expect(calls.create.mock.calls[0][1].data).toEqual({ unitname: 'Carton', description: 'Carton of 12' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Carton of 12')).toBeInTheDocument();
  });

  it('details and edit modals ("Successfully updated unit")', async () => {
    const calls = renderPage(<ProductUnitList />, UNITS);
    const row = (await screen.findByText('Box of 100')).closest('tr')!;

    fireEvent.click(within(row).getByRole('button', { name: 'Details' }));
    const details = await screen.findByRole('table', { name: 'Unit details' });
    expect(details).toHaveTextContent(/Unit name\s*Box/);
    expect(details).toHaveTextContent(/Description\s*Box of 100/);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(field(dialog, /Unit name/)).toHaveValue('Box'));
    fireEvent.change(field(dialog, /Description/), { target: { value: 'Box of 50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated unit')).toBeInTheDocument();
    expect(calls.update.mock.calls[0][1]).toMatchObject({
      id: 1,
      data: { unitname: 'Box', description: 'Box of 50' },
    });
    expect(await screen.findByText('Box of 50')).toBeInTheDocument();
  });

  it('deletes a unit after confirmation ("successfully deleted unit")', async () => {
    const calls = renderPage(<ProductUnitList />, UNITS);
    const row = (await screen.findByText('Box of 100')).closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('This cannot be undone.');
    expect(calls.delete).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('successfully deleted unit')).toBeInTheDocument();
    expect(calls.delete).toHaveBeenCalledWith('product_units', expect.objectContaining({ id: 1 }));
  });

  it('says what to do when there are no units, and hides Add Unit from staff', async () => {
    const { dataProvider } = setup([]);
    renderWithAdmin(<ProductUnitList />, { dataProvider, authProvider: fakeAuthProvider(DEMO.staff) });
    expect(await screen.findByText(/No units yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Unit' })).not.toBeInTheDocument();
  });
});

describe('PRODUCT CATEGORIES', () => {
  it('Add Category: name and description are required', async () => {
    const calls = renderPage(<ProductCategoryList />, CATEGORIES, { title: true });
    expect(await screen.findByText('PRODUCT CATEGORIES')).toBeInTheDocument();
    expect(await screen.findByText('Lab reagents')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(field(dialog, /Name/), { target: { value: 'Consumables' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please input description')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please input name')).not.toBeInTheDocument();
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('Add Category creates the category and says "Success fully created "', async () => {
    const calls = renderPage(<ProductCategoryList />, CATEGORIES);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(field(dialog, /Name/), { target: { value: 'Consumables' } });
    fireEvent.change(field(dialog, /Description/), { target: { value: 'Single use' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success fully created')).toBeInTheDocument();
    expect(calls.create.mock.calls[0][0]).toBe('product_categories');
    expect(calls.create.mock.calls[0][1].data).toEqual({ name: 'Consumables', description: 'Single use' });
  });

  it('deletes a category after confirmation with the spec text', async () => {
    const calls = renderPage(<ProductCategoryList />, CATEGORIES);
    const row = (await screen.findByText('Lab reagents')).closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('successfully deleted unit')).toBeInTheDocument();
    expect(calls.delete).toHaveBeenCalledWith('product_categories', expect.objectContaining({ id: 3 }));
  });
});
