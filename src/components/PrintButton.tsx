import type { ReactNode } from 'react';
import { Button, useNotify, useResourceContext, useStore, useTranslate, type RaRecord } from 'react-admin';
import { CircularProgress } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { auditResourceFor } from '../lib/auditClient';
import { printStamped, PrintTable, type PrintColumn } from './PrintLayout';
import { RowsProgressNote } from './RowsProgressNote';
import { useAllRowsAction } from './useAllListRows';

export interface PrintButtonProps<T extends RaRecord> {
  /** Title printed under the stamp (already translated). */
  title: string;
  columns: PrintColumn<T>[];
  /** Rows to print; without it every row of the surrounding list (its filters and sort) is printed. */
  rows?: readonly T[];
  label?: string;
  /** Audit resource type of the PRINT entry; default: derived from the surrounding react-admin resource. */
  auditResource?: string;
  /**
   * The list's table has a column chooser: the columns it hides are not printed (react-admin's store key
   * `<storeKey>` holds them, default `<resource>.datatable`, and `hiddenColumns` until the user chose).
   */
  columnChooser?: { hiddenColumns?: readonly string[]; storeKey?: string };
  /** A summary line under the table, from the printed rows (totals). */
  summary?: (rows: readonly T[]) => ReactNode;
}

const NONE: readonly string[] = [];

/** The columns the column chooser shows (a printed column without `column` is always printed). */
export function visiblePrintColumns<T>(
  columns: readonly PrintColumn<T>[],
  hidden: readonly string[],
): PrintColumn<T>[] {
  return columns.filter((c) => !c.column || !hidden.includes(c.column));
}

/** Opens a print view of all filtered rows, stamped with the company profile and the current date and time. */
export function PrintButton<T extends RaRecord>({
  title,
  columns,
  rows,
  label = 'components.print.button',
  auditResource,
  columnChooser,
  summary,
}: PrintButtonProps<T>) {
  const notify = useNotify();
  const translate = useTranslate();
  const resource = useResourceContext();
  const [storedHidden] = useStore<readonly string[]>(
    columnChooser?.storeKey ?? `${resource ?? ''}.datatable`,
    columnChooser?.hiddenColumns ?? NONE,
  );
  const printed = columnChooser ? visiblePrintColumns(columns, storedHidden) : columns;
  const { busy, run, progress, cancel } = useAllRowsAction<T>(
    rows,
    { empty: 'components.print.empty', failed: 'components.print.failed' },
    async (data) => {
      const content = (
        <>
          <PrintTable rows={data} columns={printed} />
          {summary ? <p className="print-summary">{summary(data)}</p> : null}
          <p>{translate('components.print.count', { count: data.length })}</p>
        </>
      );
      const audit = {
        resource_type: auditResource ?? auditResourceFor(resource),
        description: translate('pages.audit_logs.client.printed', { count: data.length, title }),
      };
      if (!(await printStamped(title, content, translate, audit))) {
        notify('components.print.failed', { type: 'error' });
      }
    },
  );

  return (
    <>
      <Button label={label} onClick={run} disabled={busy}>
        {busy ? <CircularProgress size={16} /> : <PrintIcon />}
      </Button>
      {progress ? <RowsProgressNote progress={progress} onCancel={cancel} /> : null}
    </>
  );
}
