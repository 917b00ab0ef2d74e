import { Box, Button, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useNotify, useTranslate } from 'react-admin';
import { BarcodeLabel } from '../../components/BarcodeLabel';
import { StatusChip } from '../../components/StatusChip';
import { DetailsDialog, type DetailsRow } from '../../components/DetailsDialog';
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

  const rows: DetailsRow[] = barcode
    ? [
        { label: field('bar_code'), value: barcode.bar_code },
        {
          label: field('bar_code_type'),
          value: translate(`${T}.types.${barcode.bar_code_type}`, { _: barcode.bar_code_type }),
        },
        { label: field('status'), value: <StatusChip kind="barcode" value={barcode.status} /> },
        { label: field('date'), value: formatDateTime(barcode.date) },
        { label: field('created_by'), value: barcode.created_by },
        { label: field('repackaged'), value: translate(barcode.repackaged ? `${T}.yes` : `${T}.no`) },
        ...(barcode.repackaged
          ? [{ label: field('reason_for_repackage'), value: barcode.reason_for_repackage }]
          : []),
      ]
    : [];

  return (
    <DetailsDialog
      open={barcode !== null}
      onClose={onClose}
      title={translate(`${T}.details.title`)}
      closeLabel={`${T}.details.close`}
      maxWidth="sm"
      dividers={false}
      columns={1}
      rows={rows}
      before={
        barcode ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <BarcodeLabel code={barcode.bar_code} />
          </Box>
        ) : null
      }
      actionsBefore={
        <>
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
        </>
      }
    />
  );
}
