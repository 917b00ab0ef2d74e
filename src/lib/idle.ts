/**
 * Work kept for the page's idle moments, so that loading what comes next never holds up what the user is doing:
 * the signed-in shell's code while a visitor is on the sign-in form (src/pages/login/signedOut.tsx, src/startup.ts).
 */

/** How long an idle moment is waited for before the work runs anyway. */
export const IDLE_TIMEOUT_MS = 3000;

/** The performance mark set when the warm-up of the signed-in shell starts (the bundle bench splits the loads by it). */
export const WARM_UP_MARK = 'courier:warm-up-shell';

export type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  navigator?: object;
  performance?: Pick<Performance, 'mark'>;
};

/** The Save-Data wish (Network Information API, Chromium only). */
export const savesData = (win: IdleWindow) =>
  !!(win.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection?.saveData;

/** Runs `run` in the first idle moment after the page's load (a timer where requestIdleCallback is missing). */
export function whenIdle(win: IdleWindow, run: () => void): void {
  const idle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(run, 1);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
