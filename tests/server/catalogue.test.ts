import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { productCategories, products, productUnits, suppliers } from '../../server/db/schema';
import {
  fixtureWithRoles,
  PNG,
  multipart,
  type Fixture,
  type Headers,
  sendForm,
  rowCount,
  sendJson,
} from './fixtures';

let fx: Fixture;
let admin: Headers, manager: Headers, staff: Headers, hubco: Headers;
let units: { box: number; vial: number };
let categories: { reagents: number; consumables: number };

/** The smallest JPEG header imageType() recognises, plus some bytes. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);

beforeAll(async () => {
  ({ fx, admin, manager, staff, hubco } = await fixtureWithRoles());
  const db = fx.database.db;
  const [box, vial] = await db
    .insert(productUnits)
    .values([
      { unitname: 'Box', description: 'Box of 100' },
      { unitname: 'Vial', description: 'Single vial' },
    ])
    .returning({ id: productUnits.id });
  const [reagents, consumables] = await db
    .insert(productCategories)
    .values([
      { name: 'Reagents', description: 'Lab reagents' },
      { name: 'Consumables', description: 'Single use' },
    ])
    .returning({ id: productCategories.id });
  units = { box: box.id, vial: vial.id };
  categories = { reagents: reagents.id, consumables: consumables.id };
});
afterAll(async () => fx.close());

const productCount = () => rowCount(fx, products);

const item = (over: Record<string, unknown> = {}) => ({
  key: 'k1',
  itemnumber: 1,
  product_name: 'EDTA tube',
  unit: units.box,
  product_category: categories.consumables,
  unit_buying_price: '1000',
  unit_selling_price: 1500,
  discount_percentage: '5',
  productDescription: 'Purple top, 4 ml',
  ...over,
});

function batch(
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: Record<string, { filename: string; type: string; data: Buffer }> = {},
) {
  return sendForm(fx.app, 'POST', '/customqueries/batchproductentry', headers, fields, files);
}

describe('POST /customqueries/batchproductentry', () => {
  it('creates every staged item in one call, with its photo, unit and category', async () => {
    const before = await productCount();
    const list = [
      item({ key: 'a1', product_name: 'Batch EDTA tube' }),
      item({
        key: 'b2',
        itemnumber: 2,
        product_name: 'Batch Giemsa stain',
        unit: String(units.vial),
        product_category: String(categories.reagents),
        unit_buying_price: '25000.50',
        unit_selling_price: '30000',
        discount_percentage: '0',
        productDescription: '',
      }),
    ];
    const res = await batch(
      manager,
      { date: '05/03/2025', productlist: JSON.stringify(list) },
      { product_pic_a1: { filename: 'tube.jpg', type: 'image/jpeg', data: JPEG } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Successfully made batch product entry', count: 2 });
    expect(await productCount()).toBe(before + 2);

    const listed = (await sendJson(fx.app, 'GET', '/api/products/?search=Batch', manager)).json() as Record<
      string,
      unknown
    >[];
    expect(listed).toHaveLength(2);
    const tube = listed.find((p) => p.product_name === 'Batch EDTA tube')!;
    expect(tube).toMatchObject({
      unit: units.box,
      unitname: 'Box',
      product_category: categories.consumables,
      product_category_name: 'Consumables',
      unit_buying_price: '1000.00',
      unit_selling_price: '1500.00',
      discount_percentage: '5.00',
      description: 'Purple top, 4 ml',
    });
    expect(tube.product_pic).toBe(`/customqueries/getfile/${String(tube.id)}/product`);
    const stain = listed.find((p) => p.product_name === 'Batch Giemsa stain')!;
    expect(stain).toMatchObject({ unitname: 'Vial', unit_buying_price: '25000.50', product_pic: null });

    const pic = await sendJson(fx.app, 'GET', `/customqueries/getfile/${String(tube.id)}/product`, manager);
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/jpeg');
    expect(pic.rawPayload.equals(JPEG)).toBe(true);
  });

  it('lets a superuser enter a batch too', async () => {
    const res = await batch(admin, {
      date: '29/02/2024',
      productlist: JSON.stringify([item({ product_name: 'Admin gloves' })]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(1);
  });

  it('writes nothing when one item is bad, and says which item', async () => {
    const before = await productCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ unit: 999999 }, 'Item 2: unit does not exist'],
      [{ product_category: 888888 }, 'Item 2: category does not exist'],
      [{ product_name: '  ' }, 'Item 2: product name is required'],
      [{ unit: '' }, 'Item 2: unit is required'],
      [{ product_category: null }, 'Item 2: category is required'],
      [{ unit_buying_price: '-1' }, 'Item 2: buying price must be a number of at least 0'],
      [{ unit_selling_price: 'abc' }, 'Item 2: selling price must be a number of at least 0'],
      [{ discount_percentage: '101' }, 'Item 2: discount must be a number from 0 to 100'],
    ];
    for (const [over, message] of cases) {
      const list = [item({ key: 'x1', product_name: 'Should not exist 1' }), item({ key: 'x2', ...over })];
      const res = await batch(manager, { date: '01/01/2025', productlist: JSON.stringify(list) });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await productCount()).toBe(before);
    const none = await fx.database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.product_name, 'Should not exist 1'));
    expect(none[0].n).toBe(0);
  });

  it('accepts only JPEG photos', async () => {
    const before = await productCount();
    const res = await batch(
      manager,
      { date: '01/01/2025', productlist: JSON.stringify([item({ key: 'p1' })]) },
      { product_pic_p1: { filename: 'x.png', type: 'image/png', data: PNG } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Item 1: the photo must be a JPEG image' });
    expect(await productCount()).toBe(before);
  });

  it('needs a valid DD/MM/YYYY date and at least one item', async () => {
    const productlist = JSON.stringify([item()]);
    const missing = await batch(manager, { productlist });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/date is required/);
    for (const date of ['2025-03-05', '31/02/2025', '5/3/2025', 'today']) {
      const res = await batch(manager, { date, productlist });
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toEqual({ message: 'date must be a valid date as DD/MM/YYYY' });
    }
    const empty = await batch(manager, { date: '01/01/2025', productlist: '[]' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'There are no items in the list' });
    const notJson = await batch(manager, { date: '01/01/2025', productlist: '{oops' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: 'productlist must be a JSON list of products' });
  });

  it('refuses staff, a hub coordinator and anonymous callers', async () => {
    const before = await productCount();
    const fields = { date: '01/01/2025', productlist: JSON.stringify([item()]) };
    for (const headers of [staff, hubco]) {
      const res = await batch(headers, fields);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toHaveProperty('detail');
    }
    const anon = await batch({}, fields);
    expect(anon.statusCode).toBe(401);
    expect(await productCount()).toBe(before);
  });
});

describe('/api/products', () => {
  it('updates the product fields with PUT, keeps the photo when none is sent, replaces it when one is', async () => {
    const [created] = await fx.database.db
      .insert(products)
      .values({ product_name: 'Put me', unit: units.box, product_category: categories.reagents })
      .returning({ id: products.id });
    const url = `/api/products/${created.id}/`;
    const withPic = multipart(
      { product_name: 'Put me' },
      { product_pic: { filename: 'a.jpg', type: 'image/jpeg', data: JPEG } },
    );
    expect(
      (
        await fx.app.inject({
          method: 'PUT',
          url,
          headers: { ...manager, ...withPic.headers },
          payload: withPic.payload,
        })
      ).statusCode,
    ).toBe(200);

    const body = multipart({
      product_name: 'Put me (renamed)',
      unit: String(units.vial),
      unit_selling_price: '2500',
      unit_buying_price: '2000',
      discount_percentage: '10',
      product_online: 'true',
      description: 'Now online',
      product_category: String(categories.consumables),
    });
    const res = await fx.app.inject({
      method: 'PUT',
      url,
      headers: { ...manager, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      product_name: 'Put me (renamed)',
      unit: units.vial,
      unitname: 'Vial',
      product_category_name: 'Consumables',
      unit_selling_price: '2500.00',
      unit_buying_price: '2000.00',
      discount_percentage: '10.00',
      product_online: true,
      description: 'Now online',
      product_pic: `/customqueries/getfile/${created.id}/product`,
    });

    const refused = await fx.app.inject({
      method: 'PUT',
      url,
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(403);
    const del = await sendJson(fx.app, 'DELETE', url, hubco);
    expect(del.statusCode).toBe(403);
    expect((await sendJson(fx.app, 'DELETE', url, manager)).statusCode).toBe(204);
    expect((await sendJson(fx.app, 'GET', url, manager)).statusCode).toBe(404);
  });

  it('answers 400 for a blank name or an unknown unit on PUT', async () => {
    const [created] = await fx.database.db
      .insert(products)
      .values({ product_name: 'Validate me' })
      .returning({ id: products.id });
    const url = `/api/products/${created.id}/`;
    const blank = await sendJson(fx.app, 'PUT', url, manager, { product_name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty('product_name');
    const unknown = await sendJson(fx.app, 'PUT', url, manager, { unit: 777777 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('unit');
    const negative = await sendJson(fx.app, 'PUT', url, manager, {
      unit_selling_price: '-5',
      discount_percentage: '120',
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({
      unit_selling_price: ['Ensure this value is greater than or equal to 0.'],
      discount_percentage: ['Ensure this value is between 0 and 100.'],
    });
  });
});

describe('/api/productunits and /api/productcategories', () => {
  for (const spec of [
    { url: '/api/productunits/', name: 'unitname', table: productUnits },
    { url: '/api/productcategories/', name: 'name', table: productCategories },
  ] as const) {
    it(`${spec.url}: create, read, update, delete; name and description required; writers only`, async () => {
      const empty = await sendJson(fx.app, 'POST', spec.url, manager, {});
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json()).sort()).toEqual(['description', spec.name].sort());

      const refused = await sendJson(fx.app, 'POST', spec.url, staff, {
        [spec.name]: 'Nope',
        description: 'x',
      });
      expect(refused.statusCode).toBe(403);
      const refusedHub = await sendJson(fx.app, 'POST', spec.url, hubco, {
        [spec.name]: 'Nope',
        description: 'x',
      });
      expect(refusedHub.statusCode).toBe(403);

      const created = await sendForm(fx.app, 'POST', spec.url, manager, {
        [spec.name]: 'Carton',
        description: 'Carton of 12',
      });
      expect(created.statusCode).toBe(201);
      const row = created.json();
      expect(row).toMatchObject({
        id: expect.any(Number),
        [spec.name]: 'Carton',
        description: 'Carton of 12',
      });

      const list = (await sendJson(fx.app, 'GET', `${spec.url}?search=carton`, staff)).json();
      expect(list.map((r: Record<string, unknown>) => r[spec.name])).toEqual(['Carton']);

      const one = `${spec.url}${row.id}/`;
      const put = await sendJson(fx.app, 'PUT', one, manager, {
        [spec.name]: 'Carton (large)',
        description: 'Carton of 24',
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ [spec.name]: 'Carton (large)', description: 'Carton of 24' });
      const blank = await sendJson(fx.app, 'PUT', one, manager, { description: '' });
      expect(blank.statusCode).toBe(400);

      expect((await sendJson(fx.app, 'DELETE', one, staff)).statusCode).toBe(403);
      expect((await sendJson(fx.app, 'DELETE', one, manager)).statusCode).toBe(204);
      const left = await fx.database.db
        .select({ n: count() })
        .from(spec.table)
        .where(eq(spec.table.id, row.id));
      expect(left[0].n).toBe(0);
    });
  }
});

describe('/api/suppliers', () => {
  beforeEach(async () => {
    await fx.database.db.delete(suppliers);
  });

  it('creates a supplier with its product list, reads, updates and deletes it', async () => {
    const productList = JSON.stringify([
      { key: 1, product_name: 'EDTA tube' },
      { key: 2, product_name: 'Giemsa stain' },
    ]);
    const created = await sendForm(fx.app, 'POST', '/api/suppliers/', manager, {
      supplier_name: 'Medi Supplies Ltd',
      phone_one: '+256700000000',
      email: 'sales@medi.example',
      address: 'Plot 4, Kampala Road',
      product_list: productList,
    });
    expect(created.statusCode).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({
      supplier_name: 'Medi Supplies Ltd',
      phone_one: '+256700000000',
      email: 'sales@medi.example',
      address: 'Plot 4, Kampala Road',
      product_list: productList,
    });
    const url = `/api/suppliers/${row.id}/`;
    expect((await sendJson(fx.app, 'GET', url, manager)).json()).toMatchObject({
      product_list: productList,
    });

    const put = await sendJson(fx.app, 'PUT', url, manager, {
      supplier_name: 'Medi Supplies',
      product_list: 'null',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      supplier_name: 'Medi Supplies',
      email: 'sales@medi.example',
      product_list: null,
    });

    expect((await sendJson(fx.app, 'PUT', url, hubco, { address: 'x' })).statusCode).toBe(403);
    expect((await sendJson(fx.app, 'DELETE', url, staff)).statusCode).toBe(403);
    expect((await sendJson(fx.app, 'DELETE', url, manager)).statusCode).toBe(204);
    expect((await sendJson(fx.app, 'GET', '/api/suppliers/', manager)).json()).toEqual([]);
  });

  it('requires name, a valid email and address; product_list must be a JSON list', async () => {
    const empty = await sendJson(fx.app, 'POST', '/api/suppliers/', manager, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('supplier_name');
    expect(empty.json()).toHaveProperty('email');
    expect(empty.json()).toHaveProperty('address');
    const badEmail = await sendJson(fx.app, 'POST', '/api/suppliers/', manager, {
      supplier_name: 'A',
      email: 'not-an-email',
      address: 'B',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ email: ['Enter a valid email address.'] });
    const badList = await sendJson(fx.app, 'POST', '/api/suppliers/', manager, {
      supplier_name: 'A',
      email: 'a@b.example',
      address: 'B',
      product_list: '{"x":1}',
    });
    expect(badList.statusCode).toBe(400);
    expect(badList.json()).toHaveProperty('product_list');
    const refused = await sendJson(fx.app, 'POST', '/api/suppliers/', staff, {
      supplier_name: 'A',
      email: 'a@b.example',
      address: 'B',
    });
    expect(refused.statusCode).toBe(403);
    expect((await sendJson(fx.app, 'GET', '/api/suppliers/', manager)).json()).toEqual([]);
  });
});
