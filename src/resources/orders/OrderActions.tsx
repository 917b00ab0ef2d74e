/**
 * Row actions of the orders table: Assign and Cancel (pending orders), Extra charge (assigned orders) and the
 * printable order sheet (every order). Each change calls its custom query, shows the server's message and
 * reloads the report.
 */
import { useMemo, useState } from 'react';
import {
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AssignIcon from '@mui/icons-material/AssignmentInd';
import CancelIcon from '@mui/icons-material/Cancel';
import AddCardIcon from '@mui/icons-material/AddCard';
import PrintIcon from '@mui/icons-material/Print';
import {
  Button,
  Confirm,
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { answerMessage } from '../../providers/http';
import {
  canAddExtraCharge,
  canAssign,
  canCancel,
  validExtraCharge,
  type ClientOrder,
} from '../../lib/orders';
import type { DeliveryAgent } from '../../../contract/types';
import { T, useOrderPage } from './orderContext';
import { printOrderSheet } from './OrderSheet';

/** Runs a custom query of an order: the server's message on success and failure, then a reload. */
function useOrderCall() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { reload } = useOrderPage();
  const [busy, setBusy] = useState(false);
  const run = async (
    send: (p: AppDataProvider) => Promise<unknown>,
    successKey: string,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await send(dataProvider);
      const message = answerMessage(answer, translate(successKey));
      notify(message, { type: 'success', messageArgs: { _: message } });
      reload();
      return true;
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : translate(`${T}.failed`);
      notify(message, { type: 'error', messageArgs: { _: message } });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

function agentName(a: Pick<DeliveryAgent, 'FullName' | 'first_name' | 'username' | 'agent_code'>): string {
  const name = a.FullName || a.first_name || a.username || '';
  return a.agent_code ? `${name} (${a.agent_code})` : name;
}

/** Assign a pending order to an online, active agent. */
export function AssignOrderButton() {
  const record = useRecordContext<ClientOrder>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [agent, setAgent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useOrderCall();
  const { data, isPending } = useGetList<DeliveryAgent>(
    'deliveryagents',
    { filter: { is_online: true, active: true }, pagination: { page: 1, perPage: 500 } },
    { enabled: open },
  );
  const agents = useMemo(
    () =>
      (data ?? [])
        .filter((a) => a.is_online !== false && a.active !== false)
        .map((a) => ({ id: String(a.id), agentId: a.id, name: agentName(a) }))
        .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })),
    [data],
  );
  if (!record) return null;
  const close = () => {
    setOpen(false);
    setAgent('');
    setError(null);
  };
  const submit = async () => {
    if (!agent) {
      setError(translate(`${T}.assign.required`));
      return;
    }
    setError(null);
    const ok = await run(
      (p) =>
        p.assignOrder({
          selected_agent: agents.find((a) => a.id === agent)?.agentId ?? agent,
          order_id: record.id,
        }),
      `${T}.assign.success`,
    );
    if (ok) close();
  };
  return (
    <>
      <Button
        label={`${T}.assign.button`}
        onClick={(e) => {
          stop(e);
          setOpen(true);
        }}
      >
        <AssignIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" onClick={stop}>
        <DialogTitle>{translate(`${T}.assign.title`, { number: record.ordernumber })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {record.clientname} · {record.order_address}
            </Typography>
            {isPending && open ? (
              <CircularProgress size={20} />
            ) : agents.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.assign.noAgents`)}
              </Typography>
            ) : null}
            <TextField
              select
              size="small"
              label={translate(`${T}.assign.agent`)}
              value={agent}
              onChange={(e) => {
                setAgent(e.target.value);
                setError(null);
              }}
              error={!!error}
              helperText={error ?? undefined}
              fullWidth
            >
              {agents.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" onClick={submit} disabled={busy}>
            {translate(`${T}.assign.submit`)}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Cancel a pending order, after confirming. */
export function CancelOrderButton() {
  const record = useRecordContext<ClientOrder>();
  const [open, setOpen] = useState(false);
  const { busy, run } = useOrderCall();
  if (!record) return null;
  return (
    <>
      <Button
        label={`${T}.cancel.button`}
        color="error"
        onClick={(e) => {
          stop(e);
          setOpen(true);
        }}
      >
        <CancelIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`${T}.cancel.title`}
        titleTranslateOptions={{ number: record.ordernumber }}
        content={`${T}.cancel.content`}
        contentTranslateOptions={{ client: record.clientname }}
        onConfirm={async () => {
          const ok = await run((p) => p.cancelOrder({ order_id: record.id }), `${T}.cancel.success`);
          if (ok) setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Add an extra charge (> 0) to an assigned order. */
export function ExtraChargeButton() {
  const record = useRecordContext<ClientOrder>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useOrderCall();
  if (!record) return null;
  const close = () => {
    setOpen(false);
    setValue('');
    setError(null);
  };
  const submit = async () => {
    const charge = validExtraCharge(value);
    if (charge === null) {
      setError(translate(`${T}.extra.invalid`));
      return;
    }
    setError(null);
    const ok = await run(
      (p) => p.addOrderExtraCharge({ order_id: record.id, extra_charge: charge }),
      `${T}.extra.success`,
    );
    if (ok) close();
  };
  return (
    <>
      <Button
        label={`${T}.extra.button`}
        onClick={(e) => {
          stop(e);
          setOpen(true);
        }}
      >
        <AddCardIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" onClick={stop}>
        <DialogTitle>{translate(`${T}.extra.title`, { number: record.ordernumber })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            type="number"
            size="small"
            label={translate(`${T}.extra.amount`)}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void submit();
              }
            }}
            error={!!error}
            helperText={error ?? undefined}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { step: 'any' } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" onClick={submit} disabled={busy}>
            {translate(`${T}.extra.submit`)}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Opens the printable sheet of one order. */
export function PrintOrderButton() {
  const record = useRecordContext<ClientOrder>();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record) return null;
  return (
    <Button
      label={`${T}.sheet.button`}
      onClick={async (e) => {
        stop(e);
        const ok = await printOrderSheet(record, translate).catch(() => false);
        if (!ok) notify('components.print.failed', { type: 'error' });
      }}
    >
      <PrintIcon />
    </Button>
  );
}

/** The actions cell: what the order's status and the user's rights allow. */
export function OrderRowActions() {
  const record = useRecordContext<ClientOrder>();
  const page = useOrderPage();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {page.canAssign && canAssign(record) ? <AssignOrderButton /> : null}
      {page.canCancel && canCancel(record) ? <CancelOrderButton /> : null}
      {page.canExtraCharge && canAddExtraCharge(record) ? <ExtraChargeButton /> : null}
      <PrintOrderButton />
    </Stack>
  );
}
