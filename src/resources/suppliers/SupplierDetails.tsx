/** /supplierdetails/:supplierID : the supplier edit form (owner: the catalogue area). */
export function SupplierDetails() {
  return null;
}

export default SupplierDetails;
