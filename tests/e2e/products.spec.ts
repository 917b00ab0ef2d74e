import { test, expect, type Locator, type Page } from './fixtures';
import { apiToken, signInAndWait, unique } from './helpers';

/** Types into the list's search box and waits until the list shows a matching row (the box is debounced). */
async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search').fill(text);
  await expect(page).toHaveURL(/[?&]filter=/);
  await expect(page.getByRole('row', { name: new RegExp(text) })).toBeVisible();
}

/** A real JPEG made by the browser itself (the photo picker accepts JPEG only and decodes it to resize). */
async function jpeg(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 30;
    canvas.height = 40;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#c0392b';
    ctx.fillRect(0, 0, 30, 40);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

async function stage(
  form: Locator,
  item: { name: string; unit: string; category: string; buy: string; sell: string; discount: string },
) {
  await form.getByLabel('Product name').fill(item.name);
  // unit and category are searchable server pickers: type, then choose the option
  for (const [label, value] of [
    ['Unit', item.unit],
    ['Category', item.category],
  ] as const) {
    const box = form.getByRole('combobox', { name: label, exact: true });
    await box.fill(value);
    await form.page().getByRole('option', { name: value, exact: true }).click();
  }
  await form.getByLabel('Buying price').fill(item.buy);
  await form.getByLabel('Selling price').fill(item.sell);
  await form.getByLabel('Discount %').fill(item.discount);
  await form.getByRole('button', { name: 'Add item' }).click();
}

test('a manager stages two products, edits one, submits them and finds both in ALL PRODUCTS', async ({
  page,
}) => {
  const first = unique('E2E gauze roll');
  const second = unique('E2E swab');
  const secondEdited = `${second} sterile`;
  await signInAndWait(page, 'manager');
  await page.goto('/products/');
  await expect(page.getByText('ALL PRODUCTS')).toBeVisible();

  await page.getByRole('button', { name: 'Add products' }).click();
  const form = page.getByRole('form', { name: 'Product item' });
  const staged = page.getByRole('table', { name: 'PRODUCT LIST' });

  // the panel opens with an animation that clips its lower part: press Add item once a user can see all of it
  await expect(form.getByRole('button', { name: 'Add item' })).toBeInViewport({ ratio: 1 });
  // the spec's alerts: nothing is staged or sent
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form.getByText('Enter Product Name Please')).toBeVisible();
  await form.getByLabel('Product name').fill(first);
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form.getByText('Enter Select Unit')).toBeVisible();
  await page.getByRole('button', { name: 'SUBMIT PRODUCTS' }).click();
  await expect(page.getByText('There are no items in the list')).toBeVisible();

  // first item with a JPEG photo
  await form.locator('[data-testid="product-photo-input"]').setInputFiles({
    name: 'gauze.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(page),
  });
  await expect(form.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await stage(form, {
    name: first,
    unit: 'Pieces',
    category: 'Lab consumables',
    buy: '1000',
    sell: '1500',
    discount: '0',
  });
  await stage(form, {
    name: second,
    unit: 'Boxes',
    category: 'PPE',
    buy: '2000',
    sell: '2500',
    discount: '10',
  });
  await expect(staged.getByRole('row', { name: new RegExp(first) })).toContainText('Yes');
  await expect(staged.getByRole('row', { name: new RegExp(second) })).toContainText('PPE');

  // edit the second staged item: the form switches to update mode
  await staged.getByRole('button', { name: 'Edit item 2' }).click();
  await expect(form.getByLabel('Product name')).toHaveValue(second);
  await form.getByLabel('Product name').fill(secondEdited);
  await form.getByRole('combobox', { name: 'Category', exact: true }).fill('Packaging');
  await page.getByRole('option', { name: 'Packaging', exact: true }).click();
  await form.getByRole('button', { name: 'Update item' }).click();
  await expect(form.getByRole('button', { name: 'Add item' })).toBeVisible();
  await expect(staged.getByRole('row', { name: new RegExp(secondEdited) })).toContainText('Packaging');

  await page.getByRole('button', { name: 'SUBMIT PRODUCTS' }).click();
  await expect(page.getByText('Successfully made batch product entry')).toBeVisible();
  await expect(staged).toContainText('No items in the list yet');

  await search(page, first);
  const firstRow = page.getByRole('row', { name: new RegExp(first) });
  await expect(firstRow).toContainText('Pieces');
  await expect(firstRow).toContainText('Lab consumables');
  await expect(firstRow.getByRole('img', { name: first })).toHaveAttribute(
    'src',
    /\/customqueries\/getfile\/\d+\/product/,
  );
  await search(page, secondEdited);
  const secondRow = page.getByRole('row', { name: new RegExp(secondEdited) });
  await expect(secondRow).toContainText('Boxes');
  await expect(secondRow).toContainText('Packaging');
  await expect(secondRow).toContainText('2,500');
});

test('a manager creates a unit with Add Unit', async ({ page }) => {
  const unitName = unique('E2E trays');
  await signInAndWait(page, 'manager');
  await page.goto('/product_units/');
  await expect(page.getByText('PRODUCT UNITS', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Unit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Unit name').fill(unitName);
  await dialog.getByLabel('Description').fill('Trays of 24 tubes');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success fully created unit')).toBeVisible();
  await search(page, unitName);
  await expect(page.getByRole('row', { name: new RegExp(unitName) })).toContainText('Trays of 24 tubes');
});

test('a manager creates a supplier with one product and opens its details page', async ({ page }) => {
  const supplierName = unique('E2E Supplies Ltd');
  const product = 'Sputum container 50 ml';
  await signInAndWait(page, 'manager');
  await page.goto('/suppliers/');
  await expect(page.getByText('ALL SUPPLIERS')).toBeVisible();
  await page.getByRole('button', { name: 'Add a supplier' }).click();
  await page.getByRole('textbox', { name: 'Supplier name', exact: true }).fill(supplierName);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+256700123456');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('orders@e2e-supplies.example');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Plot 1, Kampala Road');

  const chooser = page.getByRole('combobox', { name: 'Choose a product' });
  await chooser.fill('Sputum');
  await page.getByRole('option', { name: product }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('item added')).toBeVisible();
  await chooser.fill('Sputum');
  await page.getByRole('option', { name: product }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Product exists')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products supplied' }).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Supplier created successfully')).toBeVisible();
  await search(page, supplierName);
  const row = page.getByRole('row', { name: new RegExp(supplierName) });
  await expect(row).toContainText('orders@e2e-supplies.example');
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/supplierdetails\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Supplier name', exact: true })).toHaveValue(supplierName);
  await expect(page.getByRole('list', { name: 'Products supplied' })).toContainText(product);
});

test('staff is refused the products screen and the batch entry', async ({ page, request }) => {
  await signInAndWait(page, 'staff');
  await page.goto('/products/');
  await expect(page.getByRole('heading', { name: 'Access refused' })).toBeVisible();
  await expect(page.getByText('ALL PRODUCTS')).toHaveCount(0);

  const token = await apiToken(request, 'staff');
  const res = await request.post('/customqueries/batchproductentry', {
    headers: { Authorization: `Token ${token}` },
    multipart: {
      date: '01/01/2025',
      productlist: JSON.stringify([
        { key: '1', itemnumber: 1, product_name: unique('Staff product'), unit: 1, product_category: 1 },
      ]),
    },
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
});
