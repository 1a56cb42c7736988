import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, pendingMigrations, queries } from '@uniguide/db';
import { afterAll, describe, expect, it } from 'vitest';
import { firstStartInChildProcess, isFreshEmbeddedDir } from './first-start';

const root = mkdtempSync(join(tmpdir(), 'uniguide-first-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the first start of an embedded database', () => {
  it('creates, migrates and seeds the database in another process', async () => {
    const pgliteDir = join(root, 'demo', 'pglite');
    expect(isFreshEmbeddedDir(pgliteDir)).toBe(true);

    const result = await firstStartInChildProcess({
      pgliteDir,
      pgliteSettings: [],
      seedDemo: true,
    });

    expect(result.pid).not.toBe(process.pid);
    expect(result.applied.length).toBeGreaterThan(0);
    expect(result.seeded?.programs).toBeGreaterThan(0);
    expect(result.seeded?.onboardingSlots).toBeGreaterThan(0);
    expect(isFreshEmbeddedDir(pgliteDir)).toBe(false);
    const database = createDb({ dataDir: pgliteDir });
    try {
      expect(await pendingMigrations(database.db)).toEqual([]);
      expect(await queries.users.countUsers(database.db)).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it("rejects with the child's failure", async () => {
    const blocker = join(root, 'a-file');
    writeFileSync(blocker, '');
    await expect(
      firstStartInChildProcess({
        pgliteDir: join(blocker, 'pglite'),
        pgliteSettings: [],
        seedDemo: false,
      }),
    ).rejects.toThrow(/ENOTDIR/);
  });
});
