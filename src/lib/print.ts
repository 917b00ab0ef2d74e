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

const PRINT_CSS = `
  * { box-sizing: border-box; }
  body { font-family: Arial, Helvetica, sans-serif; color: #000; margin: 16px; font-size: 12px; }
  .print-stamp { display: flex; justify-content: space-between; border-bottom: 2px solid #333; padding-bottom: 8px; margin-bottom: 12px; }
  .print-stamp h1 { font-size: 18px; margin: 0 0 4px; }
  .print-stamp p { margin: 0; }
  h2 { font-size: 15px; margin: 8px 0; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #999; padding: 4px 6px; text-align: left; vertical-align: top; }
  th { background: #eee; }
  tr { page-break-inside: avoid; }
  @media print { body { margin: 0; } }
`;

/** A complete HTML document around a body fragment (already escaped / rendered markup). */
export function buildPrintDocument(title: string, bodyHtml: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>${PRINT_CSS}</style></head><body>${bodyHtml}</body></html>`
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
