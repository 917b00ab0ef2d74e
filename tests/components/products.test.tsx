import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { BatchEntry } from '../../src/resources/products/BatchEntryPanel';
import { ProductEditButton } from '../../src/resources/products/ProductEditDialog';
import { formatDate } from '../../contract/dates';
import { ProductList } from '../../src/resources/products/ProductList';
import { DEMO, fakeAuthProvider, renderWithAdmin, renderWithNotifications } from './helpers';
import { wire } from './wire';

const image = vi.hoisted(() => ({ resized: [] as File[] }));
vi.mock('../../src/lib/image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/image')>()),
  resizePhoto: async (file: File) => {
    const out = new File(['resized'], 'resized.jpg', { type: 'image/jpeg' });
    image.resized.push(file);
    return out;
  },
}));

const UNITS = [
  { id: 1, unitname: 'Box', description: '' },
  { id: 2, unitname: 'Vial', description: '' },
];
const CATEGORIES = [
  { id: 7, name: 'Reagents', description: '' },
  { id: 8, name: 'Consumables', description: '' },
];

function provider(
  customQuery: (...args: unknown[]) => Promise<unknown>,
  extra: Record<string, unknown> = {},
) {
  return {
    ...testDataProvider({
      getList: (async (resource: string) => {
        const data =
          resource === 'product_units' ? UNITS : resource === 'product_categories' ? CATEGORIES : [];
        return { data, total: data.length };
      }) as never,
      ...extra,
    }),
    ...wire({ customQuery }),
  };
}

function renderBatch(customQuery = vi.fn(async (..._args: unknown[]) => ({ message: 'ok', count: 1 }))) {
  renderWithNotifications(<BatchEntry />, { dataProvider: provider(customQuery) });
  return customQuery;
}

/** Chooses a unit or category: the pickers search the server, so the option is picked from the open list. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** Sets a text field at once (typing letter by letter makes these tests slow). */
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const addButton = () => screen.getByRole('button', { name: 'Add item' });
const productList = () => screen.getByRole('table', { name: 'PRODUCT LIST' });

async function stage(
  name: string,
  unit: string,
  category: string,
  prices: [string, string, string] = ['', '', ''],
) {
  type('Product name', name);
  await pick('Unit', unit);
  await pick('Category', category);
  const [buy, sell, discount] = prices;
  if (buy) type('Buying price', buy);
  if (sell) type('Selling price', sell);
  if (discount) type('Discount %', discount);
  fireEvent.click(addButton());
}

beforeEach(() => {
  image.resized.length = 0;
});

