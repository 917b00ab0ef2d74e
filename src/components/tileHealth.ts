/**
 * When the map's tiles count as failed, so the offline base layer (country outlines) is drawn instead
 *. Pure, for the tile layer's events: a few errors in a row with no tile loaded since,
 * or no tile at all a while after the map opened (a network that swallows requests without an error).
 * Once failed, a map keeps its outlines: they are light and harmless under tiles that come back.
 */
export const TILE_ERRORS_BEFORE_OFFLINE = 3;
export const TILE_SILENCE_BEFORE_OFFLINE_MS = 8000;

export interface TileHealth {
  /** tiles loaded since the map opened */
  loaded: number;
  /** tile errors since the last tile that loaded */
  errorsInARow: number;
  failed: boolean;
}

export type TileEvent = 'load' | 'error' | 'silence';

export const initialTileHealth: TileHealth = { loaded: 0, errorsInARow: 0, failed: false };

export function nextTileHealth(state: TileHealth, event: TileEvent): TileHealth {
  if (state.failed) return state;
  switch (event) {
    case 'load':
      return { ...state, loaded: state.loaded + 1, errorsInARow: 0 };
    case 'error': {
      const errorsInARow = state.errorsInARow + 1;
      return { ...state, errorsInARow, failed: errorsInARow >= TILE_ERRORS_BEFORE_OFFLINE };
    }
    case 'silence':
      // the timer after the map opened: nothing loaded at all by then
      return state.loaded === 0 ? { ...state, failed: true } : state;
  }
}
