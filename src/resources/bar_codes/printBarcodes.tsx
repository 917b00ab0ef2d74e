import { barcodeSvgMarkup } from '../../components/BarcodeLabel';
import { printStamped } from '../../components/PrintLayout';
import { escapeHtml } from '../../lib/print';
import { printCopies, PRINT_COPIES } from './barcodes';

const LABEL_CSS =
  '.barcode-sheet { display: flex; flex-wrap: wrap; gap: 8px; }' +
  '.barcode-label { border: 1px dashed #999; padding: 4px; text-align: center; page-break-inside: avoid; }' +
  '.barcode-label svg { display: block; max-width: 100%; }';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Opens the print view of the codes: the company stamp, the title and every code as a CODE128 label,
 * each `copies` times. Returns false when the print window could not be opened.
 */
export async function printBarcodes(
  codes: readonly string[],
  title: string,
  translate: Translate,
  copies: number = PRINT_COPIES,
): Promise<boolean> {
  const svgs = await Promise.all(codes.map((code) => barcodeSvgMarkup(code).catch(() => null)));
  const markup = new Map(codes.map((code, i) => [code, svgs[i] ?? `<strong>${escapeHtml(code)}</strong>`]));
  return printStamped(
    title,
    <>
      <style dangerouslySetInnerHTML={{ __html: LABEL_CSS }} />
      <div className="barcode-sheet">
        {printCopies(codes, copies).map((code, i) => (
          <div
            key={i}
            className="barcode-label"
            data-code={code}
            dangerouslySetInnerHTML={{ __html: markup.get(code) ?? '' }}
          />
        ))}
      </div>
    </>,
    translate,
    { resource_type: 'Barcode' },
  );
}
