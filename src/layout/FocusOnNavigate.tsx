import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new screen may take to show its heading before focus goes to its first field or its content. */
export const HEADING_WAIT_MS = 2000;
const POLL_MS = 100;
const FIELDS =
  'input:not([type="hidden"]):not([disabled]):not([aria-hidden="true"]), select:not([disabled]), textarea:not([disabled])';

function visible(el: Element): boolean {
  const check = (el as Element & { checkVisibility?: () => boolean }).checkVisibility;
  if (check) return check.call(el);
  return !el.closest('[hidden], [aria-hidden="true"]');
}

/** The element of the page that takes focus: its main heading, else its first field, else the content itself. */
export function focusTarget(main: HTMLElement, final: boolean): HTMLElement | null {
  const heading = [...main.querySelectorAll<HTMLElement>('h1')].find(visible);
  if (heading) return heading;
  if (!final) return null;
  return [...main.querySelectorAll<HTMLElement>(FIELDS)].find(visible) ?? main;
}

/**
 * Focus after navigation (WCAG 2.4.3): when the address changes, focus moves from the menu (or wherever the
 * choice was made) to the new page's main heading, or, when the page has none, to its first field or its content,
 * so that the next Tab lands in the page. Focus the user has moved meanwhile is left alone. The first screen after
 * sign-in keeps the browser's focus. Rendered once by each shell's layout.
 */
export function FocusOnNavigate({ mainId = 'main-content' }: { mainId?: string }) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const from = document.activeElement;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const current = document.activeElement;
      // the user moved on (clicked or typed into the page): leave focus where it is
      if (current !== from && current !== document.body && current !== null) return;
      const main = document.getElementById(mainId);
      const final = Date.now() - started >= HEADING_WAIT_MS;
      const target = main ? focusTarget(main, final) : null;
      if (!target) {
        if (!final) timer = setTimeout(attempt, POLL_MS);
        return;
      }
      if (!target.matches(FIELDS) && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    };
    timer = setTimeout(attempt, 0);
    return () => clearTimeout(timer);
  }, [pathname, mainId]);
  return null;
}
