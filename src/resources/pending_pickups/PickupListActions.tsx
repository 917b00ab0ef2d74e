/**
 * The pickups list's toolbar: Create (solid 'Create New Pickup' with create_update_pending_umoja_pickups, a
 * dashed Create without it), Excel export and Print/PDF of the list's columns.
 */
import { useMemo } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { CanAccess, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { PrintButton } from '../../components/PrintButton';
import { useColumnTexts } from '../../components/ListColumns';
import { pickupColumns } from './PickupColumns';
import { RESOURCE, T, type PendingPickup } from './pickups';

/** Solid 'Create New Pickup' with create_update_pending_umoja_pickups, a dashed Create without it. */
function CreateButtons({ onCreate }: { onCreate: () => void }) {
  const translate = useTranslate();
  const { canAccess: primary, isPending } = useCanAccess({ resource: RESOURCE, action: 'create_primary' });
  if (isPending) return null;
  return (
    <CanAccess resource={RESOURCE} action="create">
      {primary ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate} data-variant="solid">
          {translate(`${T}.createPrimary`)}
        </Button>
      ) : (
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={onCreate}
          data-variant="dashed"
          sx={{ borderStyle: 'dashed', '&:hover': { borderStyle: 'dashed' } }}
        >
          {translate(`${T}.create`)}
        </Button>
      )}
    </CanAccess>
  );
}

export function ListActions({ onCreate }: { onCreate: () => void }) {
  const translate = useTranslate();
  const columns = useColumnTexts(useMemo(() => pickupColumns(false, null), []));
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <CreateButtons onCreate={onCreate} />
      <ExcelExportButton<PendingPickup>
        fileBase={translate(`${T}.fileBase`)}
        sheetName={translate(`${T}.sheetName`)}
        columns={columns.excel}
      />
      <PrintButton<PendingPickup> title={translate(`${T}.printTitle`)} columns={columns.print} />
    </TopToolbar>
  );
}
