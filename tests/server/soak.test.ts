import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KINDS, runSoak } from '../../scripts/soak/mix';
import { runFault } from '../../scripts/soak/fault';
import { startServer, stopServer, type RunningServer } from '../../scripts/soak/server';

/**
 * The soak and fault scripts (npm run soak / npm run fault) kept from rotting: a short soak with 3 clients
 * against the real server in a child process (PGlite, demo data), then one fault round (kill -9 during
 * writes, restart on the same data folder) that must lose no acknowledged write.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'courier-soaktest-'));
let server: RunningServer | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run soak and npm run fault', () => {
  it('answers every call kind of the screens without a 5xx, then loses no acknowledged write to kill -9', async () => {
    const options = { dataDir, seed: 'demo' as const };
    server = await startServer(options);

    const soak = await runSoak({ base: server.base, clients: 3, seconds: 4, maxRequestsPerClient: 400 });
    const statuses = [...soak.stats.kinds.values()].flatMap((k) => [...k.statuses.keys()]);
    expect(statuses.filter((s) => s >= 500 || s === 0)).toEqual([]);
    expect(soak.exercised).toEqual(KINDS.map((k) => k.name).sort());
    // the writes were accepted (2xx), not refused
    for (const kind of ['pickup_create', 'healthcentre_create', 'delivery_update', 'agent_location']) {
      const answers = soak.stats.kinds.get(kind)!.statuses;
      expect(
        [...answers.keys()].every((s) => s >= 200 && s < 300),
        `${kind}: ${[...answers.keys()]}`,
      ).toBe(true);
    }

    const [round] = await runFault({
      server: options,
      running: server,
      rounds: 1,
      writersPerKind: 1,
      killAfterMs: [1500, 2500],
    });
    server = undefined; // runFault stopped the restarted server
    expect(round.acknowledged).toBeGreaterThan(0);
    expect(round.lost).toEqual([]);
    expect(round.partial).toEqual([]);
    expect(round.verified).toBe(round.acknowledged);
  }, 150_000);
});
