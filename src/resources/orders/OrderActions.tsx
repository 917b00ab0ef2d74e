/**
 * Row actions of the orders table: Assign and Cancel (pending orders), Extra charge (assigned orders) and the
 * printable order sheet (every order). Each change calls its custom query, shows the server's message and
 * reloads the report.
 */
import { useState, type MouseEvent, type ReactElement } from 'react';
import { CircularProgress, Stack, Tooltip, Typography } from '@mui/material';
import AssignIcon from '@mui/icons-material/AssignmentInd';
import CancelIcon from '@mui/icons-material/Cancel';
import AddCardIcon from '@mui/icons-material/AddCard';
import PrintIcon from '@mui/icons-material/Print';
import {
  Button,
  Confirm,
  TextInput,
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { useFormMutation } from '../../components/useFormMutation';
import { ServerAutocomplete } from '../../components/ServerAutocomplete';
import type { AppDataProvider } from '../../providers/dataProvider';
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

/** The messages of an order's custom query: the server's own on success and failure, then a reload. */
function useOrderMessages(successKey: string) {
  const { reload } = useOrderPage();
  return { success: successKey, successFromAnswer: true, failure: `${T}.failed`, reload };
}

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/** A row action: an icon button (its label hidden by the table's style) with the label as its tooltip. */
function RowAction({
  label,
  icon,
  color,
  onClick,
}: {
  label: string;
  icon: ReactElement;
  color?: 'error';
  onClick: (e: MouseEvent) => void;
}) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(label)} disableInteractive>
      <Button label={label} color={color} onClick={onClick}>
        {icon}
      </Button>
    </Tooltip>
  );
}

function agentName(a: Pick<DeliveryAgent, 'FullName' | 'first_name' | 'username' | 'agent_code'>): string {
  const name = a.FullName || a.first_name || a.username || '';
  return a.agent_code ? `${name} (${a.agent_code})` : name;
}

const agentRequired = (value: unknown) => (value ? undefined : `${T}.assign.required`);
const validCharge = (value: unknown) =>
  validExtraCharge(String(value ?? '')) === null ? `${T}.extra.invalid` : undefined;

/** Only online, active agents are offered (the server filters every search). */
const ONLINE_ACTIVE = { is_online: true, active: true };
const BY_FIRST_NAME = { field: 'first_name', order: 'ASC' } as const;

/**
 * Assign a pending order to an online, active agent, searched on the server as the user types (no
 * page of agents loaded whole). One record is asked first to know whether any agent is online at all.
 */
export function AssignOrderButton() {
  const record = useRecordContext<ClientOrder>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { reload, ...messages } = useOrderMessages(`${T}.assign.success`);
  const [open, setOpen] = useState(false);
  const { total, isPending } = useGetList<DeliveryAgent>(
    'deliveryagents',
    { filter: ONLINE_ACTIVE, pagination: { page: 1, perPage: 1 } },
    { enabled: open },
  );
  const noAgents = !isPending && total === 0;
  if (!record) return null;
  return (
    <>
      <RowAction
        label={`${T}.assign.button`}
        icon={<AssignIcon />}
        onClick={(e) => {
          stop(e);
          setOpen(true);
        }}
      />
      <FormDialog<{ agent: DeliveryAgent['id'] | null }>
        open={open}
        onClose={() => setOpen(false)}
        title={translate(`${T}.assign.title`, { number: record.ordernumber })}
        saveLabel={`${T}.assign.submit`}
        defaultValues={{ agent: null }}
        mutationFn={({ agent }) =>
          dataProvider.assignOrder({ selected_agent: agent as DeliveryAgent['id'], order_id: record.id })
        }
        {...messages}
        onSuccess={() => {
          reload();
          setOpen(false);
        }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {record.clientname} · {record.order_address}
          </Typography>
          {isPending && open ? (
            <CircularProgress size={20} />
          ) : noAgents ? (
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.assign.noAgents`)}
            </Typography>
          ) : null}
          <ServerAutocomplete<DeliveryAgent>
            source="agent"
            reference="deliveryagents"
            filter={ONLINE_ACTIVE}
            sort={BY_FIRST_NAME}
            optionText={agentName}
            noMatch={`${T}.assign.noMatch`}
            label={`${T}.assign.agent`}
            validate={agentRequired}
            helperText={false}
            fullWidth
          />
        </Stack>
      </FormDialog>
    </>
  );
}

/** Cancel a pending order, after confirming. */
export function CancelOrderButton() {
  const record = useRecordContext<ClientOrder>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { reload, ...messages } = useOrderMessages(`${T}.cancel.success`);
  const [open, setOpen] = useState(false);
  const cancel = useFormMutation<ClientOrder['id'], unknown>(
    (id) => dataProvider.cancelOrder({ order_id: id }),
    {
      ...messages,
      onSuccess: () => {
        reload();
        setOpen(false);
      },
    },
  );
  if (!record) return null;
  return (
    <>
      <RowAction
        label={`${T}.cancel.button`}
        icon={<CancelIcon />}
        color="error"
        onClick={(e) => {
          stop(e);
          setOpen(true);
        }}
      />
      <Confirm
        isOpen={open}
        loading={cancel.isPending}
        title={`${T}.cancel.title`}
        titleTranslateOptions={{ number: record.ordernumber }}
        content={`${T}.cancel.content`}
        contentTranslateOptions={{ client: record.clientname }}
        onConfirm={() => cancel.submit(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Add an extra charge (> 0) to an assigned order. */
export function ExtraChargeButton() {
  const record = useRecordContext<ClientOrder>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { reload, ...messages } = useOrderMessages(`${T}.extra.success`);
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <RowAction
        label={`${T}.extra.button`}
        icon={<AddCardIcon />}
        onClick={(e) => {
          stop(e);
          setOpen(true);
        }}
      />
      <FormDialog<{ charge: string }>
        open={open}
        onClose={() => setOpen(false)}
        title={translate(`${T}.extra.title`, { number: record.ordernumber })}
        saveLabel={`${T}.extra.submit`}
        defaultValues={{ charge: '' }}
        mutationFn={({ charge }) =>
          dataProvider.addOrderExtraCharge({
            order_id: record.id,
            extra_charge: validExtraCharge(String(charge)) as number,
          })
        }
        {...messages}
        onSuccess={() => {
          reload();
          setOpen(false);
        }}
      >
        <TextInput
          source="charge"
          type="number"
          label={`${T}.extra.amount`}
          validate={validCharge}
          helperText={false}
          autoFocus
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { step: 'any' } }}
        />
      </FormDialog>
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
    <RowAction
      label={`${T}.sheet.button`}
      icon={<PrintIcon />}
      onClick={async (e) => {
        stop(e);
        const ok = await printOrderSheet(record, translate).catch(() => false);
        if (!ok) notify('components.print.failed', { type: 'error' });
      }}
    />
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
