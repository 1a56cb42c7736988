import { edgeTestDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRows } from '../../src/rest';
import { createTestApp } from '../helpers';
import { expectedStatus, tokenFor } from './access-matrix';
import { restCall, restSuccessStatus } from './http';
import { entryOf, expectNothingOfA, ORDER } from './matrix-calls';
import { buildWorld, type World } from './world';

// The REST half of the access matrix (./access-matrix.test.ts has the tRPC half): a suite of its
// own, with a world of its own, so the two run side by side.
describe.each(edgeTestDrivers())('access matrix over REST on %s', (driver) => {
  let world: World;

  beforeAll(async () => {
    world = await buildWorld(await createTestApp(driver));
  });
  afterAll(async () => {
    await world.t.close();
  });

  it.each(restRows.map((row) => [`${row.method} ${row.path}`, row] as const))(
    'REST %s answers each role as the matrix says',
    async (_name, row) => {
      const entry = entryOf(row.procedure);
      for (const role of ORDER) {
        const input = await entry.input?.({ world, role });
        const token = await tokenFor(world, role, entry);
        const response = await restCall(world.t.app, row, input, token, entry.restParams);
        const expected = expectedStatus(entry, role);
        expect(response.statusCode, `${row.method} ${row.path} as ${role}: ${response.body}`).toBe(
          expected === 200 ? restSuccessStatus(row) : expected,
        );
        if (expected >= 400) {
          expect(response.json()).toMatchObject({ code: expect.any(String), issues: [] });
        }
        expectNothingOfA(world, role, response, `${row.method} ${row.path}`);
      }
    },
  );
});
