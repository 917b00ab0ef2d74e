/** The documented full report, streamed in chunks (operations.md 4). */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { collectionHubs, deliveryAgents, umojaDeliveries } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { deliveryFields } from './report';

/** Rows per query of the streamed full report (tests make it small to cross many chunk boundaries). */
let REPORT_CHUNK_ROWS = 10_000;
/** Rows of the first query: fewer, so the first rows go out (and the client starts parsing) early. */
const FIRST_CHUNK_ROWS = 2_000;
let REPORT_FIRST_CHUNK_ROWS = FIRST_CHUNK_ROWS;
/** Sets the rows per chunk (and of the first chunk); answers the sizes before, to put back. */
export function setReportChunkRows(rows: number, first = Math.min(rows, FIRST_CHUNK_ROWS)): [number, number] {
  const before: [number, number] = [REPORT_CHUNK_ROWS, REPORT_FIRST_CHUNK_ROWS];
  REPORT_CHUNK_ROWS = rows;
  REPORT_FIRST_CHUNK_ROWS = first;
  return before;
}

/**
 * Compression of the streamed full report: each chunk is flushed as it is written, so the client gets (and starts
 * parsing) the first rows while the next are read, instead of when the compressor's window is full; brotli at
 * quality 1 (75 MB of report text: about 0.1 s of CPU, against 0.4 s at the usual 4, for a 50% larger answer),
 * so the compression of one large answer takes little CPU from every other request of the server.
 */
const REPORT_COMPRESSION = {
  brotliOptions: {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
    flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    chunkSize: 256 * 1024,
  },
  zlibOptions: { level: 1, flush: zlib.constants.Z_SYNC_FLUSH, chunkSize: 256 * 1024 },
};

export const REPORT_ROUTE = { compress: REPORT_COMPRESSION };

/** Lets the event loop run (other requests, the answer's writes) before the next chunk's query holds it. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The documented full answer, {"report": "<JSON text of the rows>"}, as a stream of text: the rows are read
 * in chunks (REPORT_FIRST_CHUNK_ROWS, then REPORT_CHUNK_ROWS) in the report's order (date then id, continuing
 * after the last key read), each chunk's JSON text built in SQL (row_to_json + string_agg) and escaped as a JSON
 * string by V8. The stream reads the next chunk only when the answer's consumer asks for more (one chunk waits at
 * most), and gives the event loop a turn before each query, so the server never holds the whole report (tens of
 * MB, three times over), sends the first rows while it reads the next, and other requests are answered between
 * two chunks (on PGlite a query holds the event loop). The first chunk is read before answering, so a failing
 * query is still an error answer.
 */
export async function reportStream(
  app: FastifyInstance,
  where: SQL | undefined,
  tz: string,
): Promise<Readable> {
  const d = umojaDeliveries;
  const columns = sql.join(
    deliveryFields(tz).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
  interface Chunk {
    body: string | null;
    last_date: string | null;
    last_id: number | null;
    n: number | string;
  }
  const chunk = async (after: { date: string; id: number } | null, limit: number): Promise<Chunk> => {
    const next = after
      ? sql`and ${d.date} >= ${after.date}::timestamptz and (${d.date}, ${d.id}) > (${after.date}::timestamptz, ${after.id}::int)`
      : sql``;
    const [row] = await rowsOf<Chunk>(
      app.db,
      sql`with page as (
            select ${d.date} as dt, ${d.id} as id, (select row_to_json(r) from (select ${columns}) r) as j
            from ${d}
            left join ${deliveryAgents} on ${deliveryAgents.id} = ${d.agent_account}
            left join ${collectionHubs} on ${collectionHubs.id} = ${d.collection_hub}
            where ${where ?? sql`true`} ${next}
            order by ${d.date}, ${d.id}
            limit ${limit})
          select string_agg(j::text, ',' order by dt, id) as body,
            (max(dt))::text as last_date,
            (array_agg(id order by dt desc, id desc))[1] as last_id,
            count(*) as n
          from page`,
    );
    return row ?? { body: null, last_date: null, last_id: null, n: 0 };
  };
  // the chunk's JSON text as the inside of a JSON string literal (without its quotes): escaped here, not in SQL
  // (to_json on megabytes of text costs PGlite, which runs on this thread, about a quarter of the report's time;
  // V8 writes the same bytes: the text is JSON already, so only its quotes and backslashes are escaped)
  const inner = (body: string | null) => (body ? JSON.stringify(body).slice(1, -1) : '');
  const firstLimit = REPORT_FIRST_CHUNK_ROWS;
  const first = await chunk(null, firstLimit);
  async function* parts(): AsyncGenerator<string> {
    yield '{"report":"[';
    let current = first;
    let limit = firstLimit;
    let sep = '';
    for (;;) {
      if (current.body) {
        yield sep + inner(current.body);
        sep = ',';
      }
      if (Number(current.n) < limit || current.last_date === null || current.last_id === null) break;
      await turn();
      limit = REPORT_CHUNK_ROWS;
      current = await chunk({ date: current.last_date, id: Number(current.last_id) }, limit);
    }
    yield ']"}';
  }
  // a client that goes away destroys the stream: the generator is then closed and reads no further chunk
  return Readable.from(parts(), { objectMode: false });
}
