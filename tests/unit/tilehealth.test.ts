import { describe, expect, it } from 'vitest';
import {
  initialTileHealth,
  nextTileHealth,
  TILE_ERRORS_BEFORE_OFFLINE,
  type TileEvent,
} from '../../src/components/tileHealth';

const after = (events: TileEvent[]) => events.reduce(nextTileHealth, initialTileHealth);
const times = (n: number, event: TileEvent): TileEvent[] => Array.from({ length: n }, () => event);

describe('when the tiles count as failed (the offline outlines are drawn)', () => {
  it('not at the start', () => {
    expect(initialTileHealth.failed).toBe(false);
  });

  it('after a few errors with no tile loaded', () => {
    expect(after(times(TILE_ERRORS_BEFORE_OFFLINE - 1, 'error')).failed).toBe(false);
    expect(after(times(TILE_ERRORS_BEFORE_OFFLINE, 'error')).failed).toBe(true);
  });

  it('not on errors scattered between loaded tiles, but on errors in a row after loaded ones', () => {
    const scattered: TileEvent[] = ['load', 'error', 'error', 'load', 'error', 'error', 'load'];
    expect(after(scattered).failed).toBe(false);
    expect(after(['load', 'load', ...times(TILE_ERRORS_BEFORE_OFFLINE, 'error')]).failed).toBe(true);
  });

  it('when nothing has loaded a while after the map opened, even without an error', () => {
    expect(after(['silence']).failed).toBe(true);
    expect(after(['error', 'silence']).failed).toBe(true);
    expect(after(['load', 'silence']).failed).toBe(false);
  });

  it('stays failed once failed, when tiles load again', () => {
    const failed = after(times(TILE_ERRORS_BEFORE_OFFLINE, 'error'));
    expect(nextTileHealth(failed, 'load').failed).toBe(true);
  });
});
