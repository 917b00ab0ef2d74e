/**
 * The expand panel of a batch or package row: its children (Child Barcode, Type, Quantity) and the delivery
 * item each one has among the loaded rows (name, status, quantity), or 'No separate record'. On the server-paged
 * path the rows of the children's barcodes are asked for when the panel opens.
 */
import { useMemo } from 'react';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { getBarcodeIndex } from '../../lib/barcodeSearch';
import {
  childrenKind,
  childrenOf,
  deliveryStatusColor,
  matchChild,
  type DeliveryRow,
} from '../../lib/deliveries';
import { NO_SORT, QUERY_OPTIONS, useDeliveries } from './DeliveriesContext';
import { chipColors } from '../../components/statusColors';

const T = 'resources.deliveries.children';

export function DeliveryChildren() {
  const translate = useTranslate();
  const record = useRecordContext<DeliveryRow>();
  const { allRows, serverPaged, args, resource } = useDeliveries();
  const children = useMemo(() => (record ? childrenOf(record) : []), [record]);
  const codes = useMemo(() => children.map((c) => c.barcode), [children]);
  const served = useGetList<DeliveryRow>(
    resource,
    { filter: { ...args, barcode: codes }, pagination: { page: 1, perPage: 500 }, sort: NO_SORT },
    { ...QUERY_OPTIONS, enabled: serverPaged && codes.length > 0 },
  );
  const rows = serverPaged ? served.data : allRows;
  // built once per fetched report, on the first expand
  const index = useMemo(() => getBarcodeIndex(rows ?? []), [rows]);
  if (!record) return null;
  const title = translate(`${T}.${childrenKind(record)}`);
  return (
    <Box sx={{ p: 1.5 }} role="region" aria-label={title}>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      {children.length === 0 ? (
        <Typography variant="body2">{translate(`${T}.empty`)}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.barcode`)}</TableCell>
              <TableCell>{translate(`${T}.type`)}</TableCell>
              <TableCell>{translate(`${T}.quantity`)}</TableCell>
              <TableCell>{translate(`${T}.matched`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {children.map((child, i) => {
              const match = matchChild(child, index.byBarcode);
              return (
                <TableRow key={`${child.barcode}-${i}`}>
                  <TableCell>{child.barcode}</TableCell>
                  <TableCell>{child.type ?? ''}</TableCell>
                  <TableCell>{child.quantity ?? ''}</TableCell>
                  <TableCell>
                    {match ? (
                      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <span>{match.item_name}</span>
                        <Chip
                          size="small"
                          label={translate(`resources.deliveries.statuses.${match.delivery_status}`, {
                            _: match.delivery_status,
                          })}
                          sx={chipColors(deliveryStatusColor(match.delivery_status))}
                        />
                        <span>
                          {translate(`${T}.quantity`)}: {match.quantity ?? ''}
                        </span>
                      </Box>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {translate(`${T}.noRecord`)}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
