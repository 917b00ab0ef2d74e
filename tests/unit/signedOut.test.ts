// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, WARM_UP_MARK } from '../../src/lib/idle';
import { SHELL_FILES_META, afterSignIn, prefetchShell, startsSignedOut } from '../../src/signedOut';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the signed-out start', () => {
  it('shows the sign-in form alone only without a stored session, and never on the signed-out pages', () => {
    expect(startsSignedOut('/', false)).toBe(true);
    expect(startsSignedOut('/login', false)).toBe(true);
    expect(startsSignedOut('/deliveries/', false)).toBe(true);
    // a stored session (even an expired one, which react-admin answers with its message) starts the app
    expect(startsSignedOut('/', true)).toBe(false);
    expect(startsSignedOut('/login', true)).toBe(false);
    for (const page of ['/privacypolicy/', '/privacypolicy_umotrack', '/request_accountdeaction/'])
      expect(startsSignedOut(page, false), page).toBe(false);
  });

  it('returns after sign-in to the address opened, or to where react-admin sent the visitor from, else the dashboard', () => {
    expect(afterSignIn(at('/deliveries/', '?page=2&perPage=10', '#top'), null)).toBe(
      '/deliveries/?page=2&perPage=10#top',
    );
    expect(afterSignIn(at('/'), null)).toBe('/');
    expect(afterSignIn(at('/login'), null)).toBe('/');
    expect(afterSignIn(at('/login/'), { usr: { nextPathname: '/samples/', nextSearch: '?page=3' } })).toBe(
      '/samples/?page=3',
    );
    expect(afterSignIn(at('/login'), { usr: { nextPathname: '/samples/' } })).toBe('/samples/');
    // nothing that leaves the app or loops back to the form
    expect(afterSignIn(at('/login'), { usr: { nextPathname: 'https://elsewhere.example/' } })).toBe('/');
    expect(afterSignIn(at('/login'), { usr: { nextPathname: '/login' } })).toBe('/');
  });
});

describe("the shell's files, fetched into the cache once the form is idle (prefetchShell)", () => {
  afterEach(() => {
    document.head.querySelectorAll('meta[name], link[rel="prefetch"]').forEach((e) => e.remove());
  });
  const listFiles = (content: string) => {
    const meta = document.createElement('meta');
    meta.name = SHELL_FILES_META;
    meta.content = content;
    document.head.appendChild(meta);
  };
  const fakeWindow = (o: { loaded?: boolean; saveData?: boolean } = {}) => {
    const idle: { run: () => void; timeout?: number }[] = [];
    const onLoad: (() => void)[] = [];
    const win = {
      document: { readyState: o.loaded ? 'complete' : 'loading' },
      addEventListener: (type: string, run: () => void) => type === 'load' && onLoad.push(run),
      setTimeout: vi.fn(),
      requestIdleCallback: (run: () => void, options?: { timeout: number }) =>
        idle.push({ run, timeout: options?.timeout }),
      navigator: { connection: { saveData: !!o.saveData } },
      performance: { mark: vi.fn() },
    };
    return { win: win as unknown as Window, idle, onLoad, mark: win.performance.mark };
  };
  const prefetched = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) =>
      l.getAttribute('href'),
    );

  it('adds one prefetch link per listed file in the first idle moment after the load, and marks the start', () => {
    listFiles('/assets/App-1.js /assets/ShellLayout-2.js  /assets/App-3.css');
    const w = fakeWindow();
    prefetchShell(document, w.win);
    expect(w.idle).toHaveLength(0);
    w.onLoad.forEach((run) => run());
    expect(w.idle).toHaveLength(1);
    expect(w.idle[0].timeout).toBe(IDLE_TIMEOUT_MS);
    expect(prefetched()).toEqual([]);
    w.idle[0].run();
    expect(prefetched()).toEqual(['/assets/App-1.js', '/assets/ShellLayout-2.js', '/assets/App-3.css']);
    expect(w.mark).toHaveBeenCalledWith(WARM_UP_MARK);
  });

  it('fetches nothing when the browser asks to save data, or when the build lists no files (the dev server)', () => {
    listFiles('/assets/App-1.js');
    const saving = fakeWindow({ loaded: true, saveData: true });
    prefetchShell(document, saving.win);
    expect(saving.idle).toHaveLength(0);
    document.head.querySelector('meta[name]')!.remove();
    const bare = fakeWindow({ loaded: true });
    prefetchShell(document, bare.win);
    expect(bare.idle).toHaveLength(0);
    expect(prefetched()).toEqual([]);
  });
});
