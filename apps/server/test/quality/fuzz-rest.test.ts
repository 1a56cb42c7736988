import { edgeTestDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRows } from '../../src/rest';
import { createTestApp } from '../helpers';
import { ACCESS_MATRIX } from './access-matrix';
import { BOUNDARY_TEXTS, deeplyNested, SESSION_CHANGING, UNSTORABLE_TEXTS } from './fuzz-inputs';
import { pathParams, restCall } from './http';
import { buildWorld, type World } from './world';

// The REST rows' half of the fuzzing (./fuzz.test.ts has the procedures'): a suite of its own, with
// a world of its own, so the two run side by side.
describe.each(edgeTestDrivers())('fuzzing every REST row on %s', (driver) => {
  let world: World;

  beforeAll(async () => {
    world = await buildWorld(await createTestApp(driver));
  });
  afterAll(async () => {
    await world.t.close();
  });

  it('never answers 5xx on a REST row, whatever its path, query or body carries', async () => {
    const failures: string[] = [];
    const values: unknown[] = [...BOUNDARY_TEXTS, ...UNSTORABLE_TEXTS, 2 ** 53, deeplyNested(200)];
    for (const row of restRows) {
      const entry = ACCESS_MATRIX[row.procedure];
      const token = SESSION_CHANGING.has(row.procedure) ? null : world.accounts.admin.token;
      const sample = (await entry?.input?.({ world, role: 'admin' })) ?? {};
      const fields = [
        ...new Set([
          ...pathParams(row.path).map((name) => entry?.restParams?.[name] ?? name),
          ...(typeof sample === 'object' && sample !== null ? Object.keys(sample) : []),
        ]),
      ];
      for (const field of fields) {
        for (const value of values) {
          const input = { ...(sample as Record<string, unknown>), [field]: value };
          const response = await restCall(world.t.app, row, input, token, entry?.restParams);
          if (response.statusCode >= 500)
            failures.push(
              `${row.method} ${row.path} ${field}=${JSON.stringify(value)?.slice(0, 60)} → ${response.statusCode}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
