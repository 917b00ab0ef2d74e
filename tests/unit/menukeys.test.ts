import { describe, expect, it } from 'vitest';
import { nextMenuIndex } from '../../src/layout/menuKeys';

describe('the side menu keys (WAI-ARIA menu pattern)', () => {
  it('Down and Up move to the next and previous entry, round the ends', () => {
    expect(nextMenuIndex('ArrowDown', 0, 4)).toBe(1);
    expect(nextMenuIndex('ArrowDown', 3, 4)).toBe(0);
    expect(nextMenuIndex('ArrowUp', 2, 4)).toBe(1);
    expect(nextMenuIndex('ArrowUp', 0, 4)).toBe(3);
  });

  it('Home and End go to the first and the last entry', () => {
    expect(nextMenuIndex('Home', 2, 4)).toBe(0);
    expect(nextMenuIndex('End', 1, 4)).toBe(3);
  });

  it('from outside the entries, Down starts at the first and Up at the last', () => {
    expect(nextMenuIndex('ArrowDown', -1, 4)).toBe(0);
    expect(nextMenuIndex('ArrowUp', -1, 4)).toBe(3);
  });

  it('leaves other keys and empty menus alone', () => {
    expect(nextMenuIndex('Enter', 1, 4)).toBeNull();
    expect(nextMenuIndex('a', 1, 4)).toBeNull();
    expect(nextMenuIndex('ArrowDown', -1, 0)).toBeNull();
  });
});
