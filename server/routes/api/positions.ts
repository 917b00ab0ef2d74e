/**
 * When an agent's position last changed (stale agents on the live map). Every write of an agent's
 * location (the agents API, the simulator) stamps delivery_agents.location_updated_at when the latitude or the
 * longitude changes. The feed's agent_location message is unchanged: the live map counts a move it hears from the
 * moment it heard it (its own clock), and reads the stamp with the agents.
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
