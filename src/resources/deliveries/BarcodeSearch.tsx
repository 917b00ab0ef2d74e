/**
 * Barcode search box (a hand-held scanner types into it and presses Enter), the page-wide scanner
 * (a scan anywhere outside another input runs the search) and the results modal with Repackage.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import { SERVER_PAGE_SIZE } from '../../components/useAllListRows';
import { recordClientAction } from '../../lib/auditClient';
import { createScanDetector, searchBarcode, type BarcodeResult } from '../../lib/barcodeSearch';
import { canRepackage, deliveryStatusColor, type DeliveryRow } from '../../lib/deliveries';
import { NO_SORT, useDeliveries } from './DeliveriesContext';
import { RepackageDialog } from './RepackageDialog';
import { JourneyLink } from '../../components/JourneyLink';
import { chipColors } from '../../components/statusColors';

const T = 'resources.deliveries.barcode';
export const RESULTS_PER_PAGE = 10;

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

/** The most rows a server barcode search reads (pages of 500). */
export const BARCODE_MAX_ROWS = 10_000;
/** How many of a barcode search's further pages are asked at the same time. */
export const BARCODE_PARALLEL = 3;

/**
 * Every row of the report's dates that the server's barcode search matches, page after page. `onFirstPage`
 * gets the first page as soon as it arrives (the modal opens on it while the other pages load); once
 * `cancelled()` says so, no further page is asked for.
 */
export async function fetchBarcodeRows(
  dataProvider: DataProvider,
  resource: string,
  args: Record<string, unknown>,
  code: string,
  onFirstPage?: (rows: DeliveryRow[], complete: boolean) => void,
  cancelled: () => boolean = () => false,
): Promise<DeliveryRow[]> {
  const pageOf = (page: number) =>
    dataProvider.getList<DeliveryRow>(resource, {
      filter: { ...args, barcode_search: code },
      pagination: { page, perPage: SERVER_PAGE_SIZE },
      sort: NO_SORT,
    });
  const first = await pageOf(1);
  const total = Math.min(first.total ?? first.data.length, BARCODE_MAX_ROWS);
  const last = first.data.length < SERVER_PAGE_SIZE ? 1 : Math.ceil(total / SERVER_PAGE_SIZE);
  onFirstPage?.(first.data, last <= 1);
  // the other pages, BARCODE_PARALLEL at a time (the server keeps answering other users), kept in order
  const rest: DeliveryRow[][] = new Array(Math.max(0, last - 1));
  let next = 0;
  const worker = async () => {
    while (next < rest.length && !cancelled()) {
      const i = next++;
      rest[i] = (await pageOf(i + 2)).data;
    }
  };
  await Promise.all(Array.from({ length: Math.min(BARCODE_PARALLEL, rest.length) }, worker));
  // (a cancelled search leaves the pages it never asked for empty)
  return [first.data, ...rest.filter(Boolean)].flat();
}

export const BarcodeSearch = memo(function BarcodeSearch() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { allRows, allRowsPending, serverPaged, args, resource } = useDeliveries();
  const [value, setValue] = useState('');
  const [searched, setSearched] = useState<{
    code: string;
    results: BarcodeResult[];
    id: number;
  } | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // the latest search: an older one still loading its pages must not replace its results
  const searchId = useRef(0);

  const run = useCallback(
    async (raw: string) => {
      const code = raw.trim();
      if (!code) {
        notify(`${T}.empty`, { type: 'warning' });
        return;
      }
      if (allRowsPending) {
        notify(`${T}.loading`, { type: 'info' });
        return;
      }
      const id = ++searchId.current;
      // a newer search, a Clear or a closed modal has replaced this one
      const stale = () => id !== searchId.current;
      const done = (results: BarcodeResult[]) => {
        if (stale()) return;
        void recordClientAction('SCAN', 'Delivery', code);
        if (results.length > 0)
          notify(translate(`${T}.found`, { count: results.length, barcode: code }), { type: 'success' });
        else notify(translate(`${T}.notFound`, { barcode: code }), { type: 'warning' });
        setSearched({ code, results, id });
      };
      if (!serverPaged) {
        done(searchBarcode(allRows, code));
        return;
      }
      // on the server-paged path the server finds the rows (same rule); the modal opens on the first page of
      // them and grows as the other pages arrive; the notification counts every result once all are in
      let rows: readonly DeliveryRow[];
      try {
        rows = await fetchBarcodeRows(
          dataProvider,
          resource,
          args,
          code,
          (firstRows, complete) => {
            if (complete || stale()) return;
            const partial = searchBarcode(firstRows, code);
            if (partial.length > 0) setSearched({ code, results: partial, id });
          },
          stale,
        );
      } catch (error) {
        if (stale()) return;
        notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
          type: 'error',
        });
        return;
      }
      if (stale()) return;
      done(searchBarcode(rows, code));
    },
    [serverPaged, allRows, dataProvider, resource, args, allRowsPending, notify, translate],
  );

  const clear = () => {
    searchId.current++;
    setValue('');
    setSearched(null);
    notify(`${T}.cleared`, { type: 'info' });
  };

  // a scan anywhere on the page (outside another input) runs the search
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    const detector = createScanDetector({
      onScan: (code) => {
        setValue(code);
        runRef.current(code);
      },
    });
    const onKey = (e: KeyboardEvent) => {
      if (isEditable(e.target) || e.ctrlKey || e.altKey || e.metaKey) {
        detector.reset();
        return;
      }
      if (detector.key(e.key, e.timeStamp || performance.now())) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <TextField
          size="small"
          inputRef={inputRef}
          label={translate(`${T}.label`)}
          placeholder={translate(`${T}.placeholder`)}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              run(value);
            }
          }}
          sx={{ minWidth: { xs: 0, sm: 200 } }}
          slotProps={{ htmlInput: { 'aria-label': translate(`${T}.label`), autoComplete: 'off' } }}
        />
        <Button variant="contained" startIcon={<QrCodeScannerIcon />} onClick={() => run(value)}>
          {translate(`${T}.search`)}
        </Button>
        <Button onClick={clear} disabled={!value && !searched}>
          {translate(`${T}.clear`)}
        </Button>
      </Stack>
      <BarcodeResultsDialog
        code={searched?.code ?? null}
        results={searched?.results ?? []}
        searchKey={searched?.id}
        onClose={() => {
          // a search still loading its other pages stops: its last pages must not open the modal again
          searchId.current++;
          setSearched((s) => (s ? { ...s, code: '' } : s));
        }}
        open={!!searched?.code}
      />
    </>
  );
});

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children === '' || children === null || children === undefined ? '—' : children}
      </Typography>
    </Box>
  );
}

