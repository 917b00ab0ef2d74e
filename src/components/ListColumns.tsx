/**
 * One column list per table (issue 19): the same list feeds the table's columns, the print view and the Excel
 * export, so a column is named once. A column's header is the resource's field label
 * (`resources.<resource>.fields.<source>`), as react-admin labels the table's own column.
 */
import type { ReactElement } from 'react';
import { DataTable, TopToolbar, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { ExcelExportButton } from './ExcelExportButton';
import { PrintButton } from './PrintButton';
import { productName } from '../providers/session';
import type { ExcelColumn } from '../lib/excel';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ListColumn<R> {
  /** the record's field: the table column's source and its label */
  source: string;
  /** the cell as text for print and Excel (default: the field's value, '' when empty) */
  text?: (record: R, translate: Translate) => string | number;
  /** what the table shows in the cell instead of the field's value (a chip, a boolean icon) */
  field?: ReactElement;
  /** default true */
  sortable?: boolean;
  /** only in the Excel export (not in the table or the print view) */
  exportOnly?: boolean;
}

/** A yes/no column's text, in react-admin's words. */
export const yesNo =
  <R,>(pick: (r: R) => boolean | null | undefined) =>
  (r: R, translate: Translate) =>
    translate(pick(r) ? 'ra.boolean.true' : 'ra.boolean.false');

/** The columns as text (print and Excel), headed by the resource's field labels. */
export function columnTexts<R>(
  columns: readonly ListColumn<R>[],
  resource: string,
  translate: Translate,
): ExcelColumn<R>[] {
  return columns.map((c) => ({
    header: translate(`resources.${resource}.fields.${c.source}`),
    value: (r: R) =>
      c.text
        ? c.text(r, translate)
        : (((r as Record<string, unknown>)[c.source] as string | number | null) ?? ''),
  }));
}

/** The table's columns (give them to <DataTable> as children, before the row actions). */
export function tableColumns<R>(columns: readonly ListColumn<R>[]) {
  return columns
    .filter((c) => !c.exportOnly)
    .map((c) => (
      <DataTable.Col key={c.source} source={c.source} disableSort={c.sortable === false}>
        {c.field}
      </DataTable.Col>
    ));
}

/**
 * Print and Excel of every filtered row of the surrounding list, from its column list; their texts are the
 * resource's `listTitle`, `excel`, `fileBase` (with the product name) and `sheetName`.
 */
export function ListExportActions<R extends RaRecord>({ columns }: { columns: readonly ListColumn<R>[] }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const r = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.${resource}.${key}`, options);
  return (
    <TopToolbar>
      <PrintButton<R>
        title={r('listTitle')}
        columns={columnTexts(
          columns.filter((c) => !c.exportOnly),
          resource,
          translate,
        )}
      />
      <ExcelExportButton<R>
        label={`resources.${resource}.excel`}
        fileBase={r('fileBase', { product: productName(translate('app.title')) })}
        sheetName={r('sheetName')}
        columns={columnTexts(columns, resource, translate)}
      />
    </TopToolbar>
  );
}
