/**
 * The expanded row of an order: three tabs, Items, Delivery address (a map when the order has coordinates)
 * and Order Update (change the date; update_order through useUpdate('orders')).
 */
import { useState } from 'react';
import {
  Box,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { Form, required, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { DateInput } from '../../components/DateInput';
import { MapView } from '../../components/MapView';
import { formatMoney } from '../../lib/money';
import { orderItems, orderLocation, type ClientOrder } from '../../lib/orders';
import { RESOURCE, T, useOrderPage } from './orderContext';
import { OnceSaveButton } from '../../components/OnceSaveButton';

function ItemsTab({ order }: { order: ClientOrder }) {
  const translate = useTranslate();
  const items = orderItems(order);
  if (items.length === 0) return <Typography variant="body2">{translate(`${T}.items.empty`)}</Typography>;
  return (
    <Table size="small" aria-label={translate(`${T}.tabs.items`)}>
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>{translate(`${T}.items.item_name`)}</TableCell>
          <TableCell align="right">{translate(`${T}.items.quantity`)}</TableCell>
          <TableCell>{translate(`${T}.items.description`)}</TableCell>
          <TableCell align="right">{translate(`${T}.items.total`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item, i) => (
          <TableRow key={String(item.key ?? i)}>
            <TableCell>{i + 1}</TableCell>
            <TableCell>{item.item_name}</TableCell>
            <TableCell align="right">{String(item.quantity ?? '')}</TableCell>
            <TableCell>{item.description ?? ''}</TableCell>
            <TableCell align="right">{formatMoney(item.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function AddressTab({ order }: { order: ClientOrder }) {
  const translate = useTranslate();
  const location = orderLocation(order);
  const line = (label: string, value: string | null | undefined) =>
    value ? (
      <Typography variant="body2">
        <strong>{label}:</strong> {value}
      </Typography>
    ) : null;
  return (
    <Stack spacing={1}>
      {line(translate(`${T}.address.address`), order.order_address)}
      {line(translate(`${T}.address.additional`), order.additional_addressinfo)}
      {location ? (
        <>
          {line(translate(`${T}.address.mapAddress`), location.address)}
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.address.coordinates`, { lat: location.lat, lng: location.lng })}
          </Typography>
          <MapView
            height={300}
            points={[
              {
                id: order.id,
                latitude: location.lat,
                longitude: location.lng,
                label: order.ordernumber,
                popup: [order.ordernumber, order.clientname, location.address || order.order_address],
              },
            ]}
          />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.address.noCoordinates`)}
        </Typography>
      )}
    </Stack>
  );
}

function UpdateTab({ order }: { order: ClientOrder }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { reload } = useOrderPage();
  const [update, { isPending }] = useUpdate();
  // resolves once the call is over, so that OnceSaveButton ignores clicks until then (failures are notified)
  const submit = (values: Record<string, unknown>) =>
    update(
      RESOURCE,
      { id: order.id, data: { date: values.date }, previousData: order },
      {
        mutationMode: 'pessimistic',
        returnPromise: true,
        onSuccess: () => {
          notify(`${T}.update.success`, { type: 'success' });
          reload();
        },
        onError: (e) => {
          const message = e instanceof Error && e.message ? e.message : translate(`${T}.failed`);
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    ).then(
      () => undefined,
      () => undefined,
    );
  return (
    <Form record={{ id: order.id, date: order.date }} onSubmit={submit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <DateInput
          source="date"
          label={`${T}.update.date`}
          valueFormat="DD/MM/YYYY"
          validate={required(`${T}.update.dateRequired`)}
        />
        <OnceSaveButton label={`${T}.update.submit`} disabled={isPending} />
      </Stack>
    </Form>
  );
}

/** The panel under an expanded order row. */
export function OrderExpand() {
  const order = useRecordContext<ClientOrder>();
  const translate = useTranslate();
  const { canEdit } = useOrderPage();
  const [tab, setTab] = useState(0);
  if (!order) return null;
  const tabs = [
    { key: 'items', content: <ItemsTab order={order} /> },
    { key: 'address', content: <AddressTab order={order} /> },
    ...(canEdit ? [{ key: 'update', content: <UpdateTab order={order} /> }] : []),
  ];
  const current = tabs[Math.min(tab, tabs.length - 1)];
  const id = (k: string) => `order-${order.id}-${k}`;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Tabs value={Math.min(tab, tabs.length - 1)} onChange={(_, v: number) => setTab(v)}>
        {tabs.map((t) => (
          <Tab
            key={t.key}
            label={translate(`${T}.tabs.${t.key}`)}
            id={id(`tab-${t.key}`)}
            aria-controls={id(`panel-${t.key}`)}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={id(`panel-${current.key}`)}
        aria-labelledby={id(`tab-${current.key}`)}
        sx={{ pt: 2 }}
      >
        {current.content}
      </Box>
    </Box>
  );
}
