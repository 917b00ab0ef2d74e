import { describe, expect, it } from 'vitest';
import { readReportAnswer } from '../../src/providers/reportStream';

const encoder = new TextEncoder();

/** A response whose body arrives in pieces of `size` bytes (cutting UTF-8 characters and escapes anywhere). */
function answer(text: string, size: number, type = 'application/json'): Response {
  const bytes = encoder.encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': type } });
}

/** The reference server's bytes: {"report":"<rows as compact JSON text>"} */
const fullReport = (rows: unknown[]) => `{"report":${JSON.stringify(JSON.stringify(rows))}}`;

const rows = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  delivery_number: `DLV${i}`,
  receivers_note:
    i % 3 === 0
      ? 'a note with "quotes", a \\ backslash, },{"id": and },{\\"id\\": inside, ünï ✓ 😀 \n\t\u0001'
      : null,
  delivery_items: [{ barcode: `B${i}`, children: [{ barcode: `C${i}`, quantity: 2 }] }],
  received_by_coordinator: i % 2 === 0,
}));
const SIZES = [1, 2, 3, 7, 64, 1000, 1_000_000];

describe('the report answer read as it arrives (readReportAnswer)', () => {
  it('gives the rows JSON.parse of the whole answer gives, however the bytes arrive', async () => {
    const text = fullReport(rows);
    for (const size of SIZES) expect(await readReportAnswer(answer(text, size))).toEqual({ report: rows });
  });

  it('an empty report, and rows whose nested objects start with "id" too (parsed whole then)', async () => {
    expect(await readReportAnswer(answer(fullReport([]), 3))).toEqual({ report: [] });
    // a nested },{\"id\": is no row boundary: that piece does not parse, and the answer is parsed whole
    const nested = rows.map((r) => ({ ...r, delivery_items: [{ id: 1 }, { id: 2, x: '}' }] }));
    for (const size of [5, 100, 1_000_000]) {
      const read = (await readReportAnswer(answer(fullReport(nested), size))) as { report: unknown };
      expect(Object.keys(read)).toEqual(['report']);
      const report = typeof read.report === 'string' ? (JSON.parse(read.report) as unknown) : read.report;
      expect(report).toEqual(nested);
    }
  });

  it('anything else is parsed whole, exactly as the plain reader does', async () => {
    const paged = { count: 2, results: rows.slice(0, 2), tab_counts: { single: 1, batch: 1 } };
    expect(await readReportAnswer(answer(JSON.stringify(paged), 5))).toEqual(paged);
    // another server's spacing: the report stays the JSON text it sent (the data provider parses it)
    const spaced = `{"report": ${JSON.stringify(JSON.stringify(rows))}}`;
    expect(await readReportAnswer(answer(spaced, 9))).toEqual({ report: JSON.stringify(rows) });
    // more fields after the report
    const more = `{"report":${JSON.stringify(JSON.stringify(rows))},"total":40}`;
    expect(await readReportAnswer(answer(more, 11))).toEqual({ report: JSON.stringify(rows), total: 40 });
    // cut short or not JSON: the text itself, as before
    const cut = fullReport(rows).slice(0, -40);
    expect(await readReportAnswer(answer(cut, 50))).toBe(cut);
    expect(await readReportAnswer(answer('Service unavailable', 4, 'text/plain'))).toBe(
      'Service unavailable',
    );
    expect(await readReportAnswer(answer('', 4))).toBeNull();
  });
});
