import { DetailEdit } from '../../components/DetailEdit';
import { StatusChip } from '../../components/StatusChip';
import type { Sample } from '../../../contract/types';
import { SampleInputs } from './SampleInputs';

/** /samples/:sampleID : the sample's details and the update form. */
export function SampleEdit() {
  return (
    <DetailEdit<Sample>
      resource="samples"
      rows={[
        { source: 'name' },
        { source: 'description' },
        { source: 'priority', render: (r) => <StatusChip kind="priority" value={r.priority} /> },
      ]}
    >
      <SampleInputs />
    </DetailEdit>
  );
}

export default SampleEdit;
