import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedPgliteDataDir } from '@uniguide/db/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pgliteDir } from '../bootstrap/database';
import { loadEnv } from '../env';
import { notifyExpiringCommand } from './notify-expiring';

describe('documents:notify-expiring', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs the sweep once on the configured database and says what it did', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'uniguide-notify-'));
    // An embedded database the server created before; creating one is first-start.test.ts's subject.
    await migratedPgliteDataDir(pgliteDir({ dataDir: dir }));
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      await notifyExpiringCommand(loadEnv({ DATA_DIR: dir, NODE_ENV: 'test' }));
      expect(info).toHaveBeenCalledWith('No documents newly due for an expiry notification.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
