import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  buildPrintDocument,
  openPrintWindow,
  printTableClass,
  stampFromCompany,
  type PrintStamp,
} from '../lib/print';
import { formatDateTime } from '../../contract/dates';
import { getSession } from '../providers/session';
import { recordClientAction, type AuditNote } from '../lib/auditClient';

export interface PrintLayoutProps {
  title: string;
  stamp: PrintStamp;
  /** Translated labels of the stamp lines. */
  labels: {
    printedAt: (date: string) => string;
    phone: (phone: string) => string;
    email: (email: string) => string;
  };
  children: ReactNode;
}

/**
 * The printed page: a stamp with the company name, phone and e-mail and the time of printing, the title,
 * then the content. Rendered to HTML for the print window (plain elements, classes styled by lib/print).
 */
export function PrintLayout({ title, stamp, labels, children }: PrintLayoutProps) {
  return (
    <div className="print-page">
      <header className="print-stamp">
        <div>
          <h1>{stamp.companyName}</h1>
          {stamp.phone ? <p>{labels.phone(stamp.phone)}</p> : null}
          {stamp.email ? <p>{labels.email(stamp.email)}</p> : null}
        </div>
        <div>
          <p>{labels.printedAt(formatDateTime(stamp.printedAt))}</p>
        </div>
      </header>
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/**
 * The HTML of `node`, rendered synchronously into a detached element with the client renderer
 * (react-dom/server stays out of the browser bundle). The element is unmounted afterwards.
 */
export function renderToHtml(node: ReactNode): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  try {
    flushSync(() => root.render(node));
    return host.innerHTML;
  } finally {
    root.unmount();
  }
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Opens the print window of `content` under the company stamp (the session's company, printed now).
 * Returns false when the window could not be opened (a pop-up blocker).
 */
export async function printStamped(
  title: string,
  content: ReactNode,
  translate: Translate,
  /** recorded in the audit trail as a PRINT once the window opened (default: resource type 'Report') */
  audit?: AuditNote,
): Promise<boolean> {
  const body = renderToHtml(
    <PrintLayout
      title={title}
      stamp={stampFromCompany(getSession()?.company, new Date())}
      labels={{
        printedAt: (date) => translate('components.print.printedAt', { date }),
        phone: (phone) => translate('components.print.phone', { phone }),
        email: (email) => translate('components.print.email', { email }),
      }}
    >
      {content}
    </PrintLayout>,
  );
  const opened = openPrintWindow(buildPrintDocument(title, body));
  if (opened && audit !== false)
    void recordClientAction('PRINT', audit?.resource_type ?? 'Report', title, audit?.description);
  return opened;
}

export interface PrintColumn<T> {
  header: string;
  value: (row: T) => ReactNode;
  /** the table column (its source) this printed column belongs to: hidden with it in the column chooser */
  column?: string;
}

/**
 * A plain table for print views; its header row repeats on every page, and a table with many columns is
 * printed in landscape in a smaller font (see printTableClass).
 */
export function PrintTable<T>({ rows, columns }: { rows: readonly T[]; columns: readonly PrintColumn<T>[] }) {
  return (
    <table className={printTableClass(columns.length + 1)}>
      <thead>
        <tr>
          <th>#</th>
          {columns.map((c) => (
            <th key={c.header}>{c.header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <td>{i + 1}</td>
            {columns.map((c) => (
              <td key={c.header}>{c.value(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
