/**
 * Reads a report call's answer as it arrives (the full-report fallback path). The documented full
 * report is one JSON text, {"report":"<the rows as JSON text>"}: read whole, the browser parses 70,000 rows
 * (~80 MB) only after the last byte, then once more for the string inside. Here the rows already in are parsed
 * while the rest is still coming: the answer's text is cut after the last complete row (the reference server
 * writes each row as {"id":...}, so a new row starts at },{\"id\": in the answer's text, a sequence no string
 * value can hold unescaped), and each complete piece is unescaped and parsed natively.
 *
 * Anything else (a paged answer, another server's spacing or field order, a piece that does not parse) is
 * parsed whole at the end, exactly as before: the result is always what JSON.parse of the whole text gives,
 * with `report` already parsed into its rows.
 */
import { parseWhole } from './http';

const PREFIX = '{"report":"[';
/** Between two rows in the answer's text: the end of one, the start of the next with its escaped "id" key. */
const BOUNDARY = '},{\\"id\\":';
/** The end of the answer after the last row: the array, the string and the object close. */
const END = /\]"\s*\}\s*$/;

/** The rows of an escaped piece of the report text (complete rows, no brackets). */
function parseRows(escaped: string, into: unknown[]): void {
  const text = JSON.parse(`"${escaped}"`) as string;
  const rows = JSON.parse(`[${text}]`) as unknown[];
  for (const row of rows) into.push(row);
}

/**
 * The parsed answer of a report call, the full report's rows parsed as they arrive:
 * {report: rows} for the documented full report, else what the whole text parses to.
 */
export async function readReportAnswer(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204) return null;
  if (!response.body || typeof TextDecoder === 'undefined') return parseWhole(await response.text(), type);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let mode: 'unknown' | 'report' | 'whole' = 'unknown';
  let pending = '';
  const rows: unknown[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
    if (text) parts.push(text);
    if (mode === 'unknown') {
      const start = parts.join('').trimStart();
      if (start.length >= PREFIX.length || done) {
        mode = start.startsWith(PREFIX) ? 'report' : 'whole';
        if (mode === 'report') pending = start.slice(PREFIX.length);
      }
    } else if (mode === 'report') pending += text;
    if (mode === 'report') {
      const cut = pending.lastIndexOf(BOUNDARY);
      if (cut > 0) {
        try {
          parseRows(pending.slice(0, cut + 1), rows);
          pending = pending.slice(cut + 2);
        } catch {
          mode = 'whole';
        }
      }
    }
    if (done) break;
  }
  if (mode === 'report') {
    const end = END.exec(pending);
    if (end) {
      try {
        const last = pending.slice(0, end.index);
        if (last) parseRows(last, rows);
        return { report: rows };
      } catch {
        // parsed whole below
      }
    }
  }
  return parseWhole(parts.join(''), type);
}
