/** The Outbox's columns: the table, the print view and the Excel file (one list, ListColumns.tsx). */
import { Box, Chip, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePermissions, useTranslate } from 'react-admin';
import type { OutboxMessage } from '../../../contract/outbox';
import { formatDateTime } from '../../../contract/dates';
import { canOpen, type Permissions } from '../../access';
import type { ListColumn } from '../../components/ListColumns';
import { chipColors } from '../../components/statusColors';
import { recordScreen, statusColor, T } from './outbox';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A code's words (`channels.sms` → 'SMS'), the code itself when the texts have none. */
const word = (translate: Translate, group: string, code: string | null | undefined) =>
  code ? translate(`${T}.${group}.${code}`, { _: code }) : '';

const recordText = (m: OutboxMessage, translate: Translate) =>
  m.record_type || m.record_id
    ? translate(`${T}.record`, { type: m.record_type ?? '', id: m.record_id ?? '' }).trim()
    : '';

/** The record a message is about, a link to its screen when there is one and the user may open it. */
function RecordLink({ message }: { message: OutboxMessage }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const text = recordText(message, translate);
  const screen = recordScreen(message);
  if (!text) return null;
  // while the permissions load (and for whoever may not open the screen) the record is named, not linked
  if (!screen || !permissions || !canOpen(permissions, screen.key, 'admin')) return <>{text}</>;
  return (
    <Link
      component={RouterLink}
      to={screen.path}
      title={translate(`${T}.recordOpen`, { type: message.record_type ?? '', id: message.record_id ?? '' })}
      onClick={(e) => e.stopPropagation()}
    >
      {text}
    </Link>
  );
}

function StatusChip({ status }: { status: OutboxMessage['status'] | undefined }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      label={word(translate, 'statuses', status)}
      sx={{ ...chipColors(statusColor(status)), fontWeight: 600 }}
      data-status={status}
    />
  );
}

function Recipient({ message }: { message: OutboxMessage }) {
  const translate = useTranslate();
  return (
    <>
      <span>{message.recipient_name}</span>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>
        {message.recipient || translate(`${T}.noRecipient`)}
      </Box>
    </>
  );
}

const dateColumn = (source: 'created_at' | 'sent_at' | 'next_attempt_at'): ListColumn<OutboxMessage> => ({
  source,
  text: (m) => formatDateTime(m[source]),
  kind: 'datetime',
});

export const OUTBOX_COLUMNS: ListColumn<OutboxMessage>[] = [
  { source: 'channel', text: (m, t) => word(t, 'channels', m.channel) },
  {
    source: 'recipient',
    sortable: false,
    render: (m) => <Recipient message={m} />,
    parts: [
      { source: 'recipient_name' },
      { source: 'recipient', label: `${T}.fields.recipient_address`, text: (m) => m.recipient ?? '' },
    ],
  },
  { source: 'event', text: (m, t) => word(t, 'events', m.event) },
  {
    source: 'record_id',
    label: `${T}.fields.record`,
    sortable: false,
    text: (m, t) => recordText(m, t),
    render: (m) => <RecordLink message={m} />,
  },
  { source: 'subject', exportOnly: true },
  { source: 'message', exportOnly: true },
  {
    source: 'status',
    text: (m, t) => word(t, 'statuses', m.status),
    render: (m) => <StatusChip status={m.status} />,
  },
  { source: 'attempts', kind: 'count', align: 'right' },
  { source: 'last_error', sortable: false },
  dateColumn('created_at'),
  dateColumn('sent_at'),
  dateColumn('next_attempt_at'),
  { source: 'message_id', exportOnly: true, sortable: false },
];
