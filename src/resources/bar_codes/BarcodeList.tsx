import { createContext, useContext, useMemo, useState } from 'react';
import { Box, Button, ButtonGroup, Checkbox, Stack, Tab, Tabs, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  DataTable,
  List,
  SearchInput,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { StatusChipField } from '../../components/StatusChip';
import { formatDateTime } from '../../../contract/dates';
import { BarcodeDetailsDialog } from './BarcodeDetailsDialog';
import { BulkPrintMenu } from './BulkPrintMenu';
import { GenerateCodesPanel } from './GenerateCodesPanel';
import { BARCODE_TABS, currentTab, tabFilter, type BarcodeTab, type SampleBarcode } from './barcodes';
import { printBarcodes } from './printBarcodes';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

const T = 'resources.bar_codes';
export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;

/** The codes picked for printing (kept across pages and tabs) and the code whose details are open. */
interface BarcodeListState {
  selected: ReadonlyMap<SampleBarcode['id'], string>;
  toggle: (record: SampleBarcode) => void;
  view: (record: SampleBarcode) => void;
}
const StateContext = createContext<BarcodeListState>({
  selected: new Map(),
  toggle: () => undefined,
  view: () => undefined,
});

function BarcodeTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext<SampleBarcode>();
  return (
    <Tabs
      value={currentTab(filterValues)}
      onChange={(_e, tab: BarcodeTab) => setFilters(tabFilter(tab, filterValues), displayedFilters)}
      variant="scrollable"
      sx={{ px: 2 }}
    >
      {BARCODE_TABS.map((tab) => (
        <Tab key={tab} value={tab} label={translate(`${T}.tabs.${tab}`)} />
      ))}
    </Tabs>
  );
}

const SORTS = [
  { key: 'newest', field: 'date', order: 'DESC' },
  { key: 'oldest', field: 'date', order: 'ASC' },
  { key: 'codeAsc', field: 'bar_code', order: 'ASC' },
  { key: 'codeDesc', field: 'bar_code', order: 'DESC' },
] as const;

function SortButtons() {
  const translate = useTranslate();
  const { sort, setSort } = useListContext<SampleBarcode>();
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ px: 2, py: 1 }}>
      <Typography variant="body2">{translate(`${T}.sort.label`)}</Typography>
      <ButtonGroup size="small" aria-label={translate(`${T}.sort.label`)}>
        {SORTS.map((s) => {
          const active = sort.field === s.field && sort.order === s.order;
          return (
            <Button
              key={s.key}
              variant={active ? 'contained' : 'outlined'}
              aria-pressed={active}
              onClick={() => setSort({ field: s.field, order: s.order })}
            >
              {translate(`${T}.sort.${s.key}`)}
            </Button>
          );
        })}
      </ButtonGroup>
    </Stack>
  );
}

function PrintSelectedButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const { selected } = useContext(StateContext);
  const print = async () => {
    if (selected.size === 0) {
      window.alert(translate(`${T}.selectFirst`));
      return;
    }
    const ok = await printBarcodes([...selected.values()], translate(`${T}.print.selectedTitle`), translate);
    if (!ok) notify(`${T}.print.failed`, { type: 'error' });
  };
  return (
    <Button size="small" startIcon={<PrintIcon />} onClick={() => void print()}>
      {translate(`${T}.printSelected`, { count: selected.size })}
    </Button>
  );
}

function BarcodeListActions() {
  return (
    <TopToolbar>
      <PrintSelectedButton />
      <BulkPrintMenu />
    </TopToolbar>
  );
}

function SelectCheckbox() {
  const record = useRecordContext<SampleBarcode>();
  const translate = useTranslate();
  const { selected, toggle } = useContext(StateContext);
  if (!record) return null;
  // only active barcodes can be printed (operations.md 4): a used code cannot be selected for print
  const printable = record.status === 'active';
  return (
    <Checkbox
      size="small"
      checked={printable && selected.has(record.id)}
      disabled={!printable}
      onChange={() => toggle(record)}
      onClick={(e) => e.stopPropagation()}
      slotProps={{
        input: {
          'aria-label': translate(printable ? `${T}.selectCode` : `${T}.notPrintable`, {
            code: record.bar_code,
          }),
        },
      }}
    />
  );
}

function ViewButton() {
  const record = useRecordContext<SampleBarcode>();
  const translate = useTranslate();
  const { view } = useContext(StateContext);
  if (!record) return null;
  return (
    <Button size="small" startIcon={<VisibilityIcon />} onClick={() => view(record)}>
      {translate(`${T}.view`)}
    </Button>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /bar_codes/ : tabs, search, sort, select-for-print, bulk print, details with the barcode, and generation. */
export function BarcodeList() {
  const translate = useTranslate();
  const [selected, setSelected] = useState<ReadonlyMap<SampleBarcode['id'], string>>(new Map());
  const [viewing, setViewing] = useState<SampleBarcode | null>(null);
  const state = useMemo<BarcodeListState>(
    () => ({
      selected,
      toggle: (record) =>
        setSelected((prev) => {
          const next = new Map(prev);
          if (next.has(record.id)) next.delete(record.id);
          else next.set(record.id, record.bar_code);
          return next;
        }),
      view: setViewing,
    }),
    [selected],
  );
  return (
    <StateContext.Provider value={state}>
      <Box>
        <GenerateCodesPanel />
        <List
          resource="bar_codes"
          title={`${T}.listTitle`}
          actions={<BarcodeListActions />}
          filters={filters}
          sort={{ field: 'date', order: 'DESC' }}
          perPage={DEFAULT_PAGE_SIZE}
          pagination={<QuickJumpPagination rowsPerPageOptions={PAGE_SIZES} jumpLabel={`${T}.jump`} />}
          empty={false}
        >
          <BarcodeTabs />
          <SortButtons />
          <ListLoading />
          <DataTable rowClick={false} bulkActionButtons={false} empty={<ListEmpty what="bar_codes" />}>
            <DataTable.Col label={`${T}.select`} disableSort>
              <SelectCheckbox />
            </DataTable.Col>
            <DataTable.Col source="bar_code" />
            <DataTable.Col
              source="bar_code_type"
              render={(r: SampleBarcode) =>
                translate(`${T}.types.${r.bar_code_type}`, { _: r.bar_code_type })
              }
            />
            <DataTable.Col source="status">
              <StatusChipField source="status" kind="barcode" />
            </DataTable.Col>
            <DataTable.Col source="date" render={(r: SampleBarcode) => formatDateTime(r.date)} />
            <DataTable.Col source="created_by" disableSort />
            <DataTable.Col label={`${T}.actions`} disableSort>
              <ViewButton />
            </DataTable.Col>
          </DataTable>
        </List>
        <BarcodeDetailsDialog barcode={viewing} onClose={() => setViewing(null)} />
      </Box>
    </StateContext.Provider>
  );
}

export default BarcodeList;
