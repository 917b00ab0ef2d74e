/**
 * Receive Delivery: the delivery's details and a receiver note, POST /customqueries/confirm_receiving_items
 * {time_of_receiving, delivery_number, receivers_note, username}; afterwards the row shows a 'Received' mark.
 * The dialog also lists the batch/package's expected children; the coordinator may scan (a hand-held
 * scanner types the code and presses Enter) or tick each. When anything was checked, the call also carries
 * expected_codes and received_codes (JSON arrays; our server's extension) and the server stores the missing and
 * unexpected codes with the receipt. Receiving without checking sends the documented fields only.
 * A receipt is of a delivery (the call names the delivery number, and every row of that number is received), so a
 * child row of a batch or package that is not received yet checks the whole batch: its row is looked up among the
 * loaded rows (or asked for by barcode on the server-paged path) and its children are the expected codes.
 * Offline (the browser says so, or the call fails on the network), the receipt is kept on the device with the same
 * request and Idempotency-Key and sent when the connection returns (src/offline/); the row says 'Waiting to send'.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  TextField,
  Typography,
} from '@mui/material';
import {
  TextInput,
  useDataProvider,
  useGetList,
  useInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { FormDialog } from '../../components/FormDialog';
import { HUB_DELIVERY_KEYS } from '../../pages/dashboard/HubDashboard';
import { formatDateTime } from '../../../contract/dates';
import type { DeliveryRow } from '../../lib/deliveries';
import type { AppDataProvider } from '../../providers/dataProvider';
import { getSession } from '../../providers/session';
import { HttpError, newIdempotencyKey } from '../../providers/http';
import { callWith } from '../../providers/contractMethods';
import { isOnline } from '../../components/useOnline';
import { enqueueReceipt, queueSnapshot } from '../../offline/queue';
import { useQueuedReceipt } from '../../offline/useReceiptQueue';
import { NO_SORT, QUERY_OPTIONS, useDeliveries } from './DeliveriesContext';

const T = 'resources.deliveries';
const C = 'custody.receive';

/** The codes the receiving check expects for a row: its items' children (and items other than itself), else itself. */
export function expectedCodes(row: DeliveryRow | null): string[] {
  if (!row) return [];
  const out: string[] = [];
  const add = (code: unknown) => {
    const c = typeof code === 'string' || typeof code === 'number' ? String(code).trim() : '';
    if (c && c !== row.barcode && !out.includes(c)) out.push(c);
  };
  for (const item of Array.isArray(row.delivery_items) ? row.delivery_items : []) {
    for (const child of Array.isArray(item?.children) ? item.children : []) add(child?.barcode);
    add(item?.barcode);
  }
  if (out.length === 0 && row.barcode && row.barcode_type !== 'parent') out.push(row.barcode);
  return out;
}

/**
 * The row whose items a receipt of `row` checks: for a child row with a parent code, its batch or package row of
 * the same delivery among `candidates` while that row is not received; else the row itself.
 */
export function receiptRow(row: DeliveryRow | null, candidates: readonly DeliveryRow[]): DeliveryRow | null {
  if (!row || row.barcode_type !== 'child' || !row.parent_code) return row;
  const carrier = candidates.find(
    (r) =>
      r.barcode === row.parent_code &&
      r.delivery_number === row.delivery_number &&
      r.barcode_type !== 'child',
  );
  return carrier && !carrier.received_by_coordinator ? carrier : row;
}

export interface CheckState {
  checked: string[];
  unexpected: string[];
}