export function BarcodeResultCard({
  result,
  onRepackage,
}: {
  result: BarcodeResult;
  onRepackage: (barcode: string) => void;
}) {
  const translate = useTranslate();
  const f = (k: string) => translate(`${T}.fields.${k}`);
  const row = result.row;
  const allowed = canRepackage(row);
  return (
    <Card variant="outlined" data-testid="barcode-result">
      <CardContent>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          <Field label={f('item_name')}>{result.item_name}</Field>
          <Field label={f('barcode')}>{result.barcode}</Field>
          <Field label={f('item_type')}>{result.item_type}</Field>
          <Field label={f('quantity')}>{result.quantity ?? ''}</Field>
          <Field label={f('description')}>{result.description}</Field>
          <Field label={f('matchType')}>
            {translate(result.matchType === 'parent' ? `${T}.matchParent` : `${T}.matchChild`)}
          </Field>
          {result.matchType === 'child' ? (
            <>
              <Field label={f('parent')}>{result.parent_barcode ?? ''}</Field>
              <Field label={f('parentType')}>{result.parent_type ?? ''}</Field>
            </>
          ) : null}
          <Field label={f('delivery')}>{row.delivery_number}</Field>
          <Field label={f('date')}>{row.date ?? ''}</Field>
          <Field label={f('status')}>
            <Chip
              size="small"
              label={translate(`resources.deliveries.statuses.${row.delivery_status}`, {
                _: String(row.delivery_status ?? ''),
              })}
              sx={chipColors(deliveryStatusColor(row.delivery_status))}
            />
          </Field>
          <Field label={f('agent')}>{row.agent_account_name ?? ''}</Field>
          <Field label={f('route')}>
            {translate(`${T}.route`, { from: row.pickup_point ?? '', to: row.destination ?? '' })}
          </Field>
        </Box>
        {result.matchType === 'parent' ? (
          <Box sx={{ mt: 1.5 }}>
            <Field label={f('contents')}>
              {result.children.length === 0
                ? translate(`${T}.noContents`)
                : result.children
                    .map((c) =>
                      translate(`${T}.contentItem`, {
                        barcode: c.barcode,
                        type: c.type ?? '',
                        quantity: c.quantity ?? '',
                      }),
                    )
                    .join(', ')}
            </Field>
          </Box>
        ) : null}
        <Box sx={{ mt: 1.5, display: 'flex', gap: 1 }}>
          <Button
            variant="outlined"
            size="small"
            disabled={!allowed}
            onClick={() => onRepackage(result.barcode)}
          >
            {translate(
              allowed ? 'resources.deliveries.repackage.button' : 'resources.deliveries.repackage.disabled',
            )}
          </Button>
          <JourneyLink barcode={result.barcode} />
        </Box>
      </CardContent>
    </Card>
  );
}

export function BarcodeResultsDialog({
  open,
  code,
  results,
  searchKey,
  onClose,
}: {
  open: boolean;
  code: string | null;
  results: BarcodeResult[];
  /** a new search (back to the first page); the same search growing as its pages load keeps the page */
  searchKey?: number;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [repackaging, setRepackaging] = useState<string | null>(null);
  useEffect(() => setPage(1), [code, searchKey]);
  const pages = Math.max(1, Math.ceil(results.length / RESULTS_PER_PAGE));
  const shown = useMemo(
    () => results.slice((page - 1) * RESULTS_PER_PAGE, page * RESULTS_PER_PAGE),
    [results, page],
  );
  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
        <DialogTitle>{translate(`${T}.title`, { barcode: code ?? '' })}</DialogTitle>
        <DialogContent dividers>
          {results.length === 0 ? (
            <Typography>{translate(`${T}.noResults`)}</Typography>
          ) : (
            <Stack spacing={1.5}>
              {shown.map((r) => (
                <BarcodeResultCard key={r.key} result={r} onRepackage={setRepackaging} />
              ))}
              {pages > 1 ? (
                <Pagination
                  count={pages}
                  page={page}
                  onChange={(_, p) => setPage(p)}
                  sx={{ alignSelf: 'center' }}
                />
              ) : null}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('resources.deliveries.close')}</Button>
        </DialogActions>
      </Dialog>
      <RepackageDialog barcode={repackaging} onClose={() => setRepackaging(null)} />
    </>
  );
}
