import { NameDescriptionList } from './NameDescriptionList';

/** /product_units/ : 'PRODUCT UNITS' (Add Unit, edit and details modals, delete). */
export function ProductUnitList() {
  return <NameDescriptionList resource="product_units" nameSource="unitname" />;
}

export default ProductUnitList;
