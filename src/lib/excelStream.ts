/**
 * Excel export in a Web Worker (./excel.worker.ts): the rows are turned into sheet rows on the page (the
 * same `sheetRow` rule as the main-thread export, a page of rows at a time, a few milliseconds) and posted to the
 * worker as they arrive, which builds the sheet meanwhile and writes the file at the end, so the page stays
 * responsive during a 70,000-row export. Where `Worker` does not exist (jsdom, old browsers) `startExcelStream`
 * answers null and the caller uses `exportToExcel` on the main thread.
 */
import {
  excelFileName,
  exportToExcel,
  recordExport,
  sheetColumnWidths,
  sheetHeader,
  sheetRow,
} from './excel';
import { downloadBlob } from './download';
import type { ExcelColumn } from './excel';
import type { AuditNote } from './auditClient';

export type ExcelWorkerRequest =
  | { type: 'start'; header: unknown[]; sheetName: string; widths: { wch: number }[] }
  | { type: 'rows'; rows: unknown[][] }
  | { type: 'finish' };

export type ExcelWorkerResponse = { type: 'done'; data: ArrayBuffer } | { type: 'error'; message: string };

export class ExcelStreamCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'ExcelStreamCancelled';
  }
}

export interface ExcelStream<T> {
  /** Appends rows (in sheet order) to the workbook being built. */
  add(rows: readonly T[]): void;
  /** Number of rows added so far. */
  readonly count: number;
  /** Writes the file and starts its download; resolves the file name. */
  finish(): Promise<string>;
  /** Stops the worker; a pending `finish` rejects with ExcelStreamCancelled. */
  cancel(): void;
}

export interface ExcelStreamOptions {
  fileBase: string;
  sheetName?: string;
  now?: Date;
  /** recorded in the audit trail as an EXPORT (default: resource type 'Report') */
  audit?: AuditNote;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether exports can run in a Web Worker here. */
export function excelWorkerAvailable(): boolean {
  return typeof Worker !== 'undefined' && typeof URL.createObjectURL === 'function';
}

/** A workbook built in a Web Worker, or null where there is no Worker. */
export function startExcelStream<T>(
  columns: readonly ExcelColumn<T>[],
  options: ExcelStreamOptions,
): ExcelStream<T> | null {
  if (!excelWorkerAvailable()) return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./excel.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  let count = 0;
  let failure: Error | null = null;
  let settle: { resolve: (data: ArrayBuffer) => void; reject: (error: Error) => void } | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    settle?.reject(error);
    settle = null;
  };
  worker.onmessage = (event: MessageEvent<ExcelWorkerResponse>) => {
    const message = event.data;
    if (message.type === 'done') {
      settle?.resolve(message.data);
      settle = null;
    } else fail(new Error(message.message));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fail(new Error(event.message || 'Excel worker failed'));
  };
  const post = (message: ExcelWorkerRequest) => worker.postMessage(message);
  post({
    type: 'start',
    header: sheetHeader(columns),
    sheetName: (options.sheetName ?? 'Sheet1').slice(0, 31),
    widths: sheetColumnWidths(columns),
  });
  return {
    add(rows) {
      if (failure || rows.length === 0) return;
      const out: unknown[][] = new Array(rows.length);
      for (let i = 0; i < rows.length; i++) out[i] = sheetRow(rows[i], columns);
      count += rows.length;
      post({ type: 'rows', rows: out });
    },
    get count() {
      return count;
    },
    async finish() {
      if (failure) throw failure;
      const data = await new Promise<ArrayBuffer>((resolve, reject) => {
        settle = { resolve, reject };
        post({ type: 'finish' });
      });
      worker.terminate();
      const fileName = excelFileName(options.fileBase, options.now);
      downloadBlob(new Blob([data], { type: XLSX_MIME }), fileName);
      recordExport(options.audit, count, fileName);
      return fileName;
    },
    cancel() {
      worker.terminate();
      fail(new ExcelStreamCancelled());
    },
  };
}

/**
 * Exports the rows `load` brings (it calls `onRows` with them in order as they arrive, and resolves all of
 * them): in a Web Worker that builds the sheet while the rows load, else on the main thread with
 * `exportToExcel` once every row is in. Resolves the file name, or null when there is no row (nothing is written).
 * `onWrite` runs when every row is in, before the file is written; aborting `signal` stops the worker.
 */
export async function exportLoadedRows<T>(
  load: (onRows?: (rows: T[]) => void) => Promise<T[]>,
  columns: readonly ExcelColumn<T>[],
  options: ExcelStreamOptions & {
    signal?: AbortSignal;
    onWrite?: () => Promise<void>;
    /** progress (0..1) of turning the rows into sheet rows on the main-thread path */
    onProgress?: (done: number) => void;
  },
): Promise<string | null> {
  const { signal, onWrite, onProgress, ...fileOptions } = options;
  const stream = startExcelStream(columns, fileOptions);
  if (!stream) {
    const rows = await load();
    if (rows.length === 0) return null;
    return exportToExcel(rows, columns, { ...fileOptions, onProgress, onWrite });
  }
  const stop = () => stream.cancel();
  signal?.addEventListener('abort', stop);
  try {
    const rows = await load((chunk) => stream.add(chunk));
    if (rows.length === 0) {
      stream.cancel();
      return null;
    }
    await onWrite?.();
    return await stream.finish();
  } catch (error) {
    stream.cancel();
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}
