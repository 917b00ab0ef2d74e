import { NameDescriptionList } from '../product_units/NameDescriptionList';

/** /product_categories/ : 'PRODUCT CATEGORIES', built like the units. */
export function ProductCategoryList() {
  return <NameDescriptionList resource="product_categories" nameSource="name" />;
}

export default ProductCategoryList;
