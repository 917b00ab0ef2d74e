import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ENGINE, openTestDatabase } from './engine';

describe('the engine of this server test run', () => {
  it('is the one the project asks for, never a silent fallback to the embedded database', async () => {
    expect(ENGINE).toBe(process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite');
    const database = await openTestDatabase();
    try {
      expect(database.kind).toBe(ENGINE);
      const result = await database.db.execute(sql`select count(*)::int as n from regions`);
      const rows = (result as unknown as { rows: { n: number }[] }).rows;
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });
});
