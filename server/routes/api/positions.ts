/**
 * When an agent's position last changed (issue 22: stale agents on the live map). Every write of an agent's
 * location (the agents API, the simulator) stamps delivery_agents.location_updated_at when the latitude or the
 * longitude changes, and the live feed's agent_location message carries the stamp (ISO).
 */
export type Row = Record<string, unknown>;

/** The update values with location_updated_at set when the input moves the agent (else the values unchanged). */
export function stampPosition(input: Row, existing: Row, now = new Date()): Row {
  const moved = (key: 'location_latitude' | 'location_longitude') =>
    key in input && input[key] !== null && input[key] !== undefined && input[key] !== existing[key];
  return moved('location_latitude') || moved('location_longitude')
    ? { ...input, location_updated_at: now }
    : input;
}

/** A timestamp of a serialized row as ISO text (null when missing). */
export function isoOrNull(v: unknown): string | null {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string' && v) return new Date(v).toISOString();
  return null;
}
