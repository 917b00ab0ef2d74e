/**
 * One column list per table: the same list feeds the table's columns, the print view and the Excel
 * export, so a column is named once. A column's header is the resource's field label
 * (`resources.<resource>.fields.<source>`), as react-admin labels the table's own column.
 */
import type { ReactElement, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import {
  DataTable,
  TopToolbar,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ExcelExportButton } from './ExcelExportButton';
import { PrintButton } from './PrintButton';
import { productName } from '../providers/session';
import type { CellKind, ExcelColumn } from '../lib/excel';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ListColumn<R> {
  /** the record's field: the table column's source (and sort field) and its label */
  source: string;
  /**
   * what the cells are, for Excel (an amount, a count, a date…): the file gets typed cells with a number format
   * while the table and the print view keep the text
   */
  kind?: CellKind;
  /** the value the Excel cell is made from when `kind` is set (default: the field's value) */
  value?: (record: R) => unknown;
  /** the header's translation key, when it is not the field's label `resources.<resource>.fields.<source>` */
  label?: string;
  /**
   * the cell as text for print and Excel (default: the field's value, '' when empty); the table shows it too
   * unless the column has a `field` or a `render`
   */
  text?: (record: R, translate: Translate) => string | number | null | undefined;
  /** what the table shows in the cell instead of the text (a chip, a boolean icon, a switch) */
  field?: ReactElement;
  /** the table's cell drawn from the record, instead of the text (two lines, a link) */
  render?: (record: R) => ReactNode;
  /** default true */
  sortable?: boolean;
  /** the table cell's alignment (amounts: right) */
  align?: 'left' | 'right' | 'center';
  /** only in the Excel export (not in the table or the print view) */
  exportOnly?: boolean;
  /** in the print view and the Excel export, not in the table */
  fileOnly?: boolean;
  /** only in the table (a photo, not in the print view or the Excel export) */
  tableOnly?: boolean;
  /** a table column showing several fields: the print view and the Excel export have these columns instead */
  parts?: ListColumn<R>[];
  /** (set by columnsFor on a part) the table column the part belongs to */
  column?: string;
}

/** The columns of one medium: the table, the print view or the Excel export. */
export function columnsFor<R>(
  columns: readonly ListColumn<R>[],
  medium: 'table' | 'print' | 'excel',
): ListColumn<R>[] {
  if (medium !== 'table')
    columns = columns.flatMap((c) => c.parts?.map((p) => ({ ...p, column: c.source })) ?? [c]);
  return columns.filter((c) =>
    medium === 'table'
      ? !c.exportOnly && !c.fileOnly
      : medium === 'print'
        ? !c.exportOnly && !c.tableOnly
        : !c.tableOnly,
  );
}

/** The columns picked by source, in the order given (a scoped twin of a list showing fewer columns). */
export function pickColumns<R>(
  columns: readonly ListColumn<R>[],
  sources: readonly string[],
): ListColumn<R>[] {
  return sources.map((source) => {
    const column = columns.find((c) => c.source === source);
    if (!column) throw new Error(`no column ${source}`);
    return column;
  });
}

/** A yes/no column's text, in react-admin's words. */
export const yesNo =
  <R,>(pick: (r: R) => boolean | null | undefined) =>
  (r: R, translate: Translate) =>
    translate(pick(r) ? 'ra.boolean.true' : 'ra.boolean.false');

const fieldOf = <R,>(r: R, source: string) => (r as Record<string, unknown>)[source];

/**
 * The columns as text (print and Excel), headed by the resource's field labels; a column with a `kind` also
 * gives Excel its typed value (`value`, default the field's).
 */
export function columnTexts<R>(
  columns: readonly ListColumn<R>[],
  resource: string,
  translate: Translate,
): (ExcelColumn<R> & { column: string })[] {
  return columns.map((c) => ({
    header: translate(c.label ?? `resources.${resource}.fields.${c.source}`),
    // the table column it is hidden with in the column chooser
    column: c.column ?? c.source,
    value: (r: R) =>
      c.text ? c.text(r, translate) : ((fieldOf(r, c.source) as string | number | null) ?? ''),
    ...(c.kind ? { kind: c.kind, cell: c.value ?? ((r: R) => fieldOf(r, c.source)) } : {}),
  }));
}

/**
 * The print view's and the Excel export's columns of a list, headed by the field labels of `resource` (default:
 * the surrounding resource).
 */
export function useColumnTexts<R>(columns: readonly ListColumn<R>[], resource?: string) {
  const translate = useTranslate();
  const current = useResourceContext() ?? '';
  const labels = resource ?? current;
  return {
    print: columnTexts(columnsFor(columns, 'print'), labels, translate),
    excel: columnTexts(columnsFor(columns, 'excel'), labels, translate),
  };
}

/** A table cell showing the column's text of the row. */
function ColumnText<R>({ text }: { text: NonNullable<ListColumn<R>['text']> }) {
  const record = useRecordContext<R & RaRecord>();
  const translate = useTranslate();
  return record ? <>{text(record, translate)}</> : null;
}

/**
 * The table's columns (give them to <DataTable> as children, before the row actions). With `labels`, the headers
 * are that resource's field labels (a list shown under another resource, a hub's twin of an admin list).
 */
export function tableColumns<R>(columns: readonly ListColumn<R>[], labels?: string) {
  return columnsFor(columns, 'table').map((c) => {
    const label = c.label ?? (labels ? `resources.${labels}.fields.${c.source}` : undefined);
    const cell = c.field ?? (c.render || !c.text ? undefined : <ColumnText<R> text={c.text} />);
    return (
      <DataTable.Col
        key={c.source}
        source={c.source}
        label={label}
        disableSort={c.sortable === false}
        align={c.align}
        render={c.render as ((record: RaRecord) => ReactNode) | undefined}
      >
        {cell}
      </DataTable.Col>
    );
  });
}

/** Translation keys of a list's export texts, when they are not the resource's (see ListExportActions). */
export interface ListExportTexts {
  /** the print view's title (default `listTitle`) */
  title?: string;
  /** the Excel file's name, given the product name as `product` (default `fileBase`) */
  fileBase?: string;
  /** default `sheetName` */
  sheetName?: string;
  /** the Excel button's label (default `excel`) */
  excel?: string;
  /** the print button's label (default the shared 'Print') */
  print?: string;
}

/**
 * Print and Excel of every filtered row of the surrounding list (or of `rows`), from its column list; their texts
 * are the resource's `listTitle`, `excel`, `fileBase` (with the product name) and `sheetName` unless `texts`
 * names others. `labels`: the resource whose field labels head the columns (default the surrounding one);
 * `children` come first in the toolbar.
 */
export function ListExportActions<R extends RaRecord>({
  columns,
  labels,
  texts = {},
  rows,
  print = true,
  excelFirst = false,
  auditResource,
  sx,
  children,
}: {
  columns: readonly ListColumn<R>[];
  labels?: string;
  texts?: ListExportTexts;
  rows?: readonly R[];
  /** false: no print button */
  print?: boolean;
  excelFirst?: boolean;
  auditResource?: string;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const key = (name: keyof ListExportTexts, fallback: string) =>
    texts[name] ?? `resources.${resource}.${fallback}`;
  const columnTexts = useColumnTexts(columns, labels ?? resource);
  const printButton = print ? (
    <PrintButton<R>
      title={translate(key('title', 'listTitle'))}
      columns={columnTexts.print}
      rows={rows}
      label={texts.print}
      auditResource={auditResource}
    />
  ) : null;
  return (
    <TopToolbar sx={sx}>
      {children}
      {excelFirst ? null : printButton}
      <ExcelExportButton<R>
        label={key('excel', 'excel')}
        fileBase={translate(key('fileBase', 'fileBase'), { product: productName(translate('app.title')) })}
        sheetName={translate(key('sheetName', 'sheetName'))}
        columns={columnTexts.excel}
        rows={rows}
        auditResource={auditResource}
      />
      {excelFirst ? printButton : null}
    </TopToolbar>
  );
}
