/**
 * /pending_pickups/ (operations.md sections 2, 4, 5, 6, 8 and 9): the pickups of a date range (presets 7, 14
 * and 30 days back) over /api/pending_umoja_pickups/search_by_date_range/, with the server's echoed range,
 * the priority legend, a 1200 px wide scrolling table, Excel export, Print/PDF, View for everyone, Edit and
 * Delete with create_update_pending_umoja_pickups, and the create modal (solid 'Create New Pickup' with the
 * right, a dashed Create without it). One second after a create the patient form opens for the new pickup.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { DataTable, List, useTranslate } from 'react-admin';
import type { Id, Patient } from '../../../contract/types';
import { presetRange, type DateRange } from '../../components/DateRangeFilter';
import { useSmallScreen } from '../../components/FilterBar';
import { denseTableSx, ReachableExpand, useNarrowScreen } from '../../components/FilterBarTable';
import { tableColumns } from '../../components/ListColumns';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { PatientFormDialog } from './PatientForm';
import { PickupFormDialog } from './PickupForm';
import { PickupViewDialog } from './PickupView';
import { NARROW_HIDDEN, pickupColumns, SMALL_HIDDEN, SMALL_STATUS_SX } from './PickupColumns';
import { PickupFilters, PriorityLegend, RangeEcho } from './PickupFilters';
import { ListActions } from './PickupListActions';
import { PickupDetails } from './PickupRow';
import { RESOURCE, T, type PendingPickup } from './pickups';
import { rangeOfListUrl } from '../../components/Overdue';
import { useLocation } from 'react-router-dom';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

export { pickupColumns } from './PickupColumns';

/** Delay before the patient form opens after a create (operations.md 2: "about 1 second later"). */
export const PATIENT_FORM_DELAY_MS = 1000;

interface PatientTarget {
  pickup: { id: Id; pickup_number?: string | null };
  patient: Patient | null;
}

export interface PickupListProps {
  /** Today, for tests (the default range is the last 7 days up to today). */
  today?: Date;
}

export function PickupList({ today }: PickupListProps) {
  const translate = useTranslate();
  const small = useSmallScreen();
  const narrow = useNarrowScreen();
  // a link may carry the range in the list URL's filter (the 'Overdue now' card: from the earliest late pickup)
  const { search } = useLocation();
  const [range, setRange] = useState<DateRange>(() => rangeOfListUrl(search) ?? presetRange(7, today));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PendingPickup | null>(null);
  const [viewing, setViewing] = useState<PendingPickup | null>(null);
  const [patientTarget, setPatientTarget] = useState<PatientTarget | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const columns = useMemo(() => pickupColumns(small, { onView: setViewing, onEdit: setEditing }), [small]);

  const onCreated = useCallback((pickup: PendingPickup) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setPatientTarget({ pickup, patient: null });
    }, PATIENT_FORM_DELAY_MS);
  }, []);

  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 0.5 }} noWrap>
        {translate(`${T}.title`)}
      </Typography>
      <List<PendingPickup>
        resource={RESOURCE}
        title={`${T}.title`}
        filter={{ start_date: range.from, end_date: range.to }}
        sort={{ field: 'date', order: 'DESC' }}
        perPage={25}
        actions={<ListActions onCreate={() => setCreating(true)} />}
        pagination={<QuickJumpPagination jumpLabel={`${T}.jump`} />}
        empty={false}
      >
        <PickupFilters applied={range} onApply={setRange} today={today} legend={<PriorityLegend />} />
        <RangeEcho range={range} />
        <Box sx={{ overflowX: 'auto' }}>
          <ListLoading />
          <ReachableExpand>
            <DataTable<PendingPickup>
              bulkActionButtons={false}
              rowClick={false}
              expand={small || narrow ? <PickupDetails onView={setViewing} onEdit={setEditing} /> : undefined}
              sx={[
                denseTableSx({
                  small,
                  smallHidden: SMALL_HIDDEN,
                  narrowHidden: NARROW_HIDDEN,
                  narrowIconActions: true,
                }),
                // the status chip whole, never cut with an ellipsis: on a small screen a long status takes two
                // short lines rather than the room of the other key columns
                small ? SMALL_STATUS_SX : { '& td.column-pickup_status .MuiChip-root': { maxWidth: 'none' } },
              ]}
              empty={<ListEmpty what="pending_pickups" />}
            >
              {tableColumns(columns)}
            </DataTable>
          </ReachableExpand>
        </Box>
      </List>

      {creating ? <PickupFormDialog open onClose={() => setCreating(false)} onCreated={onCreated} /> : null}
      {editing ? <PickupFormDialog open record={editing} onClose={() => setEditing(null)} /> : null}
      <PickupViewDialog
        pickup={viewing}
        onClose={() => setViewing(null)}
        onAddPatient={(pickup) => setPatientTarget({ pickup, patient: null })}
        onEditPatient={(pickup, patient) => setPatientTarget({ pickup, patient })}
      />
      {patientTarget ? (
        <PatientFormDialog
          open
          pickup={patientTarget.pickup}
          patient={patientTarget.patient}
          onClose={() => setPatientTarget(null)}
        />
      ) : null}
    </Box>
  );
}

export default PickupList;