describe('product batch entry', () => {
  it('blocks adding an item without name, unit or category, with the spec alerts', async () => {
    renderBatch();
    await screen.findByRole('combobox', { name: 'Unit' });
    fireEvent.click(addButton());
    expect(await screen.findByText('Enter Product Name Please')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Product name'), 'EDTA tube');
    fireEvent.click(addButton());
    expect(await screen.findByText('Enter Select Unit')).toBeInTheDocument();

    await pick('Unit', 'Box');
    fireEvent.click(addButton());
    expect(await screen.findByText('Enter Select Category')).toBeInTheDocument();
    expect(within(productList()).getByText(/No items in the list yet/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Discount %'), '120');
    await pick('Category', 'Reagents');
    fireEvent.click(addButton());
    expect(await screen.findByText('The discount cannot be more than 100')).toBeInTheDocument();
    expect(within(productList()).queryByText('EDTA tube')).not.toBeInTheDocument();
  });

  it('says there are no items when the empty list is submitted, and calls nothing', async () => {
    const customQuery = renderBatch();
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT PRODUCTS' }));
    expect(await screen.findByText('There are no items in the list')).toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();
  });

  it('stages, edits (update mode) and removes items, then submits them as batchproductentry', async () => {
    const customQuery = renderBatch();
    await screen.findByRole('combobox', { name: 'Unit' });
    await stage('EDTA tube', 'Box', 'Consumables', ['1000', '1500', '5']);
    await stage('Giemsa stain', 'Vial', 'Reagents', ['20000', '25000', '']);
    await stage('Spare item', 'Box', 'Reagents');
    const table = productList();
    expect(within(table).getByRole('row', { name: /EDTA tube/ })).toHaveTextContent(
      /Box.*Consumables.*1,000.*1,500.*5/,
    );
    expect(within(table).getByRole('row', { name: /Giemsa stain/ })).toHaveTextContent(/Vial.*Reagents/);

    // edit item 2: the form is filled and switches to update mode
    fireEvent.click(within(table).getByRole('button', { name: 'Edit item 2' }));
    expect(screen.getByLabelText('Product name')).toHaveValue('Giemsa stain');
    expect(screen.getByLabelText('Unit')).toHaveDisplayValue('Vial');
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
    type('Product name', 'Giemsa stain 500ml');
    await pick('Unit', 'Box');
    fireEvent.click(screen.getByRole('button', { name: 'Update item' }));
    expect(await within(table).findByRole('row', { name: /Giemsa stain 500ml/ })).toHaveTextContent(/Box/);
    expect(screen.getByRole('button', { name: 'Add item' })).toBeInTheDocument();
    expect(screen.getByLabelText('Product name')).toHaveValue('');

    // remove item 3
    fireEvent.click(within(table).getByRole('button', { name: 'Remove item 3' }));
    expect(within(table).queryByText('Spare item')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT PRODUCTS' }));
    expect(await screen.findByText('Successfully made batch product entry')).toBeInTheDocument();
    expect(customQuery).toHaveBeenCalledTimes(1);
    const [name, body] = customQuery.mock.calls[0] as [string, FormData];
    expect(name).toBe('batchproductentry');
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('date')).toBe(formatDate(new Date()));
    expect(body.get('date')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const list = JSON.parse(String(body.get('productlist'))) as Record<string, unknown>[];
    expect(list).toEqual([
      {
        key: expect.any(String),
        itemnumber: 1,
        product_name: 'EDTA tube',
        unit: '1',
        product_category: '8',
        unit_buying_price: 1000,
        unit_selling_price: 1500,
        discount_percentage: 5,
        productDescription: '',
      },
      {
        key: expect.any(String),
        itemnumber: 2,
        product_name: 'Giemsa stain 500ml',
        unit: '1',
        product_category: '7',
        unit_buying_price: 20000,
        unit_selling_price: 25000,
        discount_percentage: 0,
        productDescription: '',
      },
    ]);
    expect(list[0].key).not.toBe(list[1].key);
    // the staging list is emptied after success
    await waitFor(() => expect(within(productList()).queryByText('EDTA tube')).not.toBeInTheDocument());
  });

  it('keeps the staged items and shows the server message when the submit fails', async () => {
    const customQuery = vi.fn(async () => {
      throw new Error('Item 1: unit does not exist');
    });
    renderBatch(customQuery);
    await screen.findByRole('combobox', { name: 'Unit' });
    await stage('EDTA tube', 'Box', 'Consumables');
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT PRODUCTS' }));
    expect((await screen.findAllByText('Item 1: unit does not exist')).length).toBeGreaterThan(0);
    expect(within(productList()).getByText('EDTA tube')).toBeInTheDocument();
    expect(screen.queryByText('Successfully made batch product entry')).not.toBeInTheDocument();
  });

  it('accepts only a JPEG photo, resizes it, and sends it as product_pic_<key>', async () => {
    const customQuery = renderBatch();
    await screen.findByRole('combobox', { name: 'Unit' });
    const input = screen.getByTestId('product-photo-input');
    fireEvent.change(input, { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByText('The photo must be a JPEG image')).toBeInTheDocument();
    expect(image.resized).toHaveLength(0);

    const jpeg = new File(['jpeg'], 'tube.jpeg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [jpeg] } });
    await waitFor(() => expect(image.resized).toEqual([jpeg]));
    await stage('EDTA tube', 'Box', 'Consumables');
    expect(within(productList()).getByRole('row', { name: /EDTA tube/ })).toHaveTextContent('Yes');
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT PRODUCTS' }));
    await waitFor(() => expect(customQuery).toHaveBeenCalled());
    const body = customQuery.mock.calls[0][1] as FormData;
    const [item] = JSON.parse(String(body.get('productlist'))) as { key: string }[];
    const photo = body.get(`product_pic_${item.key}`);
    expect(photo).toBeInstanceOf(File);
    expect((photo as File).name).toBe('resized.jpg');
  });
});

describe('product batch entry: the lines of the form (ArrayInput)', () => {
  it('shows each problem under its field, and renumbers the lines when one is removed', async () => {
    renderBatch();
    await screen.findByRole('combobox', { name: 'Unit' });
    fireEvent.click(addButton());
    for (const text of ['Enter Product Name Please', 'Enter Select Unit', 'Enter Select Category'])
      expect(screen.getByText(text)).toBeInTheDocument();
    type('Buying price', '-5');
    await stage('EDTA tube', 'Box', 'Consumables');
    expect(screen.getByText('Enter a number of 0 or more')).toBeInTheDocument();
    expect(screen.queryByText('Enter Product Name Please')).not.toBeInTheDocument();
    expect(within(productList()).queryByText('EDTA tube')).not.toBeInTheDocument();

    type('Buying price', '5');
    fireEvent.click(addButton());
    await stage('Giemsa stain', 'Vial', 'Reagents');
    expect(screen.queryByText('Enter a number of 0 or more')).not.toBeInTheDocument();
    const table = productList();
    expect(within(table).getByRole('row', { name: /Giemsa stain/ })).toHaveTextContent(/^2/);
    fireEvent.click(within(table).getByRole('button', { name: 'Remove item 1' }));
    expect(within(table).queryByText('EDTA tube')).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Giemsa stain/ })).toHaveTextContent(/^1/);
    expect(within(table).queryByRole('button', { name: 'Remove item 2' })).not.toBeInTheDocument();
  });
});

/** Product 5, a box of EDTA tubes in Consumables, as the server answers it. */
const EDTA_TUBE = {
  id: 5,
  product_name: 'EDTA tube',
  unit: 1,
  unitname: 'Box',
  product_category: 8,
  product_category_name: 'Consumables',
  unit_buying_price: '1000.00',
  unit_selling_price: '1500.00',
  discount_percentage: '0.00',
  description: 'Purple top',
  product_online: false,
  product_pic: '/customqueries/getfile/5/product',
};

describe('product edit modal', () => {
  const record = EDTA_TUBE;

  function renderEdit() {
    const update = vi.fn(async (_r: string, p: { id: number; data: Record<string, unknown> }) => ({
      data: { ...p.data, id: p.id },
    }));
    renderWithAdmin(
      <ResourceContextProvider value="products">
        <RecordContextProvider value={record}>
          <ProductEditButton />
        </RecordContextProvider>
        <Notification />
      </ResourceContextProvider>,
      { dataProvider: provider(vi.fn(), { update: update as never }) },
    );
    return update;
  }

  it('updates the product through dataProvider.update; the photo stays unless a new one is chosen', async () => {
    const update = renderEdit();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Product name/);
    expect(name).toHaveValue('EDTA tube');
    await userEvent.clear(name);
    await userEvent.type(name, 'EDTA tube 4ml');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    const [resource, params] = update.mock.calls[0];
    expect(resource).toBe('products');
    expect(params.id).toBe(5);
    expect(params.data).toMatchObject({ product_name: 'EDTA tube 4ml', unit: 1, product_category: 8 });
    expect(params.data.product_pic).toBe('/customqueries/getfile/5/product');
  });

  it('sends the resized JPEG when a new photo is chosen; a blank name is refused', async () => {
    const update = renderEdit();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText(/Product name/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter Product Name Please')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/Product name/), 'EDTA');
    fireEvent.change(within(dialog).getByTestId('product-photo-input'), {
      target: { files: [new File(['jpeg'], 'new.jpg', { type: 'image/jpeg' })] },
    });
    await waitFor(() => expect(image.resized).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const photo = update.mock.calls[0][1].data.product_pic;
    expect(photo).toBeInstanceOf(File);
    expect((photo as File).name).toBe('resized.jpg');
  });
});

describe('ALL PRODUCTS', () => {
  // the same product, priced and shown online, so the list's money and online columns have something to show
  const rows = [
    {
      ...EDTA_TUBE,
      unit_selling_price: '12500.00',
      discount_percentage: '5.00',
      description: '',
      product_online: true,
    },
  ];

  function renderList(permissions = DEMO.manager) {
    const getList = vi.fn(async (resource: string) => {
      const data = resource === 'products' ? rows : resource === 'product_units' ? UNITS : CATEGORIES;
      return { data, total: data.length };
    });
    renderWithAdmin(
      <>
        <div id="react-admin-title" />
        <ProductList />
      </>,
      {
        dataProvider: { ...testDataProvider({ getList: getList as never }), customQuery: vi.fn() },
        authProvider: fakeAuthProvider(permissions),
      },
    );
    return getList;
  }

  it('lists products with picture, unit, category, prices, discount and online, and the batch panel', async () => {
    renderList();
    expect(await screen.findByText('ALL PRODUCTS')).toBeInTheDocument();
    const row = (await screen.findByText('EDTA tube')).closest('tr')!;
    expect(row).toHaveTextContent(/Box.*Consumables.*1,000.*12,500.*5.*Online/);
    expect(within(row).getByRole('img', { name: 'EDTA tube' })).toHaveAttribute(
      'src',
      expect.stringContaining('/customqueries/getfile/5/product'),
    );
    expect(await within(row).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add products' })).toBeInTheDocument();
  });

  it('shows no batch panel and no edit button to staff', async () => {
    renderList(DEMO.staff);
    await screen.findByText('EDTA tube');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Add products' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
