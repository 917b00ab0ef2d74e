import { CreateAndList } from '../../components/CreateAndList';
import type { ListColumn } from '../../components/ListColumns';
import type { Supply } from '../../../contract/types';
import { SupplyInputs } from './SupplyInputs';

/** The table's, the print view's and the Excel file's columns. */
const COLUMNS: ListColumn<Supply>[] = [{ source: 'name' }, { source: 'description' }];

/** /supplies/ : 'ALL SUPPLIES' with a collapsible create form. */
export function SupplyList() {
  return <CreateAndList resource="supplies" columns={COLUMNS} inputs={<SupplyInputs />} />;
}

export default SupplyList;
