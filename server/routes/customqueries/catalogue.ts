/**
 * Custom queries of the catalogue (administration.md 4, 5 and 7):
 *   POST /customqueries/batchproductentry  multipart: date (DD/MM/YYYY), productlist (JSON text of staged items
 *        [{key, itemnumber, product_name, unit, product_category, unit_buying_price, unit_selling_price,
 *        discount_percentage, productDescription}]), optional JPEG photos `product_pic_<key>`
 *        → {message: 'Successfully made batch product entry', count}
 * Master-data writers only. Every item is checked first and all are inserted in one transaction: one bad item
 * answers 400 {message: 'Item n: ...'} and nothing is written.
 */
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { productCategories, products, productUnits } from '../../db/schema';
import { requireMasterDataWriter } from '../../auth/guards';
import { imageType } from '../api/router';
import { badRequest, readBody, text, type UploadedFile } from '../http';

export const BATCH_SUCCESS = 'Successfully made batch product entry';
export const MAX_BATCH_ITEMS = 500;
/** numeric(14, 2): the largest price the column holds. */
const MAX_PRICE = 999_999_999_999.99;
const PHOTO_PREFIX = 'product_pic_';
/** The whole batch request, photos included. */
export const BATCH_BODY_LIMIT = 50 * 1024 * 1024;

interface BatchRow {
  product_name: string;
  unit: number;
  product_category: number;
  unit_buying_price: string;
  unit_selling_price: string;
  discount_percentage: string;
  description: string;
  product_pic: Buffer | null;
  product_pic_type: string | null;
}

/** 'DD/MM/YYYY' that names a real day. */
export function isDisplayDate(value: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return false;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const fail = (message: string) => badRequest({ message });

function str(v: unknown): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

/** A foreign key given as a number or a numeric string; null when absent or not an id. */
function idOf(v: unknown): number | null {
  const s = str(v);
  return /^\d{1,9}$/.test(s) && Number(s) > 0 ? Number(s) : null;
}

/** A price or percentage: '' or absent is 0; else a number >= 0 (and <= max), as a decimal string. */
function amount(v: unknown, max: number): string | null {
  const s = str(v);
  if (s === '') return '0';
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  if (!Number.isFinite(n) || n < 0 || n > max) return null;
  return String(Math.round(n * 100) / 100);
}

function parseList(raw: string): unknown[] {
  if (!raw) throw fail('There are no items in the list');
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw fail('productlist must be a JSON list of products');
  }
  if (!Array.isArray(list)) throw fail('productlist must be a JSON list of products');
  if (list.length === 0) throw fail('There are no items in the list');
  if (list.length > MAX_BATCH_ITEMS) throw fail(`At most ${MAX_BATCH_ITEMS} products can be entered at once`);
  return list;
}

function checkItem(raw: unknown, n: number, files: Record<string, UploadedFile>, usedKeys: Set<string>) {
  const item = `Item ${n}`;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw fail(`${item}: not a product`);
  const it = raw as Record<string, unknown>;
  const product_name = str(it.product_name);
  if (!product_name) throw fail(`${item}: product name is required`);
  if (product_name.length > 200) throw fail(`${item}: product name has more than 200 characters`);
  const unit = idOf(it.unit);
  if (unit === null) throw fail(`${item}: unit is required`);
  const product_category = idOf(it.product_category);
  if (product_category === null) throw fail(`${item}: category is required`);
  const unit_buying_price = amount(it.unit_buying_price, MAX_PRICE);
  if (unit_buying_price === null) throw fail(`${item}: buying price must be a number of at least 0`);
  const unit_selling_price = amount(it.unit_selling_price, MAX_PRICE);
  if (unit_selling_price === null) throw fail(`${item}: selling price must be a number of at least 0`);
  const discount_percentage = amount(it.discount_percentage, 100);
  if (discount_percentage === null) throw fail(`${item}: discount must be a number from 0 to 100`);
  const description = str(it.productDescription ?? it.description);
  if (description.length > 5000) throw fail(`${item}: description has more than 5000 characters`);

  let product_pic: Buffer | null = null;
  let product_pic_type: string | null = null;
  const key = str(it.key);
  if (key) {
    if (usedKeys.has(key)) throw fail(`${item}: key ${key} is used twice`);
    usedKeys.add(key);
    const file = files[`${PHOTO_PREFIX}${key}`];
    if (file) {
      if (imageType(file.data) !== 'image/jpeg') throw fail(`${item}: the photo must be a JPEG image`);
      product_pic = file.data;
      product_pic_type = 'image/jpeg';
    }
  }
  const row: BatchRow = {
    product_name,
    unit,
    product_category,
    unit_buying_price,
    unit_selling_price,
    discount_percentage,
    description,
    product_pic,
    product_pic_type,
  };
  return row;
}

export function registerCatalogueQueries(app: FastifyInstance) {
  // a photo per product (each up to the 10 MB of a file): the batch may pass the app's 12 MB body limit
  const batchOptions = {
    bodyLimit: BATCH_BODY_LIMIT,
    config: { files: (field: string) => field.startsWith(PHOTO_PREFIX) },
  };
  app.post('/customqueries/batchproductentry', batchOptions, async (req) => {
    requireMasterDataWriter(req);
    const { fields, files } = await readBody(req);
    const date = text(fields, 'date');
    if (!date) throw fail('date is required (DD/MM/YYYY)');
    if (!isDisplayDate(date)) throw fail('date must be a valid date as DD/MM/YYYY');
    const list = parseList(text(fields, 'productlist'));

    const usedKeys = new Set<string>();
    const rows = list.map((raw, i) => checkItem(raw, i + 1, files, usedKeys));
    for (const name of Object.keys(files)) {
      const key = name.startsWith(PHOTO_PREFIX) ? name.slice(PHOTO_PREFIX.length) : null;
      if (key === null || !usedKeys.has(key)) throw fail(`The photo ${name} does not belong to any item`);
    }

    const count = await app.db.transaction(async (tx) => {
      const unitIds = [...new Set(rows.map((r) => r.unit))];
      const categoryIds = [...new Set(rows.map((r) => r.product_category))];
      const units = new Set(
        (
          await tx.select({ id: productUnits.id }).from(productUnits).where(inArray(productUnits.id, unitIds))
        ).map((r) => r.id),
      );
      const categories = new Set(
        (
          await tx
            .select({ id: productCategories.id })
            .from(productCategories)
            .where(inArray(productCategories.id, categoryIds))
        ).map((r) => r.id),
      );
      rows.forEach((r, i) => {
        if (!units.has(r.unit)) throw fail(`Item ${i + 1}: unit does not exist`);
        if (!categories.has(r.product_category)) throw fail(`Item ${i + 1}: category does not exist`);
      });
      const inserted = await tx.insert(products).values(rows).returning({ id: products.id });
      return inserted.length;
    });
    return { message: BATCH_SUCCESS, count };
  });
}
