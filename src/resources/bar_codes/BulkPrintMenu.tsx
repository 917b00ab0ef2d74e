import { useState, type MouseEvent } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import type { BarcodeType } from '../../../contract/types';
import {
  BARCODE_TYPES,
  defaultQuantity,
  parseQuantity,
  PRINT_FETCH_LIMIT,
  type SampleBarcode,
} from './barcodes';
import { printBarcodes } from './printBarcodes';
import { useMutation } from '@tanstack/react-query';

const T = 'resources.bar_codes';

interface PrintJob {
  type: BarcodeType;
  codes: string[];
}

/** The number of active codes of a type (asked only while the menu is open). */
function useActiveCount(type: BarcodeType, enabled: boolean) {
  return useGetList<SampleBarcode>(
    'bar_codes',
    {
      filter: { status: 'active', bar_code_type: type },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'date', order: 'DESC' },
    },
    { enabled },
  ).total;
}

function TypeItem({ type, open, onChoose }: { type: BarcodeType; open: boolean; onChoose: () => void }) {
  const translate = useTranslate();
  const count = useActiveCount(type, open);
  const name = translate(`${T}.types.${type}`);
  return (
    <MenuItem onClick={onChoose}>
      {count === undefined
        ? translate(`${T}.bulk.itemLoading`, { type: name })
        : translate(`${T}.bulk.item`, { type: name, count })}
    </MenuItem>
  );
}

/** Quantity from 1 to the number of active codes fetched, default the smaller of 10 and it. */
export function BulkPrintDialog({ job, onClose }: { job: PrintJob | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const max = job?.codes.length ?? 0;
  const [raw, setRaw] = useState(() => String(defaultQuantity(max)));
  const [shownFor, setShownFor] = useState<PrintJob | null>(job);
  if (job !== shownFor) {
    // a new job: start again from its default quantity
    setShownFor(job);
    setRaw(String(defaultQuantity(max)));
  }
  const quantity = parseQuantity(raw, max);
  const typeName = job ? translate(`${T}.types.${job.type}`) : '';

  const printing = useMutation({
    mutationFn: (codes: string[]) =>
      printBarcodes(codes, translate(`${T}.print.bulkTitle`, { type: typeName }), translate),
    onSuccess: (ok) => {
      if (!ok) notify(`${T}.print.failed`, { type: 'error' });
      else onClose();
    },
  });
  const busy = printing.isPending;
  const print = () => {
    if (!job || quantity === null) return;
    printing.mutate(job.codes.slice(0, quantity));
  };

  return (
    <Dialog open={job !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate(`${T}.bulk.title`, { type: typeName })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate(`${T}.bulk.available`, { count: max })}
        </DialogContentText>
        <TextField
          type="number"
          label={translate(`${T}.bulk.quantity`)}
          value={raw}
          onChange={(e) => setRaw(e.target.value)}
          error={quantity === null}
          helperText={translate(quantity === null ? `${T}.bulk.quantityRange` : `${T}.bulk.quantityHelp`, {
            max,
          })}
          slotProps={{ htmlInput: { min: 1, max, step: 1 } }}
          autoFocus
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${T}.bulk.cancel`)}</Button>
        <Button
          variant="contained"
          onClick={print}
          disabled={quantity === null || busy}
          startIcon={busy ? <CircularProgress size={16} /> : <PrintIcon />}
        >
          {translate(`${T}.bulk.print`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 'Bulk Print': per type, fetch up to 1000 ACTIVE codes (page_size=1000, status=active, bar_code_type),
 * then choose how many to print. Browser alerts when there are none or the fetch fails (operations.md 8).
 */
export function BulkPrintMenu() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [job, setJob] = useState<PrintJob | null>(null);
  // the active codes of a type: a browser alert when there are none or the fetch fails (operations.md 8)
  const fetching = useMutation({
    mutationFn: async (type: BarcodeType) => {
      const { data } = await dataProvider.getList<SampleBarcode>('bar_codes', {
        filter: { status: 'active', bar_code_type: type },
        pagination: { page: 1, perPage: PRINT_FETCH_LIMIT },
        sort: { field: 'date', order: 'DESC' },
      });
      return { type, codes: data.filter((r) => r.status === 'active').map((r) => r.bar_code) };
    },
    onSuccess: (fetched) => {
      if (fetched.codes.length === 0)
        window.alert(translate(`${T}.bulk.noActive`, { type: translate(`${T}.types.${fetched.type}`) }));
      else setJob(fetched);
    },
    onError: () => window.alert(translate(`${T}.bulk.loadFailed`)),
  });
  const loading = fetching.isPending;
  const choose = (type: BarcodeType) => {
    setAnchor(null);
    fetching.mutate(type);
  };

  return (
    <>
      <Button
        size="small"
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        disabled={loading}
        startIcon={loading ? <CircularProgress size={16} /> : <PrintIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
      >
        {translate(`${T}.bulk.button`)}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {BARCODE_TYPES.map((type) => (
          <TypeItem key={type} type={type} open={anchor !== null} onChoose={() => choose(type)} />
        ))}
      </Menu>
      <BulkPrintDialog job={job} onClose={() => setJob(null)} />
    </>
  );
}
