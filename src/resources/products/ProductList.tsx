import { Avatar, Box, Chip } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory';
import { CanAccess, DataTable, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { MoneyField } from '../../components/MoneyField';
import { fileUrl } from '../../providers/http';
import type { Product } from '../../../contract/types';
import { BatchEntryPanel } from './BatchEntryPanel';
import { ProductEditButton } from './ProductEditDialog';
import { SearchList } from '../../components/SearchList';

function PictureField() {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Avatar
      variant="rounded"
      src={fileUrl(record.product_pic)}
      alt={record.product_pic ? record.product_name : translate('resources.products.noPicture')}
      sx={{ width: 36, height: 48 }}
    >
      <InventoryIcon fontSize="small" />
    </Avatar>
  );
}

function OnlineField() {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  if (!record) return null;
  return record.product_online ? (
    <Chip size="small" color="success" label={translate('resources.products.online')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('resources.products.offline')} />
  );
}

/** /products/ : 'ALL PRODUCTS' with the edit modal per row and the batch-entry create panel above. */
export function ProductList() {
  return (
    <Box>
      <BatchEntryPanel />
      <SearchList resource="products" sortField="product_name" actions={false} rowClick={false}>
        <DataTable.Col source="product_pic" disableSort>
          <PictureField />
        </DataTable.Col>
        <DataTable.Col source="product_name" />
        <DataTable.Col source="unitname" />
        <DataTable.Col source="product_category_name" disableSort />
        <DataTable.NumberCol source="unit_buying_price">
          <MoneyField source="unit_buying_price" />
        </DataTable.NumberCol>
        <DataTable.NumberCol source="unit_selling_price">
          <MoneyField source="unit_selling_price" />
        </DataTable.NumberCol>
        <DataTable.NumberCol source="discount_percentage" disableSort />
        <DataTable.Col source="product_online" disableSort>
          <OnlineField />
        </DataTable.Col>
        <DataTable.Col label="resources.products.actions" disableSort>
          <CanAccess resource="products" action="edit">
            <ProductEditButton />
          </CanAccess>
          <ConfirmDeleteButton nameSource="product_name" />
        </DataTable.Col>
      </SearchList>
    </Box>
  );
}

export default ProductList;
