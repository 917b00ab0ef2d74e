/**
 * The signed-in session, kept in localStorage so a reload restores it.
 * expiresAt = 1 hour after sign-in (token expiry of the spec), moved forward by every successful call
 * (see touchSession), so a session ends after an idle hour rather than in the middle of a working
 * day; logoutAt = sign-in + 518400 s (automatic logout), never moved.
 */
import type { CompanyProfile, CurrentUserProfile, Rights, UserAccount } from '../../contract/types';

export interface Session {
  token: string;
  expiresAt: number;
  logoutAt: number;
  account: UserAccount;
  rights: Rights;
  profile: CurrentUserProfile | null;
  company: CompanyProfile | null;
  /** A hub coordinator's hub as GET /api/collectionhub/{id}/ answered it (name and logo for the hub shell). */
  hub?: { id: number; name: string | null; hub_logo: string | null } | null;
}

export const SESSION_STORAGE_KEY = 'courier.session';
export const TOKEN_EXPIRY_MS = 60 * 60 * 1000;
export const AUTO_LOGOUT_MS = 518400 * 1000;

type Listener = (s: Session | null) => void;
const listeners = new Set<Listener>();

let memoryRaw: string | null = null; // used when localStorage is unavailable
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  const s = storage();
  if (!s) return memoryRaw;
  try {
    return s.getItem(SESSION_STORAGE_KEY);
  } catch {
    return memoryRaw;
  }
}

function writeRaw(raw: string | null): void {
  memoryRaw = raw;
  const s = storage();
  if (!s) return;
  try {
    if (raw === null) s.removeItem(SESSION_STORAGE_KEY);
    else s.setItem(SESSION_STORAGE_KEY, raw);
  } catch {
    // storage full or blocked: the in-memory copy still serves this tab
  }
}

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Session>;
  return (
    typeof v.token === 'string' &&
    typeof v.expiresAt === 'number' &&
    typeof v.logoutAt === 'number' &&
    !!v.account &&
    typeof v.account === 'object' &&
    !!v.rights
  );
}

/** The stored session, whether expired or not (see isExpired), or null. */
export function getSession(): Session | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      cachedSession = isSession(parsed) ? parsed : null;
    } catch {
      cachedSession = null;
    }
  }
  return cachedSession;
}

export function isExpired(s: Session, now: number = Date.now()): boolean {
  return now >= s.expiresAt || now >= s.logoutAt;
}

function emit(s: Session | null): void {
  for (const cb of [...listeners]) {
    try {
      cb(s);
    } catch {
      // a failing subscriber must not break the others
    }
  }
}

export function saveSession(s: Session): void {
  writeRaw(JSON.stringify(s));
  emit(getSession());
}

export function clearSession(): void {
  const had = readRaw() !== null;
  writeRaw(null);
  if (had || cachedSession) {
    cachedRaw = null;
    cachedSession = null;
    emit(null);
  }
}

export function updateSession(patch: Partial<Session>): void {
  const s = getSession();
  if (!s) return;
  saveSession({ ...s, ...patch });
}

/** Activity keeps the session alive: expiresAt becomes now + 1 hour (written at most once a minute). */
export function touchSession(now: number = Date.now()): void {
  const s = getSession();
  if (!s || isExpired(s, now)) return;
  const next = now + TOKEN_EXPIRY_MS;
  if (next - s.expiresAt < 60_000) return;
  writeRaw(JSON.stringify({ ...s, expiresAt: next }));
}

export function subscribe(cb: (s: Session | null) => void): () => void {
  listeners.add(cb);
  return () => {
    listeners.delete(cb);
  };
}

// Another tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY) emit(getSession());
  });
}

/** The product's name for file names: the company profile's system name, else the given fallback (the app title). */
export function productName(fallback: string): string {
  return getSession()?.company?.system_name?.trim() || fallback;
}
