/**
 * The printable order sheet: company stamp, order number, client, address, items and totals.
 */
import type { TranslateFunction } from 'react-admin';
import { printStamped, PrintTable } from '../../components/PrintLayout';
import { formatMoney, formatTotal } from '../../lib/money';
import { amount, orderItems, orderLocation, type ClientOrder, type OrderItem } from '../../lib/orders';
import { T } from './orderContext';

export function OrderSheet({ order, translate }: { order: ClientOrder; translate: TranslateFunction }) {
  const t = (key: string, options?: Record<string, unknown>) => translate(`${T}.${key}`, options);
  const location = orderLocation(order);
  const items = orderItems(order);
  const line = (label: string, value: string | null | undefined) => (
    <tr>
      <th>{label}</th>
      <td>{value ?? ''}</td>
    </tr>
  );
  const itemsAmount = amount(order.items_total);
  const extra = amount(order.additional_charges);
  return (
    <>
      <table>
        <tbody>
          {line(t('fields.ordernumber'), order.ordernumber)}
          {line(t('sheet.date'), order.date)}
          {line(
            t('sheet.status'),
            translate(`components.status.order.${order.order_status}`, { _: order.order_status }),
          )}
          {line(t('sheet.client'), order.clientname)}
          {line(t('sheet.agent'), order.assigned_agentname)}
          {line(t('sheet.payment'), order.mode_of_payment)}
          {line(t('sheet.address'), order.order_address)}
          {order.additional_addressinfo ? line(t('address.additional'), order.additional_addressinfo) : null}
          {location
            ? line(t('address.mapAddress'), `${location.address} (${location.lat}, ${location.lng})`)
            : null}
        </tbody>
      </table>
      <h2>{t('sheet.items')}</h2>
      <PrintTable<OrderItem>
        rows={items}
        columns={[
          { header: t('items.item_name'), value: (i) => i.item_name },
          { header: t('items.quantity'), value: (i) => String(i.quantity ?? '') },
          { header: t('items.description'), value: (i) => i.description ?? '' },
          { header: t('items.total'), value: (i) => formatMoney(i.total) },
        ]}
      />
      <table style={{ marginTop: 12, width: 'auto' }}>
        <tbody>
          {line(t('sheet.itemsTotal'), formatTotal(itemsAmount))}
          {line(t('sheet.extra'), formatTotal(extra))}
          {line(t('sheet.overall'), formatTotal(itemsAmount + extra))}
        </tbody>
      </table>
    </>
  );
}

/** Opens the print window of one order; false when the window could not be opened. */
export async function printOrderSheet(order: ClientOrder, translate: TranslateFunction): Promise<boolean> {
  const title = translate(`${T}.sheet.title`, { number: order.ordernumber });
  return printStamped(title, <OrderSheet order={order} translate={translate} />, translate, {
    resource_type: 'Order',
  });
}
