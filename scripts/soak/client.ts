/**
 * HTTP for the soak and fault scripts: one call = one request with a timeout, timed, its status kept;
 * bodies as the SPA sends them (multipart unless JSON, see src/providers/http.ts toFormData).
 */
import { performance } from 'node:perf_hooks';

export interface CallInput {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  token?: string;
  query?: Record<string, string | number | boolean>;
  /** sent as multipart/form-data */
  form?: Record<string, unknown>;
  /** sent as application/json */
  json?: unknown;
  timeoutMs?: number;
}

export interface CallResult {
  /** HTTP status, 0 for a network error or a timeout */
  status: number;
  ms: number;
  body: unknown;
  error?: string;
}

/** Multipart body the way the SPA builds it: null → '', booleans as text, objects and arrays as JSON text. */
export function formOf(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined) continue;
    if (v === null) form.append(k, '');
    else if (typeof v === 'object') form.append(k, JSON.stringify(v));
    else form.append(k, String(v));
  }
  return form;
}

export async function call(base: string, c: CallInput): Promise<CallResult> {
  const url = new URL(base + c.path);
  for (const [k, v] of Object.entries(c.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (c.token) headers.Authorization = `Token ${c.token}`;
  let body: FormData | string | undefined;
  if (c.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(c.json);
  } else if (c.form) body = formOf(c.form);
  const t0 = performance.now();
  try {
    const res = await fetch(url, {
      method: c.method,
      headers,
      body,
      signal: AbortSignal.timeout(c.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, ms: performance.now() - t0, body: parsed };
  } catch (e) {
    return { status: 0, ms: performance.now() - t0, body: null, error: (e as Error).message };
  }
}

/** POST /rest-auth/ (multipart username, password) → the token. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const r = await call(base, { method: 'POST', path: '/rest-auth/', form: { username, password } });
  const token = (r.body as { token?: string } | null)?.token;
  if (r.status !== 200 || !token)
    throw new Error(`Sign-in of ${username} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return token;
}

/** Per call kind: latencies and statuses. */
export class Stats {
  readonly kinds = new Map<string, { ms: number[]; statuses: Map<number, number>; examples: string[] }>();

  record(kind: string, r: CallResult, what?: string): void {
    let k = this.kinds.get(kind);
    if (!k) {
      k = { ms: [], statuses: new Map(), examples: [] };
      this.kinds.set(kind, k);
    }
    k.ms.push(r.ms);
    k.statuses.set(r.status, (k.statuses.get(r.status) ?? 0) + 1);
    if ((r.status >= 500 || r.status === 0) && k.examples.length < 3)
      k.examples.push(
        `${r.status} ${what ?? ''} ${r.error ?? JSON.stringify(r.body)?.slice(0, 300) ?? ''}`.trim(),
      );
  }

  /** 5xx and network errors over every kind */
  serverErrors(): number {
    let n = 0;
    for (const k of this.kinds.values()) for (const [s, c] of k.statuses) if (s >= 500 || s === 0) n += c;
    return n;
  }
}

export function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))];
}

export interface Row {
  kind: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** non-2xx answers by status ('0' = network error or timeout) */
  errors: Record<string, number>;
}

export function summarize(stats: Stats, seconds: number): { rows: Row[]; overall: Row } {
  const rows: Row[] = [];
  const all: number[] = [];
  const allErrors: Record<string, number> = {};
  for (const [kind, k] of [...stats.kinds].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...k.ms].sort((a, b) => a - b);
    all.push(...k.ms);
    const errors: Record<string, number> = {};
    for (const [s, c] of k.statuses)
      if (s < 200 || s >= 300) {
        errors[String(s)] = c;
        allErrors[String(s)] = (allErrors[String(s)] ?? 0) + c;
      }
    rows.push({
      kind,
      requests: k.ms.length,
      perSecond: k.ms.length / seconds,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      errors,
    });
  }
  all.sort((a, b) => a - b);
  return {
    rows,
    overall: {
      kind: 'overall',
      requests: all.length,
      perSecond: all.length / seconds,
      p50: quantile(all, 0.5),
      p99: quantile(all, 0.99),
      errors: allErrors,
    },
  };
}

export function formatTable(rows: Row[]): string {
  const lines = [
    `${'call'.padEnd(22)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  errors`,
  ];
  for (const r of rows) {
    const errors = Object.entries(r.errors)
      .map(([s, c]) => `${s === '0' ? 'network' : s}×${c}`)
      .join(' ');
    lines.push(
      `${r.kind.padEnd(22)} ${String(r.requests).padStart(8)} ${r.perSecond.toFixed(1).padStart(7)} ${r.p50
        .toFixed(0)
        .padStart(8)} ${r.p99.toFixed(0).padStart(8)}  ${errors || '-'}`,
    );
  }
  return lines.join('\n');
}
