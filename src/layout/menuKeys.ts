/**
 * Keyboard use of the side menus (WAI-ARIA menu pattern): a `role="menu"` promises arrow keys. Inside
 * one menu (a group of the admin menu, the hub menu) Down and Up move focus to the next and previous entry (round
 * the ends), Home and End to the first and last; the menu is one Tab stop (roving tabindex: the entry last
 * focused, at first the current screen's entry or the first one), so Tab goes from menu to menu.
 */
import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

const ITEM = '[role="menuitem"]';

function items(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>(ITEM));
}

/** The one entry of the menu in the Tab order. */
export function setTabStop(menu: HTMLElement, stop: HTMLElement | undefined): void {
  for (const item of items(menu)) item.tabIndex = item === stop ? 0 : -1;
}

/** The entry a menu starts with in the Tab order: the current screen's, else the first. */
export function initialTabStop(menu: HTMLElement): void {
  const all = items(menu);
  if (all.length === 0) return;
  if (all.filter((item) => item.tabIndex === 0).length === 1) return;
  const current = all.find((item) => item.getAttribute('aria-current') === 'page');
  setTabStop(menu, current ?? all[0]);
}

/** Which entry a key moves to, from the entry at `index` of `count` (null: not a menu key). */
export function nextMenuIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return index < 0 ? 0 : (index + 1) % count;
    case 'ArrowUp':
      return index < 0 ? count - 1 : (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Props for a `role="menu"` element: the arrow keys, and the roving Tab stop (set when the menu mounts and after
 * each render of its owner, e.g. entries drawn anew when the sidebar folds).
 */
export function useMenuKeys() {
  const element = useRef<HTMLElement | null>(null);
  const ref = useCallback((menu: HTMLElement | null) => {
    element.current = menu;
    if (menu) initialTabStop(menu);
  }, []);
  useLayoutEffect(() => {
    if (element.current) initialTabStop(element.current);
  });
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const menu = event.currentTarget;
    const all = items(menu);
    const from = all.findIndex((item) => item.contains(document.activeElement));
    const to = nextMenuIndex(event.key, from, all.length);
    if (to === null) return;
    event.preventDefault();
    setTabStop(menu, all[to]);
    all[to].focus();
  }, []);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>(ITEM);
    if (item && event.currentTarget.contains(item)) setTabStop(event.currentTarget, item);
  }, []);
  return { ref, onKeyDown, onFocus };
}
