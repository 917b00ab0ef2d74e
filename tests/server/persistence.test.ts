import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DataDirInUseError, openDatabase } from '../../server/db/client';
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

describe('one server per data folder', () => {
  it('refuses a second open of a folder in use, and frees it on close', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'courier-lock-'));
    try {
      const first = await openDatabase({ dataDir: folder });
      const lock = path.join(folder, 'courier.lock');
      expect(existsSync(lock)).toBe(true);
      const second = openDatabase({ dataDir: folder });
      await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(second).rejects.toThrow(
        `The data folder ${folder} is in use by another server (process ${process.pid})`,
      );
      // the refused open did not take the lock away from the first
      expect(existsSync(lock)).toBe(true);
      await first.db.insert(regions).values({ name: 'Karamoja' });
      await first.close();
      expect(existsSync(lock)).toBe(false);
      const again = await openDatabase({ dataDir: folder });
      expect(await again.db.select().from(regions)).toMatchObject([{ name: 'Karamoja' }]);
      await again.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('takes over the lock of a server that died without closing (kill -9)', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'courier-lock-'));
    try {
      // a pid that is not running: the highest pid the kernel can give plus one
      writeFileSync(path.join(folder, 'courier.lock'), '4194305');
      const database = await openDatabase({ dataDir: folder });
      await database.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