/** The receiving check: a scan box and the expected codes with a tick each; unexpected scans listed apart. */
export function ReceiveCheck({
  expected,
  state,
  onChange,
}: {
  expected: string[];
  state: CheckState;
  onChange: (next: CheckState) => void;
}) {
  const translate = useTranslate();
  const [scan, setScan] = useState('');
  const find = (code: string) => expected.find((e) => e.toLowerCase() === code.toLowerCase());
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const code = scan.trim();
    setScan('');
    if (!code) return;
    const known = find(code);
    if (known) {
      if (!state.checked.includes(known)) onChange({ ...state, checked: [...state.checked, known] });
    } else if (!state.unexpected.some((u) => u.toLowerCase() === code.toLowerCase())) {
      onChange({ ...state, unexpected: [...state.unexpected, code] });
    }
  };
  const toggle = (code: string) =>
    onChange({
      ...state,
      checked: state.checked.includes(code)
        ? state.checked.filter((c) => c !== code)
        : [...state.checked, code],
    });
  const missing = expected.filter((c) => !state.checked.includes(c));
  const started = state.checked.length > 0 || state.unexpected.length > 0;
  return (
    <Box sx={{ mb: 2 }} data-testid="receive-check">
      <Typography variant="subtitle2">{translate(`${C}.check`)}</Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
        {translate(`${C}.checkHelp`)}
      </Typography>
      <TextField
        size="small"
        fullWidth
        label={translate(`${C}.scan`)}
        value={scan}
        onChange={(e) => setScan(e.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
      />
      {expected.length > 0 ? (
        <FormGroup sx={{ mt: 1 }}>
          {expected.map((code) => (
            <FormControlLabel
              key={code}
              control={
                <Checkbox size="small" checked={state.checked.includes(code)} onChange={() => toggle(code)} />
              }
              label={code}
            />
          ))}
        </FormGroup>
      ) : null}
      <Typography variant="body2" data-testid="receive-check-count">
        {translate(`${C}.checked`, { count: state.checked.length, total: expected.length })}
      </Typography>
      {state.unexpected.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }} data-testid="receive-unexpected">
          {state.unexpected.map((code) => (
            <Chip
              key={code}
              size="small"
              color="error"
              label={`${translate(`${C}.unexpected`)}: ${code}`}
              onDelete={() => onChange({ ...state, unexpected: state.unexpected.filter((u) => u !== code) })}
            />
          ))}
        </Box>
      ) : null}
      {started && missing.length > 0 ? (
        <Typography variant="body2" color="error" data-testid="receive-missing">
          {translate(`${C}.missing`, { codes: missing.join(', ') })}
        </Typography>
      ) : null}
    </Box>
  );
}

const NO_CHECK: CheckState = { checked: [], unexpected: [] };

function Line({ label, value }: { label: string; value: unknown }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography variant="body2">
        {value === null || value === undefined || value === '' ? '—' : String(value)}
      </Typography>
    </Box>
  );
}

/** The receiving check as a field of the receive form (fresh at each opening). */
function ReceiveCheckInput({ expected }: { expected: string[] }) {
  const { field } = useInput({ source: 'check', defaultValue: NO_CHECK });
  return <ReceiveCheck expected={expected} state={field.value as CheckState} onChange={field.onChange} />;
}

interface ReceiveValues extends Record<string, unknown> {
  note: string;
  check: CheckState;
}

export function ReceiveDialog() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const {
    receiving: row,
    closeDialogs,
    markReceived,
    reloadReport,
    allRows,
    serverPaged,
    args,
    resource,
  } = useDeliveries();
  // a child of a batch or package: the batch's row (on the server-paged path only the page is loaded)
  const parentCode = row?.barcode_type === 'child' && row.parent_code ? row.parent_code : null;
  const served = useGetList<DeliveryRow>(
    resource,
    { filter: { ...args, barcode: [parentCode] }, pagination: { page: 1, perPage: 50 }, sort: NO_SORT },
    { ...QUERY_OPTIONS, enabled: serverPaged && parentCode !== null },
  );
  const carrier = useMemo(
    () => receiptRow(row, serverPaged ? (served.data ?? []) : allRows),
    [row, serverPaged, served.data, allRows],
  );
  const expected = useMemo(() => expectedCodes(carrier), [carrier]);

  const receive = async ({ note, check }: ReceiveValues) => {
    if (!row) return null;
    const time = new Date().toISOString();
    const username = getSession()?.account.username ?? '';
    const checked = check.checked.length > 0 || check.unexpected.length > 0;
    const request = {
      time_of_receiving: time,
      delivery_number: row.delivery_number,
      receivers_note: (note ?? '').trim(),
      username,
      ...(checked
        ? {
            expected_codes: JSON.stringify(expected),
            received_codes: JSON.stringify([...check.checked, ...check.unexpected]),
          }
        : {}),
    };
    const key = newIdempotencyKey();
    const done = {
      number: row.delivery_number,
      received_by: username,
      time_of_receiving: time,
      queued: false,
    };
    const keep = async () => {
      // one receipt of a delivery waits on the device at a time
      if (!queueSnapshot().some((e) => e.username === username && e.delivery_number === row.delivery_number))
        await enqueueReceipt({
          key,
          username,
          delivery_number: row.delivery_number,
          request,
          summary: { barcode: row.barcode ?? '', from: row.pickup_point ?? '', to: row.destination ?? '' },
        });
      return { ...done, queued: true };
    };
    if (!isOnline()) return keep();
    try {
      await callWith(dataProvider, 'receiveDelivery', request, { idempotencyKey: key });
    } catch (error) {
      if (error instanceof HttpError && error.status === 0) return keep();
      throw error;
    }
    return done;
  };

  const f = (k: string) => translate(`${T}.fields.${k}`);
  return (
    <FormDialog<ReceiveValues, Awaited<ReturnType<typeof receive>>>
      open={row !== null}
      onClose={closeDialogs}
      title={translate(`${T}.receive.title`)}
      maxWidth="sm"
      dividers
      saveLabel={`${T}.receive.confirm`}
      cancelLabel={`${T}.cancel`}
      defaultValues={{ note: '', check: NO_CHECK }}
      mutationFn={receive}
      success={(done) => (done?.queued ? 'offline.saved' : `${T}.receive.success`)}
      failure={`${T}.receive.failed`}
      onSuccess={(done, { note }) => {
        if (done?.queued) {
          closeDialogs();
          return;
        }
        if (done)
          markReceived(done.number, {
            received_by: done.received_by,
            time_of_receiving: done.time_of_receiving,
            receivers_note: (note ?? '').trim(),
          });
        closeDialogs();
        void reloadReport().catch(() => undefined);
        // the hub dashboard's pending count and 'Ongoing deliveries' are fetched again when next shown
        for (const queryKey of HUB_DELIVERY_KEYS)
          void queryClient.invalidateQueries({ queryKey: [...queryKey] });
      }}
    >
      {row ? (
        <Box sx={{ display: 'grid', gap: 0.5, mb: 2 }} data-testid="receive-details">
          <Line label={f('delivery_number')} value={row.delivery_number} />
          <Line label={f('agent_account_name')} value={row.agent_account_name} />
          <Line label={translate(`${T}.receive.from`)} value={row.pickup_point} />
          <Line label={translate(`${T}.receive.to`)} value={row.destination} />
          <Line
            label={translate(`${T}.receive.item`)}
            value={[row.item_name, row.item_type ? `(${row.item_type})` : ''].filter(Boolean).join(' ')}
          />
        </Box>
      ) : null}
      {row && carrier && carrier !== row ? (
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="receive-whole-delivery">
          {translate(`${C}.wholeDelivery`, {
            barcode: row.barcode ?? '',
            parent: carrier.barcode ?? '',
            number: row.delivery_number,
          })}
        </Typography>
      ) : null}
      {row ? <ReceiveCheckInput expected={expected} /> : null}
      <TextInput
        source="note"
        label={`${T}.receive.note`}
        multiline
        minRows={2}
        fullWidth
        helperText={false}
      />
    </FormDialog>
  );
}

