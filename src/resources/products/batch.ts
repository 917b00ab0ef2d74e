/** Product staging (administration.md 3 and 4): items kept in the page, sent all at once. */
import { formatDate } from '../../../contract/dates';

/** A staged batch item as the server receives it (spec 3), plus its photo (sent as a file). */
export interface StagedItem {
  key: string;
  itemnumber: number;
  product_name: string;
  unit: string;
  product_category: string;
  unit_buying_price: number;
  unit_selling_price: number;
  discount_percentage: number;
  productDescription: string;
  photo: File | null;
}

/** The add/update form's values (as typed). */
export interface ItemDraft {
  product_name: string;
  unit: string;
  product_category: string;
  unit_buying_price: string;
  unit_selling_price: string;
  discount_percentage: string;
  productDescription: string;
  photo: File | null;
}

export const EMPTY_DRAFT: ItemDraft = {
  product_name: '',
  unit: '',
  product_category: '',
  unit_buying_price: '',
  unit_selling_price: '',
  discount_percentage: '',
  productDescription: '',
  photo: null,
};

/** The draft's validators (react-admin `validate`): the spec's alerts as i18n keys (spec 5). */
const blank = (v: unknown) => String(v ?? '').trim() === '';
const present = (key: string) => (v: unknown) => (blank(v) ? key : undefined);
const notNegative = (v: unknown) => {
  const t = String(v ?? '').trim();
  return t !== '' && !(Number.isFinite(Number(t)) && Number(t) >= 0)
    ? 'resources.products.notNegative'
    : undefined;
};
export const draftValidators = {
  product_name: present('resources.products.nameRequired'),
  unit: present('resources.products.unitRequired'),
  product_category: present('resources.products.categoryRequired'),
  unit_buying_price: notNegative,
  unit_selling_price: notNegative,
  discount_percentage: (v: unknown) =>
    notNegative(v) ?? (!blank(v) && Number(v) > 100 ? 'resources.products.discountMax' : undefined),
};

const num = (v: string) => (v.trim() === '' ? 0 : Number(v));

export function draftToItem(d: ItemDraft, key: string, itemnumber: number): StagedItem {
  return {
    key,
    itemnumber,
    product_name: d.product_name.trim(),
    unit: d.unit,
    product_category: d.product_category,
    unit_buying_price: num(d.unit_buying_price),
    unit_selling_price: num(d.unit_selling_price),
    discount_percentage: num(d.discount_percentage),
    productDescription: d.productDescription.trim(),
    photo: d.photo,
  };
}

export function itemToDraft(i: StagedItem): ItemDraft {
  return {
    product_name: i.product_name,
    unit: i.unit,
    product_category: i.product_category,
    unit_buying_price: String(i.unit_buying_price),
    unit_selling_price: String(i.unit_selling_price),
    discount_percentage: String(i.discount_percentage),
    productDescription: i.productDescription,
    photo: i.photo,
  };
}

/** The multipart body of /customqueries/batchproductentry: date (DD/MM/YYYY), productlist, product_pic_<key>. */
export function batchFormData(items: StagedItem[], today: Date = new Date()): FormData {
  const form = new FormData();
  form.append('date', formatDate(today));
  form.append(
    'productlist',
    JSON.stringify(items.map(({ photo: _photo, ...item }, i) => ({ ...item, itemnumber: i + 1 }))),
  );
  for (const item of items) {
    if (item.photo) form.append(`product_pic_${item.key}`, item.photo, item.photo.name || 'photo.jpg');
  }
  return form;
}
