/** Shared test doubles for the unit tests: a fake fetch, a localStorage stub, sessions of the demo accounts. */
import { afterEach, beforeEach, vi } from 'vitest';
import { setConfig } from '../../src/config';
import { clearReportCache } from '../../src/providers/dataProvider';
import { clearSession, saveSession } from '../../src/providers/session';
import type { Session } from '../../src/providers/session';
import { RIGHT_NAMES, type Rights, type RightName, type UserAccount } from '../../contract/types';

export interface Call {
  url: string;
  path: string;
  query: URLSearchParams;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  form: FormData | null;
  json: unknown;
}

type Reply = { status?: number; body?: unknown; text?: string } | Error;
export type Handler = (call: Call) => Reply | Promise<Reply>;

export function json(body: unknown, status = 200): Reply {
  return { status, body };
}

/** Installs a fake fetch answering with `handler`; returns the recorded calls. */
export function fakeFetch(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://app.test');
      const body = init.body;
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call: Call = {
        url: String(input),
        path: url.pathname,
        query: url.searchParams,
        method: init.method ?? 'GET',
        headers,
        body,
        form: body instanceof FormData ? body : null,
        json: typeof body === 'string' ? JSON.parse(body) : undefined,
      };
      calls.push(call);
      const reply = await handler(call);
      if (reply instanceof Error) throw reply;
      const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
      return new Response(text === '' ? null : text, {
        status: reply.status ?? 200,
        headers: { 'content-type': reply.text !== undefined ? 'text/plain' : 'application/json' },
      });
    }),
  );
  return calls;
}

/** A Storage stub on globalThis.localStorage. */
export function stubLocalStorage(): Map<string, string> {
  const data = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => (data.has(k) ? data.get(k)! : null),
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
  vi.stubGlobal('localStorage', storage);
  return data;
}

export function rights(...granted: RightName[]): Rights {
  return Object.fromEntries(RIGHT_NAMES.map((r) => [r, granted.includes(r)])) as Rights;
}

export function account(partial: Partial<UserAccount> = {}): UserAccount {
  return {
    id: 2,
    username: 'manager',
    email: 'manager@example.test',
    first_name: 'Mary',
    last_name: 'Manager',
    is_active: true,
    branch_manager: true,
    is_admin: false,
    is_staff: true,
    is_superuser: false,
    profile_pic: null,
    coodinated_hub: null,
    coodinated_hub_name: null,
    ...partial,
  };
}

export function session(partial: Partial<Session> = {}): Session {
  const now = Date.now();
  return {
    token: 'tok-123',
    expiresAt: now + 3600_000,
    logoutAt: now + 518400_000,
    account: account(),
    rights: rights(...RIGHT_NAMES),
    profile: null,
    company: null,
    ...partial,
  };
}

/** The four demo accounts of the seed (common brief). */
export const DEMO = {
  admin: {
    account: account({ id: 1, username: 'admin', is_superuser: true, branch_manager: true }),
    rights: rights(...RIGHT_NAMES),
  },
  manager: {
    account: account({ id: 2, username: 'manager', branch_manager: true }),
    rights: rights(...RIGHT_NAMES),
  },
  staff: {
    account: account({ id: 3, username: 'staff', branch_manager: false }),
    rights: rights('view_umoja_deliveries', 'view_pending_umoja_pickups'),
  },
  hubcoordinator: {
    account: account({ id: 4, username: 'hubcoordinator', branch_manager: false, coodinated_hub: 1 }),
    rights: rights('view_umoja_deliveries', 'view_online_riders', 'view_agent_activities', 'view_statistics'),
  },
};

/**
 * Each test of the calling suite starts signed in as the demo manager (token 'tok') against the same-origin API,
 * with a fresh localStorage and an empty report cache; the stubbed globals are undone after it.
 */
export function signedInAsManager(): void {
  beforeEach(() => {
    stubLocalStorage();
    clearSession();
    clearReportCache();
    setConfig({ apiBaseUrl: '' });
    saveSession(session({ token: 'tok', account: account({ id: 2, username: 'manager' }) }));
  });
  afterEach(() => vi.unstubAllGlobals());
}

/**
 * Each test of the calling suite starts signed out against the same-origin API, with a fresh localStorage; the
 * stubbed globals are undone after it.
 */
export function signedOut(): void {
  beforeEach(() => {
    stubLocalStorage();
    clearSession();
    setConfig({ apiBaseUrl: '' });
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** A WebSocket stand-in (stub it as the global `WebSocket`): each one made is in `instances`; the test plays the server. */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  onopen: ((e?: unknown) => void) | null = null;
  onclose: ((e?: unknown) => void) | null = null;
  onerror: ((e?: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeSocket.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.({});
  }
  fail() {
    this.onerror?.({});
    this.onclose?.({});
  }
  /** The server sends `data`. */
  send(data: unknown) {
    this.onmessage?.({ data });
  }
}