/** The Received column: the 'Received' mark (receiver, time, note) or, when allowed, the Receive button. */
export function ReceivedCell() {
  const translate = useTranslate();
  const record = useRecordContext<DeliveryRow>();
  const { receivedNow, can, openReceive } = useDeliveries();
  const queued = useQueuedReceipt(record?.delivery_number);
  if (!record) return null;
  const local = receivedNow.get(record.delivery_number);
  const info = record.received_by_coordinator
    ? {
        received_by: record.received_by ?? '',
        time_of_receiving: record.time_of_receiving ?? '',
        receivers_note: record.receivers_note ?? '',
      }
    : local;
  if (info)
    return (
      <Box data-testid="received-mark">
        <Chip size="small" color="success" label={translate(`${T}.received.mark`)} />
        {(record as DeliveryRow & { receiving_discrepancy?: boolean }).receiving_discrepancy ? (
          <Chip
            size="small"
            color="error"
            label={translate(`${C}.mark`)}
            sx={{ ml: 0.5 }}
            data-testid="discrepancy-mark"
          />
        ) : null}
        {info.received_by ? (
          <Typography variant="caption" component="div">
            {translate(`${T}.received.by`, { name: info.received_by })}
          </Typography>
        ) : null}
        {info.time_of_receiving ? (
          <Typography variant="caption" component="div">
            {translate(`${T}.received.at`, { time: formatDateTime(info.time_of_receiving) })}
          </Typography>
        ) : null}
        {info.receivers_note ? (
          <Typography variant="caption" component="div">
            {translate(`${T}.received.note`, { note: info.receivers_note })}
          </Typography>
        ) : null}
      </Box>
    );
  if (queued)
    return (
      <Chip
        size="small"
        color={queued.refused ? 'warning' : 'default'}
        label={translate(queued.refused ? 'offline.refusedMark' : 'offline.waitingMark')}
        data-testid="waiting-mark"
      />
    );
  if (can('receive', record))
    return (
      <Button size="small" variant="outlined" onClick={() => openReceive(record)}>
        {translate(`${T}.receive.button`)}
      </Button>
    );
  return (
    <Typography variant="caption" color="text.secondary">
      {translate(`${T}.received.notYet`)}
    </Typography>
  );
}
