/**
 * The REST router's resource declaration (`Resource`, with the types its hooks take) and its compiled form
 * (`Compiled`: the selection, the filterable and sortable expressions, a row's API shape and the one-row read).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ZodObject, ZodRawShape } from 'zod';
import type { Db } from '../../db/client';
import type { AuthInfo } from '../../auth/tokens';
import { notFound } from '../http';
import { parseId } from '../params';

export type Row = Record<string, unknown>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Ctx {
  auth: AuthInfo;
  db: Db;
  app: FastifyInstance;
}

export type FilterKind = 'int' | 'bool' | 'string' | readonly string[];

export interface ImageSpec {
  /** Column holding the content type. */
  typeColumn: string;
  /** URL of the stored image for a row that has one. */
  url(row: Row): string;
}

export interface Resource {
  /** URL names under /api/ (aliases). */
  names: string[];
  /** Singular label for messages ("region with this name already exists."). */
  label: string;
  table: PgTable;
  /** Columns never selected (passwords, secrets). */
  omit?: string[];
  /** Image columns: selected as has_<col>, serialized as a URL or null, uploaded as png/jpeg files. */
  images?: Record<string, ImageSpec>;
  /** Derived read-only columns (SQL over the table's columns), usable in filters, search and ordering. */
  extras?: () => Record<string, SQL>;
  /** The API shape of a selected row. Default: the row as selected, image columns as URLs. */
  serialize?(row: Row, ctx: Ctx): Row;
  filters?: Record<string, FilterKind>;
  /** Whole-number fields with range filters `<field>_gte` / `<field>_lte` (at least / at most; listQuery's operators). */
  ranges?: string[];
  /** Fields `search=` matches; a function when what the caller may search depends on who asks. */
  search?: string[] | ((ctx: Ctx) => string[]);
  ordering?: string[];
  /**
   * A table that grows with the work (pickups, patients, visits, notifications, deliveries, barcodes): a page is
   * counted by a query of its own. Otherwise one query answers the page and its count (count(*) over ()), which
   * would compute every matching row's extras (names looked up per row) where only a page's are needed.
   */
  large?: boolean;
  /** Default ordering, e.g. '-created_at' (default 'id'). */
  defaultOrdering?: string;
  /** Rows the caller may see (list AND retrieve AND writes). */
  scope?(ctx: Ctx): SQL | undefined;
  /** Runs before any read or write (e.g. to make sure a singleton exists). */
  ensure?(db: Db): Promise<void>;
  create?: {
    schema: ZodObject<ZodRawShape> | ((ctx: Ctx) => ZodObject<ZodRawShape>);
    /** Before the body is read: throw 403 when the caller may not create. */
    allow(ctx: Ctx): void;
    /** After validation: checks that depend on the values. */
    check?(ctx: Ctx, input: Row): void;
    /** Fills generated values inside the transaction. */
    prepare?(input: Row, ctx: Ctx, tx: Tx): Promise<Row>;
    /** After the insert, in the same transaction (e.g. the outbox's alerts of the new row). */
    written?(id: number, values: Row, ctx: Ctx, tx: Tx): Promise<void>;
    /** After commit. */
    after?(row: Row, ctx: Ctx): void | Promise<void>;
  };
  update?: {
    schema: ZodObject<ZodRawShape> | ((ctx: Ctx, existing: Row) => ZodObject<ZodRawShape>);
    /** Before the body is read: throw 403 when the caller may not update this row. */
    allow(ctx: Ctx, existing: Row): void;
    /** After validation: checks that depend on the values (e.g. who may change a flag). */
    check?(ctx: Ctx, existing: Row, input: Row): void;
    prepare?(input: Row, existing: Row, ctx: Ctx, tx: Tx): Promise<Row>;
    /** After commit, with the serialized rows before and after. */
    after?(before: Row, after: Row, ctx: Ctx): void | Promise<void>;
    /** Shape of the answer (default: the serialized row). */
    respond?(row: Row): Row;
  };
  destroy?: {
    allow(ctx: Ctx, existing: Row): void;
  };
}

function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}

export class Compiled {
  readonly cols: Record<string, PgColumn>;
  readonly idCol: PgColumn;
  readonly selection: Record<string, PgColumn | SQL>;
  readonly fieldExpr: Record<string, PgColumn | SQL>;

  constructor(readonly def: Resource) {
    this.cols = columnsOf(def.table);
    this.idCol = this.cols.id;
    const omit = new Set([...(def.omit ?? []), ...Object.keys(def.images ?? {})]);
    const extras = def.extras?.() ?? {};
    this.selection = {};
    for (const [k, c] of Object.entries(this.cols)) if (!omit.has(k)) this.selection[k] = c;
    for (const k of Object.keys(def.images ?? {}))
      this.selection[`has_${k}`] = sql<boolean>`(${this.cols[k]} is not null)`;
    Object.assign(this.selection, extras);
    this.fieldExpr = { ...this.cols, ...extras };
  }

  serialize(row: Row, ctx: Ctx): Row {
    const out: Row = { ...row };
    for (const [k, spec] of Object.entries(this.def.images ?? {})) {
      out[k] = row[`has_${k}`] ? spec.url(row) : null;
      delete out[`has_${k}`];
    }
    for (const v of Object.keys(out)) {
      const val = out[v];
      if (val instanceof Date) out[v] = val.toISOString();
    }
    return this.def.serialize ? this.def.serialize(out, ctx) : out;
  }

  scopeWhere(ctx: Ctx): SQL | undefined {
    return this.def.scope?.(ctx);
  }

  async fetchOne(ctx: Ctx, id: number, scoped = true): Promise<Row | null> {
    const rows = await ctx.db
      .select(this.selection)
      .from(this.def.table)
      .where(and(eq(this.idCol, id), scoped ? this.scopeWhere(ctx) : undefined))
      .limit(1);
    return (rows[0] as Row | undefined) ?? null;
  }
}

/** The record id of a path: an id that cannot exist answers 404, as an unknown one does. */
export function recordId(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}
