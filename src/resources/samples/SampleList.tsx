import { CreateAndList } from '../../components/CreateAndList';
import type { ListColumn } from '../../components/ListColumns';
import { StatusChipField } from '../../components/StatusChip';
import type { Sample } from '../../../contract/types';
import { SampleInputs } from './SampleInputs';

/** The table's, the print view's and the Excel file's columns (the priority a chip in the table). */
const COLUMNS: ListColumn<Sample>[] = [
  { source: 'name' },
  { source: 'description' },
  {
    source: 'priority',
    field: <StatusChipField source="priority" kind="priority" />,
    text: (r) => r.priority?.toUpperCase(),
  },
];

/** /samples/ : 'ALL samples' with a create form above the table. */
export function SampleList() {
  return <CreateAndList resource="samples" columns={COLUMNS} inputs={<SampleInputs />} />;
}

export default SampleList;
