import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './testing';
import { wasmOnBaselineCompiler } from './wasm-tiering';

describe('WebAssembly tiering for the embedded database', () => {
  it('keeps PGlite on the baseline compiler once an embedded database is created', async () => {
    const database = await createTestDatabase('pglite');
    try {
      expect(wasmOnBaselineCompiler()).toBe(true);
    } finally {
      await database.dispose();
    }
  });
});
