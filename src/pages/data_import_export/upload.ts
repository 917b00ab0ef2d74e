/** Checks of an uploaded file before it is read (administration.md 5 'Import', 9). */
import { MAX_PDF_BYTES, MAX_SPREADSHEET_BYTES, type ImportType } from '../../../contract/importRows';

export type FileKind = 'excel' | 'pdf';
export type UploadProblem = { key: 'wrong_file' | 'wrong_excel' } | { key: 'too_big'; size: number };

export function fileKind(name: string): FileKind | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'xlsx' || ext === 'xls') return 'excel';
  if (ext === 'pdf') return 'pdf';
  return null;
}

/** The `accept` of the file input: .xlsx and .xls, or .pdf in PDF mode. */
export const acceptFor = (pdfMode: boolean) => (pdfMode ? '.pdf,application/pdf' : '.xlsx,.xls');

/** null when the file may be read; barcodes take an Excel file or a PDF, the other types only Excel files. */
export function checkUpload(file: { name: string; size: number }, type: ImportType): UploadProblem | null {
  const kind = fileKind(file.name);
  if (kind === null || (kind === 'pdf' && type !== 'barcodes'))
    return { key: type === 'barcodes' ? 'wrong_file' : 'wrong_excel' };
  const max = kind === 'pdf' ? MAX_PDF_BYTES : MAX_SPREADSHEET_BYTES;
  if (file.size > max) return { key: 'too_big', size: max / (1024 * 1024) };
  return null;
}
