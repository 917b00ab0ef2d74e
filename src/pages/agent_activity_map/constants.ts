/** operations.md 9: the activity map is 500 px high, zooms to 14 at most and fits the points with padding 30. */
export const ACTIVITY_MAP_HEIGHT = 500;
export const ACTIVITY_MAX_ZOOM = 14;
export const ACTIVITY_FIT_PADDING = 30;
