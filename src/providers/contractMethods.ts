/**
 * The SPA's calls that are not react-admin verbs: one typed, named method per declaration of
 * contract/namedCalls.ts (its contract row, where its argument goes, its request and answer types). The row gives
 * the method, the path (its `{…}` segments filled from the argument's path fields) and the encoding. Screens call
 * these methods and never pass a URL or a query name.
 *
 * The methods are built over a transport, so the real data provider sends them with `request` and the
 * component tests give a fake transport that records the same path and body.
 */
import { callById, type ContractCall } from '../../contract/calls';
import {
  NAMED_CALL_DECLARATIONS,
  type AnyNamedCall,
  type NamedAnswer,
  type NamedMethod,
  type NamedRequest,
} from '../../contract/namedCalls';
import type { Body } from './http';

export interface ContractRequest {
  /** the URL path with the row's `{…}` segments filled in */
  path: string;
  /** body fields (POST/PUT) */
  body?: Body;
  /** query fields (GET) */
  query?: Record<string, unknown>;
  /** the Idempotency-Key of a write, when the caller gives one (an action sent again later keeps its key) */
  idempotencyKey?: string;
}

/** What a caller may add to a named call. */
export interface CallOptions {
  /** send this Idempotency-Key (else the transport makes a fresh one per call) */
  idempotencyKey?: string;
}

/** Sends one request of a contract row; resolves the parsed answer. */
export type Transport = (row: ContractCall, req: ContractRequest) => Promise<unknown>;

/** The path of a row with its `{name}` segments filled in (URL-encoded). */
export function fillPath(row: ContractCall, params: Record<string, string | number> = {}): string {
  return row.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${row.id}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** Every named call, typed from its declaration: `method(request): Promise<answer>` (no request: `method()`). */
export type ContractMethods = {
  [K in NamedMethod]: [NamedRequest<K>] extends [void]
    ? () => Promise<NamedAnswer<K>>
    : (p: NamedRequest<K>) => Promise<NamedAnswer<K>>;
};

/**
 * A named method with the caller's options: every method takes them as a second argument at run time (the
 * methods' own type leaves them out, so their request type stays the one argument).
 */
export type WithOptions<K extends NamedMethod> = (
  p: NamedRequest<K>,
  options?: CallOptions,
) => Promise<NamedAnswer<K>>;

/** `method` of `methods`, called with `options` (e.g. the Idempotency-Key of an action sent again later). */
export function callWith<K extends NamedMethod>(
  methods: Pick<ContractMethods, K>,
  method: K,
  p: NamedRequest<K>,
  options: CallOptions,
): Promise<NamedAnswer<K>> {
  return (methods[method] as unknown as WithOptions<K>).call(methods, p, options);
}

/** The row each named method sends (the unit test drives every method and checks its request against it). */
export const NAMED_CALLS = Object.fromEntries(
  Object.entries(NAMED_CALL_DECLARATIONS).map(([method, d]) => [method, d.row]),
) as Record<NamedMethod, string>;

/** The request of one named call with the argument `arg`, as its declaration places it. */
export function namedRequest(d: AnyNamedCall, arg: unknown): { row: ContractCall; req: ContractRequest } {
  const row = callById(d.row);
  const { place } = d;
  if (place === 'none') return { row, req: { path: fillPath(row) } };
  if (place === 'body') return { row, req: { path: fillPath(row), body: (arg ?? {}) as Body } };
  if (place === 'query') return { row, req: { path: fillPath(row), query: arg as Record<string, unknown> } };
  const rest: Record<string, unknown> = { ...(arg as Record<string, unknown>) };
  const params: Record<string, string | number> = {};
  for (const name of place.params) {
    params[name] = rest[name] as string | number;
    delete rest[name];
  }
  const req: ContractRequest = { path: fillPath(row, params) };
  if (place.rest === 'body') req.body = rest;
  return { row, req };
}

/** The named methods over a transport. */
export function contractMethods(send: Transport): ContractMethods {
  return Object.fromEntries(
    Object.entries(NAMED_CALL_DECLARATIONS).map(([method, d]: [string, AnyNamedCall]) => [
      method,
      (arg?: unknown, options?: CallOptions) => {
        const { row, req } = namedRequest(d, arg);
        return send(row, options?.idempotencyKey ? { ...req, idempotencyKey: options.idempotencyKey } : req);
      },
    ]),
  ) as ContractMethods;
}
