import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, Notification, testDataProvider } from 'react-admin';
import { SupplierList } from '../../src/resources/suppliers/SupplierList';
import { SupplierDetails } from '../../src/resources/suppliers/SupplierDetails';
import { parseProductList } from '../../src/resources/suppliers/productList';
import { fakeAuthProvider, i18nProvider, renderWithAdmin, renderWithNotifications } from './helpers';

const PRODUCTS = [
  { id: 11, product_name: 'EDTA tube' },
  { id: 12, product_name: 'Giemsa stain' },
  { id: 13, product_name: 'Cool box' },
];
const SUPPLIER = {
  id: 4,
  supplier_name: 'Medi Supplies',
  phone_one: '+256700000001',
  email: 'sales@medi.example',
  address: 'Plot 4, Kampala Road',
  product_list: JSON.stringify([{ key: 1, product_name: 'EDTA tube' }]),
};

function provider(extra: Record<string, unknown> = {}) {
  return testDataProvider({
    getList: (async (resource: string) => {
      const data = resource === 'products' ? PRODUCTS : resource === 'suppliers' ? [SUPPLIER] : [];
      return { data, total: data.length };
    }) as never,
    getOne: (async () => ({ data: SUPPLIER })) as never,
    ...extra,
  });
}

async function chooseProduct(container: HTMLElement, name: string) {
  const box = within(container).getByRole('combobox', { name: 'Choose a product' });
  fireEvent.change(box, { target: { value: name.slice(0, 4) } });
  fireEvent.click(await screen.findByRole('option', { name }));
  fireEvent.click(within(container).getByRole('button', { name: 'Add' }));
}

describe('ALL SUPPLIERS', () => {
  it('lists suppliers with their number of products and an edit link to /supplierdetails/{id}', async () => {
    renderWithAdmin(<SupplierList />, { dataProvider: provider() });
    const row = (await screen.findByText('Medi Supplies')).closest('tr')!;
    expect(row).toHaveTextContent('sales@medi.example');
    expect(row).toHaveTextContent('Plot 4, Kampala Road');
    expect(
      within(row)
        .getAllByRole('cell')
        .some((c) => c.textContent === '1'),
    ).toBe(true);
    expect(await within(row).findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/supplierdetails\/4$/),
    );
  });

  it('create form: name, email (valid) and address are required', async () => {
    const create = vi.fn();
    renderWithAdmin(<SupplierList />, { dataProvider: provider({ create }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a supplier' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input name')).toBeInTheDocument();
    expect(screen.getByText('Please input email')).toBeInTheDocument();
    expect(screen.getByText('Please input address')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The input is not valid E-mail!')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('builds the product list ("item added", "Product exists") and sends it as JSON text', async () => {
    const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 9 },
    }));
    renderWithNotifications(<SupplierList />, { dataProvider: provider({ create }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a supplier' }));
    const form = (await screen.findByRole('button', { name: 'Save' })).closest('form')!;
    expect(within(form).getByText(/No products in the list/)).toBeInTheDocument();

    await chooseProduct(form, 'EDTA tube');
    expect(await within(form).findByRole('status')).toHaveTextContent('item added');
    await chooseProduct(form, 'Giemsa stain');
    expect(within(form).getByRole('status')).toHaveTextContent('item added');
    await chooseProduct(form, 'EDTA tube');
    expect(within(form).getByRole('status')).toHaveTextContent('Product exists');
    await chooseProduct(form, 'Cool box');
    const list = within(form).getByRole('list', { name: 'Products supplied' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['EDTA tube', 'Giemsa stain', 'Cool box']);
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Giemsa stain' }));
    expect(within(list).queryByText('Giemsa stain')).not.toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(/Supplier name/), { target: { value: 'Lab World' } });
    fireEvent.change(within(form).getByLabelText(/Phone/), { target: { value: '+256772000000' } });
    fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: 'orders@labworld.example' } });
    fireEvent.change(within(form).getByLabelText(/Address/), { target: { value: 'Ntinda' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Supplier created successfully')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    const data = create.mock.calls[0][1].data;
    expect(data).toMatchObject({
      supplier_name: 'Lab World',
      phone_one: '+256772000000',
      email: 'orders@labworld.example',
      address: 'Ntinda',
    });
    expect(typeof data.product_list).toBe('string');
    expect(JSON.parse(data.product_list as string)).toEqual([
      { key: 1, product_name: 'EDTA tube' },
      { key: 3, product_name: 'Cool box' },
    ]);
  });
});

describe('/supplierdetails/:supplierID', () => {
  function renderDetails(update: ReturnType<typeof vi.fn>, getOne?: ReturnType<typeof vi.fn>) {
    return render(
      <MemoryRouter initialEntries={['/supplierdetails/4']}>
        <AdminContext
          dataProvider={provider({ update, ...(getOne ? { getOne } : {}) })}
          authProvider={fakeAuthProvider()}
          i18nProvider={i18nProvider}
          store={memoryStore()}
        >
          <Routes>
            <Route path="/supplierdetails/:supplierID" element={<SupplierDetails />} />
          </Routes>
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    );
  }

  it('shows the supplier prefilled, with its product list, and saves with PUT', async () => {
    const update = vi.fn(async (_r: string, { id, data }: { id: number; data: Record<string, unknown> }) => ({
      data: { ...data, id },
    }));
    renderDetails(update);
    await waitFor(() => expect(screen.getByLabelText(/Supplier name/)).toHaveValue('Medi Supplies'));
    expect(screen.getByLabelText(/Email/)).toHaveValue('sales@medi.example');
    const list = screen.getByRole('list', { name: 'Products supplied' });
    expect(within(list).getByText('EDTA tube')).toBeInTheDocument();

    await chooseProduct(document.body, 'EDTA tube');
    expect(screen.getByRole('status')).toHaveTextContent('Product exists');
    await chooseProduct(document.body, 'Cool box');
    expect(screen.getByRole('status')).toHaveTextContent('item added');
    fireEvent.change(screen.getByLabelText(/Address/), { target: { value: 'Plot 9, Jinja Road' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Supplier updated successfully')).toBeInTheDocument();
    const [resource, params] = update.mock.calls[0] as [
      string,
      { id: unknown; data: Record<string, unknown> },
    ];
    expect(resource).toBe('suppliers');
    expect(String(params.id)).toBe('4');
    expect(params.data.address).toBe('Plot 9, Jinja Road');
    expect(parseProductList(params.data.product_list)).toEqual([
      { key: 1, product_name: 'EDTA tube' },
      { key: 2, product_name: 'Cool box' },
    ]);
  });

  it('treats a null product_list as an empty list', async () => {
    const getOne = vi.fn(async () => ({ data: { ...SUPPLIER, product_list: null } }));
    renderDetails(vi.fn(), getOne);
    await waitFor(() => expect(screen.getByLabelText(/Supplier name/)).toHaveValue('Medi Supplies'));
    expect(getOne).toHaveBeenCalledWith('suppliers', expect.objectContaining({ id: '4' }));
    expect(screen.getByText(/No products in the list/)).toBeInTheDocument();
  });
});
