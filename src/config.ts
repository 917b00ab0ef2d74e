/**
 * Runtime configuration, read at start-up from `config.json` served beside index.html, so one build
 * serves any deployment. Missing or empty keys fall back to defaults: the API on the same origin and
 * the live feeds on ws(s)://<host>/ws/agents and /ws/notifications.
 */
export interface AppConfig {
  apiBaseUrl: string;
  agentFeedUrl: string;
  notificationFeedUrl: string;
  tileUrl: string;
  tileAttribution: string;
  copyrightHolder: string;
}

const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_TILE_ATTRIBUTION = '&copy; OpenStreetMap contributors';
const DEFAULT_COPYRIGHT = 'Sample Courier';

function pageLocation(): { protocol: string; host: string } | null {
  if (typeof window === 'undefined' || !window.location) return null;
  return { protocol: window.location.protocol, host: window.location.host };
}

/** ws(s)://host of the API base URL when it is absolute, else of the page. */
function feedOrigin(apiBaseUrl: string): string {
  if (/^https?:\/\//i.test(apiBaseUrl)) {
    const u = new URL(apiBaseUrl);
    return `${u.protocol === 'https:' ? 'wss:' : 'ws:'}//${u.host}`;
  }
  const loc = pageLocation();
  if (!loc) return 'ws://localhost';
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}`;
}

/** Tiles are switched off with "tileUrl": "none" (or "off") in config.json. */
export function tilesEnabled(tileUrl: string): boolean {
  return !['none', 'off'].includes(tileUrl.trim().toLowerCase());
}

function withDefaults(partial: Partial<AppConfig>): AppConfig {
  const apiBaseUrl = (partial.apiBaseUrl ?? '').trim().replace(/\/+$/, '');
  const origin = feedOrigin(apiBaseUrl);
  return {
    apiBaseUrl,
    agentFeedUrl: partial.agentFeedUrl?.trim() || `${origin}/ws/agents`,
    notificationFeedUrl: partial.notificationFeedUrl?.trim() || `${origin}/ws/notifications`,
    tileUrl: partial.tileUrl?.trim() || DEFAULT_TILE_URL,
    tileAttribution: partial.tileAttribution?.trim() || DEFAULT_TILE_ATTRIBUTION,
    copyrightHolder: partial.copyrightHolder?.trim() || DEFAULT_COPYRIGHT,
  };
}

let given: Partial<AppConfig> = {};
let current: AppConfig | null = null;

function onlyStrings(raw: unknown): Partial<AppConfig> {
  const out: Partial<AppConfig> = {};
  if (!raw || typeof raw !== 'object') return out;
  const keys: (keyof AppConfig)[] = [
    'apiBaseUrl',
    'agentFeedUrl',
    'notificationFeedUrl',
    'tileUrl',
    'tileAttribution',
    'copyrightHolder',
  ];
  for (const key of keys) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * Fetches config.json from where index.html is served (Vite's base, '/' by default) — not relative to
 * the current page, which on a deep link like /samples/12 would ask for /samples/config.json.
 * A missing or unreadable file leaves the defaults.
 */
export async function loadConfig(): Promise<AppConfig> {
  try {
    const response = await fetch(`${import.meta.env?.BASE_URL ?? '/'}config.json`, { cache: 'no-store' });
    if (response.ok) given = { ...given, ...onlyStrings(await response.json()) };
  } catch {
    // no config.json: defaults (same origin)
  }
  current = withDefaults(given);
  return current;
}

/** The configuration in force (defaults before loadConfig). */
export function getConfig(): AppConfig {
  if (!current) current = withDefaults(given);
  return current;
}

/** Overrides part of the configuration (tests, embedding). */
export function setConfig(partial: Partial<AppConfig>): void {
  given = { ...given, ...partial };
  current = withDefaults(given);
}
