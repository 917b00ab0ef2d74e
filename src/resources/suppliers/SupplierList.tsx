import { Box } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { Button, CanAccess, DataTable, useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CreatePanel } from '../../components/CreatePanel';
import { SupplierInputs } from './SupplierInputs';
import { parseProductList } from './productList';
import { SearchList } from '../../components/SearchList';

function ProductCountField() {
  const record = useRecordContext();
  if (!record) return null;
  return <span>{parseProductList(record.product_list).length}</span>;
}

/** Edit link of a row: /supplierdetails/{id}. */
function SupplierEditLink() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`/supplierdetails/${record.id}`}
      label="resources.suppliers.edit"
      onClick={(e) => e.stopPropagation()}
    >
      <EditIcon />
    </Button>
  );
}

/** /suppliers/ : 'ALL SUPPLIERS' with the collapsible create form above. */
export function SupplierList() {
  return (
    <Box>
      <CreatePanel
        resource="suppliers"
        title="resources.suppliers.createPanel"
        successMessage="resources.suppliers.created"
      >
        <SupplierInputs />
      </CreatePanel>
      <SearchList resource="suppliers" sortField="supplier_name" actions={false} rowClick={false}>
        <DataTable.Col source="supplier_name" />
        <DataTable.Col source="phone_one" disableSort />
        <DataTable.Col source="email" />
        <DataTable.Col source="address" />
        <DataTable.Col source="product_count" disableSort>
          <ProductCountField />
        </DataTable.Col>
        <DataTable.Col label="resources.suppliers.actions" disableSort>
          <CanAccess resource="suppliers" action="edit">
            <SupplierEditLink />
          </CanAccess>
          <ConfirmDeleteButton nameSource="supplier_name" />
        </DataTable.Col>
      </SearchList>
    </Box>
  );
}

export default SupplierList;
