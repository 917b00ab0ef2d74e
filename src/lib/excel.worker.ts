/**
 * Builds an Excel workbook off the main thread (a two-week national export holds ~70,000 rows). The page
 * posts the sheet rows as they arrive (already built by `sheetRow` of ./excel: text as it is, typed cells with their number formats),
 * the worker appends them to the sheet as they come, and on `finish` writes the .xlsx and posts its bytes back.
 * The xlsx library is loaded only here.
 */
import * as XLSX from '@e965/xlsx';
import type { ExcelWorkerRequest, ExcelWorkerResponse } from './excelStream';

let sheet: XLSX.WorkSheet | null = null;
let sheetName = 'Sheet1';
let widths: { wch: number }[] = [];

const reply = (message: ExcelWorkerResponse, transfer: Transferable[] = []) =>
  (self as unknown as { postMessage: (m: unknown, t: Transferable[]) => void }).postMessage(
    message,
    transfer,
  );

self.onmessage = (event: MessageEvent<ExcelWorkerRequest>) => {
  const message = event.data;
  try {
    if (message.type === 'start') {
      // a dense sheet: appending 70,000 rows a page at a time costs milliseconds (a sparse one, seconds)
      sheet = XLSX.utils.aoa_to_sheet([message.header], { dense: true });
      sheetName = message.sheetName;
      widths = message.widths;
    } else if (message.type === 'rows') {
      if (!sheet) throw new Error('rows before start');
      XLSX.utils.sheet_add_aoa(sheet, message.rows, { origin: -1 });
    } else if (message.type === 'finish') {
      if (!sheet) throw new Error('finish before start');
      sheet['!cols'] = widths;
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, sheetName);
      const data = XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
      sheet = null;
      reply({ type: 'done', data }, [data]);
    }
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
