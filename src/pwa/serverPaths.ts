/**
 * The addresses the server answers itself (server/app.ts API_PREFIXES, the live feeds, the runtime config and the
 * service worker's own files): a navigation to one of them must reach the network, never the app's index.html from
 * the service worker's cache (vite.config.ts navigateFallbackDenylist). Read by the build and the unit tests only.
 */
export const SERVER_PREFIXES = [
  '/api',
  '/rest-auth',
  '/customqueries',
  '/current_user_profile',
  '/ws',
  '/fhir',
  '/live',
] as const;

/** Single files served beside index.html that are not the app's pages. */
export const SERVER_FILES = ['/config.json', '/sw.js', '/manifest.webmanifest'] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The denylist of the service worker's navigation fallback: the server's paths, its files and /assets/. */
export const NAVIGATE_FALLBACK_DENYLIST: RegExp[] = [
  new RegExp(`^(${SERVER_PREFIXES.map(escape).join('|')})(\\/|$)`),
  new RegExp(`^(${SERVER_FILES.map(escape).join('|')})$`),
  /^\/assets\//,
];

/** Whether the service worker answers a navigation to this path with index.html (the SPA's routes). */
export function fallsBackToIndex(pathname: string): boolean {
  return !NAVIGATE_FALLBACK_DENYLIST.some((re) => re.test(pathname));
}
