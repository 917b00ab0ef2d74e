import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useNotify, useTranslate } from 'react-admin';
import { BarcodeLabel } from '../../components/BarcodeLabel';
import { StatusChip } from '../../components/StatusChip';
import { formatDateTime } from '../../../contract/dates';
import type { SampleBarcode } from './barcodes';
import { printBarcodes } from './printBarcodes';

const T = 'resources.bar_codes';

/** The view-details modal: the code's fields and the code drawn as a barcode, with a print button. */
export function BarcodeDetailsDialog({
  barcode,
  onClose,
}: {
  barcode: SampleBarcode | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const field = (name: string) => translate(`${T}.fields.${name}`);
  // only active barcodes can be printed (operations.md 4)
  const printable = barcode?.status === 'active';

  const print = async () => {
    if (!barcode) return;
    const ok = await printBarcodes(
      [barcode.bar_code],
      translate(`${T}.print.oneTitle`, { code: barcode.bar_code }),
      translate,
    );
    if (!ok) notify(`${T}.print.failed`, { type: 'error' });
  };

  const rows: [string, ReactNode][] = barcode
    ? [
        [field('bar_code'), barcode.bar_code],
        [
          field('bar_code_type'),
          translate(`${T}.types.${barcode.bar_code_type}`, { _: barcode.bar_code_type }),
        ],
        [field('status'), <StatusChip key="s" kind="barcode" value={barcode.status} />],
        [field('date'), formatDateTime(barcode.date)],
        [field('created_by'), barcode.created_by ?? ''],
        [field('repackaged'), translate(barcode.repackaged ? `${T}.yes` : `${T}.no`)],
        ...(barcode.repackaged
          ? [[field('reason_for_repackage'), barcode.reason_for_repackage ?? ''] as [string, ReactNode]]
          : []),
      ]
    : [];

  return (
    <Dialog
      open={barcode !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="barcode-details-title"
    >
      <DialogTitle id="barcode-details-title">{translate(`${T}.details.title`)}</DialogTitle>
      <DialogContent>
        {barcode ? (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
              <BarcodeLabel code={barcode.bar_code} />
            </Box>
            <Table size="small" aria-label={translate(`${T}.details.title`)}>
              <TableBody>
                {rows.map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                      {label}
                    </TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {printable ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }}>
            {translate(`${T}.details.notPrintable`)}
          </Typography>
        )}
        <Button
          startIcon={<PrintIcon />}
          onClick={() => void print()}
          variant="contained"
          disabled={!printable}
        >
          {translate(`${T}.details.print`)}
        </Button>
        <Button onClick={onClose}>{translate(`${T}.details.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
