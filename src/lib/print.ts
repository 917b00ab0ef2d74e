/**
 * Print views: a separate window holding a stamped, printable document.
 * The stamp carries the company name, phone and e-mail from the company profile and the time of printing.
 */
import type { CompanyProfile } from '../../contract/types';

export interface PrintStamp {
  companyName: string;
  phone: string;
  email: string;
  printedAt: Date;
}

export function stampFromCompany(
  company: CompanyProfile | null | undefined,
  now: Date = new Date(),
): PrintStamp {
  return {
    companyName: company?.system_name ?? '',
    phone: company?.RegisteredPhoneNumber1 ?? '',
    email: company?.company_email ?? '',
    printedAt: now,
  };
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The class of a print table too wide for portrait A4: the document is then printed in landscape. */
export const WIDE_TABLE_CLASS = 'print-table-wide';
/** The class of a print table with many columns: a smaller font. */
export const MANY_COLUMNS_CLASS = 'print-table-many';
/** Above this many columns a table is printed in landscape ... */
export const WIDE_TABLE_COLUMNS = 7;
/** ... and above this many, in a smaller font. */
export const MANY_COLUMNS = 12;

/** The print table's classes for its number of columns. */
export function printTableClass(columnCount: number): string {
  return [
    'print-table',
    columnCount > WIDE_TABLE_COLUMNS ? WIDE_TABLE_CLASS : '',
    columnCount > MANY_COLUMNS ? MANY_COLUMNS_CLASS : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const PRINT_CSS = `
  * { box-sizing: border-box; }
  body { font-family: Arial, Helvetica, sans-serif; color: #000; margin: 16px; font-size: 12px; }
  .print-stamp { display: flex; justify-content: space-between; border-bottom: 2px solid #333; padding-bottom: 8px; margin-bottom: 12px; }
  .print-stamp h1 { font-size: 18px; margin: 0 0 4px; }
  .print-stamp p { margin: 0; }
  h2 { font-size: 15px; margin: 8px 0; }
  table { width: 100%; border-collapse: collapse; table-layout: auto; }
  thead { display: table-header-group; }
  tfoot { display: table-footer-group; }
  th, td { border: 1px solid #999; padding: 4px 6px; text-align: left; vertical-align: top;
    word-break: break-word; overflow-wrap: anywhere; }
  th { background: #eee; }
  tr { page-break-inside: avoid; break-inside: avoid; }
  .${WIDE_TABLE_CLASS} { font-size: 10px; }
  .${WIDE_TABLE_CLASS} th, .${WIDE_TABLE_CLASS} td { padding: 2px 3px; }
  .${MANY_COLUMNS_CLASS} { font-size: 8px; }
  .${MANY_COLUMNS_CLASS} th, .${MANY_COLUMNS_CLASS} td { padding: 1px 2px; }
  .print-summary { font-weight: bold; }
  @media print { body { margin: 0; } }
`;

/** The page rule: A4 with small margins, landscape when the document holds a wide table. */
function pageCss(landscape: boolean): string {
  return `@page { size: A4 ${landscape ? 'landscape' : 'portrait'}; margin: 8mm; }`;
}

/**
 * A complete HTML document around a body fragment (already escaped / rendered markup), on A4: landscape when
 * the body holds a wide table (see printTableClass) unless `landscape` says otherwise.
 */
export function buildPrintDocument(
  title: string,
  bodyHtml: string,
  { landscape = bodyHtml.includes(WIDE_TABLE_CLASS) }: { landscape?: boolean } = {},
): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>${pageCss(landscape)}${PRINT_CSS}</style></head><body>${bodyHtml}</body></html>`
  );
}

/**
 * Opens a window with the document and the browser's print dialog.
 * Returns false when the window could not be opened (pop-up blocked).
 */
export function openPrintWindow(documentHtml: string, win: Window = window): boolean {
  const view = win.open('', '_blank');
  if (!view) return false;
  view.document.open();
  view.document.write(documentHtml);
  view.document.close();
  view.focus();
  // give the new document a moment to lay out before the dialog opens
  setTimeout(() => view.print(), 250);
  return true;
}
