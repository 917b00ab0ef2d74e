/**
 * The import page's steps as a reducer: choose (type, source, PDF barcode type), read the file (Excel parsed
 * here, PDF read by the server), preview, import, results. Every file starts a new run; an answer of an older
 * run (the user chose another file or type meanwhile) is dropped.
 */
import type { BarcodeImportType, ImportRow, ImportType, SkippedRow } from '../../../contract/importRows';
import type { ImportAnswer } from '../../../contract/importAnswers';

export type Source = 'excel' | 'pdf';
export type ReadStep = 'parsing' | 'pdf';

export interface ImportState {
  type: ImportType;
  source: Source;
  pdfType: BarcodeImportType;
  /** the current file's run (see above) */
  run: number;
  fileName: string | null;
  /** the file being read, if any */
  reading: ReadStep | null;
  rows: ImportRow[] | null;
  skipped: SkippedRow[];
  error: string | null;
  result: ImportAnswer | null;
}

export type ImportAction =
  | { kind: 'type'; type: ImportType }
  | { kind: 'source'; source: Source }
  | { kind: 'pdfType'; pdfType: BarcodeImportType }
  /** a new file was chosen (a new run) */
  | { kind: 'file'; name: string }
  | { kind: 'refused'; error: string }
  | { kind: 'reading'; run: number; step: ReadStep }
  | { kind: 'read'; run: number; rows: ImportRow[]; skipped?: SkippedRow[]; error?: string | null }
  | { kind: 'readFailed'; run: number; error: string }
  | { kind: 'importing' }
  | { kind: 'imported'; result: ImportAnswer }
  | { kind: 'importFailed'; error: string }
  /** an answer of the manual barcode entry */
  | { kind: 'result'; result: ImportAnswer };

/** Nothing chosen or read yet. */
const FRESH = {
  fileName: null,
  reading: null,
  rows: null,
  skipped: [],
  error: null,
  result: null,
} satisfies Partial<ImportState>;

export const INITIAL_IMPORT: ImportState = {
  type: 'hubs',
  source: 'excel',
  pdfType: 'single_entry',
  run: 0,
  ...FRESH,
};

/** A new run with nothing chosen or read yet (the choices stay). */
const cleared = (s: ImportState): ImportState => ({ ...s, ...FRESH, run: s.run + 1 });

export function importReducer(s: ImportState, a: ImportAction): ImportState {
  switch (a.kind) {
    case 'type':
      return { ...cleared(s), type: a.type, source: 'excel' };
    case 'source':
      return { ...cleared(s), source: a.source };
    case 'pdfType':
      return { ...s, pdfType: a.pdfType };
    case 'file':
      return { ...cleared(s), fileName: a.name };
    case 'refused':
      return { ...s, error: a.error };
    case 'reading':
      return a.run === s.run ? { ...s, reading: a.step } : s;
    case 'read':
      return a.run === s.run
        ? { ...s, reading: null, rows: a.rows, skipped: a.skipped ?? [], error: a.error ?? null }
        : s;
    case 'readFailed':
      return a.run === s.run ? { ...s, reading: null, error: a.error } : s;
    case 'importing':
      return { ...s, result: null, error: null };
    case 'imported':
      return { ...s, result: a.result };
    case 'importFailed':
      return { ...s, error: a.error };
    case 'result':
      return { ...s, result: a.result };
  }
}
