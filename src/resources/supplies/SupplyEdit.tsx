import { DetailEdit } from '../../components/DetailEdit';
import type { Supply } from '../../../contract/types';
import { SupplyInputs } from './SupplyInputs';

/** /supplies/:supplyID : the supply's detail card and the Name/Description update form. */
export function SupplyEdit() {
  return (
    <DetailEdit<Supply> resource="supplies" rows={[{ source: 'name' }, { source: 'description' }]}>
      <SupplyInputs />
    </DetailEdit>
  );
}

export default SupplyEdit;
