import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { regions, samples } from '../../server/db/schema';

const dir = mkdtempSync(path.join(tmpdir(), 'courier-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database in DATA_DIR', () => {
  it('keeps every record across a clean close and a reopen, and migrating again changes nothing', async () => {
    const first = await openDatabase({ dataDir: dir });
    const [region] = await first.db.insert(regions).values({ name: 'West Nile' }).returning();
    await first.db
      .insert(samples)
      .values({ name: 'Sputum (TB)', description: 'GeneXpert', priority: 'urgent' });
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    const stored = await second.db.select().from(regions).where(eq(regions.id, region.id));
    expect(stored).toEqual([{ id: region.id, name: 'West Nile' }]);
    const sample = await second.db.select().from(samples);
    expect(sample).toMatchObject([{ name: 'Sputum (TB)', priority: 'urgent' }]);
    await second.close();
  });
});
